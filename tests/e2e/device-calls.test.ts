import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api';
import { consoleUnderTest, openSignedIn } from './console';
import { screens } from './support/screens';
import { expectFailedRequest } from './support/problems';

/**
 * Device pages making the calls ThingsBoard's console makes (issue #23): the details read
 * /api/device/info/{id}; several devices are named from one ?deviceIds= call; latest telemetry keys are deleted from their tab; persistent RPC calls are
 * listed, filtered by status, opened and deleted; a bulk delete that meets a 429 is resent.
 */
describe('device calls', () => {
    const suite = consoleUnderTest();

    const tenantApi = async () => {
        const api = apiClient(suite.server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const idOf = async (name: string) => {
            const found = await api.get<{ data: Array<{ id: { id: string }; name: string }> }>(`/api/tenant/devices?pageSize=10&page=0&textSearch=${encodeURIComponent(name)}`, token);
            return found.body.data.find(device => device.name === name)!.id.id;
        };
        return { api, token, idOf };
    };

    const openDevices = async (width = 1280): Promise<Page> => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}/home`, 'tenant@thingsboard.org', 'tenant', { width });
        await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Devices', exact: true }).click();
        await page.waitForURL(/\/devices$/);
        return page;
    };

    const openDevice = async (page: Page, name: string) => {
        await page.locator('tbody tr').filter({ hasText: name }).first().click();
        await page.waitForURL(/\/devices\/[^/]+\/show/);
    };

    const errorToasts = (page: Page) => page.locator('.MuiAlert-standardError, .MuiAlert-filledError, .MuiSnackbarContent-root').filter({ hasText: /error|fail|429|Too many/i });

    it('details read the device info: its customer title and profile name show', async () => {
        const page = await openDevices();
        try {
            const infoRead = page.waitForRequest(request => /\/api\/device\/info\/[0-9a-f-]{36}$/.test(new URL(request.url()).pathname));
            await openDevice(page, 'Test Device A1');
            await infoRead;
            const details = page.locator('#main-content');
            await details.getByText('Customer A', { exact: true }).first().waitFor();
            await details.getByText('default', { exact: true }).first().waitFor();
            // The profile shows once, by the name the info brought, not again as an empty or repeated reference.
            expect(await details.getByText('Device profile', { exact: true }).count()).toBe(1);
        } finally {
            await page.context().close();
        }
    });

    it("an alias of several devices names them from one batch call (GET /api/devices?deviceIds=)", async () => {
        const { api, token, idOf } = await tenantApi();
        const [t1, t2] = [await idOf('Thermostat T1'), await idOf('Thermostat T2')];
        const alias = randomUUID();
        const created = await api.post<{ id: { id: string } }>('/api/dashboard', {
            title: 'Pair',
            configuration: {
                widgets: {}, filters: {}, settings: { stateControllerId: 'entity', showTitle: true },
                states: { default: { name: 'Pair', root: true, layouts: { main: { widgets: {}, gridSettings: { backgroundColor: '#eeeeee', columns: 24, margin: 10 } } } } },
                entityAliases: { [alias]: { id: alias, alias: 'Both thermostats', filter: { type: 'entityList', resolveMultiple: true, entityType: 'DEVICE', entityList: [t1, t2] } } },
            },
        }, token);
        expect(created.status).toBe(200);
        const page = await openDevices();
        try {
            const lookups: string[] = [];
            page.on('request', request => {
                const url = new URL(request.url());
                if (url.pathname === '/api/devices' || /^\/api\/device\/[0-9a-f-]{36}$/.test(url.pathname)) lookups.push(`${url.pathname}?${url.searchParams}`);
            });
            await page.goto(`${suite.server.url}/dashboards/${created.body.id.id}`);
            await page.getByRole('button', { name: 'Enter edit mode' }).click();
            await page.getByRole('button', { name: 'Entity aliases' }).click();
            await page.getByRole('dialog', { name: 'Entity aliases' }).getByRole('button', { name: 'Edit alias Both thermostats' }).click();
            const editor = page.getByRole('dialog', { name: 'Edit alias' });
            await editor.getByRole('button', { name: 'Thermostat T1' }).waitFor();
            await editor.getByRole('button', { name: 'Thermostat T2' }).waitFor();
            expect(lookups).toEqual([`/api/devices?deviceIds=${encodeURIComponent(`${t1},${t2}`)}`]);
        } finally {
            await page.context().close();
        }
    });

    it('deletes latest telemetry keys: the latest value only, then all data', async () => {
        const { api } = await tenantApi();
        const now = Date.now();
        const posted = await api.call('POST', '/api/v1/DHT11_DEMO_TOKEN/telemetry', {
            body: [{ ts: now - 60_000, values: { pressure: 1001, windSpeed: 3 } }, { ts: now - 30_000, values: { pressure: 1007, windSpeed: 4 } }],
        });
        expect(posted.status).toBe(200);
        const page = await openDevices();
        try {
            await openDevice(page, 'DHT11 Demo Device');
            await page.getByRole('tab', { name: 'Latest telemetry' }).click();
            const valueOf = (key: string) => page.locator('tbody tr').filter({ has: page.locator('td').getByText(key, { exact: true }) }).locator('td').nth(3);
            await expect.poll(() => valueOf('pressure').textContent()).toBe('1007');

            await page.getByRole('checkbox', { name: 'pressure' }).check();
            await page.getByRole('button', { name: 'Delete 1 selected' }).click();
            let dialog = page.getByRole('dialog', { name: 'Delete time series?' });
            await dialog.getByRole('radio', { name: /latest value/ }).check();
            await screens(page, 'telemetry-delete-dialog');
            const deletion = page.waitForRequest(request => request.method() === 'DELETE' && request.url().includes('/timeseries/delete'));
            await dialog.getByRole('button', { name: 'Delete' }).click();
            const query = new URL((await deletion).url()).searchParams;
            expect(Object.fromEntries(query)).toMatchObject({ keys: 'pressure', deleteAllDataForKeys: 'false', rewriteLatestIfDeleted: 'true' });
            // The value before the deleted one is the latest now.
            await expect.poll(() => valueOf('pressure').textContent()).toBe('1001');

            await page.getByRole('checkbox', { name: 'pressure' }).check();
            await page.getByRole('checkbox', { name: 'windSpeed' }).check();
            await page.getByRole('button', { name: 'Delete 2 selected' }).click();
            dialog = page.getByRole('dialog', { name: 'Delete 2 time series?' });
            await dialog.getByRole('radio', { name: 'Delete all data' }).check();
            await dialog.getByRole('button', { name: 'Delete' }).click();
            await page.locator('td').getByText('windSpeed', { exact: true }).waitFor({ state: 'detached' });
            await page.locator('td').getByText('pressure', { exact: true }).waitFor({ state: 'detached' });
            const history = await api.get(`/api/plugins/telemetry/DEVICE/${await (await tenantApi()).idOf('DHT11 Demo Device')}/values/timeseries?keys=pressure,windSpeed&startTs=0&endTs=${Date.now()}`, (await api.login('tenant@thingsboard.org', 'tenant')).token);
            expect(history.body).toEqual({});
            expect(await errorToasts(page).count()).toBe(0);
        } finally {
            await page.context().close();
        }
    });

    it('lists persistent RPC calls, filters them by status, opens one and deletes it', async () => {
        const { api, token, idOf } = await tenantApi();
        const deviceId = await idOf('Raspberry Pi Demo Device');
        const queued = await api.post(`/api/rpc/twoway/${deviceId}`, { method: 'setGpio', params: { pin: 7, value: 1 }, persistent: true, timeout: 600_000 }, token);
        expect(queued.status).toBe(200);
        const expired = await api.post(`/api/rpc/oneway/${deviceId}`, { method: 'reboot', params: {}, persistent: true, expirationTime: Date.now() - 1000 }, token);
        expect(expired.status).toBe(200);

        const page = await openDevices();
        try {
            await openDevice(page, 'Raspberry Pi Demo Device');
            await page.getByRole('tab', { name: 'RPC requests' }).click();
            const table = page.getByRole('table', { name: 'Persistent RPC requests' });
            await table.getByText('setGpio', { exact: true }).waitFor();
            await table.getByText('reboot', { exact: true }).waitFor();
            await screens(page, 'persistent-rpc-tab');

            const filtered = page.waitForRequest(request => request.url().includes('/api/rpc/persistent/device/') && request.url().includes('rpcStatus=EXPIRED'));
            await page.getByRole('combobox', { name: 'Status' }).click();
            await page.getByRole('option', { name: 'Expired' }).click();
            await filtered;
            await table.getByText('setGpio', { exact: true }).waitFor({ state: 'detached' });
            await table.getByText('reboot', { exact: true }).waitFor();

            await page.getByRole('combobox', { name: 'Status' }).click();
            await page.getByRole('option', { name: 'All statuses' }).click();
            await table.getByRole('button', { name: 'RPC request setGpio' }).click();
            const dialog = page.getByRole('dialog', { name: 'RPC request setGpio' });
            await dialog.getByText('Queued', { exact: true }).waitFor();
            await dialog.getByText((queued.body as { rpcId: string }).rpcId).waitFor();
            await screens(page, 'persistent-rpc-dialog');
            await dialog.getByRole('button', { name: 'Delete' }).click();
            const deleted = page.waitForResponse(response => response.request().method() === 'DELETE' && response.url().endsWith(`/api/rpc/persistent/${(queued.body as { rpcId: string }).rpcId}`));
            await dialog.getByRole('button', { name: 'Yes' }).click();
            expect((await deleted).status()).toBe(200);
            await dialog.waitFor({ state: 'detached' });
            await table.getByText('setGpio', { exact: true }).waitFor({ state: 'detached' });
            await table.getByText('reboot', { exact: true }).waitFor();
        } finally {
            await page.context().close();
        }
    });

    it('a bulk delete whose calls meet a 429 sends them again after a while and deletes every row', async () => {
        const { api, token } = await tenantApi();
        for (const name of ['Burst 1', 'Burst 2', 'Burst 3']) {
            expect((await api.post('/api/device', { name, type: 'default' }, token)).status).toBe(200);
        }
        const page = await openDevices();
        try {
            // The server is busy for the first two deletes.
            expectFailedRequest({ method: 'DELETE', path: /^\/api\/device\/[0-9a-f-]{36}$/, status: 429 });
            let refused = 0;
            await page.route(/\/api\/device\/[0-9a-f-]{36}$/, async route => {
                if (route.request().method() === 'DELETE' && refused < 2) {
                    refused += 1;
                    await route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ status: 429, message: 'Too many requests for current tenant!', errorCode: 33, timestamp: new Date().toISOString() }) });
                } else await route.continue();
            });
            await page.getByRole('button', { name: 'Search' }).click();
            await page.getByPlaceholder('Search').fill('Burst');
            // The search waits for the typing to pause, then asks the server: on a busy machine that is more than a second.
            await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15_000 }).toBe(3);
            await page.locator('thead').getByRole('checkbox').first().check();
            await page.getByRole('button', { name: 'Delete' }).first().click();
            await page.getByRole('dialog').getByRole('button', { name: /^(Confirm|Yes|Delete)$/ }).click();
            await expect.poll(() => page.locator('tbody tr').filter({ hasText: 'Burst' }).count(), { timeout: 15_000 }).toBe(0);
            expect(refused).toBe(2);
            const left = await api.get<{ data: unknown[] }>('/api/tenant/devices?pageSize=10&page=0&textSearch=Burst', token);
            expect(left.body.data).toEqual([]);
            expect(await errorToasts(page).count()).toBe(0);
        } finally {
            await page.context().close();
        }
    });
});
