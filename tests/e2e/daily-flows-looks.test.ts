import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closePage, consoleUnderTest, openSignedIn } from './console';
import { createDashboard, DASHBOARD_SETTINGS, GRID, tenantSessionWithThermostatT1 } from './support/dashboards';
import { screens } from './support/screens';

/**
 * Issue #23's new screens as a person sees them, at 1280 px and 400 px, light and dark (the
 * pictures land in test-results/): the tenant profile limits form (4), the add-device wizard (6),
 * the widget picker (11) and the mobile action editor (29). And the dashboard time window of
 * point 30: its Update button stays disabled until the person changes something.
 */
describe('daily flows: how the new screens look', () => {
    const suite = consoleUnderTest();

    const signedIn = async (email: string, password: string): Promise<Page> => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}/home`, email, password);
        return page;
    };
    const menu = (page: Page, entry: string) => page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: entry, exact: true }).click();

    it('4: the tenant profile limits form', async () => {
        const page = await signedIn('sysadmin@thingsboard.org', 'sysadmin');
        try {
            await menu(page, 'Tenant profiles');
            await page.locator('tbody tr').filter({ hasText: 'Default' }).first().click();
            await page.getByRole('link', { name: 'Edit' }).click();
            await page.getByRole('textbox', { name: 'Maximum devices', exact: true }).waitFor();
            await screens(page, 'tenant-profile-limits-form');
        } finally {
            await closePage(page);
        }
    });

    it('6: the add-device wizard, its details and its credentials step', async () => {
        const page = await signedIn('tenant@thingsboard.org', 'tenant');
        try {
            await menu(page, 'Devices');
            await page.getByRole('link', { name: 'Create' }).click();
            const wizard = page.getByRole('dialog', { name: 'Add new device' });
            await wizard.getByRole('textbox', { name: 'Name' }).fill('Boiler 8');
            await expect.poll(() => wizard.getByRole('combobox', { name: 'Device profile' }).inputValue()).toBe('default');
            await screens(page, 'add-device-wizard-details');
            await wizard.getByRole('button', { name: 'Next: Credentials' }).click();
            await wizard.getByRole('checkbox', { name: 'Add credentials' }).check();
            await wizard.getByRole('textbox', { name: 'Access token' }).waitFor();
            await screens(page, 'add-device-wizard-credentials');
        } finally {
            await closePage(page);
        }
    });

    it('11 and 29: the widget picker, then a mobile action in the widget action dialog', async () => {
        const session = await tenantSessionWithThermostatT1(suite.server.url);
        const id = await createDashboard(session, 'Looks', { widgets: {}, entityAliases: {}, states: { default: { name: 'Looks', root: true, layouts: { main: { widgets: {}, gridSettings: GRID } } } }, settings: DASHBOARD_SETTINGS });
        const page = await signedIn('tenant@thingsboard.org', 'tenant');
        try {
            await page.goto(`${suite.server.url}/dashboards/${id}`);
            await page.getByRole('button', { name: 'Enter edit mode' }).click();
            await page.getByRole('button', { name: 'Add new widget' }).click();
            const picker = page.getByRole('dialog', { name: 'Add new widget' });
            await picker.getByLabel('Select widgets bundle').click();
            await page.getByRole('option', { name: /^Charts/ }).click();
            await expect.poll(() => picker.locator('.MuiCard-root').count()).toBeGreaterThan(1);
            await screens(page, 'widget-picker');

            await picker.getByRole('searchbox', { name: 'Search widgets' }).fill('Timeseries bar');
            await expect.poll(() => picker.locator('.MuiCard-root').count()).toBe(1);
            await picker.getByRole('button', { name: /Timeseries bar/i }).click();
            const config = page.getByRole('dialog', { name: /Widget configuration/ });
            await config.getByRole('tab', { name: 'Actions', exact: true }).click();
            await config.getByRole('button', { name: 'Add action' }).click();
            const action = page.getByRole('dialog', { name: 'Add action' });
            await action.getByRole('combobox', { name: 'Type' }).click();
            await page.getByRole('option', { name: 'Mobile action', exact: true }).click();
            // The type select now reads 'Mobile action' too: the mobile action's own select is the second.
            await action.getByRole('combobox', { name: 'Mobile action' }).last().click();
            await page.getByRole('option', { name: 'Make phone call', exact: true }).click();
            // The phone call needs its number function, the editor says so until one is written.
            await action.getByText('Phone number function (returns the number)').first().waitFor();
            // Every field of the dialog has room to be read, the action's name too.
            const widths = await action.locator('.MuiTextField-root').evaluateAll(fields => fields.map(field => field.getBoundingClientRect().width));
            expect(Math.min(...widths)).toBeGreaterThan(150);
            await action.locator('.monaco-editor').first().waitFor();
            await screens(page, 'mobile-action-editor');
        } finally {
            await closePage(page);
        }
    });

    it("30: a dashboard's time window offers Update only once something changed, even when its saved grouping interval is out of bounds", async () => {
        const session = await tenantSessionWithThermostatT1(suite.server.url);
        // One second groups of a day are more than the 500 groups a window may have: the editor shows them settled.
        const id = await createDashboard(session, 'Window', {
            widgets: {}, entityAliases: {}, filters: {},
            states: { default: { name: 'Window', root: true, layouts: { main: { widgets: {}, gridSettings: GRID } } } },
            timewindow: { selectedTab: 0, realtime: { realtimeType: 0, interval: 1000, timewindowMs: 86_400_000 }, history: { historyType: 0, interval: 1000, timewindowMs: 60_000 }, aggregation: { type: 'AVG', limit: 25000 } },
            settings: DASHBOARD_SETTINGS,
        });
        const page = await signedIn('tenant@thingsboard.org', 'tenant');
        try {
            await page.goto(`${suite.server.url}/dashboards/${id}`);
            await page.getByRole('button', { name: /^Edit time window/ }).click();
            const panel = page.getByRole('dialog', { name: 'Edit time window' });
            const update = panel.getByRole('button', { name: 'Update' });
            await update.waitFor();
            expect(await update.isDisabled()).toBe(true);
            await screens(page, 'dashboard-timewindow-unchanged', { widths: [1280] });

            await panel.getByRole('tab', { name: 'History' }).click();
            expect(await update.isDisabled()).toBe(false);
            await panel.getByRole('tab', { name: 'Realtime' }).click();
            expect(await update.isDisabled()).toBe(true);

            // A phone gets the panel full screen, placed as it opens there.
            await panel.getByRole('button', { name: 'Cancel' }).click();
            await panel.waitFor({ state: 'detached' });
            await page.setViewportSize({ width: 400, height: 800 });
            await page.getByRole('button', { name: /^Edit time window/ }).click();
            expect(await update.isDisabled()).toBe(true);
            await screens(page, 'dashboard-timewindow-unchanged', { widths: [400] });
        } finally {
            await closePage(page);
        }
    });
});
