import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closePage, consoleUnderTest, openSignedIn } from './console';
import { createDashboard, DASHBOARD_SETTINGS, GRID, tenantSessionWithThermostatT1 } from './support/dashboards';

/**
 * Issue #23's screens: the widget configuration's tabs and the widget picker (11), rule node names
 * at the default zoom (12), and settings, phones and the command palette (14).
 */
describe('daily flows: screens', () => {
    const suite = consoleUnderTest();

    const signedIn = async (email: string, password: string, width = 1280): Promise<Page> => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}/home`, email, password, { width });
        return page;
    };

    it('11: picks a widget by searching, each with its preview; configures its title, style and legend on Settings as ThingsBoard does', async () => {
        const session = await tenantSessionWithThermostatT1(suite.server.url);
        const id = await createDashboard(session, 'Picker', { widgets: {}, entityAliases: {}, states: { default: { name: 'Picker', root: true, layouts: { main: { widgets: {}, gridSettings: GRID } } } }, settings: DASHBOARD_SETTINGS });
        const page = await signedIn('tenant@thingsboard.org', 'tenant');
        try {
            await page.goto(`${suite.server.url}/dashboards/${id}`);
            await page.getByRole('button', { name: 'Enter edit mode' }).click();
            await page.getByRole('button', { name: 'Add new widget' }).click();
            const picker = page.getByRole('dialog', { name: 'Add new widget' });
            await picker.getByLabel('Select widgets bundle').click();
            await page.getByRole('option', { name: /^Charts/ }).click();
            const cards = picker.locator('.MuiCard-root');
            await expect.poll(() => cards.count()).toBeGreaterThan(1);
            // Every type shows a preview.
            expect(await picker.locator('.MuiCard-root:not(:has(svg[data-preview], img))').count()).toBe(0);
            await picker.getByRole('searchbox', { name: 'Search widgets' }).fill('Timeseries bar');
            await expect.poll(() => cards.count()).toBe(1);
            await picker.getByRole('button', { name: /Timeseries bar/i }).click();

            const config = page.getByRole('dialog', { name: /Widget configuration/ });
            // The configuration opens once its code is in: wait for its tabs rather than read an empty dialog.
            await config.getByRole('tab').first().waitFor();
            const tabs = await config.getByRole('tab').allInnerTexts();
            expect(tabs.map(tab => tab.trim())).toEqual(['DATA', 'SETTINGS', 'ADVANCED', 'ACTIONS'].map(tab => expect.stringMatching(new RegExp(`^${tab}$`, 'i'))));
            await config.getByRole('tab', { name: 'Settings', exact: true }).click();
            await config.getByRole('textbox', { name: 'Title' }).fill('Boiler load');
            await config.getByText('Widget style').waitFor();
            await config.getByText('Legend', { exact: true }).waitFor();
            await config.getByRole('checkbox', { name: 'Display legend' }).waitFor();
            await config.getByRole('button', { name: 'Save', exact: true }).click();
            await page.getByRole('region', { name: 'Boiler load', exact: true }).waitFor();
        } finally {
            await closePage(page);
        }
    });

    it('12: shows ordinary rule node names whole and readable at the zoom the editor opens with', async () => {
        const page = await signedIn('tenant@thingsboard.org', 'tenant');
        try {
            await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Rule chains', exact: true }).click();
            await page.locator('tbody tr').filter({ hasText: 'Root Rule Chain' }).first().click();
            await page.getByTestId('rule-node-name').first().waitFor();
            const names = await page.getByTestId('rule-node-name').evaluateAll(elements =>
                elements.map(element => {
                    const zoom = new DOMMatrix(getComputedStyle(element.closest('.react-flow__viewport')!).transform).a;
                    return {
                        name: element.textContent,
                        cut: element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
                        shownPx: parseFloat(getComputedStyle(element).fontSize) * zoom,
                    };
                })
            );
            expect(names.length).toBe(7);
            for (const name of names) {
                expect(name.cut, `${name.name} is cut`).toBe(false);
                expect(name.shownPx, `${name.name} is drawn at ${name.shownPx.toFixed(1)} px`).toBeGreaterThanOrEqual(11);
            }
        } finally {
            await closePage(page);
        }
    });

    it('14: asks before leaving unsaved settings; on a phone the create button covers no row action and no search icon is clipped; the palette finds "german"', async () => {
        const admin = await signedIn('sysadmin@thingsboard.org', 'sysadmin');
        try {
            await admin.goto(`${suite.server.url}/settings/general`);
            const baseUrl = admin.getByRole('textbox', { name: /Base URL/ });
            await baseUrl.fill('https://iot.example.com');
            await admin.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Tenants', exact: true }).click();
            const ask = admin.getByRole('dialog').filter({ hasText: 'Leave and discard them?' });
            await ask.getByRole('button', { name: 'Cancel' }).click();
            expect(admin.url()).toMatch(/\/settings\/general$/);
            expect(await baseUrl.inputValue()).toBe('https://iot.example.com');
            await admin.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Tenants', exact: true }).click();
            await ask.getByRole('button', { name: 'Discard changes' }).click();
            await admin.waitForURL(/\/tenants$/);

            // The command palette finds Deutsch by its English name.
            await admin.keyboard.press('Control+k');
            const palette = admin.getByRole('dialog');
            await palette.getByRole('combobox').fill('german');
            await palette.getByRole('option', { name: /Deutsch/ }).waitFor();
        } finally {
            await closePage(admin);
        }

        const phone = await signedIn('tenant@thingsboard.org', 'tenant', 400);
        try {
            await phone.goto(`${suite.server.url}/devices`);
            await phone.getByRole('listitem').filter({ hasText: 'Thermostat T2' }).waitFor();
            // Scrolled to the end, the last line's actions are clear of the floating create button.
            await phone.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
            const create = (await phone.getByRole('link', { name: 'Create' }).boundingBox())!;
            const actions = await phone.getByRole('listitem').last().getByRole('button').evaluateAll(buttons => buttons.map(button => button.getBoundingClientRect().toJSON() as DOMRect));
            for (const box of actions) {
                const overlaps = box.x < create.x + create.width && box.x + box.width > create.x && box.y < create.y + create.height && box.y + box.height > create.y;
                expect(overlaps).toBe(false);
            }
            // Every search field's icon is inside its field and the screen.
            for (const path of ['/alarms', '/auditLogs']) {
                await phone.goto(`${suite.server.url}${path}`);
                await phone.getByRole('textbox', { name: /^Search/ }).waitFor();
                const clipped = await phone.evaluate(() =>
                    [...document.querySelectorAll('.MuiInputBase-root')].flatMap(field => {
                        const bounds = field.getBoundingClientRect();
                        return [...field.querySelectorAll('svg')].filter(icon => {
                            const box = icon.getBoundingClientRect();
                            return box.width > 0 && (box.left < bounds.left - 1 || box.right > bounds.right + 1 || box.right > window.innerWidth);
                        }).map(() => field.textContent ?? '');
                    })
                );
                expect(clipped, path).toEqual([]);
            }
        } finally {
            await closePage(phone);
        }
    });
});
