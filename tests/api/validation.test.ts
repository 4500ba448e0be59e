// ThingsBoard's validation messages and statuses for every entity (reference §1, §4; the
// *DataValidator rules): required fields, 255-character limits, duplicates, reserved titles,
// e-mail format, references to missing rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixtures';

type Json = Record<string, any>;
let world: World;
let defaultProfile: Json;
beforeAll(async () => {
    world = await createWorld();
    defaultProfile = (await world.api.get('/api/deviceProfileInfo/default', world.tenant.token)).body;
}, 60_000);
afterAll(() => world.close());

type Who = 'sysadmin' | 'tenant';
const LONG = 'x'.repeat(256);

/** [call, who, body, message] — every answer must be 400 with errorCode 31. */
const CASES: Array<[string, Who, () => Json, string]> = [
    ['/api/tenant', 'sysadmin', () => ({}), 'Tenant title should be specified!'],
    ['/api/tenant', 'sysadmin', () => ({ title: LONG }), 'Validation error: length of title must be equal or less than 255'],
    ['/api/tenant', 'sysadmin', () => ({ title: 'Mail', email: 'not-an-email' }), "Invalid email address format 'not-an-email'!"],
    ['/api/tenant', 'sysadmin', () => ({ title: 'Profile', tenantProfileId: { entityType: 'TENANT_PROFILE', id: '5b5e6f70-0000-11ee-8000-000000000000' } }), 'Tenant is referencing to non-existent tenant profile!'],
    ['/api/tenantProfile', 'sysadmin', () => ({}), 'Tenant profile name should be specified!'],
    ['/api/tenantProfile', 'sysadmin', () => ({ name: 'Default' }), 'Tenant profile with such name already exists!'],
    ['/api/customer', 'tenant', () => ({}), 'Customer title should be specified!'],
    ['/api/customer', 'tenant', () => ({ title: 'Customer A' }), 'Customer with such title already exists!'],
    ['/api/customer', 'tenant', () => ({ title: 'Public' }), "'Public' title for customer is system reserved!"],
    ['/api/customer', 'tenant', () => ({ title: 'Bad mail', email: 'a@b' }), "Invalid email address format 'a@b'!"],
    ['/api/customer', 'tenant', () => ({ title: 'Long city', city: LONG }), 'Validation error: length of city must be equal or less than 255'],
    ['/api/user', 'tenant', () => ({ authority: 'TENANT_ADMIN' }), 'User email should be specified!'],
    ['/api/user', 'tenant', () => ({ email: 'nope', authority: 'TENANT_ADMIN' }), "Invalid email address format 'nope'!"],
    ['/api/user', 'tenant', () => ({ email: 'tenant@thingsboard.org', authority: 'TENANT_ADMIN' }), "User with email 'tenant@thingsboard.org'  already present in database!"],
    ['/api/user', 'tenant', () => ({ email: 'noauthority@example.com' }), "User authority isn't defined!"],
    ['/api/user', 'tenant', () => ({ email: 'long@example.com', authority: 'TENANT_ADMIN', firstName: LONG }), 'Validation error: length of first name must be equal or less than 255'],
    ['/api/asset', 'tenant', () => ({ type: 'a' }), 'Asset name should be specified!'],
    ['/api/asset', 'tenant', () => ({ name: 'No type' }), 'Asset type should be specified!'],
    ['/api/asset', 'tenant', () => ({ name: 'Long type', type: LONG }), 'Validation error: length of type must be equal or less than 255'],
    ['/api/device', 'tenant', () => ({}), 'Device name should be specified!'],
    ['/api/device', 'tenant', () => ({ name: 'Test Device A1' }), 'Device with such name already exists!'],
    ['/api/deviceProfile', 'tenant', () => ({}), 'Device profile name should be specified!'],
    ['/api/deviceProfile', 'tenant', () => ({ name: 'default' }), 'Device profile with such name already exists!'],
    ['/api/deviceProfile', 'tenant', () => ({ name: 'Long description', description: 'x'.repeat(70000) }), 'Validation error: length of description must be equal or less than 65535'],
    ['/api/entityView', 'tenant', () => ({ type: 't' }), 'Entity view name should be specified!'],
    ['/api/entityView', 'tenant', () => ({ name: 'No type' }), 'Entity View type should be specified!'],
    ['/api/entityView', 'tenant', () => ({ name: 'No entity', type: 't' }), 'Entity view entity id should be specified!'],
    ['/api/entityView', 'tenant', () => ({ name: 'Bad entity', type: 't', entityId: { entityType: 'DEVICE', id: '5b5e6f70-0000-11ee-8000-000000000000' } }), 'Entity view is referencing to non-existent entity!'],
    ['/api/edge', 'tenant', () => ({ type: 'default' }), 'Edge name should be specified!'],
    ['/api/edge', 'tenant', () => ({ name: 'No type' }), 'Edge type should be specified!'],
    ['/api/dashboard', 'tenant', () => ({}), 'Dashboard title should be specified!'],
    ['/api/dashboard', 'tenant', () => ({ title: LONG }), 'Validation error: length of title must be equal or less than 255'],
    ['/api/ruleChain', 'tenant', () => ({}), 'Rule chain name should be specified!'],
    ['/api/widgetsBundle', 'tenant', () => ({}), 'Widgets bundle title should be specified!'],
    ['/api/otaPackage', 'tenant', () => ({ title: 't', version: '1', type: 'FIRMWARE' }), 'OtaPackage should be assigned to device profile!'],
    ['/api/otaPackage', 'tenant', () => ({ title: 't', version: '1', deviceProfileId: defaultProfile.id }), 'Type should be specified!'],
    ['/api/otaPackage', 'tenant', () => ({ version: '1', type: 'FIRMWARE', deviceProfileId: defaultProfile.id }), 'OtaPackage title should be specified!'],
    ['/api/otaPackage', 'tenant', () => ({ title: 't', type: 'FIRMWARE', deviceProfileId: defaultProfile.id }), 'OtaPackage version should be specified!'],
    ['/api/otaPackage', 'tenant', () => ({ title: 't', version: '1', type: 'FIRMWARE', deviceProfileId: { entityType: 'DEVICE_PROFILE', id: '5b5e6f70-0000-11ee-8000-000000000000' } }), 'OtaPackage is referencing to non-existent device profile!'],
    ['/api/resource', 'tenant', () => ({ resourceType: 'JKS', fileName: 'a.jks', data: 'AAEC' }), 'Resource title should be specified!'],
    ['/api/resource', 'tenant', () => ({ title: 'r', fileName: 'a.jks', data: 'AAEC' }), 'Resource type should be specified!'],
    ['/api/resource', 'tenant', () => ({ title: 'r', resourceType: 'JKS', data: 'AAEC' }), 'Resource file name should be specified!'],
    ['/api/resource', 'tenant', () => ({ title: 'r', resourceType: 'JKS', fileName: 'a.jks' }), 'Resource data should be specified!'],
    ['/api/resource', 'tenant', () => ({ title: 'r', resourceType: 'LWM2M_MODEL', fileName: 'm.xml', data: Buffer.from('<LWM2M/>').toString('base64') }), 'Could not parse the XML of objectModel with name m.xml'],
];

describe('save validation', () => {
    it.each(CASES)('POST %s (%s) → %s', async (call, who, body, message) => {
        const response = await world.api.post(call, body(), world[who].token);
        expect(response.status, response.text).toBe(400);
        expect(response.body).toMatchObject({ status: 400, errorCode: 31, message });
    });

    it('refuses duplicates that only the pair makes: OTA title and version, resource keys', async () => {
        const { api, tenant } = world;
        const ota = { title: 'fw', version: '1.0', type: 'FIRMWARE', deviceProfileId: defaultProfile.id };
        expect((await api.post('/api/otaPackage', ota, tenant.token)).status).toBe(200);
        expect((await api.post('/api/otaPackage', ota, tenant.token)).body.message).toBe('OtaPackage with such title and version already exists!');
        expect((await api.post('/api/otaPackage', { ...ota, version: '1.1' }, tenant.token)).status).toBe(200);
        const resource = { title: 'store', resourceType: 'JKS', fileName: 'store.jks', data: 'AAEC' };
        expect((await api.post('/api/resource', resource, tenant.token)).status).toBe(200);
        expect((await api.post('/api/resource', { ...resource, title: 'again' }, tenant.token)).body.message).toBe('Resource with such key already exists!');
        const model = `<LWM2M><Object><ObjectID>3303</ObjectID><ObjectVersion>1.1</ObjectVersion></Object></LWM2M>`;
        const saved = await api.post('/api/resource', { title: 'Temperature', resourceType: 'LWM2M_MODEL', fileName: 'temp.xml', data: Buffer.from(model).toString('base64') }, tenant.token);
        expect(saved.body.resourceKey).toBe('3303_1.1');
    });

    it('answers 403 when a role may not create the entity at all', async () => {
        const { api, customer, tenant, sysadmin } = world;
        expect((await api.post('/api/device', { name: 'by customer' }, customer.token)).status).toBe(403);
        expect((await api.post('/api/tenant', { title: 'by tenant' }, tenant.token)).status).toBe(403);
        expect((await api.post('/api/device', { name: 'by sysadmin' }, sysadmin.token)).status).toBe(403);
        expect((await api.post('/api/customer', { title: 'by customer' }, customer.token)).body).toMatchObject({
            status: 403,
            errorCode: 20,
            message: "You don't have permission to perform this operation!",
        });
    });
});

describe('delete rules', () => {
    it('keeps the default device profile and profiles still used by devices', async () => {
        const { api, tenant } = world;
        const refused = await api.call('DELETE', `/api/deviceProfile/${defaultProfile.id.id}`, { token: tenant.token });
        expect(refused.body).toMatchObject({ status: 400, errorCode: 31, message: 'Deletion of Default Device Profile is prohibited!' });
        const thermostat = (await api.get('/api/deviceProfiles?pageSize=10&page=0&textSearch=thermostat', tenant.token)).body.data[0];
        const used = await api.call('DELETE', `/api/deviceProfile/${thermostat.id.id}`, { token: tenant.token });
        expect(used.body.message).toBe('The device profile referenced by the devices cannot be deleted!');
        const spare = await api.post('/api/deviceProfile', { name: 'spare profile' }, tenant.token);
        expect((await api.call('DELETE', `/api/deviceProfile/${spare.body.id.id}`, { token: tenant.token })).status).toBe(200);
    });

    it('keeps the transport of a device profile that devices use', async () => {
        const { api, tenant } = world;
        const profile = (await api.get(`/api/deviceProfile/${defaultProfile.id.id}`, tenant.token)).body;
        const changed = await api.post('/api/deviceProfile', { ...profile, transportType: 'MQTT' }, tenant.token);
        expect(changed.body).toMatchObject({ status: 400, message: "Can't change device profile transport type because devices referenced it!" });
        const unused = await api.post('/api/deviceProfile', { name: 'free transport' }, tenant.token);
        expect((await api.post('/api/deviceProfile', { ...unused.body, transportType: 'COAP' }, tenant.token)).body.transportType).toBe('COAP');
    });

    it('keeps the default tenant profile and profiles still used by tenants', async () => {
        const { api, sysadmin } = world;
        const profiles = (await api.get('/api/tenantProfiles?pageSize=10&page=0&sortProperty=isDefault&sortOrder=DESC', sysadmin.token)).body.data;
        expect(profiles[0].default).toBe(true);
        expect((await api.call('DELETE', `/api/tenantProfile/${profiles[0].id.id}`, { token: sysadmin.token })).body.message).toBe('Deletion of Default Tenant Profile is prohibited!');
        const other = await api.post('/api/tenantProfile', { name: 'Used profile' }, sysadmin.token);
        await api.post('/api/tenant', { title: 'Uses profile', tenantProfileId: other.body.id }, sysadmin.token);
        expect((await api.call('DELETE', `/api/tenantProfile/${other.body.id.id}`, { token: sysadmin.token })).body.message).toBe('The tenant profile referenced by the tenants cannot be deleted!');
    });

    it('keeps the root rule chain', async () => {
        const { api, tenant } = world;
        const root = (await api.get('/api/ruleChains?pageSize=10&page=0&sortProperty=root&sortOrder=DESC', tenant.token)).body.data[0];
        expect(root.root).toBe(true);
        expect((await api.call('DELETE', `/api/ruleChain/${root.id.id}`, { token: tenant.token })).body.message).toBe('Deletion of Root Tenant Rule Chain is prohibited!');
    });

    it('keeps an asset with entity views, and an OTA package a device uses', async () => {
        const { api, tenant } = world;
        const asset = await api.post('/api/asset', { name: 'Viewed asset', type: 'building' }, tenant.token);
        await api.post('/api/entityView', { name: 'Asset view', type: 'v', entityId: asset.body.id }, tenant.token);
        expect((await api.call('DELETE', `/api/asset/${asset.body.id.id}`, { token: tenant.token })).body.message).toBe("Can't delete asset that has entity views!");
        const ota = await api.post('/api/otaPackage', { title: 'used fw', version: '2', type: 'FIRMWARE', deviceProfileId: defaultProfile.id }, tenant.token);
        await api.post('/api/device', { name: 'Has firmware', firmwareId: ota.body.id }, tenant.token);
        expect((await api.call('DELETE', `/api/otaPackage/${ota.body.id.id}`, { token: tenant.token })).body.message).toBe('The otaPackage referenced by the devices cannot be deleted!');
    });

    it('refuses to delete oneself', async () => {
        const { api, tenant } = world;
        expect((await api.call('DELETE', `/api/user/${tenant.userId}`, { token: tenant.token })).body.message).toBe('It is not allowed to delete its own user!');
    });
});

describe('users referencing missing owners', () => {
    it('refuses a tenant admin of a tenant that does not exist', async () => {
        const response = await world.api.post(
            '/api/user',
            { email: 'orphan@example.com', authority: 'TENANT_ADMIN', tenantId: { entityType: 'TENANT', id: '5b5e6f70-0000-11ee-8000-000000000000' } },
            world.sysadmin.token,
        );
        expect(response.body).toMatchObject({ status: 400, message: 'User is referencing to non-existent tenant!' });
    });
    it('refuses a customer user of another tenant\'s customer', async () => {
        const response = await world.api.post('/api/user', { email: 'stray@example.com', authority: 'CUSTOMER_USER', customerId: { entityType: 'CUSTOMER', id: world.customer2.customerId } }, world.tenant.token);
        expect(response.body).toMatchObject({ status: 400, message: 'User is referencing to non-existent customer!' });
    });
});
