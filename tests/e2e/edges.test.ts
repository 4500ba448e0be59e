import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleUnderTest, openSignedIn } from './console';

/**
 * Edge management as a tenant admin does it: assign a device and a dashboard to an edge from its
 * pages, read the edge's events (PENDING until the edge syncs), sync, and see them DEPLOYED.
 */
describe('edges', () => {
    const suite = consoleUnderTest();

    const signedIn = async (): Promise<Page> => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}/home`, 'tenant@thingsboard.org', 'tenant');
        return page;
    };

    /** The assign dialog: type part of a name, pick the match, assign; the row appears in the edge's table. */
    const assign = async (page: Page, manage: string, search: string, name: string) => {
        await page.getByRole('button', { name: 'Manage edge entities', exact: true }).click();
        await page.getByRole('menuitem', { name: manage, exact: true }).click();
        await page.getByRole('button', { name: 'Assign to edge', exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('combobox').fill(search);
        await page.getByRole('option', { name, exact: true }).click();
        await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
        await page.locator('tbody').getByRole('link', { name, exact: true }).waitFor();
        await page.getByRole('link', { name: 'Edge', exact: true }).click();
        await page.waitForURL(/\/edgeInstances\/[^/]+\/show$/);
    };

    it('assigns a device and a dashboard, shows their events PENDING, and DEPLOYED after Sync', async () => {
        const page = await signedIn();
        try {
            const menu = page.getByRole('navigation', { name: 'menu' });
            await menu.getByText('Edge management', { exact: true }).click();
            await menu.getByRole('link', { name: 'Edge instances', exact: true }).click();
            // The demo tenant has no edge yet: the empty list offers its own Add (the toolbar's Create goes with the rows).
            await page.getByText('No edges yet.').waitFor();
            await page.getByRole('link', { name: 'Add edge', exact: true }).click();
            await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Factory edge');
            await page.getByRole('combobox', { name: 'Type', exact: true }).fill('default');
            await page.getByRole('button', { name: 'Save', exact: true }).click();
            await page.waitForURL(/\/edgeInstances\/[^/]+\/show$/);

            await assign(page, 'Manage edge devices', 'Thermostat T', 'Thermostat T1');
            await assign(page, 'Manage edge dashboards', 'Thermo', 'Thermostats');

            await page.getByRole('tab', { name: 'Edge events' }).click();
            const table = page.getByRole('table', { name: 'Edge events' });
            const status = table.locator('td[data-column="status"]');
            // The root chain the edge got on creation, the device and the dashboard.
            await table.getByRole('cell', { name: 'Assigned to edge' }).nth(2).waitFor();
            expect(await table.locator('td[data-column="type"]').allInnerTexts()).toEqual(['Dashboard', 'Device', 'Rule chain']);
            expect(await status.allTextContents()).toEqual(['Pending', 'Pending', 'Pending']);

            await page.getByRole('button', { name: 'Sync edge', exact: true }).click();
            await page.getByText('Edge sync request was sent').waitFor();
            // The sync re-queues what the edge holds, and the connected edge reads its whole queue.
            await table.getByRole('cell', { name: 'Added' }).first().waitFor();
            const after = await status.allTextContents();
            expect(after.length).toBeGreaterThan(3);
            expect(new Set(after)).toEqual(new Set(['Deployed']));
        } finally {
            await page.context().close();
        }
    });
});
