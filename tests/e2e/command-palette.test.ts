import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleUnderTest, openPage, signIn } from './console';

/**
 * The command palette as people use it (issue #13): Ctrl+K, a few letters, Enter. A tenant admin
 * jumps to a menu page, a device, a dashboard and signs out; a customer user finds only what the
 * customer may see.
 */
describe('command palette', () => {
    const suite = consoleUnderTest();
    // One page for the file: the tenant admin's test ends on the sign-in form the customer user uses.
    let page: Page;
    beforeAll(async () => {
        page = await openPage(suite.browser, `${suite.server.url}/login`);
    });
    afterAll(() => page?.context().close());

    const signInAs = async (email: string, password: string) => {
        if (new URL(page.url()).pathname !== '/login') await page.goto(`${suite.server.url}/login`);
        await signIn(page, email, password);
        await page.waitForURL(`${suite.server.url}/home`);
        // The shell (and its key listener) is in place once its toolbar is.
        await page.getByRole('button', { name: /Ctrl\+K/ }).waitFor();
    };

    const field = () => page.getByRole('combobox', { name: 'Command palette' });
    const option = (name: string | RegExp) => page.getByRole('listbox').getByRole('option', { name });

    /** Opens the palette with the chord and types, as a person does. */
    const search = async (text: string) => {
        await page.keyboard.press('Control+k');
        await field().waitFor();
        await page.keyboard.type(text);
    };

    /** The option Enter would run: the one the field names as active. */
    const activeOption = async () => {
        const id = await field().getAttribute('aria-activedescendant');
        return id ? page.locator(`[id="${id}"]`).innerText() : null;
    };

    it('takes a tenant admin to a menu page, a device, a dashboard and out', async () => {
        await signInAs('tenant@thingsboard.org', 'tenant');
        // Listed in the shortcuts overlay.
        await page.keyboard.press('?');
        await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).getByRole('row', { name: 'Ctrl+K Search' }).waitFor();
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });

        // A menu page by part of its name.
        await search('device prof');
        await option(/^Device profiles/).waitFor();
        expect(await activeOption()).toMatch(/^Device profiles/);
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/deviceProfiles$/);
        await field().waitFor({ state: 'detached' });

        // A device by its name, found through the server, with its type beside it.
        await search('thermostat t1');
        await option(/^Thermostat T1/).waitFor();
        expect(await option(/^Thermostat T1/).innerText()).toMatch(/Device$/);
        expect(await activeOption()).toMatch(/^Thermostat T1/);
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/devices\/[^/]+\/show$/);

        // The toolbar button opens it too; the keys walk the list and Esc closes it.
        await page.getByRole('button', { name: /Ctrl\+K/ }).click();
        await field().waitFor();
        const first = await activeOption();
        await page.keyboard.press('ArrowDown');
        expect(await activeOption()).not.toBe(first);
        await page.keyboard.press('ArrowUp');
        expect(await activeOption()).toBe(first);
        await page.keyboard.press('End');
        expect(await activeOption()).toMatch(/^Sign out/);
        await page.keyboard.press('Escape');
        await field().waitFor({ state: 'detached' });

        // "Open a dashboard…" narrows the list to dashboards.
        await search('open a dash');
        await page.keyboard.press('Enter');
        await page.getByRole('button', { name: 'Dashboards' }).waitFor();
        await page.keyboard.type('thermo');
        await option(/^Thermostats/).waitFor();
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/dashboards\/[^/]+$/);

        await search('sign out');
        await page.keyboard.press('Enter');
        // The sign-in form (waiting for a "load" would miss the in-page navigation).
        await page.locator('input[name="username"]').waitFor();
        expect(new URL(page.url()).pathname).toBe('/login');
    });

    it('shows a customer user only its menu pages and its customer\'s devices, and switches the language', async () => {
        await signInAs('customer@thingsboard.org', 'customer');
        await search('');
        const pages = page.getByRole('group', { name: 'Pages' }).getByRole('option');
        await pages.first().waitFor();
        expect(await pages.allInnerTexts()).toEqual(['Home', 'Assets', 'Devices', 'Entity Views', 'Edge instances', 'Dashboards']);
        expect(await page.getByRole('option', { name: /Create device/ }).count()).toBe(0);

        await page.keyboard.type('rule chains');
        await page.getByRole('progressbar').waitFor({ state: 'detached' });
        expect(await page.getByRole('option', { name: /rule chain/i }).count()).toBe(0);

        await page.keyboard.press('Control+a');
        await page.keyboard.type('test device');
        await option(/^Test Device A1/).waitFor();
        const devices = await page.getByRole('group', { name: 'Entities' }).getByRole('option').allInnerTexts();
        expect(devices.map(text => text.split('\n')[0])).toEqual(['Test Device A1', 'Test Device A2', 'Test Device A3']);

        // A language by its own name: the console switches at once.
        await page.keyboard.press('Control+a');
        await page.keyboard.type('deutsch');
        await page.keyboard.press('Enter');
        await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Geräte', exact: true }).waitFor();
    });
});
