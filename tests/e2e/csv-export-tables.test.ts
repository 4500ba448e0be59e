import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../support/api';
import { consoleUnderTest, signIn } from './console';
import { downloadCsv } from './support/csvDownload';

/** The browser's zone: the file's times must carry its offset. */
const ZONE = 'Europe/Berlin';

const iso = (ms: number) => (ms > 0 ? DateTime.fromMillis(ms, { zone: ZONE }).toISO() : '');
const today = () => DateTime.now().setZone(ZONE).toISODate();

interface Alarm {
    createdTime: number;
    type: string;
    startTs: number;
    endTs: number;
    ackTs: number;
    clearTs: number;
}

/** Issue #13's CSV export on the tables that are not generated lists: the Alarms page filtered, the Audit logs page, a device's Events tab. */
describe('CSV export of the alarm, audit log and event tables', () => {
    const suite = consoleUnderTest();
    let page: Page;
    let token: string;

    beforeAll(async () => {
        const api = apiClient(suite.server.url);
        ({ token } = await api.login('tenant@thingsboard.org', 'tenant'));
        const device = await api.get<{ id: { id: string; entityType: string } }>(`/api/tenant/devices?deviceName=${encodeURIComponent('Thermostat T1')}`, token);
        for (const [type, severity] of [
            ['CsvT Overheat', 'CRITICAL'],
            ['CsvT Low battery', 'MINOR'],
            ['CsvT Door open', 'CRITICAL'],
        ] as const) {
            expect((await api.post('/api/alarm', { originator: device.body.id, type, severity, status: 'ACTIVE_UNACK' }, token)).status).toBe(200);
        }
        expect((await api.post('/api/device', { name: 'CsvT Audited device', type: 'default' }, token)).status).toBe(200);

        const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: ZONE, acceptDownloads: true });
        page = await context.newPage();
        await page.goto(`${suite.server.url}/login`);
        await signIn(page, 'tenant@thingsboard.org', 'tenant');
        await page.waitForURL(`${suite.server.url}/home`);
    });

    afterAll(async () => {
        await page?.context().close();
    });

    it('exports the Alarms page searched for critical: the header and exactly the two critical alarms', async () => {
        await page.goto(`${suite.server.url}/alarms`);
        const rows = page.locator('tbody tr[data-alarm-type]');
        await rows.filter({ hasText: 'CsvT Low battery' }).waitFor();
        await page.getByRole('textbox', { name: 'Search alarms' }).fill('critical');
        await rows.filter({ hasText: 'CsvT Low battery' }).waitFor({ state: 'detached' });
        expect(await rows.count()).toBe(2);
        await page.screenshot({ path: 'test-results/csv-export-alarms-1280.png' });

        const { fileName, records } = await downloadCsv(page, page.getByRole('button', { name: 'Export CSV' }));
        expect(fileName).toBe(`alarms-${today()}.csv`);
        expect(records[0]).toEqual(['Created time', 'Originator', 'Type', 'Severity', 'Status', 'Start time', 'End time', 'Acknowledged time', 'Cleared time']);

        // The table's order (newest first), as the API gives it.
        const api = apiClient(suite.server.url);
        const answer = await api.get<{ data: Alarm[] }>('/api/alarms?pageSize=10&page=0&textSearch=critical&sortProperty=createdTime&sortOrder=DESC', token);
        expect(answer.body.data.map(alarm => alarm.type).sort()).toEqual(['CsvT Door open', 'CsvT Overheat']);
        expect(records.slice(1)).toEqual(
            answer.body.data.map(alarm => [iso(alarm.createdTime), 'Thermostat T1', alarm.type, 'Critical', 'Active Unacknowledged', iso(alarm.startTs), iso(alarm.endTs), '', '']),
        );
    });

    it('exports the Audit logs page with the device added through the API', async () => {
        await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Audit Logs', exact: true }).click();
        await page.locator('tbody tr').filter({ hasText: 'CsvT Audited device' }).waitFor();
        await page.screenshot({ path: 'test-results/csv-export-audit-logs-1280.png' });

        const { fileName, records } = await downloadCsv(page, page.getByRole('button', { name: 'Export CSV' }));
        expect(fileName).toBe(`audit-logs-${today()}.csv`);
        expect(records[0]).toEqual(['Timestamp', 'Entity Type', 'Entity Name', 'User', 'Type', 'Status']);
        const added = records.find(record => record[2] === 'CsvT Audited device');
        expect(added?.slice(1)).toEqual(['Device', 'CsvT Audited device', 'tenant@thingsboard.org', 'Added', 'Success']);
        expect(added?.[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+0[12]:00$/);
    });

    it("exports a device's Events tab: the error events of its window", async () => {
        // A payload the device API refuses becomes an ERROR event of the device.
        const refused = await fetch(`${suite.server.url}/api/v1/T1_TEST_TOKEN/telemetry`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ ts: 'soon', values: { temperature: 1 } }),
        });
        expect(refused.status).toBe(400);
        await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Devices', exact: true }).click();
        await page.locator('tbody tr').filter({ hasText: 'Thermostat T1' }).first().click();
        await page.waitForURL(/\/devices\/[^/]+\/show/);
        await page.getByRole('tab', { name: 'Events' }).click();
        await page.locator('tbody tr').filter({ hasText: 'POST_TELEMETRY_REQUEST' }).first().waitFor();
        await page.screenshot({ path: 'test-results/csv-export-events-1280.png' });

        const { fileName, records } = await downloadCsv(page, page.getByRole('button', { name: 'Export CSV' }));
        expect(fileName).toBe(`events-${today()}.csv`);
        expect(records[0]).toEqual(['Event time', 'Server', 'Method', 'Error']);
        expect(records.slice(1).map(record => record[2])).toEqual(['POST_TELEMETRY_REQUEST']);
        expect(records[1]![3]).not.toBe('');
    });

    it('keeps the export button in the audit log and alarm toolbars on a phone', async () => {
        await page.setViewportSize({ width: 400, height: 800 });
        await page.goto(`${suite.server.url}/auditLogs`);
        await page.locator('tbody tr').first().waitFor();
        await page.getByRole('button', { name: 'Export CSV' }).waitFor();
        await page.screenshot({ path: 'test-results/csv-export-audit-logs-400.png' });
        await page.goto(`${suite.server.url}/alarms`);
        await page.getByRole('button', { name: 'Export CSV' }).waitFor();
        await page.screenshot({ path: 'test-results/csv-export-alarms-400.png' });
    });
});
