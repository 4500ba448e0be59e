import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allowErrorToast, expectErrorToast, expectFailedRequest } from './support/problems';
import { closePage, consoleUnderTest, openSignedIn } from './console';
import { createDashboard, DASHBOARD_SETTINGS, GRID, realtimeWindow, singleDeviceAlias, systemWidget, tenantSessionWithThermostatT1 } from './support/dashboards';

/**
 * Issue #23's feedback flows: toasts (7), alarm actions and severity chips (10), an empty chart and
 * the one date format (13), as a tenant admin meets them.
 */
describe('daily flows: feedback', () => {
    const suite = consoleUnderTest();

    const tenantAdmin = async (width = 1280): Promise<Page> => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}/home`, 'tenant@thingsboard.org', 'tenant', { width });
        return page;
    };
    const toastOf = (page: Page, kind: string) => page.locator(`[role="alert"][data-kind="${kind}"]`);

    it('7: error toasts can be closed, say a repeated error again and close by themselves; success closes in seconds, in the same place', async () => {
        const page = await tenantAdmin();
        try {
            await page.goto(`${suite.server.url}/devices/create`);
            const wizard = page.getByRole('dialog', { name: 'Add new device' });
            await wizard.getByRole('textbox', { name: 'Name' }).fill('Thermostat T1');
            const add = wizard.getByRole('button', { name: 'Add', exact: true });
            // The name is taken: the save is refused, and says so.
            expectFailedRequest({ method: 'POST', path: '/api/device', status: 400 });
            expectErrorToast(/already exists/);
            await add.click();
            const error = toastOf(page, 'error');
            await error.waitFor();
            const errorBox = (await error.boundingBox())!;
            // Closed by its button.
            await error.locator('button').last().click();
            await error.waitFor({ state: 'detached' });

            // The same failure twice: the second is a new toast, announced again.
            await add.click();
            await error.waitFor();
            const first = await error.getAttribute('data-toast-id');
            await add.click();
            await expect.poll(() => error.getAttribute('data-toast-id')).not.toBe(first);
            // It goes away by itself.
            await error.waitFor({ state: 'detached', timeout: 15_000 });

            await wizard.getByRole('textbox', { name: 'Name' }).fill('Thermostat T9');
            await add.click();
            const success = toastOf(page, 'success');
            await success.waitFor();
            const successBox = (await success.boundingBox())!;
            expect(Math.abs(successBox.x - errorBox.x)).toBeLessThan(2);
            expect(Math.abs(successBox.y - errorBox.y)).toBeLessThan(2);
            await success.waitFor({ state: 'detached', timeout: 6_000 });
        } finally {
            await closePage(page);
        }
    });

    it('10: acknowledges and clears alike, after a confirmation, from the row and from the details; chips look alike in the bell', async () => {
        const { api, token, thermostatT1 } = await tenantSessionWithThermostatT1(suite.server.url);
        // Critical alarms raised through the API toast in the error colour whenever the page's subscription is live by then.
        allowErrorToast(/^Critical alarm: (Overheating|Door open|Pressure) on Thermostat T1/);
        for (const type of ['Overheating', 'Door open']) {
            const created = await api.post('/api/alarm', { type, originator: { entityType: 'DEVICE', id: thermostatT1 }, severity: 'CRITICAL', status: 'ACTIVE_UNACK' }, token);
            expect(created.status).toBe(200);
        }
        const page = await tenantAdmin();
        try {
            await page.goto(`${suite.server.url}/alarms`);
            const row = (type: string) => page.locator('tbody tr').filter({ hasText: type });
            await row('Overheating').waitFor();

            // Acknowledge from the row asks first, as Clear does.
            await row('Overheating').getByRole('button', { name: 'Acknowledge' }).click();
            const confirm = page.getByRole('dialog').filter({ hasText: /acknowledge/i });
            await confirm.getByRole('button', { name: 'Confirm' }).click();
            await row('Overheating').filter({ hasText: 'Active Acknowledged' }).waitFor();

            // The details dialog offers both, each asking first.
            await row('Door open').getByRole('button', { name: 'Alarm details' }).click();
            const details = page.getByRole('dialog', { name: /Alarm details/ });
            await details.getByRole('button', { name: 'Acknowledge' }).click();
            await page.getByRole('dialog').filter({ hasText: /Are you sure you want to acknowledge/ }).getByRole('button', { name: 'Confirm' }).click();
            await details.getByText('Active Acknowledged').waitFor();
            expect(await details.getByRole('button', { name: 'Acknowledge' }).isDisabled()).toBe(true);
            await details.getByRole('button', { name: 'Clear' }).click();
            await page.getByRole('dialog').filter({ hasText: /Are you sure you want to clear/ }).getByRole('button', { name: 'Confirm' }).click();
            await details.getByText('Cleared Acknowledged').waitFor();
            await details.getByRole('button', { name: 'Close' }).click();

            // A critical alarm's chip in the table and in the bell's list look the same.
            await api.post('/api/alarm', { type: 'Pressure', originator: { entityType: 'DEVICE', id: thermostatT1 }, severity: 'CRITICAL', status: 'ACTIVE_UNACK' }, token);
            await page.reload();
            const chipStyle = (chip: ReturnType<Page['locator']>) => chip.evaluate(element => {
                const style = getComputedStyle(element);
                return [style.backgroundColor, style.color, style.height, style.borderRadius, style.fontWeight].join(' ');
            });
            const tableChip = row('Pressure').locator('[data-severity="CRITICAL"]');
            await tableChip.waitFor();
            await page.getByRole('button', { name: /alarm/i }).filter({ has: page.locator('svg') }).first().click();
            const bellChip = page.getByRole('presentation').locator('[data-severity="CRITICAL"]').first();
            await bellChip.waitFor();
            expect(await chipStyle(bellChip)).toBe(await chipStyle(tableChip));
        } finally {
            await closePage(page);
        }
    });

    it('13: a chart with no data says so; dates read yyyy-MM-dd HH:mm:ss', async () => {
        const session = await tenantSessionWithThermostatT1(suite.server.url);
        const id = await createDashboard(session, 'Empty chart', {
            widgets: { w1: systemWidget('w1', 'charts', 'basic_timeseries', 'timeseries', 'Nothing yet', { datasources: [{ type: 'entity', entityAliasId: 'a1', dataKeys: [{ name: 'never_sent', type: 'timeseries', label: 'Never sent', color: '#2196f3', settings: {} }] }], timewindow: realtimeWindow() }) },
            entityAliases: { a1: singleDeviceAlias('a1', 'T1', session.thermostatT1) },
            states: { default: { name: 'Empty chart', root: true, layouts: { main: { widgets: { w1: { sizeX: 12, sizeY: 6, row: 0, col: 0 } }, gridSettings: GRID } } } },
            settings: DASHBOARD_SETTINGS,
            timewindow: realtimeWindow(),
        });
        const page = await tenantAdmin();
        try {
            await page.goto(`${suite.server.url}/dashboards/${id}`);
            await page.getByRole('region', { name: 'Nothing yet', exact: true }).getByText('No data found').waitFor();

            // The attributes tab: its last update time in the one format.
            await page.goto(`${suite.server.url}/devices/${session.thermostatT1}/show/attributes`);
            const firstTime = page.locator('tbody tr td').filter({ hasText: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/ }).first();
            await firstTime.waitFor();
        } finally {
            await closePage(page);
        }
    });
});
