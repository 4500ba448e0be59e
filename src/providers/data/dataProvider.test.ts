import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../http/createHttpClient';
import type { TokenStore } from '../auth/tokenStore';
import type { Caller } from './caller';
import { createRegistryDataProvider } from './createRegistryDataProvider';

const TENANT = 't-1';
const tenantAdmin: Caller = { authority: 'TENANT_ADMIN', tenantId: TENANT, customerId: '13814000-1dd2-11b2-8080-808080808080' };
const customerUser: Caller = { authority: 'CUSTOMER_USER', tenantId: TENANT, customerId: 'c-9' };
const sysadmin: Caller = { authority: 'SYS_ADMIN', tenantId: '13814000-1dd2-11b2-8080-808080808080', customerId: '13814000-1dd2-11b2-8080-808080808080' };

const device = (id: string, name: string) => ({
    id: { entityType: 'DEVICE', id },
    name,
    customerId: { entityType: 'CUSTOMER', id: 'c-1' },
    deviceProfileId: { entityType: 'DEVICE_PROFILE', id: 'p-1' },
});

const page = <T,>(data: T[], totalElements = data.length) => ({ data, totalElements, totalPages: 1, hasNext: false });

/** A fake fetch behind the real http client, so the requests are the ones sent on the wire. */
const setup = (caller: Caller, answer: (url: URL, init: RequestInit) => unknown = () => page([])) => {
    const calls: Array<{ url: URL; init: RequestInit }> = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const url = new URL(String(input), 'http://console');
        calls.push({ url, init });
        const body = answer(url, init);
        return new Response(body === undefined ? '' : JSON.stringify(body), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
        });
    });
    const tokens: TokenStore = {
        save: () => undefined,
        validAccessToken: () => 'jwt',
        validRefreshToken: () => 'refresh',
        hasSession: () => true,
        clear: () => undefined,
    };
    const http = createHttpClient({ fetch: fetch as unknown as typeof globalThis.fetch, tokens });
    const dataProvider = createRegistryDataProvider(http, async () => caller);
    const last = () => calls[calls.length - 1]!;
    return { calls, last, dataProvider };
};

describe('registry dataProvider: lists', () => {
    it('turns react-admin params into a ThingsBoard page link on the scope of a tenant admin', async () => {
        const { last, dataProvider } = setup(tenantAdmin, () => page([device('d-1', 'Thermostat')], 21));

        const result = await dataProvider.getList('devices', {
            pagination: { page: 3, perPage: 10 },
            sort: { field: 'deviceProfileName', order: 'ASC' },
            filter: { q: ' thermo ' },
        });

        expect(last().url.pathname).toBe('/api/tenant/deviceInfos');
        expect(Object.fromEntries(last().url.searchParams)).toEqual({
            pageSize: '10', page: '2', textSearch: 'thermo', sortProperty: 'deviceProfileName', sortOrder: 'ASC',
        });
        expect(last().init.headers).toMatchObject({ 'X-Authorization': 'Bearer jwt' });
        expect(result.total).toBe(21);
        expect(result.data[0]).toMatchObject({ id: 'd-1', name: 'Thermostat', customerId: { entityType: 'CUSTOMER', id: 'c-1' } });
    });

    it('lists a customer user through its own customer', async () => {
        const { last, dataProvider } = setup(customerUser);
        await dataProvider.getList('assets', { pagination: { page: 1, perPage: 20 }, sort: { field: 'createdTime', order: 'DESC' }, filter: {} });
        expect(last().url.pathname).toBe('/api/customer/c-9/assetInfos');
        expect(last().url.searchParams.get('sortProperty')).toBe('createdTime');
        expect(last().url.searchParams.get('sortOrder')).toBe('DESC');
    });

    it('maps sort fields through sortMap and drops sorts the server does not allow', async () => {
        const { last, dataProvider } = setup(tenantAdmin);
        await dataProvider.getList('deviceProfiles', { pagination: { page: 1, perPage: 10 }, sort: { field: 'default', order: 'DESC' }, filter: {} });
        expect(last().url.searchParams.get('sortProperty')).toBe('isDefault');
        await dataProvider.getList('devices', { pagination: { page: 1, perPage: 10 }, sort: { field: 'additionalInfo.gateway', order: 'DESC' }, filter: {} });
        expect(last().url.searchParams.has('sortProperty')).toBe(false);
        expect(last().url.searchParams.has('sortOrder')).toBe(false);
    });

    it('passes the type and deviceProfileId filters, an EntityId as its uuid', async () => {
        const { last, dataProvider } = setup(tenantAdmin);
        await dataProvider.getList('devices', {
            pagination: { page: 1, perPage: 10 },
            sort: { field: 'createdTime', order: 'DESC' },
            filter: { type: '', deviceProfileId: { entityType: 'DEVICE_PROFILE', id: 'p-7' }, unknown: 'x' },
        });
        expect(last().url.searchParams.get('deviceProfileId')).toBe('p-7');
        expect(last().url.searchParams.has('type')).toBe(false);
        expect(last().url.searchParams.has('unknown')).toBe(false);
    });

    it('follows a nested list when the filter names a parent (a tenant admin reading a customer\'s devices)', async () => {
        const { last, dataProvider } = setup(tenantAdmin);
        await dataProvider.getManyReference('devices', {
            target: 'customerId', id: 'c-1', pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: {},
        });
        expect(last().url.pathname).toBe('/api/customer/c-1/deviceInfos');
    });

    it('lets the sysadmin list a tenant\'s admins', async () => {
        const { last, dataProvider } = setup(sysadmin);
        await dataProvider.getList('users', { pagination: { page: 1, perPage: 10 }, sort: { field: 'email', order: 'ASC' }, filter: { tenantId: 't-5' } });
        expect(last().url.pathname).toBe('/api/tenant/t-5/users');
        expect(last().url.searchParams.get('sortProperty')).toBe('email');
    });

    it('knows resources by their route as well as by their registry name', async () => {
        const { last, dataProvider } = setup(tenantAdmin);
        await dataProvider.getList('edgeInstances', { pagination: { page: 1, perPage: 30 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
        expect(last().url.pathname).toBe('/api/tenant/edgeInfos');
        expect(last().url.searchParams.get('pageSize')).toBe('30');
    });
});

describe('registry dataProvider: one entity', () => {
    it('reads one entity from its info endpoint (customer title, profile name) and flattens its id', async () => {
        const { last, dataProvider } = setup(tenantAdmin, () => ({ ...device('d-1', 'Thermostat'), customerTitle: 'Customer A', deviceProfileName: 'thermostat' }));
        const { data } = await dataProvider.getOne('devices', { id: 'd-1' });
        expect(last().url.pathname).toBe('/api/device/info/d-1');
        expect(data).toMatchObject({ id: 'd-1', customerTitle: 'Customer A', deviceProfileName: 'thermostat' });
        for (const [name, path] of [['assets', '/api/asset/info/x'], ['edgeInstances', '/api/edge/info/x'], ['entityViews', '/api/entityView/info/x'], ['tenants', '/api/tenant/info/x'], ['otaUpdates', '/api/otaPackage/info/x']]) {
            await dataProvider.getOne(name!, { id: 'x' });
            expect(last().url.pathname).toBe(path);
        }
    });

    it('reads entities without an info endpoint from their get endpoint', async () => {
        const { last, dataProvider } = setup(tenantAdmin, () => ({ id: { entityType: 'CUSTOMER', id: 'c-1' }, title: 'A' }));
        await dataProvider.getOne('customers', { id: 'c-1' });
        expect(last().url.pathname).toBe('/api/customer/c-1');
    });

    it('updates by POSTing the whole entity with its EntityId back', async () => {
        const { last, dataProvider } = setup(tenantAdmin, (_url, init) => JSON.parse(String(init.body)));
        const previousData = { ...device('d-1', 'Thermostat'), id: 'd-1', label: 'old' };
        const { data } = await dataProvider.update('devices', { id: 'd-1', data: { label: 'Room 12' }, previousData });
        expect(last().init.method).toBe('POST');
        expect(last().url.pathname).toBe('/api/device');
        expect(JSON.parse(String(last().init.body))).toEqual({
            ...device('d-1', 'Thermostat'),
            label: 'Room 12',
        });
        expect(data).toMatchObject({ id: 'd-1', label: 'Room 12' });
    });

    it('creates without an id and passes save query parameters from meta', async () => {
        const { last, dataProvider } = setup(sysadmin, (_url, init) => ({ ...JSON.parse(String(init.body)), id: { entityType: 'USER', id: 'u-1' } }));
        const { data } = await dataProvider.create('users', {
            data: { email: 'admin@acme.io', authority: 'TENANT_ADMIN' },
            meta: { query: { sendActivationMail: false } },
        });
        expect(last().url.pathname).toBe('/api/user');
        expect(last().url.searchParams.get('sendActivationMail')).toBe('false');
        expect(JSON.parse(String(last().init.body))).toEqual({ email: 'admin@acme.io', authority: 'TENANT_ADMIN' });
        expect(data.id).toBe('u-1');
    });

    it('deletes one and many through the delete endpoint', async () => {
        const { calls, dataProvider } = setup(tenantAdmin, () => undefined);
        await dataProvider.delete('customers', { id: 'c-1', previousData: { id: 'c-1' } });
        const { data } = await dataProvider.deleteMany('customers', { ids: ['c-2', 'c-3'] });
        expect(calls.map(call => `${call.init.method} ${call.url.pathname}`)).toEqual([
            'DELETE /api/customer/c-1', 'DELETE /api/customer/c-2', 'DELETE /api/customer/c-3',
        ]);
        expect(data).toEqual(['c-2', 'c-3']);
    });

    it('reads many by id', async () => {
        const { calls, dataProvider } = setup(tenantAdmin, url => ({ id: { entityType: 'DEVICE_PROFILE', id: url.pathname.split('/').pop() }, name: 'p' }));
        const { data } = await dataProvider.getMany('deviceProfiles', { ids: ['p-1', 'p-2'] });
        expect(calls.map(call => call.url.pathname)).toEqual(['/api/deviceProfile/p-1', '/api/deviceProfile/p-2']);
        expect(data.map(record => record.id)).toEqual(['p-1', 'p-2']);
    });

    it('looks several devices, assets and edges up in one batch call each, 100 ids at most per call', async () => {
        const { calls, dataProvider } = setup(tenantAdmin, url => (url.searchParams.get('deviceIds') ?? '').split(',').map(id => device(id, id)));
        const { data } = await dataProvider.getMany('devices', { ids: ['d-1', 'd-2', 'd-1'] });
        expect(calls.map(call => `${call.url.pathname}?${call.url.searchParams}`)).toEqual(['/api/devices?deviceIds=d-1%2Cd-2']);
        expect(data.map(record => record.id)).toEqual(['d-1', 'd-2']);

        calls.length = 0;
        await dataProvider.getMany('devices', { ids: Array.from({ length: 150 }, (_, index) => `d-${index}`) });
        expect(calls.map(call => call.url.searchParams.get('deviceIds')!.split(',').length)).toEqual([100, 50]);

        const assets = setup(tenantAdmin, () => []);
        await assets.dataProvider.getMany('assets', { ids: ['a-1'] });
        await assets.dataProvider.getMany('edgeInstances', { ids: ['e-1'] });
        expect(assets.calls.map(call => `${call.url.pathname}?${call.url.searchParams}`)).toEqual(['/api/assets?assetIds=a-1', '/api/edges?edgeIds=e-1']);
    });
});


describe('registry dataProvider: quiet reads', () => {
    it('passes ignoreErrors and ignoreLoading from meta to the http client (no toast, no loading bar)', async () => {
        const onError = vi.fn();
        const onActiveRequestsChange = vi.fn();
        const fetch = vi.fn(async () => new Response(JSON.stringify({ status: 404, message: 'Requested item wasn\'t found!', errorCode: 32 }), { status: 404, headers: { 'Content-Type': 'application/json' } }));
        const tokens: TokenStore = { save: () => undefined, validAccessToken: () => 'jwt', validRefreshToken: () => 'refresh', hasSession: () => true, clear: () => undefined };
        const http = createHttpClient({ fetch: fetch as unknown as typeof globalThis.fetch, tokens, onError, onActiveRequestsChange });
        const dataProvider = createRegistryDataProvider(http, async () => tenantAdmin);
        const quiet = { ignoreErrors: true, ignoreLoading: true };
        await expect(dataProvider.getOne('devices', { id: 'gone', meta: quiet })).rejects.toThrow();
        await expect(dataProvider.getList('devices', { pagination: { page: 1, perPage: 50 }, sort: { field: 'name', order: 'ASC' }, filter: {}, meta: quiet })).rejects.toThrow();
        expect(onError).not.toHaveBeenCalled();
        expect(onActiveRequestsChange).not.toHaveBeenCalled();
        // Without meta the same failure is reported.
        await expect(dataProvider.getOne('devices', { id: 'gone' })).rejects.toThrow();
        expect(onError).toHaveBeenCalledTimes(1);
    });
});
