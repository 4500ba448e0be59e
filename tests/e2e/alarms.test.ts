import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleUnderTest, openSignedIn } from './console';
import { allowErrorToast } from './support/problems';

/** Screenshots for a person to look at, when ALARM_SCREENSHOTS names a folder. */
const shotsDir = process.env.ALARM_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
    if (!shotsDir) return;
    // Transitions (fade-ins) jump to their end: the picture shows what a person sees once they stop.
    await page.screenshot({ path: `${shotsDir}/${name}.png`, animations: 'disabled' });
};

/**
 * Alarms as a tenant admin meets them: an alarm raised for a demo device shows in the device's
 * Alarms tab with its severity, is acknowledged from the table, and is listed on /alarms.
 */
describe('alarms', () => {
    const suite = consoleUnderTest();

    const signedIn = async (width: number): Promise<Page> => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}/home`, 'tenant@thingsboard.org', 'tenant', { width });
        return page;
    };

    /** Raises an alarm for Thermostat T1 through the API, as a device-profile rule would. */
    const raiseAlarm = async (body: object) => {
        const login = await fetch(`${suite.server.url}/api/auth/login`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ username: 'tenant@thingsboard.org', password: 'tenant' }),
        });
        const { token } = (await login.json()) as { token: string };
        const device = await (await fetch(`${suite.server.url}/api/tenant/devices?deviceName=${encodeURIComponent('Thermostat T1')}`, { headers: { 'X-Authorization': `Bearer ${token}` } })).json();
        const answer = await fetch(`${suite.server.url}/api/alarm`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Authorization': `Bearer ${token}` },
            body: JSON.stringify({ originator: device.id, status: 'ACTIVE_UNACK', ...body }),
        });
        expect(answer.status).toBe(200);
    };

    it('shows an alarm of Thermostat T1 with its severity, acknowledges it and lists it on /alarms', async () => {
        const page = await signedIn(1280);
        try {
            // A critical alarm toasts in the error colour if the bell's subscription is live by then.
            allowErrorToast('Critical alarm: High Temperature on Thermostat T1');
            await raiseAlarm({ type: 'High Temperature', severity: 'CRITICAL', details: { temperature: 41.5, threshold: 30 } });
            await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Devices', exact: true }).click();
            await page.locator('tbody tr').filter({ hasText: 'Thermostat T1' }).first().click();
            await page.waitForURL(/\/devices\/[^/]+\/show/);
            await page.getByRole('tab', { name: 'Alarms' }).click();

            const row = page.locator('tbody tr[data-alarm-type="High Temperature"]');
            await row.waitFor();
            expect(await row.locator('[data-column="severity"]').innerText()).toBe('Critical');
            expect(await row.locator('[data-column="status"]').innerText()).toBe('Active Unacknowledged');
            // The severity chip: black on the severity's red (AA), as in the bell.
            const chip = await row.locator('[data-column="severity"] [data-severity="CRITICAL"]').evaluate(element => getComputedStyle(element).color);
            expect(chip).toBe('rgb(0, 0, 0)');

            // A second alarm arrives while the tab is open: the live subscription brings it in.
            await raiseAlarm({ type: 'Low Battery', severity: 'WARNING' });
            await page.locator('tbody tr[data-alarm-type="Low Battery"]').waitFor();
            await shot(page, 'tab-1280');

            // Acknowledge asks first, as Clear does (issue #23 point 10).
            await row.getByRole('button', { name: 'Acknowledge' }).click();
            await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
            await page.getByText('Alarm acknowledged').waitFor();
            await row.locator('[data-column="status"]').getByText('Active Acknowledged', { exact: true }).waitFor();

            await row.getByRole('button', { name: 'Alarm details' }).click();
            const dialog = page.getByRole('dialog', { name: 'Alarm details' });
            await dialog.getByText('"temperature": 41.5').waitFor();
            expect(await dialog.getByRole('button', { name: 'Acknowledge' }).isDisabled()).toBe(true);
            await shot(page, 'details-1280');
            await dialog.getByRole('button', { name: 'Clear' }).click();
            await page.getByRole('dialog').filter({ hasText: /Are you sure you want to clear/ }).getByRole('button', { name: 'Confirm' }).click();
            await dialog.getByText('Cleared Acknowledged').waitFor();
            await dialog.getByRole('button', { name: 'Close' }).click();

            await page.goto(`${suite.server.url}/alarms`);
            const listed = page.locator('tbody tr[data-alarm-type="High Temperature"]');
            await listed.waitFor();
            expect(await listed.locator('[data-column="originator"]').innerText()).toBe('Thermostat T1');
            expect(await listed.locator('[data-column="status"]').innerText()).toBe('Cleared Acknowledged');
            await shot(page, 'page-1280');

            // Searching by status narrows the list to the active alarm.
            await page.getByLabel('Alarm status').click();
            await page.getByRole('option', { name: 'Active', exact: true }).click();
            await listed.waitFor({ state: 'detached' });
            await page.locator('tbody tr[data-alarm-type="Low Battery"]').waitFor();
        } finally {
            await page.context().close();
        }
    });

    it.runIf(shotsDir)('looks right at 400 px', async () => {
        const page = await signedIn(400);
        try {
            await page.goto(`${suite.server.url}/alarms`);
            await page.locator('tbody tr').first().waitFor();
            await shot(page, 'page-400');
            await page.locator('tbody tr').first().getByRole('button', { name: 'Alarm details' }).click();
            await page.getByRole('dialog', { name: 'Alarm details' }).waitFor();
            await shot(page, 'details-400');
        } finally {
            await page.context().close();
        }
    });
});
