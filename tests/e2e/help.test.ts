import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closePage, consoleUnderTest, openPage, signIn } from './console';

/**
 * Help as a person meets it: the (?) in a list's toolbar opens the list's help; a user whose
 * language has no help file of its own reads the English one.
 */
describe('help', () => {
    const suite = consoleUnderTest();

    /** The help button's name in every language (display.json's help.show-help). */
    const localesDir = path.resolve(import.meta.dirname, '../../locales');
    const helpNames = readdirSync(localesDir).map(
        language => (JSON.parse(readFileSync(path.join(localesDir, language, 'display.json'), 'utf8')) as { help: { 'show-help': string } }).help['show-help']
    );
    /** The help button of the page's toolbar; its name may be translated. */
    const helpButton = (page: Page) => page.getByRole('main').getByRole('button', { name: new RegExp(`^(${helpNames.join('|')})$`) });

    const readDevicesHelp = async (page: Page) => {
        await page.locator('tbody tr').first().waitFor();
        await helpButton(page).click();
        const popup = page.getByRole('dialog');
        await popup.getByRole('heading', { name: 'Devices' }).waitFor();
        expect(await popup.innerText()).toContain('one physical or virtual thing that sends data to the platform');
        return popup;
    };

    it('a tenant admin opens the devices list, clicks the help button and reads the help', async () => {
        const page = await openPage(suite.browser, `${suite.server.url}/login`);
        try {
            await signIn(page, 'tenant@thingsboard.org', 'tenant');
            await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Devices', exact: true }).click();
            const popup = await readDevicesHelp(page);
            // The shared list basics are included into the devices help.
            await popup.getByRole('heading', { name: 'Working with the list' }).waitFor();
            const docs = popup.getByRole('link', { name: 'Go to help page' });
            expect(await docs.getAttribute('href')).toBe('https://thingsboard.io/docs/user-guide/ui/devices/');
            expect(await docs.getAttribute('target')).toBe('_blank');
            await page.keyboard.press('Escape');
            await popup.waitFor({ state: 'hidden' });
        } finally {
            await closePage(page);
        }
    });

    it.each([
        ['ru_RU', 'ru-RU', 'Устройства', 'физический или виртуальный объект'],
        // No Georgian help file: the English one.
        ['ka_GE', 'ka-GE', 'Devices', 'one physical or virtual thing that sends data to the platform'],
    ])('a %s user reads the help in the language, else in English', async (language, tag, heading, sentence) => {
        const page = await openPage(suite.browser, `${suite.server.url}/login`);
        try {
            await page.evaluate(code => localStorage.setItem('TB-lang', code), language);
            await page.reload();
            await signIn(page, 'tenant@thingsboard.org', 'tenant');
            await page.waitForURL(/\/home$/);
            expect(await page.evaluate(() => document.documentElement.lang)).toBe(tag);
            const asked: string[] = [];
            page.on('request', request => asked.push(new URL(request.url()).pathname));
            await page.goto(`${suite.server.url}/devices`);
            await page.locator('tbody tr').first().waitFor();
            await helpButton(page).click();
            const popup = page.getByRole('dialog');
            await popup.getByRole('heading', { name: heading }).first().waitFor();
            expect(await popup.innerText()).toContain(sentence);
            // The language's file was looked for first.
            expect(asked).toContain(`/help/${language}/devices.md`);
        } finally {
            await closePage(page);
        }
    });
});
