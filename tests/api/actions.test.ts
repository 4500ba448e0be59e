// Entity actions beyond CRUD: tenant defaults and cascades, customer cascades, account switches,
// edges, defaults and roots, dashboard sharing, OTA upload with checksums and downloads.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_BUNDLES } from '../../shared/widgets/bundles';
import { checksumOf } from '../../server/lib/checksums';
import { nextSecond } from '../support/api';
import { createActiveUser, createWorld, type World } from './fixtures';
import { NULL_UUID } from '../../resources/kernel';

type Json = Record<string, any>;
let world: World;
beforeAll(async () => {
    world = await createWorld();
}, 60_000);
afterAll(() => world.close());

const count = (sql: string, ...params: unknown[]) => (world.server.app.ctx.database.sqlite.prepare(sql).get(...params) as { n: number }).n;

describe('tenants', () => {
    it('a new tenant gets its root rule chains and default device profile', async () => {
        const { api, tenant2 } = world;
        const chains = await api.get('/api/ruleChains?pageSize=10&page=0', tenant2.token);
        expect(chains.body.data.map((c: Json) => [c.name, c.root])).toEqual([['Root Rule Chain', true]]);
        const edgeChains = await api.get('/api/ruleChains?pageSize=10&page=0&type=EDGE', tenant2.token);
        expect(edgeChains.body.totalElements).toBe(1);
        const profile = await api.get('/api/deviceProfileInfo/default', tenant2.token);
        expect(profile.body).toMatchObject({ name: 'default', type: 'DEFAULT', transportType: 'DEFAULT' });
        const info = await api.get(`/api/tenant/info/${tenant2.tenantId}`, world.sysadmin.token);
        expect(info.body).toMatchObject({ title: 'Second Tenant', name: 'Second Tenant', region: 'Global', tenantProfileName: 'Default' });
        const own = await api.get(`/api/tenant/${tenant2.tenantId}`, tenant2.token);
        expect(own.body.title).toBe('Second Tenant');
    });

    it('lists a tenant\'s admins for the sysadmin', async () => {
        const admins = await world.api.get(`/api/tenant/${world.tenant2.tenantId}/users?pageSize=10&page=0`, world.sysadmin.token);
        expect(admins.body.data.map((u: Json) => u.email)).toEqual(['admin2@example.com']);
        const system = await world.api.get('/api/users?pageSize=10&page=0', world.sysadmin.token);
        expect(system.body.data.map((u: Json) => u.email)).toEqual(['sysadmin@thingsboard.org']);
    });

    it('deleting a tenant removes everything it owns and ends its sessions', async () => {
        const { api, sysadmin } = world;
        const doomed = await api.post('/api/tenant', { title: 'Doomed' }, sysadmin.token);
        const admin = await createActiveUser(api, sysadmin.token, { email: 'doomed@example.com', authority: 'TENANT_ADMIN', tenantId: doomed.body.id }, 'doomed-pass');
        const customer = await api.post('/api/customer', { title: 'Doomed customer' }, admin.token);
        await createActiveUser(api, admin.token, { email: 'doomed-user@example.com', authority: 'CUSTOMER_USER', customerId: customer.body.id }, 'doomed-pass');
        const device = await api.post('/api/device', { name: 'Doomed device' }, admin.token);
        await api.post(`/api/customer/${customer.body.id.id}/device/${device.body.id.id}`, undefined, admin.token);
        await api.post('/api/asset', { name: 'Doomed asset', type: 't' }, admin.token);
        await api.post('/api/dashboard', { title: 'Doomed dashboard' }, admin.token);
        await api.post('/api/edge', { name: 'Doomed edge', type: 't' }, admin.token);
        await api.post(`/api/plugins/telemetry/DEVICE/${device.body.id.id}/attributes/SERVER_SCOPE`, { doomed: true }, admin.token);

        expect((await api.call('DELETE', `/api/tenant/${doomed.body.id.id}`, { token: sysadmin.token })).status).toBe(200);
        const id = doomed.body.id.id;
        for (const table of ['device', 'asset', 'customer', 'tb_user', 'dashboard', 'edge', 'rule_chain', 'device_profile']) {
            expect(count(`SELECT COUNT(*) AS n FROM ${table} WHERE tenant_id = ?`, id), table).toBe(0);
        }
        expect(count('SELECT COUNT(*) AS n FROM device_credentials WHERE device_id = ?', device.body.id.id)).toBe(0);
        expect(count('SELECT COUNT(*) AS n FROM attribute_kv WHERE entity_id = ?', device.body.id.id)).toBe(0);
        expect((await api.get('/api/tenant/deviceInfos?pageSize=10&page=0', admin.token)).status).toBe(401);
        expect((await api.call('POST', '/api/auth/login', { body: { username: 'doomed@example.com', password: 'doomed-pass' } })).status).toBe(401);
    });
});

describe('customers', () => {
    it('deleting a customer unassigns its entities, unshares dashboards and removes its users', async () => {
        const { api, tenant } = world;
        const customer = await api.post('/api/customer', { title: 'Leaving customer' }, tenant.token);
        const cid = customer.body.id.id;
        const user = await createActiveUser(api, tenant.token, { email: 'leaving@example.com', authority: 'CUSTOMER_USER', customerId: customer.body.id }, 'leaving-pass');
        const device = await api.post('/api/device', { name: 'Left device' }, tenant.token);
        await api.post(`/api/customer/${cid}/device/${device.body.id.id}`, undefined, tenant.token);
        const asset = await api.post('/api/asset', { name: 'Left asset', type: 't' }, tenant.token);
        await api.post(`/api/customer/${cid}/asset/${asset.body.id.id}`, undefined, tenant.token);
        const dashboard = await api.post('/api/dashboard', { title: 'Left dashboard' }, tenant.token);
        await api.post(`/api/customer/${cid}/dashboard/${dashboard.body.id.id}`, undefined, tenant.token);
        const users = await api.get(`/api/customer/${cid}/users?pageSize=10&page=0`, tenant.token);
        expect(users.body.data.map((u: Json) => u.email)).toEqual(['leaving@example.com']);

        expect((await api.call('DELETE', `/api/customer/${cid}`, { token: tenant.token })).status).toBe(200);
        expect((await api.get(`/api/device/${device.body.id.id}`, tenant.token)).body.customerId.id).toBe(NULL_UUID);
        expect((await api.get(`/api/asset/${asset.body.id.id}`, tenant.token)).body.customerId.id).toBe(NULL_UUID);
        expect((await api.get(`/api/dashboard/${dashboard.body.id.id}`, tenant.token)).body.assignedCustomers).toEqual([]);
        expect((await api.get(`/api/user/${user.userId}`, tenant.token)).status).toBe(404);
    });

    it('answers title, short info and lookups by title', async () => {
        const { api, tenant, customer } = world;
        expect((await api.get(`/api/customer/${customer.customerId}/title`, customer.token)).text).toBe('Customer A');
        expect((await api.get(`/api/customer/${customer.customerId}/shortInfo`, tenant.token)).body).toEqual({ title: 'Customer A', isPublic: false });
        expect((await api.get('/api/tenant/customers?customerTitle=Customer%20B', tenant.token)).body.title).toBe('Customer B');
        expect((await api.get('/api/tenant/customers?customerTitle=Nobody', tenant.token)).status).toBe(404);
    });
});

describe('user accounts', () => {
    it('disabling an account ends its sessions and sign-ins; enabling restores them', async () => {
        const { api, tenant } = world;
        const user = await createActiveUser(api, tenant.token, { email: 'switch@example.com', authority: 'CUSTOMER_USER', customerId: { entityType: 'CUSTOMER', id: world.customer.customerId } }, 'switch-pass');
        expect((await api.get(`/api/user/${user.userId}`, tenant.token)).body.additionalInfo.userCredentialsEnabled).toBe(true);
        // ThingsBoard compares token times in whole seconds.
        await nextSecond();
        expect((await api.post(`/api/user/${user.userId}/userCredentialsEnabled?userCredentialsEnabled=false`, undefined, tenant.token)).status).toBe(200);
        const refused = await api.get('/api/auth/user', user.token);
        expect(refused.status).toBe(401);
        expect((await api.call('POST', '/api/auth/login', { body: { username: 'switch@example.com', password: 'switch-pass' } })).body.message).toBe('User account is not active');
        expect((await api.get(`/api/user/${user.userId}`, tenant.token)).body.additionalInfo.userCredentialsEnabled).toBe(false);
        await api.post(`/api/user/${user.userId}/userCredentialsEnabled?userCredentialsEnabled=true`, undefined, tenant.token);
        expect((await api.call('POST', '/api/auth/login', { body: { username: 'switch@example.com', password: 'switch-pass' } })).status).toBe(200);
        expect((await api.post(`/api/user/${user.userId}/userCredentialsEnabled?userCredentialsEnabled=false`, undefined, world.customer.token)).status).toBe(403);
    });

    it('edits a user and keeps the account state out of the stored additionalInfo', async () => {
        const { api, tenant, customer } = world;
        const me = (await api.get(`/api/user/${customer.userId}`, customer.token)).body;
        const edited = await api.post('/api/user', { ...me, firstName: 'Alice', additionalInfo: { ...me.additionalInfo, lang: 'en_US' } }, customer.token);
        expect(edited.body).toMatchObject({ firstName: 'Alice', additionalInfo: { lang: 'en_US', userCredentialsEnabled: true } });
        const stored = world.server.app.ctx.database.sqlite.prepare('SELECT additional_info FROM tb_user WHERE id = ?').get(customer.userId) as { additional_info: string };
        expect(JSON.parse(stored.additional_info)).not.toHaveProperty('userCredentialsEnabled');
        const other = (await api.get(`/api/user/${world.otherCustomer.userId}`, tenant.token)).body;
        expect((await api.post('/api/user', { ...other, firstName: 'Mallory' }, customer.token)).status).toBe(403);
    });
});

describe('edges, defaults and roots', () => {
    it('generates routing key and secret of 20 characters when empty, and syncs', async () => {
        const { api, tenant } = world;
        const edge = await api.post('/api/edge', { name: 'Keyless edge', type: 'default', routingKey: '', secret: null }, tenant.token);
        expect(edge.body.routingKey).toMatch(/^[A-Za-z0-9]{20}$/);
        expect(edge.body.secret).toMatch(/^[A-Za-z0-9]{20}$/);
        expect(edge.body.rootRuleChainId.entityType).toBe('RULE_CHAIN');
        const kept = await api.post('/api/edge', { name: 'Keyed edge', type: 'default', routingKey: 'my-key', secret: 'my-secret' }, tenant.token);
        expect(kept.body).toMatchObject({ routingKey: 'my-key', secret: 'my-secret' });
        expect((await api.post('/api/edge', { name: 'Same key', type: 'default', routingKey: 'my-key' }, tenant.token)).body.message).toBe('Edge with such routing_key already exists');
        expect((await api.post(`/api/edge/sync/${edge.body.id.id}`, undefined, tenant.token)).status).toBe(200);
        expect((await api.get('/api/edge/types', tenant.token)).body.map((t: Json) => t.type)).toEqual(['default']);
    });

    it('sets the root rule chain and the default device and tenant profiles, one at a time', async () => {
        const { api, tenant, sysadmin } = world;
        const chain = await api.post('/api/ruleChain', { name: 'New root' }, tenant.token);
        expect(chain.body.root).toBe(false);
        expect((await api.post(`/api/ruleChain/${chain.body.id.id}/root`, undefined, tenant.token)).body.root).toBe(true);
        const roots = (await api.get('/api/ruleChains?pageSize=50&page=0', tenant.token)).body.data.filter((c: Json) => c.root);
        expect(roots.map((c: Json) => c.name)).toEqual(['New root']);

        const profile = await api.post('/api/deviceProfile', { name: 'new default', transportType: 'MQTT' }, tenant.token);
        expect((await api.post(`/api/deviceProfile/${profile.body.id.id}/default`, undefined, tenant.token)).body.default).toBe(true);
        expect((await api.get('/api/deviceProfileInfo/default', tenant.token)).body.name).toBe('new default');
        const mqtt = await api.get('/api/deviceProfileInfos?pageSize=50&page=0&transportType=MQTT', tenant.token);
        expect(mqtt.body.data.map((p: Json) => p.name)).toEqual(['new default']);
        const device = await api.post('/api/device', { name: 'Follows default' }, tenant.token);
        expect(device.body.type).toBe('new default');
        expect(JSON.parse(JSON.stringify(device.body.deviceData))).toMatchObject({ transportConfiguration: { type: 'MQTT' } });

        const tenantProfile = await api.post('/api/tenantProfile', { name: 'Gold' }, sysadmin.token);
        expect((await api.post(`/api/tenantProfile/${tenantProfile.body.id.id}/default`, undefined, sysadmin.token)).body.default).toBe(true);
        expect((await api.get('/api/tenantProfileInfo/default', sysadmin.token)).body.name).toBe('Gold');
        const infos = await api.get('/api/tenantProfileInfos?pageSize=50&page=0&textSearch=gold', sysadmin.token);
        expect(infos.body.data).toEqual([{ id: tenantProfile.body.id, name: 'Gold' }]);
    });
});

describe('dashboards', () => {
    it('shares with customers (one, a set, add, remove) and the public customer', async () => {
        const { api, tenant, customer, otherCustomer } = world;
        const dashboard = await api.post('/api/dashboard', { title: 'Shared dashboard', configuration: { widgets: {} } }, tenant.token);
        const id = dashboard.body.id.id;
        const one = await api.post(`/api/customer/${customer.customerId}/dashboard/${id}`, undefined, tenant.token);
        expect(one.body.assignedCustomers).toEqual([{ customerId: { entityType: 'CUSTOMER', id: customer.customerId }, title: 'Customer A', public: false }]);
        const seen = await api.get(`/api/customer/${customer.customerId}/dashboards?pageSize=50&page=0&textSearch=shared`, customer.token);
        expect(seen.body.data.map((d: Json) => d.title)).toEqual(['Shared dashboard']);
        expect(seen.body.data[0]).not.toHaveProperty('configuration');
        expect((await api.get(`/api/dashboard/${id}`, otherCustomer.token)).status).toBe(403);

        const set = await api.post(`/api/dashboard/${id}/customers`, [otherCustomer.customerId], tenant.token);
        expect(set.body.assignedCustomers.map((c: Json) => c.title)).toEqual(['Customer B']);
        const added = await api.post(`/api/dashboard/${id}/customers/add`, [customer.customerId], tenant.token);
        expect(added.body.assignedCustomers.map((c: Json) => c.title).sort()).toEqual(['Customer A', 'Customer B']);
        const removed = await api.post(`/api/dashboard/${id}/customers/remove`, [otherCustomer.customerId], tenant.token);
        expect(removed.body.assignedCustomers.map((c: Json) => c.title)).toEqual(['Customer A']);
        const foreign = await api.post(`/api/dashboard/${id}/customers/add`, [world.customer2.customerId], tenant.token);
        expect(foreign.status).toBe(403);

        const shared = await api.post(`/api/customer/public/dashboard/${id}`, undefined, tenant.token);
        expect(shared.body.assignedCustomers.find((c: Json) => c.public)).toMatchObject({ title: 'Public', public: true });
        const unshared = await api.call('DELETE', `/api/customer/public/dashboard/${id}`, { token: tenant.token });
        expect(unshared.body.assignedCustomers.map((c: Json) => c.title)).toEqual(['Customer A']);
        const unassigned = await api.call('DELETE', `/api/customer/${customer.customerId}/dashboard/${id}`, { token: tenant.token });
        expect(unassigned.body.assignedCustomers).toEqual([]);
        const info = await api.get(`/api/dashboard/info/${id}`, tenant.token);
        expect(info.body).not.toHaveProperty('configuration');
        expect(info.body.name).toBe('Shared dashboard');
    });

    it('lets the sysadmin list a tenant\'s dashboards but not open them', async () => {
        const { api, sysadmin, tenant } = world;
        const list = await api.get(`/api/tenant/${tenant.tenantId}/dashboards?pageSize=50&page=0`, sysadmin.token);
        expect(list.body.totalElements).toBeGreaterThanOrEqual(5);
        expect((await api.get(`/api/dashboard/${list.body.data[0].id.id}`, sysadmin.token)).status).toBe(403);
    });
});

/** A multipart/form-data body with one file, as browsers send it. */
function multipart(fileName: string, data: Buffer, contentType = 'application/octet-stream') {
    const boundary = `----thingdeck${crypto.randomBytes(8).toString('hex')}`;
    const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('files', () => {
    const upload = async (id: string, file: Buffer, query: string) => {
        const { body, contentType } = multipart('firmware.bin', file);
        const response = await fetch(`${world.server.url}/api/otaPackage/${id}?${query}`, {
            method: 'POST',
            headers: { 'X-Authorization': `Bearer ${world.tenant.token}`, 'Content-Type': contentType },
            body,
        });
        return { status: response.status, body: (await response.json()) as Json };
    };

    it.each(['MD5', 'SHA256', 'SHA384', 'SHA512', 'CRC32', 'MURMUR3_32', 'MURMUR3_128'] as const)('uploads an OTA file with a %s checksum and downloads it', async algorithm => {
        const { api, tenant } = world;
        const profile = (await api.get('/api/deviceProfileInfo/default', tenant.token)).body;
        const info = await api.post('/api/otaPackage', { title: `fw-${algorithm}`, version: '1', type: 'FIRMWARE', deviceProfileId: profile.id }, tenant.token);
        expect(info.body).toMatchObject({ hasData: false, dataSize: null });
        const file = crypto.randomBytes(1000 + algorithm.length);
        const expected = checksumOf(algorithm, file);
        const wrong = await upload(info.body.id.id, file, `checksumAlgorithm=${algorithm}&checksum=deadbeef`);
        expect(wrong.body).toMatchObject({ status: 400, message: 'Wrong otaPackage file!' });
        const saved = await upload(info.body.id.id, file, `checksumAlgorithm=${algorithm}${algorithm === 'SHA256' ? `&checksum=${expected}` : ''}`);
        expect(saved.status).toBe(200);
        expect(saved.body).toMatchObject({ hasData: true, fileName: 'firmware.bin', dataSize: file.length, checksumAlgorithm: algorithm, checksum: expected });
        const download = await fetch(`${world.server.url}/api/otaPackage/${info.body.id.id}/download`, { headers: { 'X-Authorization': `Bearer ${tenant.token}` } });
        expect(download.headers.get('content-disposition')).toContain('firmware.bin');
        expect(Buffer.from(await download.arrayBuffer()).equals(file)).toBe(true);
        expect((await api.get(`/api/otaPackage/${info.body.id.id}`, tenant.token)).body.data).toBe(file.toString('base64'));
        const listed = await api.get(`/api/otaPackages/${profile.id.id}/FIRMWARE?pageSize=50&page=0&textSearch=fw-${algorithm}`, tenant.token);
        expect(listed.body.totalElements).toBe(1);
    });

    it('stores resources and downloads them; system resources are read-only for tenants', async () => {
        const { api, tenant, sysadmin } = world;
        const data = crypto.randomBytes(64);
        const saved = await api.post('/api/resource', { title: 'Key store', resourceType: 'PKCS_12', fileName: 'keys.p12', data: data.toString('base64') }, tenant.token);
        expect(saved.body).toMatchObject({ resourceKey: 'keys.p12', fileName: 'keys.p12' });
        const info = await api.get(`/api/resource/info/${saved.body.id.id}`, tenant.token);
        expect(info.body).not.toHaveProperty('data');
        const download = await fetch(`${world.server.url}/api/resource/${saved.body.id.id}/download`, { headers: { 'X-Authorization': `Bearer ${tenant.token}` } });
        expect(Buffer.from(await download.arrayBuffer()).equals(data)).toBe(true);

        const system = await api.post('/api/resource', { title: 'System store', resourceType: 'JKS', fileName: 'system.jks', data: 'AAEC' }, sysadmin.token);
        expect(system.body.tenantId.id).toBe(NULL_UUID);
        const listed = await api.get('/api/resource?pageSize=50&page=0&textSearch=store', tenant.token);
        expect(listed.body.data.map((r: Json) => r.title).sort()).toEqual(['Key store', 'System store']);
        expect((await api.post('/api/resource', { ...system.body, title: 'Hijacked' }, tenant.token)).status).toBe(403);
        expect((await api.call('DELETE', `/api/resource/${system.body.id.id}`, { token: tenant.token })).status).toBe(403);
    });

    it('derives a widgets bundle alias and lists system and own bundles as an array', async () => {
        const { api, tenant, sysadmin } = world;
        const system = await api.post('/api/widgetsBundle', { title: 'Charts & Gauges' }, sysadmin.token);
        expect(system.body.alias).toBe('charts_gauges');
        const own = await api.post('/api/widgetsBundle', { title: 'Charts & Gauges' }, tenant.token);
        expect(own.body.alias).toBe('charts_gauges');
        const again = await api.post('/api/widgetsBundle', { title: 'Charts & Gauges' }, tenant.token);
        expect(again.body.alias).toBe('charts_gauges_1');
        const all = await api.get('/api/widgetsBundles', tenant.token);
        expect(Array.isArray(all.body)).toBe(true);
        // Besides the seeded system bundles (shared/widgets/bundles).
        const seeded = WIDGET_BUNDLES.length;
        expect(all.body.length).toBe(seeded + 3);
        const customerView = await api.get('/api/widgetsBundles', world.customer.token);
        expect(customerView.body.length).toBe(seeded + 3);
        expect((await api.get('/api/widgetsBundles', world.tenant2.token)).body.map((b: Json) => b.tenantId.id)).toEqual(Array(seeded + 1).fill(NULL_UUID));
    });
});

describe('edges list without ids', () => {
    it('pages the caller\'s edges and looks several up by id', async () => {
        const { api, tenant, customer } = world;
        const edge = await api.post('/api/edge', { name: 'Listed edge', type: 'default' }, tenant.token);
        const page = await api.get('/api/edges?pageSize=50&page=0&textSearch=listed', tenant.token);
        expect(page.body.data.map((e: Json) => e.name)).toEqual(['Listed edge']);
        expect(page.body.data[0]).not.toHaveProperty('customerTitle');
        const byIds = await api.get(`/api/edges?edgeIds=${edge.body.id.id}`, tenant.token);
        expect(byIds.body.map((e: Json) => e.name)).toEqual(['Listed edge']);
        expect((await api.get(`/api/edges?edgeIds=${edge.body.id.id}`, customer.token)).body).toEqual([]);
    });
});

describe('home dashboard', () => {
    it('resolves the user\'s, then the customer\'s, then the tenant\'s home dashboard', async () => {
        const { api, tenant, customer, otherCustomer, sysadmin } = world;
        expect((await api.get('/api/dashboard/home', sysadmin.token)).body).toBeNull();
        const tenantHome = await api.post('/api/dashboard', { title: 'Tenant home' }, tenant.token);
        const customerHome = await api.post('/api/dashboard', { title: 'Customer home' }, tenant.token);
        await api.post(`/api/customer/${customer.customerId}/dashboard/${customerHome.body.id.id}`, undefined, tenant.token);
        expect((await api.post('/api/tenant/dashboard/home/info', { dashboardId: tenantHome.body.id, hideDashboardToolbar: true }, tenant.token)).status).toBe(200);
        expect((await api.get('/api/tenant/dashboard/home/info', tenant.token)).body).toEqual({ dashboardId: tenantHome.body.id, hideDashboardToolbar: true });
        const home = await api.get('/api/dashboard/home', tenant.token);
        expect(home.body).toMatchObject({ title: 'Tenant home', hideDashboardToolbar: true });

        const customerRow = (await api.get(`/api/customer/${customer.customerId}`, tenant.token)).body;
        await api.post('/api/customer', { ...customerRow, additionalInfo: { homeDashboardId: customerHome.body.id.id, homeDashboardHideToolbar: false } }, tenant.token);
        expect((await api.get('/api/dashboard/home/info', customer.token)).body).toEqual({ dashboardId: customerHome.body.id, hideDashboardToolbar: false });
        // Customer B may not open the tenant's home dashboard, so it has none.
        expect((await api.get('/api/dashboard/home', otherCustomer.token)).body).toBeNull();
        const foreign = await api.post('/api/tenant/dashboard/home/info', { dashboardId: tenantHome.body.id, hideDashboardToolbar: false }, world.tenant2.token);
        expect(foreign.status).toBe(403);
        expect((await api.post('/api/tenant/dashboard/home/info', { dashboardId: null, hideDashboardToolbar: false }, tenant.token)).status).toBe(200);
        expect((await api.get('/api/dashboard/home', tenant.token)).body).toBeNull();
    });
});

describe('edge assignment', () => {
    it('assigns devices, assets, entity views, dashboards and rule chains to an edge and lists them', async () => {
        const { api, tenant, tenant2 } = world;
        const edge = (await api.post('/api/edge', { name: 'Assigning edge', type: 'default' }, tenant.token)).body;
        const device = (await api.post('/api/device', { name: 'Edge device' }, tenant.token)).body;
        const asset = (await api.post('/api/asset', { name: 'Edge asset', type: 'site' }, tenant.token)).body;
        const dashboard = (await api.post('/api/dashboard', { title: 'Edge dashboard' }, tenant.token)).body;
        const chain = (await api.post('/api/ruleChain', { name: 'Edge chain', type: 'EDGE' }, tenant.token)).body;
        for (const [singular, entity] of [['device', device], ['asset', asset], ['dashboard', dashboard], ['ruleChain', chain]] as const) {
            const assigned = await api.post(`/api/edge/${edge.id.id}/${singular}/${entity.id.id}`, undefined, tenant.token);
            expect(assigned.status, assigned.text).toBe(200);
        }
        expect((await api.get(`/api/edge/${edge.id.id}/devices?pageSize=10&page=0`, tenant.token)).body.data.map((d: Json) => d.name)).toEqual(['Edge device']);
        expect((await api.get(`/api/edge/${edge.id.id}/assets?pageSize=10&page=0`, tenant.token)).body.totalElements).toBe(1);
        expect((await api.get(`/api/edge/${edge.id.id}/dashboards?pageSize=10&page=0`, tenant.token)).body.data.map((d: Json) => d.title)).toEqual(['Edge dashboard']);
        // The chain assigned here, and the edge template root every new edge starts with.
        expect((await api.get(`/api/edge/${edge.id.id}/ruleChains?pageSize=10&page=0`, tenant.token)).body.totalElements).toBe(2);
        expect((await api.call('DELETE', `/api/edge/${edge.id.id}/device/${device.id.id}`, { token: tenant.token })).status).toBe(200);
        expect((await api.get(`/api/edge/${edge.id.id}/devices?pageSize=10&page=0`, tenant.token)).body.totalElements).toBe(0);
        expect((await api.post(`/api/edge/${edge.id.id}/asset/${asset.id.id}`, undefined, tenant2.token)).status).toBe(403);
        expect((await api.get(`/api/edge/${edge.id.id}/assets?pageSize=10&page=0`, tenant2.token)).status).toBe(403);
        // Deleting the asset takes its relation to the edge with it.
        await api.call('DELETE', `/api/asset/${asset.id.id}`, { token: tenant.token });
        expect((await api.get(`/api/edge/${edge.id.id}/assets?pageSize=10&page=0`, tenant.token)).body.totalElements).toBe(0);
    });
});

describe('rule chain from the device-profile template', () => {
    it('creates a non-root chain with the template nodes', async () => {
        const { api, tenant, customer } = world;
        const chain = await api.post('/api/ruleChain/device/default', { name: 'Thermostat chain' }, tenant.token);
        expect(chain.body).toMatchObject({ name: 'Thermostat chain', type: 'CORE', root: false });
        expect(chain.body.firstRuleNodeId.entityType).toBe('RULE_NODE');
        expect((await api.post('/api/ruleChain/device/default', { name: ' ' }, tenant.token)).body.message).toBe('Rule chain name should be specified!');
        expect((await api.post('/api/ruleChain/device/default', { name: 'x' }, customer.token)).status).toBe(403);
    });
});

describe('device profile infos', () => {
    it('are readable by customer users of the tenant, full profiles are not', async () => {
        const { api, customer, customer2 } = world;
        const info = await api.get('/api/deviceProfileInfo/default', customer.token);
        expect(info.body).toMatchObject({ type: 'DEFAULT', transportType: expect.any(String) });
        expect(Object.keys(info.body).sort()).toEqual(['defaultDashboardId', 'id', 'image', 'name', 'transportType', 'type']);
        expect((await api.get(`/api/deviceProfileInfo/${info.body.id.id}`, customer.token)).status).toBe(200);
        expect((await api.get(`/api/deviceProfileInfo/${info.body.id.id}`, customer2.token)).status).toBe(403);
        expect((await api.get(`/api/deviceProfile/${info.body.id.id}`, customer.token)).status).toBe(403);
        const list = await api.get('/api/deviceProfileInfos?pageSize=50&page=0', customer.token);
        expect(list.body.data.map((p: Json) => p.name)).toContain('thermostat');
        expect((await api.get('/api/deviceProfileInfos?pageSize=50&page=0', world.sysadmin.token)).status).toBe(403);
    });
});
