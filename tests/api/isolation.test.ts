// The isolation matrix: every registry endpoint × every role × own and foreign tenant and customer.
// For every answer it checks the one rule of the product: nobody sees or changes rows that are not
// theirs. The oracle below is written from ThingsBoard's rules, not from the guard's code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../resources';
import { endpointsOf, type ResourceDefinition } from '../../resources/kernel';
import { creatorOf, plainBody } from '../support/plainEntity';
import { createWorld, type Session, type World } from './fixtures';
import { NULL_UUID } from '../../resources/kernel';

type Json = Record<string, any>;
type Role = 'sysadmin' | 'tenant' | 'customer' | 'otherCustomer' | 'tenant2' | 'customer2';
const ROLES: Role[] = ['sysadmin', 'tenant', 'customer', 'otherCustomer', 'tenant2', 'customer2'];

/** ThingsBoard's names of the entity types in "X with id [..] is not found". */
const ENTITY_LABELS: Record<string, string> = {
    TENANT: 'Tenant', TENANT_PROFILE: 'Tenant profile', CUSTOMER: 'Customer', USER: 'User', DASHBOARD: 'Dashboard', ASSET: 'Asset',
    DEVICE: 'Device', DEVICE_PROFILE: 'Device profile', ENTITY_VIEW: 'Entity view', EDGE: 'Edge', RULE_CHAIN: 'Rule chain',
    WIDGETS_BUNDLE: 'Widgets bundle', TB_RESOURCE: 'Resource', OTA_PACKAGE: 'OTA package',
};

let world: World;
/** Rows of each resource owned by different tenants and customers: resource name → ids. */
const rows = new Map<string, string[]>();

const authorityOf = (role: Role) => (role === 'sysadmin' ? 'SYS_ADMIN' : role.startsWith('tenant') ? 'TENANT_ADMIN' : 'CUSTOMER_USER');

/** Whether a caller may see a row, by ThingsBoard's rules. */
function visible(role: Role, session: Session, resource: ResourceDefinition, row: Json): boolean {
    const authority = authorityOf(role);
    const tenantId = row.tenantId?.id;
    const customerId = row.customerId?.id;
    const systemRow = tenantId === NULL_UUID;
    switch (resource.name) {
        case 'tenants':
            return authority === 'SYS_ADMIN' || (authority === 'TENANT_ADMIN' && row.id.id === session.tenantId);
        case 'tenantProfiles':
            return authority === 'SYS_ADMIN';
        case 'users':
            if (row.id.id === session.userId) return true;
            if (authority === 'SYS_ADMIN') return row.authority === 'TENANT_ADMIN' || systemRow;
            return authority === 'TENANT_ADMIN' && tenantId === session.tenantId && row.authority !== 'SYS_ADMIN';
        case 'customers':
            return tenantId === session.tenantId && (authority === 'TENANT_ADMIN' || row.id.id === session.customerId);
        case 'widgetsBundles':
            return systemRow || (authority !== 'SYS_ADMIN' && tenantId === session.tenantId);
        case 'resources':
            return authority !== 'CUSTOMER_USER' && (systemRow || (authority !== 'SYS_ADMIN' && tenantId === session.tenantId));
        case 'dashboards':
            if (authority === 'SYS_ADMIN') return true;
            if (tenantId !== session.tenantId) return false;
            return authority === 'TENANT_ADMIN' || (row.assignedCustomers ?? []).some((c: Json) => c.customerId.id === session.customerId);
        default:
            if (authority === 'SYS_ADMIN' || tenantId !== session.tenantId) return false;
            return authority === 'TENANT_ADMIN' || (customerId !== undefined && customerId === session.customerId);
    }
}

beforeAll(async () => {
    world = await createWorld();
    const { api, sysadmin, tenant, tenant2, customer, customer2 } = world;
    const post = async (path: string, body: unknown, token: string) => {
        const response = await api.post(path, body, token);
        if (response.status !== 200) throw new Error(`${path}: ${response.status} ${response.text}`);
        return response.body as Json;
    };
    const add = (name: string, ...ids: string[]) => rows.set(name, [...(rows.get(name) ?? []), ...ids]);

    for (const [session, suffix, customerId] of [[tenant, '1', customer.customerId], [tenant2, '2', customer2.customerId]] as const) {
        const device = await post('/api/device', { name: `iso-device-${suffix}` }, session.token);
        const assigned = await post('/api/device', { name: `iso-device-${suffix}-c` }, session.token);
        await post(`/api/customer/${customerId}/device/${assigned.id.id}`, undefined, session.token);
        add('devices', device.id.id, assigned.id.id);
        const asset = await post('/api/asset', { name: `iso-asset-${suffix}`, type: 'building' }, session.token);
        await post(`/api/customer/${customerId}/asset/${asset.id.id}`, undefined, session.token);
        add('assets', asset.id.id, (await post('/api/asset', { name: `iso-asset-${suffix}-u`, type: 'building' }, session.token)).id.id);
        const view = await post('/api/entityView', { name: `iso-view-${suffix}`, type: 'v', entityId: device.id }, session.token);
        await post(`/api/customer/${customerId}/entityView/${view.id.id}`, undefined, session.token);
        add('entityViews', view.id.id);
        const edge = await post('/api/edge', { name: `iso-edge-${suffix}`, type: 'default' }, session.token);
        await post(`/api/customer/${customerId}/edge/${edge.id.id}`, undefined, session.token);
        add('edges', edge.id.id, (await post('/api/edge', { name: `iso-edge-${suffix}-u`, type: 'default' }, session.token)).id.id);
        const dashboard = await post('/api/dashboard', { title: `iso-dashboard-${suffix}` }, session.token);
        await post(`/api/customer/${customerId}/dashboard/${dashboard.id.id}`, undefined, session.token);
        add('dashboards', dashboard.id.id, (await post('/api/dashboard', { title: `iso-dashboard-${suffix}-u` }, session.token)).id.id);
        const profile = await api.get('/api/deviceProfileInfo/default', session.token);
        add('deviceProfiles', profile.body.id.id);
        const otherProfile = await post('/api/deviceProfile', { name: `iso-profile-${suffix}` }, session.token);
        add('deviceProfiles', otherProfile.id.id);
        add('otaPackages', (await post('/api/otaPackage', { title: `iso-ota-${suffix}`, version: '1', type: 'FIRMWARE', deviceProfileId: profile.body.id }, session.token)).id.id);
        const chains = await api.get('/api/ruleChains?pageSize=10&page=0', session.token);
        add('ruleChains', chains.body.data[0].id.id, (await post('/api/ruleChain', { name: `iso-chain-${suffix}` }, session.token)).id.id);
        add('widgetsBundles', (await post('/api/widgetsBundle', { title: `iso-bundle-${suffix}` }, session.token)).id.id);
        add('resources', (await post('/api/resource', { title: `iso-res-${suffix}`, resourceType: 'JKS', fileName: `k${suffix}.jks`, data: 'AAEC' }, session.token)).id.id);
        add('customers', customerId);
        add('tenants', session.tenantId);
        add('users', session.userId);
    }
    add('users', customer.userId, customer2.userId, world.otherCustomer.userId, sysadmin.userId);
    add('customers', world.otherCustomer.customerId);
    add('widgetsBundles', (await post('/api/widgetsBundle', { title: 'iso-bundle-system' }, sysadmin.token)).id.id);
    add('resources', (await post('/api/resource', { title: 'iso-res-system', resourceType: 'JKS', fileName: 'sys.jks', data: 'AAEC' }, sysadmin.token)).id.id);
    const profiles = await api.get('/api/tenantProfiles?pageSize=10&page=0', sysadmin.token);
    add('tenantProfiles', ...profiles.body.data.map((p: Json) => p.id.id));

    // Plain entries (no rows made above): two rows per tenant, one assigned to the tenant's customer when the entry assigns.
    for (const resource of registry.filter(entry => !rows.has(entry.name))) {
        const owners = creatorOf(resource) === 'TENANT_ADMIN' ? ([[tenant, customer.customerId], [tenant2, customer2.customerId]] as const) : ([[sysadmin, null]] as const);
        for (const [session, customerId] of owners) {
            const [kept, assigned] = [0, 1].map(i => post(resource.endpoints.save.slice(5), plainBody(resource, `iso-${resource.name}-${session.tenantId.slice(0, 8)}-${i}`, i), session.token));
            const row = await assigned!;
            add(resource.name, (await kept!).id.id, row.id.id);
            const assign = `/api/customer/${customerId}/${resource.singular}/${row.id.id}`;
            if (customerId && resource.permissions.TENANT_ADMIN?.includes('assign')) await post(assign, undefined, session.token);
        }
    }
}, 60_000);
afterAll(() => world.close());

/** Concrete paths for a contract path: the given row ids for the entity's own id, every own and foreign parent id otherwise. */
function concretePaths(path: string, ids: string[], idParam?: string): string[] {
    const params = [...path.matchAll(/\{(\w+)\}/g)].map(match => match[1]!);
    let paths = [path];
    for (const param of params) {
        const values =
            param === idParam
                ? ids
                : param === 'customerId'
                ? [world.customer.customerId, world.otherCustomer.customerId, world.customer2.customerId]
                : param === 'tenantId'
                  ? [world.tenant.tenantId, world.tenant2.tenantId]
                  : ids;
        paths = paths.flatMap(p => values.map(value => p.replace(`{${param}}`, value)));
    }
    return paths;
}

describe.each(registry.map(resource => [resource.name, resource] as const))('isolation of %s', (_name, resource) => {
    it('lists show only rows the caller may see', async () => {
        const lists = endpointsOf(resource).filter(call => call.startsWith('GET') && !call.endsWith('Id}'));
        let answered = 0;
        for (const role of ROLES) {
            const session = world[role];
            for (const call of lists) {
                for (const path of concretePaths(call.slice(4), [])) {
                    const response = await world.api.get(`${path}?pageSize=1000&page=0`, session.token);
                    // A list whose id parameter is required answers ThingsBoard's 400 before any role check: no rows, no leak.
                    const missingParameter = response.status === 400 && /^Required \w+ parameter '\w+' is not present$/.test(response.body.message);
                    expect(missingParameter || [200, 403, 404].includes(response.status), `${role} ${path}: ${response.text}`).toBe(true);
                    if (response.status !== 200) continue;
                    answered++;
                    const items: Json[] = Array.isArray(response.body) ? response.body : response.body.data;
                    const leaks = items.filter(item => !visible(role, session, resource, item));
                    expect(leaks.map(item => item.name ?? item.title ?? item.email), `${role} ${path}`).toEqual([]);
                }
            }
        }
        expect(answered).toBeGreaterThan(0);
    });

    it('reads, saves and deletes of foreign rows are refused', async () => {
        const ids = rows.get(resource.name) ?? [];
        expect(ids.length).toBeGreaterThan(1);
        const owner = world.sysadmin.token;
        for (const id of ids) {
            // The owner's view of the row, taken by whoever may read it.
            let original: Json | null = null;
            for (const role of ROLES) {
                const response = await world.api.get(concretePaths(resource.endpoints.get.slice(4), [id], `${resource.singular}Id`)[0]!, world[role].token);
                if (response.status === 200) {
                    original = response.body;
                    break;
                }
            }
            expect(original, `${resource.name} ${id} readable by someone`).not.toBeNull();
            for (const role of ROLES) {
                const session = world[role];
                const path = concretePaths(resource.endpoints.get.slice(4), [id], `${resource.singular}Id`)[0]!;
                const read = await world.api.get(path, session.token);
                const mine = visible(role, session, resource, original!);
                if (!mine) {
                    // ThingsBoard's device lookup is narrowed to the caller's tenant: another tenant's device is 404.
                    const narrowed = resource.entityType === 'DEVICE' && authorityOf(role) !== 'SYS_ADMIN' && original!.tenantId.id !== session.tenantId;
                    expect(read.status, `${role} GET ${path}`).toBe(narrowed ? 404 : 403);
                    const save = await world.api.post(resource.endpoints.save.slice(5), original, session.token);
                    expect([403, 404], `${role} POST ${resource.name} ${id}: ${save.text}`).toContain(save.status);
                    const removed = await world.api.call('DELETE', concretePaths(resource.endpoints.delete.slice(7), [id], `${resource.singular}Id`)[0]!, { token: session.token });
                    expect([403, 404], `${role} DELETE ${resource.name} ${id}`).toContain(removed.status);
                } else if (resource.name !== 'dashboards' || authorityOf(role) !== 'SYS_ADMIN') {
                    expect(read.status, `${role} GET ${path}: ${read.text}`).toBe(200);
                }
            }
            void owner;
        }
    });

    it('answers 404 for ids that name nothing, to every role', async () => {
        const missing = '5b5e6f70-0000-11ee-8000-000000000000';
        for (const role of ROLES) {
            const response = await world.api.get(concretePaths(resource.endpoints.get.slice(4), [missing], `${resource.singular}Id`)[0]!, world[role].token);
            expect([403, 404]).toContain(response.status);
            if (response.status === 404) expect(response.body).toMatchObject({ errorCode: 32, message: `${ENTITY_LABELS[resource.entityType]} with id [${missing}] is not found` });
            else expect(response.body).toMatchObject({ errorCode: 20, message: "You don't have permission to perform this operation!" });
        }
    });
});

/** Entity actions beyond CRUD: [method, path with {id} and {own customer}, resource, body]. */
const ACTIONS: Array<[string, string, string, ((role: Role, id: string) => unknown)?]> = [
    ...['asset', 'device', 'entityView', 'edge', 'tenant', 'dashboard', 'otaPackage', 'resource'].map(
        singular => ['GET', `/api/${singular}/info/{id}`, `${singular === 'resource' ? 'resources' : singular === 'entityView' ? 'entityViews' : `${singular}s`}`] as [string, string, string],
    ),
    ...(['asset', 'device', 'entityView', 'edge'] as const).flatMap(singular => {
        const name = `${singular}s`;
        return [
            ['POST', `/api/customer/{customer}/${singular}/{id}`, name],
            ['DELETE', `/api/customer/${singular}/{id}`, name],
            ['POST', `/api/customer/public/${singular}/{id}`, name],
        ] as Array<[string, string, string]>;
    }),
    ['GET', '/api/device/{id}/credentials', 'devices'],
    ['POST', '/api/device/credentials', 'devices', (_role, id) => ({ deviceId: { entityType: 'DEVICE', id }, credentialsType: 'ACCESS_TOKEN', credentialsId: `stolen-${id}` })],
    ['POST', '/api/customer/{customer}/dashboard/{id}', 'dashboards'],
    ['DELETE', '/api/customer/{customer}/dashboard/{id}', 'dashboards'],
    ['POST', '/api/dashboard/{id}/customers', 'dashboards', role => [world[role].customerId]],
    ['POST', '/api/dashboard/{id}/customers/add', 'dashboards', role => [world[role].customerId]],
    ['POST', '/api/dashboard/{id}/customers/remove', 'dashboards', role => [world[role].customerId]],
    ['POST', '/api/customer/public/dashboard/{id}', 'dashboards'],
    ['DELETE', '/api/customer/public/dashboard/{id}', 'dashboards'],
    ['POST', '/api/deviceProfile/{id}/default', 'deviceProfiles'],
    ['GET', '/api/deviceProfileInfo/{id}', 'deviceProfiles'],
    ['POST', '/api/tenantProfile/{id}/default', 'tenantProfiles'],
    ['GET', '/api/tenantProfileInfo/{id}', 'tenantProfiles'],
    ['POST', '/api/ruleChain/{id}/root', 'ruleChains'],
    ['POST', '/api/edge/sync/{id}', 'edges'],
    ['GET', '/api/otaPackage/{id}/download', 'otaPackages'],
    ['GET', '/api/resource/{id}/download', 'resources'],
    ['GET', '/api/customer/{id}/title', 'customers'],
    ['GET', '/api/customer/{id}/shortInfo', 'customers'],
    ['POST', '/api/user/{id}/userCredentialsEnabled?userCredentialsEnabled=false', 'users'],
    ['GET', '/api/user/{id}/activationLink', 'users'],
];

/** Reads open to every user of the row's tenant (a customer user reads its devices' profile info). */
const TENANT_WIDE_READS = new Set(['/api/deviceProfileInfo/{id}']);

describe('isolation of entity actions', () => {
    it('refuses every action on a row the caller may not see, and changes nothing', async () => {
        const snapshot = async () => {
            const rowsNow: Record<string, unknown> = {};
            for (const resource of registry) {
                for (const id of rows.get(resource.name) ?? []) {
                    const path = concretePaths(resource.endpoints.get.slice(4), [id], `${resource.singular}Id`)[0]!;
                    for (const role of ROLES) {
                        const response = await world.api.get(path, world[role].token);
                        if (response.status === 200) {
                            rowsNow[`${resource.name}/${id}`] = response.body;
                            break;
                        }
                    }
                }
            }
            return rowsNow;
        };
        const before = await snapshot();
        let refused = 0;
        for (const [method, template, name, body] of ACTIONS) {
            const resource = registry.find(entry => entry.name === name)!;
            for (const id of rows.get(name) ?? []) {
                const original = before[`${name}/${id}`] as Json;
                for (const role of ROLES) {
                    if (visible(role, world[role], resource, original)) continue;
                    if (TENANT_WIDE_READS.has(template) && original.tenantId?.id === world[role].tenantId) continue;
                    const path = template.replace('{id}', id).replace('{customer}', world[role].customerId === NULL_UUID ? world.customer.customerId : world[role].customerId);
                    const response = await world.api.call(method, path, { token: world[role].token, body: body?.(role, id) });
                    expect([403, 404], `${role} ${method} ${path}: ${response.status} ${response.text}`).toContain(response.status);
                    refused++;
                }
            }
        }
        expect(refused).toBeGreaterThan(300);
        expect(await snapshot()).toEqual(before);
    });
});

describe('isolation of rule chain references', () => {
    it("a chain may name a row of its own tenant as a generator's originator, and no other row", async () => {
        // By ThingsBoard's rules a chain acts inside its tenant only: the row's tenant decides.
        for (const [session, other] of [[world.tenant, world.tenant2], [world.tenant2, world.tenant]] as const) {
            const chain = await world.api.post('/api/ruleChain', { name: 'iso-references' }, session.token);
            let checked = 0;
            for (const resource of registry) {
                for (const id of rows.get(resource.name) ?? []) {
                    const path = concretePaths(resource.endpoints.get.slice(4), [id], `${resource.singular}Id`)[0]!;
                    let row: Json = {};
                    for (const token of [world.sysadmin.token, other.token, session.token]) {
                        const read = await world.api.get(path, token);
                        if (read.status === 200) {
                            row = read.body;
                            break;
                        }
                    }
                    const owner = resource.name === 'tenants' ? row.id.id : row.tenantId?.id;
                    const generator = { type: 'org.thingsboard.rule.engine.debug.TbMsgGeneratorNode', name: 'Gen', debugMode: false, additionalInfo: null, configuration: { msgCount: 1, periodInSeconds: 3600, originatorType: resource.entityType, originatorId: id, jsScript: 'return {msg: {}};' } };
                    const saved = await world.api.post('/api/ruleChain/metadata', { ruleChainId: chain.body.id, firstNodeIndex: 0, nodes: [generator], connections: [] }, session.token);
                    expect(saved.status, `${resource.entityType} ${id} of ${owner}: ${saved.text}`).toBe(owner === session.tenantId ? 200 : 400);
                    checked++;
                }
            }
            expect(checked).toBeGreaterThan(30);
        }
    });
});
