import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closePage, consoleUnderTest } from './console';
import { createDashboard, DASHBOARD_SETTINGS, GRID, openDashboardPage, realtimeWindow, systemWidget, tenantSessionWithThermostatT1 } from './support/dashboards';
import { screens } from './support/screens';

/**
 * Issue #28 points 1–3 as a tenant admin uses them: a dashboard changed and saved twice, its
 * history opened from the toolbar, two versions compared, a restore previewed and done, and the
 * page showing the restored dashboard.
 */
describe('version history', () => {
    const suite = consoleUnderTest();

    const addState = async (page: Page, name: string) => {
        await page.getByRole('button', { name: 'Enter edit mode' }).click();
        await page.getByRole('button', { name: 'Manage dashboard states' }).click();
        const states = page.getByRole('dialog', { name: 'Manage dashboard states' });
        await states.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
        await states.getByRole('button', { name: 'Add state' }).click();
        await states.getByRole('button', { name: 'Save' }).click();
        await states.waitFor({ state: 'detached' });
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await page.getByRole('button', { name: 'Enter edit mode' }).waitFor();
    };

    /** The named changes of a section of the compare, one line each ("Added Alerts"). */
    const changesIn = async (page: Page, section: string) =>
        (await page.getByRole('dialog').getByRole('region', { name: section }).getByTestId('named-change').allInnerTexts()).map(text => text.replace(/\s+/g, ' ').trim());

    const stateNames = async (page: Page) => {
        await page.getByRole('button', { name: 'Enter edit mode' }).click();
        await page.getByRole('combobox', { name: 'Dashboard state' }).click();
        const names = await page.getByRole('option').allInnerTexts();
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Cancel', exact: true }).click();
        return names;
    };

    it('lists the saves, compares two versions, previews a restore and shows the restored dashboard', async () => {
        const session = await tenantSessionWithThermostatT1(suite.server.url);
        const notes = randomUUID();
        const title = 'History of the plant';
        const id = await createDashboard(session, title, {
            widgets: { [notes]: systemWidget(notes, 'cards', 'markdown_card', 'latest', 'Plant notes', { datasources: [], settings: { markdownTextPattern: 'Plant' } }) },
            states: { default: { name: 'Main', root: true, layouts: { main: { gridSettings: GRID, widgets: { [notes]: { sizeX: 8, sizeY: 4, row: 0, col: 0 } } } } } },
            entityAliases: {},
            filters: {},
            timewindow: realtimeWindow(),
            settings: DASHBOARD_SETTINGS,
        });
        const page = await openDashboardPage(suite.browser, suite.server.url, { id, title }, 1280);
        try {
            await addState(page, 'Details');
            await addState(page, 'Alerts');

            const opened = Date.now();
            await page.getByRole('button', { name: 'Version history' }).click();
            const dialog = page.getByRole('dialog', { name: /Version history/ });
            const list = dialog.getByRole('list', { name: 'Saves' });
            await list.getByRole('button').first().waitFor();
            console.log(`history list shown ${Date.now() - opened} ms after the click`);
            expect(await list.getByRole('button').allInnerTexts()).toEqual([
                expect.stringMatching(/^Version 3\s+Current\s+tenant@thingsboard.org/),
                expect.stringMatching(/^Version 2\s+tenant@thingsboard.org/),
                expect.stringMatching(/^Version 1\s+tenant@thingsboard.org/),
            ]);

            // The version before the current one is compared with it first.
            await expect.poll(() => dialog.getByTestId('compare-title').innerText()).toBe('Changes from version 2 to version 3');
            await expect.poll(() => changesIn(page, 'States')).toEqual(['Added Alerts']);
            // The first save against the current one: both states came since.
            await list.getByRole('button', { name: /^Version 1/ }).click();
            await expect.poll(() => dialog.getByTestId('compare-title').innerText()).toBe('Changes from version 1 to version 3');
            await expect.poll(() => changesIn(page, 'States')).toEqual(['Added Details', 'Added Alerts']);
            await screens(page, 'history-compare');

            // The preview shows what restoring version 1 does to the current version.
            await dialog.getByRole('button', { name: 'Restore version 1…' }).click();
            await expect.poll(() => dialog.getByTestId('compare-title').innerText()).toBe('Restoring version 1 changes the current version like this');
            await expect.poll(() => changesIn(page, 'States')).toEqual(['Removed Details', 'Removed Alerts']);
            await screens(page, 'history-restore-preview');
            await dialog.getByRole('button', { name: 'Restore version 1', exact: true }).click();
            await page.getByText('Version 1 restored: saved as version 4').waitFor();
            await expect.poll(() => list.getByRole('button').first().innerText()).toMatch(/^Version 4\s+Current\s+Restored from version 1/);
            await dialog.getByRole('button', { name: 'Close' }).first().click();
            await dialog.waitFor({ state: 'detached' });

            // The page shows the restored dashboard, and the server holds it.
            expect(await stateNames(page)).toEqual(['Main']);
            const stored = await session.api.get<{ configuration: { states: Record<string, { name: string }> } }>(`/api/dashboard/${id}`, session.token);
            expect(Object.values(stored.body.configuration.states).map(state => state.name)).toEqual(['Main']);
        } finally {
            await closePage(page);
        }
    });
});
