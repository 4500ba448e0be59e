import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixtures';

/**
 * Tenant profile entity limits (reference §1.3): a tenant at its limit is refused with ThingsBoard's
 * error body and wording, and nothing is created — through the REST save, bulk import, provisioning,
 * rule chain import and file uploads. The demo tenant (default profile, all 0) stays unlimited.
 */
let world: World;
type Json = Record<string, any>;

beforeAll(async () => {
    world = await createWorld();
});
afterAll(() => world.close());

const sqlite = () => world.server.app.ctx.database.sqlite;
const count = (table: string, tenantId = world.tenant2.tenantId) => sqlite().prepare(`SELECT COUNT(*) FROM ${table} WHERE tenant_id = ?`).pluck().get(tenantId) as number;

/** Puts the second tenant on a profile with these limits (a new profile each time). */
async function limitTenant2(configuration: Record<string, number>): Promise<void> {
    const { api, sysadmin, tenant2 } = world;
    const profile = await api.post('/api/tenantProfile', { name: `Limited ${crypto.randomUUID()}`, profileData: { configuration: { type: 'DEFAULT', ...configuration } } }, sysadmin.token);
    expect(profile.status, profile.text).toBe(200);
    const tenant = (await api.get(`/api/tenant/${tenant2.tenantId}`, sysadmin.token)).body;
    const saved = await api.post('/api/tenant', { ...tenant, tenantProfileId: profile.body.id }, sysadmin.token);
    expect(saved.status, saved.text).toBe(200);
}

const expectLimit = (response: { status: number; body: Json }, message: string) => {
    // ThingsBoard 3.3's DataValidationException: 400 with errorCode 31 (BAD_REQUEST_PARAMS).
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: 400, message, errorCode: 31, timestamp: expect.any(String) });
};

describe('entity count limits', () => {
    const cases: Array<{ entity: string; field: string; table: string; plural: string; body: (n: number) => Json; path: string }> = [
        { entity: 'device', field: 'maxDevices', table: 'device', plural: 'devices', path: '/api/device', body: n => ({ name: `Limited device ${n}` }) },
        { entity: 'asset', field: 'maxAssets', table: 'asset', plural: 'assets', path: '/api/asset', body: n => ({ name: `Limited asset ${n}`, type: 'building' }) },
        { entity: 'customer', field: 'maxCustomers', table: 'customer', plural: 'customers', path: '/api/customer', body: n => ({ title: `Limited customer ${n}` }) },
        { entity: 'dashboard', field: 'maxDashboards', table: 'dashboard', plural: 'dashboards', path: '/api/dashboard', body: n => ({ title: `Limited dashboard ${n}` }) },
        { entity: 'rule chain', field: 'maxRuleChains', table: 'rule_chain', plural: 'rule chains', path: '/api/ruleChain', body: n => ({ name: `Limited chain ${n}`, type: 'CORE' }) },
        { entity: 'user', field: 'maxUsers', table: 'tb_user', plural: 'users', path: '/api/user?sendActivationMail=false', body: n => ({ email: `limited${n}@example.com`, authority: 'TENANT_ADMIN' }) },
    ];

    it.each(cases)('$field: one more $entity fits, the next is refused and not created', async ({ field, table, plural, path, body }) => {
        const { api, tenant2 } = world;
        const max = count(table) + 1;
        await limitTenant2({ [field]: max });
        const first = await api.post(path, body(1), tenant2.token);
        expect(first.status, first.text).toBe(200);
        const refused = await api.post(path, body(2), tenant2.token);
        expectLimit(refused, `Can't create more then ${max} ${plural}!`);
        expect(count(table)).toBe(max);
        // Updating an existing entity is no creation.
        const updated = await api.post(path, { ...first.body, ...(first.body.name !== undefined && !first.body.email ? { name: `${first.body.name} renamed` } : {}) }, tenant2.token);
        expect(updated.status, updated.text).toBe(200);
    });

    it('a limit of 0 is unlimited, and one tenant’s limit does not touch another tenant', async () => {
        const { api, tenant, tenant2 } = world;
        await limitTenant2({ maxDevices: count('device') });
        expect((await api.post('/api/device', { name: 'Over the limit' }, tenant2.token)).status).toBe(400);
        // The demo tenant's default profile has every limit at 0.
        expect((await api.post('/api/device', { name: 'Demo tenant is unlimited' }, tenant.token)).status).toBe(200);
        await limitTenant2({ maxDevices: 0 });
        expect((await api.post('/api/device', { name: 'Unlimited again' }, tenant2.token)).status).toBe(200);
    });

    it('holds for bulk import rows: each refused row is reported and not created', async () => {
        const { api, tenant2 } = world;
        const max = count('device') + 1;
        await limitTenant2({ maxDevices: max });
        const file = 'name,type\nImported 1,thermostat\nImported 2,thermostat\nImported 3,thermostat\n';
        const imported = await api.post(
            '/api/device/bulk_import',
            { file, mapping: { columns: [{ type: 'NAME' }, { type: 'TYPE' }], delimiter: ',', header: true, update: false } },
            tenant2.token,
        );
        expect(imported.status, imported.text).toBe(200);
        expect(imported.body.created).toBe(1);
        expect(imported.body.errors).toBe(2);
        expect(imported.body.errorsList).toEqual([`Line: 3; Error: Can't create more then ${max} devices!`, `Line: 4; Error: Can't create more then ${max} devices!`]);
        expect(count('device')).toBe(max);
    });

    it('holds for devices created by provisioning', async () => {
        const { api, tenant2 } = world;
        const profile = await api.post(
            '/api/deviceProfile',
            {
                name: 'Provisioned at the limit',
                transportType: 'DEFAULT',
                provisionType: 'ALLOW_CREATE_NEW_DEVICES',
                provisionDeviceKey: 'limit-key',
                profileData: { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' }, provisionConfiguration: { type: 'ALLOW_CREATE_NEW_DEVICES', provisionDeviceSecret: 'limit-secret' }, alarms: null },
            },
            tenant2.token,
        );
        expect(profile.status, profile.text).toBe(200);
        await limitTenant2({ maxDevices: count('device') });
        const answer = await api.post('/api/v1/provision', { deviceName: 'Provisioned over the limit', provisionDeviceKey: 'limit-key', provisionDeviceSecret: 'limit-secret' });
        expect(answer.body).toMatchObject({ status: 'FAILURE' });
        expect(sqlite().prepare('SELECT 1 FROM device WHERE name = ?').get('Provisioned over the limit')).toBeUndefined();
    });
});

describe('file size limits', () => {
    it('maxResourcesInBytes: a resource that would pass the sum is refused', async () => {
        const { api, tenant2 } = world;
        await limitTenant2({ maxResourcesInBytes: 40 });
        const small = await api.post('/api/resource', { title: 'Small', resourceType: 'JKS', fileName: 'small.jks', data: Buffer.alloc(12).toString('base64') }, tenant2.token);
        expect(small.status, small.text).toBe(200);
        const large = await api.post('/api/resource', { title: 'Large', resourceType: 'JKS', fileName: 'large.jks', data: Buffer.alloc(24).toString('base64') }, tenant2.token);
        expectLimit(large, 'Failed to create the tb resource, files size limit is exhausted 40 bytes!');
        expect(count('tb_resource')).toBe(1);
    });

    it('maxOtaPackagesInBytes: an upload past the sum is refused and the package keeps no data', async () => {
        const { api, tenant2, server } = world;
        await limitTenant2({ maxOtaPackagesInBytes: 1000 });
        const profile = (await api.get('/api/deviceProfileInfo/default', tenant2.token)).body;
        const upload = async (title: string, size: number) => {
            const info = await api.post('/api/otaPackage', { title, version: '1', type: 'FIRMWARE', deviceProfileId: profile.id }, tenant2.token);
            const boundary = '----thingdecklimits';
            const body = Buffer.concat([
                Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="fw.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`),
                crypto.randomBytes(size),
                Buffer.from(`\r\n--${boundary}--\r\n`),
            ]);
            const response = await fetch(`${server.url}/api/otaPackage/${info.body.id.id}?checksumAlgorithm=SHA256`, {
                method: 'POST',
                headers: { 'X-Authorization': `Bearer ${tenant2.token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
                body,
            });
            return { id: info.body.id.id as string, status: response.status, body: (await response.json()) as Json };
        };
        expect((await upload('fw-small', 600)).status).toBe(200);
        const refused = await upload('fw-large', 600);
        expectLimit(refused, 'Failed to create the ota package, files size limit is exhausted 1000 bytes!');
        expect((await api.get(`/api/otaPackage/info/${refused.id}`, tenant2.token)).body.hasData).toBe(false);
    });
});

describe('GET /api/tenants', () => {
    it('lists tenants by id or by page for the sysadmin only', async () => {
        const { api, sysadmin, tenant, tenant2 } = world;
        const byIds = await api.get(`/api/tenants?tenantIds=${tenant.tenantId},${tenant2.tenantId},not-a-uuid`, sysadmin.token);
        expect(byIds.status, byIds.text).toBe(200);
        expect(byIds.body.map((row: Json) => row.title).sort()).toEqual(['Second Tenant', 'Tenant']);
        expect(byIds.body[0]).toMatchObject({ id: { entityType: 'TENANT' }, region: 'Global', tenantProfileId: { entityType: 'TENANT_PROFILE' } });
        const page = await api.get('/api/tenants?pageSize=1&page=0&sortProperty=title&sortOrder=ASC', sysadmin.token);
        expect(page.body).toMatchObject({ totalElements: 2, hasNext: true, data: [{ title: 'Second Tenant' }] });
        expect((await api.get(`/api/tenants?tenantIds=${tenant.tenantId}`, tenant.token)).status).toBe(403);
    });
});
