import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../support/api';
import { consoleUnderTest, signIn } from './console';
import { downloadCsv } from './support/csvDownload';

/** The browser's zone: the file's dates must carry its offset, not the server's or UTC. */
const ZONE = 'Europe/Berlin';
const DEVICES = 35;

/**
 * Issue #13's CSV export as a tenant admin uses it: the device list searched and sorted, exported
 * across all its pages; then a chart's data on the Thermostats dashboard.
 */
describe('CSV export', () => {
    const suite = consoleUnderTest();
    let page: Page;
    let token: string;

    beforeAll(async () => {
        const api = apiClient(suite.server.url);
        ({ token } = await api.login('tenant@thingsboard.org', 'tenant'));
        // Created at once, in no particular order: the file must follow the name sort, not creation.
        const saved = await Promise.all(
            Array.from({ length: DEVICES }, (_, i) => i + 1).map(n => {
                const label = n === 7 ? 'Hall "B", east' : n === 8 ? '=1+2' : `Room ${n}`;
                return api.post('/api/device', { name: `CsvDev ${String(n).padStart(2, '0')}`, type: 'default', label }, token);
            }),
        );
        expect(saved.map(answer => answer.status)).toEqual(saved.map(() => 200));
        const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: ZONE, acceptDownloads: true });
        page = await context.newPage();
        await page.goto(`${suite.server.url}/login`);
        await signIn(page, 'tenant@thingsboard.org', 'tenant');
        await page.waitForURL(`${suite.server.url}/home`);
    });

    afterAll(async () => {
        await page?.context().close();
    });

    it('exports the searched, name-sorted device list across all its pages', async () => {
        await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Devices', exact: true }).click();
        await page.locator('tbody tr').first().waitFor();
        await page.getByRole('button', { name: 'Search' }).click();
        await page.getByPlaceholder('Search').fill('CsvDev');
        await page.waitForURL(/CsvDev/);
        await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
        await page.waitForURL(/sort=name/);
        // What a person reads: the search still applies (35 found) and the name sort (CsvDev 01 first).
        await page.getByText('1-10 of 35').waitFor();
        await page.locator('tbody tr').first().filter({ hasText: 'CsvDev 01' }).waitFor();
        // The list shows 10 a page; the file must hold all 35.
        expect(await page.locator('tbody tr').count()).toBe(10);
        await page.screenshot({ path: 'test-results/csv-export-list-1280.png' });

        const { fileName, bom, records } = await downloadCsv(page, page.getByRole('button', { name: 'Export CSV' }));
        expect(fileName).toBe(`devices-${DateTime.now().setZone(ZONE).toISODate()}.csv`);
        expect(bom).toBe(true);

        const api = apiClient(suite.server.url);
        const answer = await api.get<{ data: Array<{ id: { id: string }; createdTime: number; name: string; label: string }> }>(
            '/api/tenant/deviceInfos?pageSize=100&page=0&textSearch=CsvDev&sortProperty=name&sortOrder=ASC',
            token,
        );
        expect(answer.body.data).toHaveLength(DEVICES);
        expect(records[0]).toEqual(['Created time', 'Name', 'Device profile', 'Label', 'Customer', 'Public', 'Is gateway', 'ID']);
        expect(records.slice(1)).toEqual(
            answer.body.data.map(device => [
                DateTime.fromMillis(device.createdTime, { zone: ZONE }).toISO(),
                device.name,
                'default',
                device.label === '=1+2' ? "'=1+2" : device.label,
                '',
                'false',
                'false',
                device.id.id,
            ]),
        );
        expect(records.map(record => record[1]).slice(1, 4)).toEqual(['CsvDev 01', 'CsvDev 02', 'CsvDev 03']);
        expect(records.find(record => record[1] === 'CsvDev 07')?.[3]).toBe('Hall "B", east');
    });

    it('keeps a search the list has not shown yet when a column header is clicked meanwhile', async () => {
        // Every device, newest first (the list would otherwise come back as it was left).
        await page.goto(`${suite.server.url}/devices?filter=${encodeURIComponent('{}')}&order=DESC&page=1&perPage=10&sort=createdTime`);
        await page.getByText(/^1-10 of \d+$/).filter({ hasNotText: ' of 35' }).waitFor();
        // The moment after the console moved the address to a search and before the list has shown it
        // (on a busy machine its render comes late): the address holds it, the list does not yet.
        await page.evaluate(() => history.pushState(null, '', `/devices?filter=${encodeURIComponent('{"q":"CsvDev"}')}&order=DESC&page=1&perPage=10&sort=createdTime`));
        await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
        // The list catches up (here the popstate tells it); the click applies to what it then shows.
        await page.evaluate(() => dispatchEvent(new PopStateEvent('popstate')));
        await page.waitForURL(url => url.searchParams.get('sort') === 'name' && url.searchParams.get('filter') === '{"q":"CsvDev"}');
        await page.getByText('1-10 of 35').waitFor();
        await page.locator('tbody tr').first().filter({ hasText: 'CsvDev 01' }).waitFor();
    });

    it("exports a chart's data for its time window: one row per timestamp, a column per data key", async () => {
        const api = apiClient(suite.server.url);
        const dashboards = await api.get<{ data: Array<{ id: { id: string }; title: string }> }>('/api/tenant/dashboards?pageSize=10&page=0&textSearch=Thermostats', token);
        const thermostats = dashboards.body.data.find(dashboard => dashboard.title === 'Thermostats')!;
        // Within the dashboard's realtime hour; whole seconds so the chart keeps them as sent.
        const now = Math.floor(Date.now() / 1000) * 1000;
        const first = now - 120_000;
        const second = now - 60_000;
        const post = async (deviceToken: string, ts: number, values: Record<string, number>) =>
            expect((await api.post(`/api/v1/${deviceToken}/telemetry`, { ts, values })).status).toBe(200);
        await post('T1_TEST_TOKEN', first, { temperature: 21.5, humidity: 40 });
        await post('T1_TEST_TOKEN', second, { temperature: 22.25 });
        await post('T2_TEST_TOKEN', second, { temperature: -3.5, humidity: 55 });

        await page.goto(`${suite.server.url}/dashboards/${thermostats.id.id}`);
        const chart = page.getByRole('region', { name: 'Temperature and humidity' });
        await chart.getByRole('table', { name: 'Legend' }).getByText('Thermostat T2 humidity').waitFor();
        await page.screenshot({ path: 'test-results/csv-export-widget-1280.png' });

        const { fileName, bom, records } = await downloadCsv(page, chart.getByRole('button', { name: 'Export data (CSV)' }));
        expect(fileName).toBe(`Temperature-and-humidity-${DateTime.now().setZone(ZONE).toISODate()}.csv`);
        expect(bom).toBe(true);
        const [header, ...rows] = records;
        expect(header![0]).toBe('Timestamp');
        expect([...header!.slice(1)].sort()).toEqual(['Thermostat T1 humidity', 'Thermostat T1 temperature', 'Thermostat T2 humidity', 'Thermostat T2 temperature']);
        const table = rows.map(row => Object.fromEntries(header!.map((column, index) => [column, row[index]])));
        expect(table).toEqual([
            { Timestamp: DateTime.fromMillis(first, { zone: ZONE }).toISO(), 'Thermostat T1 temperature': '21.5', 'Thermostat T1 humidity': '40', 'Thermostat T2 temperature': '', 'Thermostat T2 humidity': '' },
            { Timestamp: DateTime.fromMillis(second, { zone: ZONE }).toISO(), 'Thermostat T1 temperature': '22.25', 'Thermostat T1 humidity': '', 'Thermostat T2 temperature': '-3.5', 'Thermostat T2 humidity': '55' },
        ]);
    });

    it('keeps the export button in the list toolbar on a phone', async () => {
        await page.setViewportSize({ width: 400, height: 800 });
        await page.goto(`${suite.server.url}/devices`);
        await page.getByRole('button', { name: 'Export CSV' }).waitFor();
        await page.screenshot({ path: 'test-results/csv-export-list-400.png' });
    });
});
