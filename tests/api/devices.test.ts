import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../resources';
import { createWorld, isSorted, type World } from './fixtures';
import { NULL_UUID } from '../../resources/kernel';

let world: World;
beforeAll(async () => {
    world = await createWorld();
}, 60_000);
afterAll(() => world.close());


describe('devices: create, read, update, delete', () => {
    it('creates a device with the default profile and a token, reads, edits and deletes it', async () => {
        const { api, tenant } = world;
        const created = await api.post('/api/device?accessToken=CRUD_TOKEN_1', { name: 'CRUD device', label: 'first' }, tenant.token);
        expect(created.status).toBe(200);
        expect(created.body).toMatchObject({ name: 'CRUD device', label: 'first', type: 'default', customerId: { entityType: 'CUSTOMER', id: NULL_UUID } });
        expect(created.body.id.entityType).toBe('DEVICE');
        expect(created.body).not.toHaveProperty('searchText');
        const id = created.body.id.id;

        const credentials = await api.get(`/api/device/${id}/credentials`, tenant.token);
        expect(credentials.body).toMatchObject({ credentialsType: 'ACCESS_TOKEN', credentialsId: 'CRUD_TOKEN_1', credentialsValue: null });

        const read = await api.get(`/api/device/${id}`, tenant.token);
        expect(read.body.name).toBe('CRUD device');
        const info = await api.get(`/api/device/info/${id}`, tenant.token);
        expect(info.body).toMatchObject({ deviceProfileName: 'default', customerTitle: null, customerIsPublic: false });

        const edited = await api.post('/api/device', { ...read.body, label: 'second' }, tenant.token);
        expect(edited.body.label).toBe('second');
        expect(edited.body.createdTime).toBe(read.body.createdTime);

        expect((await api.call('DELETE', `/api/device/${id}`, { token: tenant.token })).status).toBe(200);
        expect((await api.get(`/api/device/${id}`, tenant.token)).status).toBe(404);
        expect((await api.get(`/api/device/${id}/credentials`, tenant.token)).status).toBe(404);
    });

    it('generates a 20-character token when none is given', async () => {
        const created = await world.api.post('/api/device', { name: 'Token device' }, world.tenant.token);
        const credentials = await world.api.get(`/api/device/${created.body.id.id}/credentials`, world.tenant.token);
        expect(credentials.body.credentialsId).toMatch(/^[A-Za-z0-9]{20}$/);
    });

    it('takes the profile named by type, creating it when missing, and keeps type = profile name', async () => {
        const created = await world.api.post('/api/device', { name: 'Typed device', type: 'brand-new-type' }, world.tenant.token);
        expect(created.body.type).toBe('brand-new-type');
        const profile = await world.api.get(`/api/deviceProfile/${created.body.deviceProfileId.id}`, world.tenant.token);
        expect(profile.body.name).toBe('brand-new-type');
        const types = await world.api.get('/api/device/types', world.tenant.token);
        expect(types.body.map((t: { type: string }) => t.type)).toContain('brand-new-type');
        expect(types.body[0]).toMatchObject({ entityType: 'DEVICE', tenantId: { entityType: 'TENANT', id: world.tenant.tenantId } });
    });
});

describe('devices: validation', () => {
    const post = (body: unknown, query = '') => world.api.post(`/api/device${query}`, body, world.tenant.token);
    const expect400 = async (response: Promise<{ status: number; body: any }>, message: string) => {
        const answer = await response;
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ status: 400, errorCode: 31, message });
    };

    it('requires a name', async () => {
        await expect400(post({}), 'Device name should be specified!');
        await expect400(post({ name: '   ' }), 'Device name should be specified!');
    });
    it('limits text to 255 characters', async () => {
        await expect400(post({ name: 'x'.repeat(256) }), 'Validation error: length of name must be equal or less than 255');
        await expect400(post({ name: 'long label', label: 'y'.repeat(256) }), 'Validation error: length of label must be equal or less than 255');
        expect((await post({ name: 'z'.repeat(255) })).status).toBe(200);
    });
    it('refuses a duplicate name in the tenant, but not in another tenant', async () => {
        await expect400(post({ name: 'Test Device A1' }), 'Device with such name already exists!');
        const other = await world.api.post('/api/device', { name: 'Test Device A1' }, world.tenant2.token);
        expect(other.status).toBe(200);
    });
    it('refuses a token already in use', async () => {
        await expect400(post({ name: 'Dup token' }, '?accessToken=A1_TEST_TOKEN'), 'Device credentials are already assigned to another device!');
        expect((await world.api.get('/api/tenant/devices?deviceName=Dup%20token', world.tenant.token)).status).toBe(404);
    });
    it('refuses a profile of another tenant', async () => {
        const profile = await world.api.get('/api/deviceProfileInfo/default', world.tenant2.token);
        await expect400(post({ name: 'Foreign profile', deviceProfileId: profile.body.id }), "Device can't be referencing to non-existent device profile!");
    });
    it('answers 400, never 500, to malformed input', async () => {
        const bad = await world.api.call('POST', '/api/device', { raw: '{"name":', token: world.tenant.token });
        expect(bad.status).toBe(400);
        expect((await post({ name: { nested: true } })).status).toBe(400);
        expect((await world.api.get('/api/device/not-a-uuid', world.tenant.token)).status).toBe(400);
        expect((await world.api.get('/api/tenant/deviceInfos?pageSize=10&page=0&sortProperty=name&sortOrder=UP', world.tenant.token)).status).toBe(400);
        expect((await world.api.get('/api/tenant/deviceInfos?pageSize=10&page=0&deviceProfileId=nope', world.tenant.token)).status).toBe(400);
        expect((await world.api.get('/api/tenant/deviceInfos?pageSize=0&page=0', world.tenant.token)).status).toBe(400);
    });
});

describe('devices: lists', () => {
    const PREFIX = 'Paged-';
    beforeAll(async () => {
        const profile = await world.api.post('/api/deviceProfile', { name: 'paging-profile' }, world.tenant.token);
        for (let i = 0; i < 23; i++) {
            const body: Record<string, unknown> = { name: `${PREFIX}${String(i).padStart(2, '0')}`, label: i % 3 === 0 ? null : `label ${i % 5}` };
            if (i % 2 === 0) body.deviceProfileId = profile.body.id;
            await world.api.post('/api/device', body, world.tenant.token);
        }
    });

    it('pages with exact counts', async () => {
        const first = await world.api.get(`/api/tenant/deviceInfos?pageSize=10&page=0&textSearch=${PREFIX}&sortProperty=name&sortOrder=ASC`, world.tenant.token);
        expect(first.body).toMatchObject({ totalElements: 23, totalPages: 3, hasNext: true });
        expect(first.body.data).toHaveLength(10);
        expect(first.body.data[0].name).toBe('Paged-00');
        const last = await world.api.get(`/api/tenant/deviceInfos?pageSize=10&page=2&textSearch=${PREFIX}&sortProperty=name&sortOrder=ASC`, world.tenant.token);
        expect(last.body).toMatchObject({ totalElements: 23, totalPages: 3, hasNext: false });
        expect(last.body.data.map((d: { name: string }) => d.name)).toEqual(['Paged-20', 'Paged-21', 'Paged-22']);
        const beyond = await world.api.get(`/api/tenant/deviceInfos?pageSize=10&page=5&textSearch=${PREFIX}`, world.tenant.token);
        expect(beyond.body).toMatchObject({ data: [], totalElements: 23, hasNext: false });
    });

    it('searches case-insensitively on name, label, profile name and customer title', async () => {
        const search = async (text: string) =>
            (await world.api.get(`/api/tenant/deviceInfos?pageSize=100&page=0&textSearch=${encodeURIComponent(text)}`, world.tenant.token)).body;
        expect((await search('paged-1')).totalElements).toBe(10);
        expect((await search('LABEL 4')).data.every((d: { label: string }) => d.label === 'label 4')).toBe(true);
        expect((await search('PAGING-PROFILE')).totalElements).toBe(12);
        const byCustomer = await search('customer b');
        expect(byCustomer.data.map((d: { name: string }) => d.name)).toEqual(['Test Device B1']);
        expect((await search('%')).totalElements).toBe(0);
    });

    it.each(Object.values(devices.sortMap))('sorts by %s in both directions', async sortProperty => {
        const field = Object.entries(devices.sortMap).find(([, property]) => property === sortProperty)![0];
        for (const order of ['ASC', 'DESC'] as const) {
            const page = await world.api.get(`/api/tenant/deviceInfos?pageSize=100&page=0&sortProperty=${sortProperty}&sortOrder=${order}`, world.tenant.token);
            expect(page.status).toBe(200);
            const values = page.body.data.map((d: Record<string, string>) => d[field]);
            expect(values.length).toBeGreaterThan(20);
            expect(isSorted(values, order)).toBe(true);
        }
    });

    it('reads sortOrder case-insensitively', async () => {
        const lower = await world.api.get('/api/tenant/deviceInfos?pageSize=5&page=0&sortProperty=name&sortOrder=desc', world.tenant.token);
        const upper = await world.api.get('/api/tenant/deviceInfos?pageSize=5&page=0&sortProperty=name&sortOrder=DESC', world.tenant.token);
        expect(lower.status).toBe(200);
        expect(lower.body.data.map((d: { name: string }) => d.name)).toEqual(upper.body.data.map((d: { name: string }) => d.name));
    });

    it('filters by type (winning) or by profile id; blanks mean no filter', async () => {
        const profile = (await world.api.get('/api/deviceProfiles?pageSize=100&page=0&textSearch=paging-profile', world.tenant.token)).body.data[0];
        const byProfile = await world.api.get(`/api/tenant/deviceInfos?pageSize=100&page=0&deviceProfileId=${profile.id.id}`, world.tenant.token);
        expect(byProfile.body.totalElements).toBe(12);
        const byType = await world.api.get(`/api/tenant/deviceInfos?pageSize=100&page=0&type=thermostat&deviceProfileId=${profile.id.id}`, world.tenant.token);
        expect(byType.body.data.map((d: { name: string }) => d.name).sort()).toEqual(['Thermostat T1', 'Thermostat T2']);
        const blank = await world.api.get('/api/tenant/deviceInfos?pageSize=1&page=0&type=&deviceProfileId=', world.tenant.token);
        const all = await world.api.get('/api/tenant/deviceInfos?pageSize=1&page=0', world.tenant.token);
        expect(blank.body.totalElements).toBe(all.body.totalElements);
        // With a filter the profile name is no longer searched.
        const filteredSearch = await world.api.get(`/api/tenant/deviceInfos?pageSize=100&page=0&deviceProfileId=${profile.id.id}&textSearch=paging-profile`, world.tenant.token);
        expect(filteredSearch.body.totalElements).toBe(0);
    });

    it('gives plain devices without Info extras and looks one up by name', async () => {
        const plain = await world.api.get('/api/tenant/devices?pageSize=5&page=0', world.tenant.token);
        expect(plain.body.data[0]).not.toHaveProperty('customerTitle');
        const one = await world.api.get('/api/tenant/devices?deviceName=Test%20Device%20A1', world.tenant.token);
        expect(one.body.name).toBe('Test Device A1');
        const several = await world.api.get(`/api/devices?deviceIds=${one.body.id.id},${one.body.id.id}`, world.tenant.token);
        expect(several.body).toHaveLength(2);
    });
});

describe('devices: assignment, public, credentials', () => {
    it('assigns to a customer, which then sees it, and unassigns', async () => {
        const { api, tenant, customer, otherCustomer } = world;
        const device = (await api.post('/api/device', { name: 'Assignable' }, tenant.token)).body;
        const assigned = await api.post(`/api/customer/${customer.customerId}/device/${device.id.id}`, undefined, tenant.token);
        expect(assigned.body.customerId.id).toBe(customer.customerId);
        const seen = await api.get(`/api/customer/${customer.customerId}/deviceInfos?pageSize=100&page=0&textSearch=assignable`, customer.token);
        expect(seen.body.data.map((d: { name: string; customerTitle: string }) => [d.name, d.customerTitle])).toEqual([['Assignable', 'Customer A']]);
        expect((await api.get(`/api/device/${device.id.id}`, otherCustomer.token)).status).toBe(403);
        const unassigned = await api.call('DELETE', `/api/customer/device/${device.id.id}`, { token: tenant.token });
        expect(unassigned.body.customerId.id).toBe(NULL_UUID);
        const again = await api.call('DELETE', `/api/customer/device/${device.id.id}`, { token: tenant.token });
        expect(again.body).toMatchObject({ status: 400, message: "Device isn't assigned to any customer!" });
        expect((await api.get(`/api/device/${device.id.id}`, customer.token)).status).toBe(403);
    });

    it('makes a device public through a "Public" customer created on first use', async () => {
        const { api, tenant } = world;
        const device = (await api.post('/api/device', { name: 'Going public' }, tenant.token)).body;
        const shared = await api.post(`/api/customer/public/device/${device.id.id}`, undefined, tenant.token);
        const info = await api.get(`/api/device/info/${shared.body.id.id}`, tenant.token);
        expect(info.body).toMatchObject({ customerTitle: 'Public', customerIsPublic: true });
        const publicCustomer = await api.get(`/api/customer/${shared.body.customerId.id}`, tenant.token);
        expect(publicCustomer.body).toMatchObject({ title: 'Public', additionalInfo: { isPublic: true } });
        const second = (await api.post('/api/device', { name: 'Also public' }, tenant.token)).body;
        const sharedAgain = await api.post(`/api/customer/public/device/${second.id.id}`, undefined, tenant.token);
        expect(sharedAgain.body.customerId.id).toBe(shared.body.customerId.id);
        const reserved = await api.post('/api/customer', { title: 'Public' }, world.tenant2.token);
        expect(reserved.body).toMatchObject({ status: 400, message: "'Public' title for customer is system reserved!" });
    });

    it('saves credentials per transport and refuses types the transport does not take', async () => {
        const { api, tenant } = world;
        const device = (await api.post('/api/device', { name: 'Credentialed' }, tenant.token)).body;
        const current = (await api.get(`/api/device/${device.id.id}/credentials`, tenant.token)).body;
        const mqtt = await api.post('/api/device/credentials', { ...current, credentialsType: 'MQTT_BASIC', credentialsId: null, credentialsValue: JSON.stringify({ clientId: 'c1', userName: 'u1', password: 'p1' }) }, tenant.token);
        expect(mqtt.status).toBe(200);
        expect(JSON.parse(mqtt.body.credentialsValue)).toEqual({ clientId: 'c1', userName: 'u1', password: 'p1' });
        const empty = await api.post('/api/device/credentials', { ...current, credentialsType: 'MQTT_BASIC', credentialsValue: JSON.stringify({ password: 'x' }) }, tenant.token);
        expect(empty.body.message).toBe('Both mqtt client id and user name are empty!');
        const lwm2m = await api.post('/api/device/credentials', { ...current, credentialsType: 'LWM2M_CREDENTIALS', credentialsValue: JSON.stringify({ client: { endpoint: 'e' } }) }, tenant.token);
        expect(lwm2m.status).toBe(400);
        const token = await api.post('/api/device/credentials', { ...current, credentialsType: 'ACCESS_TOKEN', credentialsId: 'NEW_TOKEN_42', credentialsValue: null }, tenant.token);
        expect(token.body).toMatchObject({ credentialsType: 'ACCESS_TOKEN', credentialsId: 'NEW_TOKEN_42' });
        const taken = await api.post('/api/device/credentials', { ...current, credentialsType: 'ACCESS_TOKEN', credentialsId: 'A1_TEST_TOKEN' }, tenant.token);
        expect(taken.body.message).toBe('Device credentials are already assigned to another device!');

        const profile = await api.post('/api/deviceProfile', { name: 'lwm2m-profile', transportType: 'LWM2M' }, tenant.token);
        const lwm2mDevice = await api.post('/api/device-with-credentials', {
            device: { name: 'LwM2M device', deviceProfileId: profile.body.id },
            credentials: { credentialsType: 'LWM2M_CREDENTIALS', credentialsValue: JSON.stringify({ client: { endpoint: 'ep-1', securityConfigClientMode: 'NO_SEC' } }) },
        }, tenant.token);
        expect(lwm2mDevice.status).toBe(200);
        const saved = await api.get(`/api/device/${lwm2mDevice.body.id.id}/credentials`, tenant.token);
        expect(saved.body).toMatchObject({ credentialsType: 'LWM2M_CREDENTIALS', credentialsId: 'ep-1' });
        const refused = await api.post('/api/device-with-credentials', {
            device: { name: 'LwM2M token', deviceProfileId: profile.body.id },
            credentials: { credentialsType: 'ACCESS_TOKEN', credentialsId: 'LW_TOKEN' },
        }, tenant.token);
        expect(refused.status).toBe(400);
        expect((await api.get('/api/tenant/devices?deviceName=LwM2M%20token', tenant.token)).status).toBe(404);
    });

    it('lets a customer user read but not change its device credentials', async () => {
        const { api, tenant, customer } = world;
        const a1 = (await api.get('/api/tenant/devices?deviceName=Test%20Device%20A1', tenant.token)).body;
        const read = await api.get(`/api/device/${a1.id.id}/credentials`, customer.token);
        expect(read.body.credentialsId).toBe('A1_TEST_TOKEN');
        const write = await api.post('/api/device/credentials', { ...read.body, credentialsId: 'HIJACK' }, customer.token);
        expect(write.status).toBe(403);
    });

    it('refuses to delete a device with entity views', async () => {
        const { api, tenant } = world;
        const device = (await api.post('/api/device', { name: 'Viewed device' }, tenant.token)).body;
        const view = await api.post('/api/entityView', { name: 'View of device', type: 'v', entityId: device.id }, tenant.token);
        expect(view.status).toBe(200);
        const refused = await api.call('DELETE', `/api/device/${device.id.id}`, { token: tenant.token });
        expect(refused.body).toMatchObject({ status: 400, message: "Can't delete device that has entity views!" });
        await api.call('DELETE', `/api/entityView/${view.body.id.id}`, { token: tenant.token });
        expect((await api.call('DELETE', `/api/device/${device.id.id}`, { token: tenant.token })).status).toBe(200);
    });
});
