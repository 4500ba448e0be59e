import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../server/context';
import { createWorld, type Session, type World } from './fixtures';

/**
 * The trash (issue #28 points 4 and 8; Thingdeck paths beyond ThingsBoard 3.3): a delete answers as
 * ThingsBoard's and the entity is gone for every ThingsBoard call; its tenant's admins list, restore
 * (with credentials, attributes, telemetry, relations and assignments) or purge it; a restore that
 * cannot bring everything back restores the rest and lists what it could not.
 */
type Json = Record<string, any>;
let world: World;
const DAY_MS = 86_400_000;

const call = (method: string, path: string, session: Session, body?: unknown) => world.api.call(method, path, { body, token: session.token });
const ok = async (method: string, path: string, session: Session, body?: unknown): Promise<Json> => {
    const response = await call(method, path, session, body);
    expect(response.status, `${method} ${path}: ${response.text}`).toBe(200);
    return response.body as Json;
};
const trashOf = async (session: Session, query = '') => (await ok('GET', `/api/trash?pageSize=100&page=0${query}`, session)).data as Json[];
const entryOf = async (session: Session, entityId: string) => (await trashOf(session)).find(entry => entry.entityId.id === entityId);
const ctxOf = () => (world.server.app as unknown as { ctx: AppContext }).ctx;

let seq = 0;
const unique = (prefix: string) => `${prefix} ${Date.now()}-${++seq}`;

/** A device with a token, an attribute, telemetry, a relation from an asset and a customer. */
async function deviceWithEverything(session = world.tenant) {
    const customer = await ok('POST', '/api/customer', session, { title: unique('Trash customer') });
    const token = `tok-${Date.now()}-${++seq}`;
    const device = await ok('POST', `/api/device?accessToken=${token}`, session, { name: unique('Pump'), type: 'default' });
    const asset = await ok('POST', '/api/asset', session, { name: unique('Plant'), type: 'building' });
    await ok('POST', `/api/plugins/telemetry/DEVICE/${device.id.id}/attributes/SERVER_SCOPE`, session, { location: 'hall 3' });
    await ok('POST', `/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`, session, { temperature: 21.5 });
    await ok('POST', '/api/relation', session, { from: asset.id, to: device.id, type: 'Contains', typeGroup: 'COMMON' });
    await ok('POST', `/api/customer/${customer.id.id}/device/${device.id.id}`, session);
    return { customer, device, asset, token };
}

beforeAll(async () => {
    world = await createWorld();
});
afterAll(() => world.close());

describe('delete, list and restore', () => {
    it('a device: the delete answers as ThingsBoard, then everything comes back with the restore', async () => {
        const { customer, device, asset, token } = await deviceWithEverything();
        const deleted = await call('DELETE', `/api/device/${device.id.id}`, world.tenant);
        expect(deleted.status).toBe(200);
        expect(deleted.text).toBe('');
        // Gone for every ThingsBoard call: read, lists, name free.
        const read = await call('GET', `/api/device/${device.id.id}`, world.tenant);
        expect(read.status).toBe(404);
        expect(read.body).toMatchObject({ status: 404, errorCode: 32, message: `Device with id [${device.id.id}] is not found` });
        const list = await ok('GET', `/api/tenant/devices?pageSize=100&page=0&textSearch=${encodeURIComponent(device.name)}`, world.tenant);
        expect(list.data).toEqual([]);
        expect((await call('GET', `/api/plugins/telemetry/DEVICE/${device.id.id}/values/attributes`, world.tenant)).status).not.toBe(200);

        const entry = await entryOf(world.tenant, device.id.id);
        expect(entry).toMatchObject({ entityId: { entityType: 'DEVICE', id: device.id.id }, name: device.name, deletedByUserId: world.tenant.userId, deletedByUserName: 'tenant@thingsboard.org' });
        expect(entry!.expiresTime - entry!.deletedTime).toBe(30 * DAY_MS);
        expect(entry!.deletedTime).toBeGreaterThan(Date.now() - 60_000);

        const restored = await ok('POST', `/api/trash/${entry!.id}/restore`, world.tenant);
        expect(restored).toEqual({ entityId: device.id, name: device.name, notRestored: [] });
        const back = await ok('GET', `/api/device/${device.id.id}`, world.tenant);
        expect(back).toMatchObject({ name: device.name, customerId: customer.id });
        expect((await ok('GET', `/api/device/${device.id.id}/credentials`, world.tenant)).credentialsId).toBe(token);
        const attributes = await ok('GET', `/api/plugins/telemetry/DEVICE/${device.id.id}/values/attributes/SERVER_SCOPE?keys=location`, world.tenant);
        expect(attributes).toMatchObject([{ key: 'location', value: 'hall 3' }]);
        const latest = await ok('GET', `/api/plugins/telemetry/DEVICE/${device.id.id}/values/timeseries?keys=temperature`, world.tenant);
        expect(Number(latest.temperature[0].value)).toBe(21.5);
        const relations = await ok('GET', `/api/relations?fromId=${asset.id.id}&fromType=ASSET`, world.tenant);
        expect(relations).toMatchObject([{ to: device.id, type: 'Contains' }]);
        expect(await entryOf(world.tenant, device.id.id)).toBeUndefined();
        // The audit log tells the delete and the restore apart: DELETED, then ADDED from the trash.
        const audit = (await ok('GET', `/api/audit/logs/entity/DEVICE/${device.id.id}?pageSize=100&page=0&sortProperty=createdTime&sortOrder=DESC`, world.tenant)).data as Json[];
        expect(audit.map(log => log.actionType).slice(0, 2)).toEqual(['ADDED', 'DELETED']);
        expect(audit[0]).toMatchObject({ entityName: device.name, actionData: { restoredFromTrash: true, notRestored: [] } });
        // The device talks with its token again.
        expect((await world.api.post(`/api/v1/${token}/telemetry`, { temperature: 22 })).status).toBe(200);
    });

    it('a customer: its users and the assignments of its entities and dashboards come back', async () => {
        const customer = await ok('POST', '/api/customer', world.tenant, { title: unique('Customer to restore') });
        const device = await ok('POST', '/api/device', world.tenant, { name: unique('Assigned device'), type: 'default' });
        const dashboard = await ok('POST', '/api/dashboard', world.tenant, { title: unique('Shared dashboard') });
        const email = `trash-${Date.now()}@example.com`;
        const user = await ok('POST', '/api/user?sendActivationMail=false', world.tenant, { email, authority: 'CUSTOMER_USER', customerId: customer.id });
        await ok('POST', `/api/customer/${customer.id.id}/device/${device.id.id}`, world.tenant);
        await ok('POST', `/api/customer/${customer.id.id}/dashboard/${dashboard.id.id}`, world.tenant);

        expect((await call('DELETE', `/api/customer/${customer.id.id}`, world.tenant)).status).toBe(200);
        expect((await call('GET', `/api/user/${user.id.id}`, world.tenant)).status).toBe(404);
        expect((await ok('GET', `/api/device/${device.id.id}`, world.tenant)).customerId.id).toBe('13814000-1dd2-11b2-8080-808080808080');
        // The title is free: ThingsBoard users expect to create a customer of the same name.
        const entry = await entryOf(world.tenant, customer.id.id);
        const restored = await ok('POST', `/api/trash/${entry!.id}/restore`, world.tenant);
        expect(restored.notRestored).toEqual([]);
        expect(await ok('GET', `/api/user/${user.id.id}`, world.tenant)).toMatchObject({ email, customerId: customer.id });
        expect((await ok('GET', `/api/device/${device.id.id}`, world.tenant)).customerId).toEqual(customer.id);
        const shared = await ok('GET', `/api/dashboard/${dashboard.id.id}`, world.tenant);
        expect(shared.assignedCustomers.map((entry: Json) => entry.customerId.id)).toEqual([customer.id.id]);
    });

    it('a dashboard and a rule chain come back with their history and metadata', async () => {
        const dashboard = await ok('POST', '/api/dashboard', world.tenant, { title: unique('Board') });
        await ok('POST', '/api/dashboard', world.tenant, { ...dashboard, title: `${dashboard.title} v2` });
        const chain = await ok('POST', '/api/ruleChain', world.tenant, { name: unique('Chain'), type: 'CORE' });
        const metadata = await ok('POST', '/api/ruleChain/metadata', world.tenant, {
            ruleChainId: chain.id, firstNodeIndex: 0,
            nodes: [{ type: 'org.thingsboard.rule.engine.filter.TbMsgTypeSwitchNode', name: 'Switch', configuration: { version: 0 } }],
            connections: [],
        });
        for (const [path, id] of [[`/api/dashboard/${dashboard.id.id}`, dashboard.id.id], [`/api/ruleChain/${chain.id.id}`, chain.id.id]] as const) {
            expect((await call('DELETE', path, world.tenant)).status).toBe(200);
            const entry = await entryOf(world.tenant, id);
            expect((await ok('POST', `/api/trash/${entry!.id}/restore`, world.tenant)).notRestored).toEqual([]);
        }
        expect((await ok('GET', `/api/dashboard/${dashboard.id.id}`, world.tenant)).title).toBe(`${dashboard.title} v2`);
        expect((await ok('GET', `/api/history/DASHBOARD/${dashboard.id.id}/versions?pageSize=10&page=0`, world.tenant)).totalElements).toBe(2);
        const back = await ok('GET', `/api/ruleChain/${chain.id.id}/metadata`, world.tenant);
        expect(back.nodes.map((node: Json) => node.name)).toEqual(['Switch']);
        expect(back.nodes[0].id).toEqual(metadata.nodes[0].id);
    });
});

describe('what can no longer come back (point 8)', () => {
    it('a name taken since: restored under a suffixed name, and said so', async () => {
        const device = await ok('POST', '/api/device', world.tenant, { name: unique('Twin'), type: 'default' });
        await ok('DELETE', `/api/device/${device.id.id}`, world.tenant);
        await ok('POST', '/api/device', world.tenant, { name: device.name, type: 'default' });
        const entry = await entryOf(world.tenant, device.id.id);
        const restored = await ok('POST', `/api/trash/${entry!.id}/restore`, world.tenant);
        expect(restored.name).toBe(`${device.name} (restored)`);
        expect(restored.notRestored).toMatchObject([{ kind: 'NAME', reason: 'TAKEN', original: device.name, replacement: `${device.name} (restored)` }]);
        expect((await ok('GET', `/api/device/${device.id.id}`, world.tenant)).name).toBe(`${device.name} (restored)`);
    });

    it('a token taken since: a new one; a customer purged since and a related asset in the trash: left out and listed', async () => {
        const { customer, device, asset, token } = await deviceWithEverything();
        await ok('DELETE', `/api/device/${device.id.id}`, world.tenant);
        await ok('DELETE', `/api/asset/${asset.id.id}`, world.tenant);
        await ok('DELETE', `/api/customer/${customer.id.id}`, world.tenant);
        const customerEntry = await entryOf(world.tenant, customer.id.id);
        await ok('DELETE', `/api/trash/${customerEntry!.id}`, world.tenant);
        const thief = await ok('POST', `/api/device?accessToken=${token}`, world.tenant, { name: unique('Thief'), type: 'default' });

        const entry = await entryOf(world.tenant, device.id.id);
        const restored = await ok('POST', `/api/trash/${entry!.id}/restore`, world.tenant);
        const kinds = restored.notRestored.map((item: Json) => [item.kind, item.reason]).sort();
        expect(kinds).toEqual([['ACCESS_TOKEN', 'TAKEN'], ['CUSTOMER_ASSIGNMENT', 'DELETED'], ['RELATION', 'IN_TRASH']]);
        const relation = restored.notRestored.find((item: Json) => item.kind === 'RELATION');
        expect(relation).toMatchObject({ other: { entityType: 'ASSET', id: asset.id.id, name: asset.name }, original: 'Contains' });
        expect(relation.message).toContain('in the trash');
        const back = await ok('GET', `/api/device/${device.id.id}`, world.tenant);
        expect(back.customerId.id).toBe('13814000-1dd2-11b2-8080-808080808080');
        const credentials = await ok('GET', `/api/device/${device.id.id}/credentials`, world.tenant);
        expect(credentials.credentialsId).not.toBe(token);
        expect(credentials.credentialsId).toMatch(/^[A-Za-z0-9]{20}$/);
        expect((await ok('GET', `/api/device/${thief.id.id}/credentials`, world.tenant)).credentialsId).toBe(token);
    });

    it('nothing half-restored: a restore that fails changes nothing and keeps the entry', async () => {
        const device = await ok('POST', '/api/device', world.tenant, { name: unique('Atomic'), type: 'default' });
        await ok('DELETE', `/api/device/${device.id.id}`, world.tenant);
        const entry = await entryOf(world.tenant, device.id.id);
        const sqlite = ctxOf().database.sqlite;
        // A trigger that refuses the restore's credentials, written after the device row, stands for any failure midway.
        sqlite.exec(`CREATE TRIGGER trash_test_refuse BEFORE INSERT ON device_credentials BEGIN SELECT RAISE(ABORT, 'refused'); END`);
        try {
            const failed = await call('POST', `/api/trash/${entry!.id}/restore`, world.tenant);
            expect(failed.status).toBeGreaterThanOrEqual(400);
        } finally {
            sqlite.exec('DROP TRIGGER trash_test_refuse');
        }
        expect((await call('GET', `/api/device/${device.id.id}`, world.tenant)).status).toBe(404);
        expect(await entryOf(world.tenant, device.id.id)).toBeDefined();
        expect((await ok('POST', `/api/trash/${entry!.id}/restore`, world.tenant)).notRestored).toEqual([]);
    });
});

describe('purge and expiry', () => {
    it('purges one entry, then all; a purged entry cannot be restored and its telemetry is gone', async () => {
        const { device } = await deviceWithEverything();
        const other = await ok('POST', '/api/asset', world.tenant, { name: unique('Purged asset'), type: 'x' });
        await ok('DELETE', `/api/device/${device.id.id}`, world.tenant);
        await ok('DELETE', `/api/asset/${other.id.id}`, world.tenant);
        const entry = await entryOf(world.tenant, device.id.id);
        expect((await call('DELETE', `/api/trash/${entry!.id}`, world.tenant)).status).toBe(200);
        expect(ctxOf().database.sqlite.prepare('SELECT COUNT(*) FROM ts_kv_latest WHERE entity_id = ?').pluck().get(device.id.id)).toBe(0);
        expect((await call('POST', `/api/trash/${entry!.id}/restore`, world.tenant)).status).toBe(404);
        expect((await call('DELETE', `/api/trash/${entry!.id}`, world.tenant)).status).toBe(404);
        const all = await ok('DELETE', '/api/trash', world.tenant);
        expect(all.purged).toBeGreaterThanOrEqual(1);
        expect(await trashOf(world.tenant)).toEqual([]);
    });

    it('expired entries are purged, a bounded number per pass', async () => {
        for (let i = 0; i < 3; i++) {
            const asset = await ok('POST', '/api/asset', world.tenant, { name: unique('Expiring'), type: 'x' });
            await ok('DELETE', `/api/asset/${asset.id.id}`, world.tenant);
        }
        const trash = ctxOf().trash;
        expect(trash.purgeExpired(Date.now())).toBe(0);
        expect(trash.purgeExpired(Date.now() + 31 * DAY_MS, 2)).toBe(2);
        expect(await trashOf(world.tenant, '&textSearch=Expiring')).toHaveLength(1);
        expect(trash.purgeExpired(Date.now() + 31 * DAY_MS, 2)).toBe(1);
        expect(await trashOf(world.tenant, '&textSearch=Expiring')).toHaveLength(0);
    });

    it("the tenant profile's trashTtlDays: a shorter stay, and 0 makes deletes final", async () => {
        const profile = await ok('POST', '/api/tenantProfile', world.sysadmin, {
            name: unique('Short trash'),
            profileData: { configuration: { type: 'DEFAULT', trashTtlDays: 2 } },
        });
        const tenant = await ok('GET', `/api/tenant/${world.tenant2.tenantId}`, world.sysadmin);
        await ok('POST', '/api/tenant', world.sysadmin, { ...tenant, tenantProfileId: profile.id });
        const first = await ok('POST', '/api/asset', world.tenant2, { name: unique('Two days'), type: 'x' });
        await ok('DELETE', `/api/asset/${first.id.id}`, world.tenant2);
        const entry = await entryOf(world.tenant2, first.id.id);
        expect(entry!.expiresTime - entry!.deletedTime).toBe(2 * DAY_MS);

        await ok('POST', '/api/tenantProfile', world.sysadmin, { ...profile, profileData: { configuration: { type: 'DEFAULT', trashTtlDays: 0 } } });
        const second = await ok('POST', '/api/asset', world.tenant2, { name: unique('Final'), type: 'x' });
        await ok('DELETE', `/api/asset/${second.id.id}`, world.tenant2);
        expect(await entryOf(world.tenant2, second.id.id)).toBeUndefined();

        const refused = await call('POST', '/api/tenantProfile', world.sysadmin, { ...profile, profileData: { configuration: { type: 'DEFAULT', trashTtlDays: -1 } } });
        expect(refused.status).toBe(400);
    });
});

describe('tenants never meet; only tenant admins; bad input', () => {
    let entryId: string;
    beforeAll(async () => {
        const asset = await ok('POST', '/api/asset', world.tenant, { name: unique('Private'), type: 'x' });
        await ok('DELETE', `/api/asset/${asset.id.id}`, world.tenant);
        entryId = (await entryOf(world.tenant, asset.id.id))!.id;
    });

    it('another tenant neither lists, restores nor purges it', async () => {
        expect((await trashOf(world.tenant2)).some(entry => entry.id === entryId)).toBe(false);
        const restore = await call('POST', `/api/trash/${entryId}/restore`, world.tenant2);
        expect(restore.status).toBe(404);
        expect(restore.body).toMatchObject({ status: 404, errorCode: 32, message: "Requested item wasn't found!" });
        expect((await call('DELETE', `/api/trash/${entryId}`, world.tenant2)).status).toBe(404);
        await ok('DELETE', '/api/trash', world.tenant2);
        expect((await trashOf(world.tenant)).some(entry => entry.id === entryId)).toBe(true);
    });

    it('customer users and the sysadmin are refused on every path', async () => {
        for (const session of [world.customer, world.sysadmin]) {
            for (const [method, path] of [['GET', '/api/trash?pageSize=10&page=0'], ['POST', `/api/trash/${entryId}/restore`], ['DELETE', `/api/trash/${entryId}`], ['DELETE', '/api/trash']]) {
                const response = await call(method!, path!, session);
                expect(response.status, `${method} ${path}`).toBe(403);
                expect(response.body).toMatchObject({ errorCode: 20, message: "You don't have permission to perform this operation!" });
            }
        }
        expect((await world.api.call('GET', '/api/trash?pageSize=10&page=0')).status).toBe(401);
        expect((await trashOf(world.tenant)).some(entry => entry.id === entryId)).toBe(true);
    });

    it('bad input: clear 400s, never a 500; page sizes bounded', async () => {
        for (const path of ['/api/trash?pageSize=1001&page=0', '/api/trash?pageSize=0&page=0', '/api/trash?page=0', '/api/trash?pageSize=10&page=-1', '/api/trash?pageSize=10&page=0&entityType=TENANT']) {
            const response = await call('GET', path, world.tenant);
            expect(response.status, path).toBe(400);
            expect(response.body).toMatchObject({ status: 400, errorCode: 31 });
        }
        for (const [method, path] of [['POST', '/api/trash/not-a-uuid/restore'], ['DELETE', '/api/trash/not-a-uuid']]) {
            const response = await call(method!, path!, world.tenant);
            expect(response.status, path).toBe(400);
        }
        const search = await ok('GET', '/api/trash?pageSize=10&page=0&textSearch=%25_', world.tenant);
        expect(search.data).toEqual([]);
    });
});
