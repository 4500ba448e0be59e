// The cases of ThingsBoard 3.3.4's BaseDeviceControllerTest, against our server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
    allPages, badRequest, forbidden, idsOf, mixedCaseName, notFound, notFoundSentence, NULL_UUID, randomTimeUuid, startHarness,
    type Caller, type Harness, type Json,
} from './harness';

let tb: Harness;
let admin: Caller;

beforeAll(async () => {
    tb = await startHarness();
    admin = tb.tenantAdmin;
});
afterAll(async () => tb?.close());

const newDevice = (name: string, type = 'default', caller = admin) => caller.save('/api/device', { name, type });
const newCustomer = (title: string, caller = admin) => caller.save('/api/customer', { title });
const credentialsOf = (device: Json) => admin.read(`/api/device/${device.id.id}/credentials`);

describe('BaseDeviceControllerTest (ThingsBoard 3.3.4)', () => {
    it('testSaveDevice: a new device belongs to the tenant, to no customer, and gets a 20-character access token; a rename is kept', async () => {
        const saved = await newDevice('My device');
        expect(saved.id).toMatchObject({ entityType: 'DEVICE', id: expect.any(String) });
        expect(saved.createdTime).toBeGreaterThan(0);
        expect(saved.tenantId).toEqual({ entityType: 'TENANT', id: tb.tenantId });
        expect(saved.customerId).toEqual({ entityType: 'CUSTOMER', id: NULL_UUID });
        expect(saved.name).toBe('My device');
        const credentials = await credentialsOf(saved);
        expect(credentials.id).toEqual({ id: expect.any(String) });
        expect(credentials.deviceId).toEqual(saved.id);
        expect(credentials.credentialsType).toBe('ACCESS_TOKEN');
        expect(credentials.credentialsId).toHaveLength(20);

        await admin.save('/api/device', { ...saved, name: 'My new device' });
        expect((await admin.read(`/api/device/${saved.id.id}`)).name).toBe('My new device');
    });

    it('saveDeviceWithViolationOfValidation: names, types and labels over 255 characters — 400 as ThingsBoard 3.4 answers (3.3.4 answered 500 with the same message)', async () => {
        const long = 'x'.repeat(300);
        badRequest(await admin.post('/api/device', { name: long, type: 'default' }), /length of name must be equal or less than 255/);
        badRequest(await admin.post('/api/device', { name: 'Normal Name', type: long }), /length of type must be equal or less than 255/);
        badRequest(await admin.post('/api/device', { name: 'Normal Name', type: 'Normal type', label: long }), /length of label must be equal or less than 255/);
    });

    it("testUpdateDeviceFromDifferentTenant: another tenant's save of the device is 404 (its device lookup stays within its tenant)", async () => {
        const saved = await newDevice('Cross-tenant device');
        const other = await tb.differentTenant();
        notFound(await other.post('/api/device', saved), notFoundSentence('Device', saved.id.id));
    });

    it('testFindDeviceById: reads back exactly what was saved', async () => {
        const saved = await newDevice('Found device');
        expect(await admin.read(`/api/device/${saved.id.id}`)).toEqual(saved);
    });

    it('testFindDeviceTypesByTenantId: the tenant\'s device types, once each, sorted', async () => {
        const other = await tb.differentTenant('Types tenant');
        for (let i = 0; i < 3; i++) await newDevice(`My device B${i}`, 'typeB', other);
        for (let i = 0; i < 7; i++) await newDevice(`My device C${i}`, 'typeC', other);
        for (let i = 0; i < 9; i++) await newDevice(`My device A${i}`, 'typeA', other);
        const types = await other.read<Json[]>('/api/device/types');
        expect(types.map(type => type.type)).toEqual(['typeA', 'typeB', 'typeC']);
        expect(types[0]).toEqual({ tenantId: { entityType: 'TENANT', id: other.tenantId }, entityType: 'DEVICE', type: 'typeA' });
    });

    it('testDeleteDevice: a deleted device is not found', async () => {
        const saved = await newDevice('Doomed device');
        expect((await admin.delete(`/api/device/${saved.id.id}`)).status).toBe(200);
        notFound(await admin.get(`/api/device/${saved.id.id}`), notFoundSentence('Device', saved.id.id));
    });

    it('testSaveDeviceWithEmptyType: a device without type gets the "default" profile\'s name', async () => {
        const saved = await admin.save('/api/device', { name: 'Typeless device' });
        expect(saved.type).toBe('default');
    });

    it('testSaveDeviceWithEmptyName: 400 "Device name should be specified"', async () => {
        badRequest(await admin.post('/api/device', { type: 'default' }), 'Device name should be specified!');
    });

    it('testAssignUnassignDeviceToCustomer: assign answers the device with the customer, unassign with NULL_UUID', async () => {
        const saved = await newDevice('Assigned device');
        const customer = await newCustomer('My customer');
        const assigned = await admin.save(`/api/customer/${customer.id.id}/device/${saved.id.id}`);
        expect(assigned.customerId).toEqual(customer.id);
        expect((await admin.read(`/api/device/${saved.id.id}`)).customerId).toEqual(customer.id);
        const unassigned = (await admin.delete(`/api/customer/device/${saved.id.id}`)).body;
        expect(unassigned.customerId.id).toBe(NULL_UUID);
        expect((await admin.read(`/api/device/${saved.id.id}`)).customerId.id).toBe(NULL_UUID);
    });

    it('testAssignDeviceToNonExistentCustomer: 404', async () => {
        const saved = await newDevice('Lonely device');
        const customerId = randomTimeUuid();
        notFound(await admin.post(`/api/customer/${customerId}/device/${saved.id.id}`), notFoundSentence('Customer', customerId));
    });

    it("testAssignDeviceToCustomerFromDifferentTenant: another tenant's customer is 403", async () => {
        const other = await tb.differentTenant();
        const customer = await newCustomer('Different customer', other);
        const saved = await newDevice('Device to give away');
        forbidden(await admin.post(`/api/customer/${customer.id.id}/device/${saved.id.id}`));
    });

    it("testFindDeviceCredentialsByDeviceId: the credentials name their device", async () => {
        const saved = await newDevice('Credentials device');
        expect((await credentialsOf(saved)).deviceId).toEqual(saved.id);
    });

    it('testSaveDeviceCredentials: a new access token is stored and read back', async () => {
        const saved = await newDevice('Token device');
        const credentials = { ...(await credentialsOf(saved)), credentialsType: 'ACCESS_TOKEN', credentialsId: 'access_token' };
        expect((await admin.post('/api/device/credentials', credentials)).status).toBe(200);
        expect(await credentialsOf(saved)).toEqual(credentials);
    });

    it('testSaveDeviceCredentialsWithEmptyDevice: 400', async () => {
        badRequest(await admin.post('/api/device/credentials', {}));
    });

    it('testSaveDeviceCredentialsWithEmptyCredentialsType: 400 "Device credentials type should be specified"', async () => {
        const saved = await newDevice('No type credentials');
        badRequest(await admin.post('/api/device/credentials', { ...(await credentialsOf(saved)), credentialsType: null }), 'Device credentials type should be specified!');
    });

    it('testSaveDeviceCredentialsWithEmptyCredentialsId: 400 "Device credentials id should be specified"', async () => {
        const saved = await newDevice('No id credentials');
        badRequest(await admin.post('/api/device/credentials', { ...(await credentialsOf(saved)), credentialsId: null }), 'Device credentials id should be specified!');
    });

    it('testSaveNonExistentDeviceCredentials: credentials with an unknown id are 400 "Unable to update non-existent device credentials"', async () => {
        const saved = await newDevice('Unknown credentials');
        const credentials = await credentialsOf(saved);
        badRequest(await admin.post('/api/device/credentials', { ...credentials, id: { id: randomTimeUuid() } }), /Unable to update non-existent device credentials/);
    });

    it('testSaveDeviceCredentialsWithNonExistentDevice: 404', async () => {
        const saved = await newDevice('Credentials of nobody');
        const deviceId = randomTimeUuid();
        notFound(await admin.post('/api/device/credentials', { ...(await credentialsOf(saved)), deviceId: { entityType: 'DEVICE', id: deviceId } }), notFoundSentence('Device', deviceId));
    });

    describe('lists of a tenant', () => {
        let tenant: Caller;
        beforeAll(async () => {
            tenant = await tb.differentTenant('Listing tenant');
        });

        it('testFindTenantDevices: every device, page by page', async () => {
            const devices = [];
            for (let i = 0; i < 47; i++) devices.push(await newDevice(`Device${i}`, 'default', tenant));
            expect(idsOf(await allPages(tenant, '/api/tenant/devices', 23))).toEqual(idsOf(devices));
        });

        it('testFindTenantDevicesByName: textSearch matches regardless of case; deleted devices leave the pages', async () => {
            const title1 = 'Device title 1';
            const title2 = 'Device title 2';
            const devices1 = [];
            const devices2 = [];
            for (let i = 0; i < 31; i++) devices1.push(await newDevice(mixedCaseName(title1, i), 'default', tenant));
            for (let i = 0; i < 17; i++) devices2.push(await newDevice(mixedCaseName(title2, i), 'default', tenant));
            expect(idsOf(await allPages(tenant, '/api/tenant/devices', 15, title1))).toEqual(idsOf(devices1));
            expect(idsOf(await allPages(tenant, '/api/tenant/devices', 4, title2))).toEqual(idsOf(devices2));
            for (const device of devices1) expect((await tenant.delete(`/api/device/${device.id.id}`)).status).toBe(200);
            const empty = await tenant.read(`/api/tenant/devices?pageSize=4&page=0&textSearch=${encodeURIComponent(title1)}`);
            expect([empty.hasNext, empty.data]).toEqual([false, []]);
            for (const device of devices2) expect((await tenant.delete(`/api/device/${device.id.id}`)).status).toBe(200);
            expect((await tenant.read(`/api/tenant/devices?pageSize=4&page=0&textSearch=${encodeURIComponent(title2)}`)).data).toEqual([]);
        });

        it('testFindTenantDevicesByType: the type filter pages each type apart', async () => {
            const type1 = [];
            const type2 = [];
            for (let i = 0; i < 31; i++) type1.push(await newDevice(mixedCaseName('Typed device 1', i), 'typeA', tenant));
            for (let i = 0; i < 17; i++) type2.push(await newDevice(mixedCaseName('Typed device 2', i), 'typeB', tenant));
            expect(idsOf(await allPages(tenant, '/api/tenant/devices?type=typeA', 15))).toEqual(idsOf(type1));
            expect(idsOf(await allPages(tenant, '/api/tenant/devices?type=typeB', 4))).toEqual(idsOf(type2));
            for (const device of type1) await tenant.delete(`/api/device/${device.id.id}`);
            expect((await tenant.read('/api/tenant/devices?type=typeA&pageSize=4&page=0')).data).toEqual([]);
            for (const device of type2) await tenant.delete(`/api/device/${device.id.id}`);
            expect((await tenant.read('/api/tenant/devices?type=typeB&pageSize=4&page=0')).data).toEqual([]);
        });
    });

    describe('lists of a customer', () => {
        let tenant: Caller;
        let customerId: string;
        const assigned = async (name: string, type = 'default') => {
            const device = await newDevice(name, type, tenant);
            return tenant.save(`/api/customer/${customerId}/device/${device.id.id}`);
        };
        beforeAll(async () => {
            tenant = await tb.differentTenant('Customer listing tenant');
            customerId = (await newCustomer('Test customer', tenant)).id.id;
        });

        it("testFindCustomerDevices: every device of the customer, page by page", async () => {
            const devices = [];
            for (let i = 0; i < 29; i++) devices.push(await assigned(`Device${i}`));
            expect(idsOf(await allPages(tenant, `/api/customer/${customerId}/devices`, 23))).toEqual(idsOf(devices));
            for (const device of devices) await tenant.delete(`/api/customer/device/${device.id.id}`);
        });

        it('testFindCustomerDevicesByName: textSearch within the customer; unassigned devices leave its pages', async () => {
            const devices1 = [];
            const devices2 = [];
            for (let i = 0; i < 25; i++) devices1.push(await assigned(mixedCaseName('Device title 1', i)));
            for (let i = 0; i < 19; i++) devices2.push(await assigned(mixedCaseName('Device title 2', i)));
            expect(idsOf(await allPages(tenant, `/api/customer/${customerId}/devices`, 15, 'Device title 1'))).toEqual(idsOf(devices1));
            expect(idsOf(await allPages(tenant, `/api/customer/${customerId}/devices`, 4, 'Device title 2'))).toEqual(idsOf(devices2));
            for (const device of [...devices1, ...devices2]) expect((await tenant.delete(`/api/customer/device/${device.id.id}`)).status).toBe(200);
            const empty = await tenant.read(`/api/customer/${customerId}/devices?pageSize=4&page=0&textSearch=Device%20title%201`);
            expect([empty.hasNext, empty.data]).toEqual([false, []]);
        });

        it('testFindCustomerDevicesByType: the type filter within the customer', async () => {
            const type1 = [];
            const type2 = [];
            for (let i = 0; i < 25; i++) type1.push(await assigned(mixedCaseName('Customer typed 1', i), 'typeC'));
            for (let i = 0; i < 19; i++) type2.push(await assigned(mixedCaseName('Customer typed 2', i), 'typeD'));
            expect(idsOf(await allPages(tenant, `/api/customer/${customerId}/devices?type=typeC`, 15))).toEqual(idsOf(type1));
            expect(idsOf(await allPages(tenant, `/api/customer/${customerId}/devices?type=typeD`, 4))).toEqual(idsOf(type2));
            for (const device of [...type1, ...type2]) await tenant.delete(`/api/customer/device/${device.id.id}`);
            expect((await tenant.read(`/api/customer/${customerId}/devices?type=typeC&pageSize=4&page=0`)).data).toEqual([]);
        });
    });

    it('testAssignDeviceToTenant: the device moves, the old tenant no longer finds it, the new one does, and its relations stay behind', async () => {
        const device = await newDevice('Moving device');
        const another = await newDevice('Staying device');
        expect((await admin.post('/api/relation', { from: device.id, to: another.id, typeGroup: 'COMMON', type: 'Contains' })).status).toBe(200);
        const other = await tb.differentTenant();
        const moved = await admin.save(`/api/tenant/${other.tenantId}/device/${device.id.id}`);
        notFound(await admin.get(`/api/device/${moved.id.id}`));
        expect(await other.read(`/api/device/${moved.id.id}`)).toMatchObject({ id: device.id, tenantId: { id: other.tenantId } });
        notFound(await other.get(`/api/relation?fromId=${device.id.id}&fromType=DEVICE&relationType=Contains&toId=${another.id.id}&toType=DEVICE`));
    });

    it('testAssignDeviceToEdge: an edge lists the device while it is assigned', async () => {
        const edge = await admin.save('/api/edge', { name: 'My edge', type: 'default', secret: 'edgesecret0123456789', routingKey: 'edgerouting012345678' });
        const device = await newDevice('Edge device');
        await admin.save(`/api/edge/${edge.id.id}/device/${device.id.id}`);
        expect((await admin.read(`/api/edge/${edge.id.id}/devices?pageSize=100&page=0`)).data).toHaveLength(1);
        expect((await admin.delete(`/api/edge/${edge.id.id}/device/${device.id.id}`)).status).toBe(200);
        expect((await admin.read(`/api/edge/${edge.id.id}/devices?pageSize=100&page=0`)).data).toHaveLength(0);
    });
});
