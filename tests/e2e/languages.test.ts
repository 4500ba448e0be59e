import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isRightToLeft, LANGUAGE_CODES } from '../../shared/i18n/languages';
import type { Messages } from '../../shared/i18n/messages';
import { apiClient } from '../support/api';
import { consoleUnderTest, signIn } from './console';

const SHOTS = path.resolve(import.meta.dirname, '../../test-results/languages');

const phrase = (language: string, file: string, key: string): string => {
    const messages = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../locales', language, file), 'utf8')) as Messages;
    const found = key.split('.').reduce<Messages | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messages);
    if (typeof found !== 'string') throw new Error(`${language}/${file} has no ${key}`);
    return found;
};

/**
 * Texts that do not fit their box: buttons, tabs, table headers, headings, menu entries and chips
 * whose content is wider than what they show (cut off or ended with "…"). A text that wraps
 * fits; one that is cut does not.
 */
const clippedTexts = (page: Page): Promise<string[]> =>
    page.evaluate(() => {
        const selector = 'button, [role="tab"], th, h1, h2, h3, h4, h5, h6, [role="menuitem"], nav a, .MuiChip-label, .MuiToolbar-root .MuiTypography-root';
        return [...document.querySelectorAll<HTMLElement>(selector)]
            .filter(element => element.offsetParent !== null && (element.innerText ?? '').trim() !== '')
            .filter(element => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 2)
            .filter(element => {
                // Scrolling containers (a tab strip with arrows) show the rest on scroll: not clipped.
                const style = getComputedStyle(element);
                return style.overflowX !== 'auto' && style.overflowX !== 'scroll' && style.overflowY !== 'auto' && style.overflowY !== 'scroll';
            })
            .map(element => `${element.tagName.toLowerCase()} "${element.innerText.trim().slice(0, 60)}" (${element.scrollWidth}>${element.clientWidth})`);
    });

/**
 * Issue #27 point 4: every language on the pages a person sees first — home, the device list, a
 * device's details and a dashboard — in its own words (the menu and the list's title come from
 * its locale files), in its writing direction, with no button, tab or header text cut off.
 * The device list fits 1280 px without scrolling sideways, the landmarks (menu, breadcrumb) are named in
 * the language, and right to left the breadcrumb's arrow points left.
 * The screenshots land in test-results/languages/ for a person to look at.
 */
describe('every language', () => {
    const suite = consoleUnderTest();

    it('shows home, devices, a device and a dashboard in each of the 20 languages, nothing clipped', async () => {
        mkdirSync(SHOTS, { recursive: true });
        const api = apiClient(suite.server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const dashboards = await api.get<{ data: Array<{ id: { id: string }; title: string }> }>('/api/tenant/dashboards?pageSize=10&page=0&textSearch=Thermostats', token);
        const thermostats = dashboards.body.data.find(dashboard => dashboard.title === 'Thermostats')!;
        const device = (await api.get<{ id: { id: string } }>('/api/tenant/devices?deviceName=Thermostat%20T1', token)).body;

        const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        const failures: string[] = [];
        const clipped: string[] = [];
        const sideways: string[] = [];
        page.on('pageerror', error => failures.push(`page error: ${error.message}`));
        try {
            await page.goto(`${suite.server.url}/login`);
            await signIn(page, 'tenant@thingsboard.org', 'tenant');
            await page.waitForURL(`${suite.server.url}/home`);

            // The check sees a cut-off text (a button too narrow for its label) and a fitting one.
            await page.evaluate(() => {
                const probe = document.createElement('div');
                probe.id = 'clip-probe';
                probe.innerHTML = '<button style="width:40px;overflow:hidden;white-space:nowrap">Gerätekonfiguration</button><button>OK</button>';
                document.body.append(probe);
            });
            expect(await clippedTexts(page)).toEqual([expect.stringContaining('button "Gerätekonfiguration"')]);
            await page.evaluate(() => document.getElementById('clip-probe')?.remove());

            for (const language of LANGUAGE_CODES) {
                const shot = async (name: string) => {
                    await page.waitForTimeout(300); // fades and chart drawing settle
                    await page.screenshot({ path: path.join(SHOTS, `${language}-${name}.png`) });
                    clipped.push(...(await clippedTexts(page)).map(text => `${language} ${name}: ${text}`));
                };
                await page.evaluate(code => localStorage.setItem('TB-lang', code), language);
                await page.goto(`${suite.server.url}/home`);
                // The landmarks are named in the language too (screen readers announce them).
                const menu = page.getByRole('navigation', { name: phrase(language, 'common.json', 'app.main-menu'), exact: true });
                // The menu speaks the language (its own file, not English) before anything is judged.
                await menu.getByRole('link', { name: phrase(language, 'common.json', 'device.devices'), exact: true }).waitFor();
                expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
                    language.replace('_', '-'),
                    isRightToLeft(language) ? 'rtl' : 'ltr',
                ]);
                await shot('home');

                await page.goto(`${suite.server.url}/devices`);
                await page.locator('tbody tr').filter({ hasText: 'Thermostat T1' }).first().waitFor();
                await shot('devices');
                // At 1280 px every column fits, the row actions included: the list does not scroll sideways.
                const table = await page.locator('.RaDataTable-tableWrapper').evaluate(wrapper => [wrapper.scrollWidth, wrapper.clientWidth]);
                if (table[0]! > table[1]! + 1) sideways.push(`${language}: ${table[0]}>${table[1]}`);

                await page.goto(`${suite.server.url}/devices/${device.id.id}/show`);
                await page.getByRole('tab').first().waitFor();
                await shot('device');
                // The breadcrumb's separator points onward: to the left, right to left.
                const crumbs = page.getByRole('navigation', { name: phrase(language, 'common.json', 'app.breadcrumb'), exact: true });
                const separatorScale = await crumbs.locator('.MuiBreadcrumbs-separator svg').first().evaluate(icon => getComputedStyle(icon).scale);
                expect(separatorScale, language).toBe(isRightToLeft(language) ? '-1 1' : 'none');

                await page.goto(`${suite.server.url}/dashboards/${thermostats.id.id}`);
                await page.getByRole('heading', { name: 'Thermostats', level: 1 }).waitFor();
                await page.locator('canvas').first().waitFor();
                await shot('dashboard');
            }
        } finally {
            await context.close();
        }
        expect(failures).toEqual([]);
        expect(clipped).toEqual([]);
        expect(sideways).toEqual([]);
    }, 600_000);
});
