import { createWorld, type Session, type World } from '../fixtures';

/** Who sends a request: the fixtures' signed-in sessions, or nobody. */
export const ROLES = ['sysadmin', 'tenant', 'customer', 'tenant2', 'customer2', 'anonymous'] as const;
export type Role = (typeof ROLES)[number];
/** The roles of tenant 1, whose answers must never carry tenant 2's data. */
export const TENANT1_ROLES: ReadonlySet<Role> = new Set(['tenant', 'customer']);

/** Entity type → the table of its rows (and whether rows carry a tenant_id). */
const TABLE_OF_TYPE: Record<string, { table: string; tenantColumn: string | null }> = {
    DEVICE: { table: 'device', tenantColumn: 'tenant_id' },
    ASSET: { table: 'asset', tenantColumn: 'tenant_id' },
    CUSTOMER: { table: 'customer', tenantColumn: 'tenant_id' },
    DASHBOARD: { table: 'dashboard', tenantColumn: 'tenant_id' },
    USER: { table: 'tb_user', tenantColumn: 'tenant_id' },
    TENANT: { table: 'tenant', tenantColumn: 'id' },
    EDGE: { table: 'edge', tenantColumn: 'tenant_id' },
    ENTITY_VIEW: { table: 'entity_view', tenantColumn: 'tenant_id' },
    RULE_CHAIN: { table: 'rule_chain', tenantColumn: 'tenant_id' },
    DEVICE_PROFILE: { table: 'device_profile', tenantColumn: 'tenant_id' },
    TENANT_PROFILE: { table: 'tenant_profile', tenantColumn: null },
    OTA_PACKAGE: { table: 'ota_package', tenantColumn: 'tenant_id' },
    TB_RESOURCE: { table: 'tb_resource', tenantColumn: 'tenant_id' },
    WIDGET_TYPE: { table: 'widget_type', tenantColumn: 'tenant_id' },
    WIDGETS_BUNDLE: { table: 'widgets_bundle', tenantColumn: 'tenant_id' },
    ALARM: { table: 'alarm', tenantColumn: 'tenant_id' },
    RPC: { table: 'rpc', tenantColumn: 'tenant_id' },
};

/** Path parameter name → the entity type its id names. */
export const TYPE_OF_PARAM: Record<string, string> = {
    deviceId: 'DEVICE', assetId: 'ASSET', customerId: 'CUSTOMER', dashboardId: 'DASHBOARD', userId: 'USER',
    tenantId: 'TENANT', edgeId: 'EDGE', entityViewId: 'ENTITY_VIEW', ruleChainId: 'RULE_CHAIN',
    deviceProfileId: 'DEVICE_PROFILE', tenantProfileId: 'TENANT_PROFILE', otaPackageId: 'OTA_PACKAGE',
    resourceId: 'TB_RESOURCE', widgetTypeId: 'WIDGET_TYPE', widgetsBundleId: 'WIDGETS_BUNDLE', alarmId: 'ALARM', rpcId: 'RPC',
};

export interface FuzzWorld {
    world: World;
    sessions: Record<Exclude<Role, 'anonymous'>, Session>;
    /** Existing ids by entity type, of both tenants (and the system), for path parameters. */
    idsOfType: Record<string, string[]>;
    /** The signed-in users, their tenants and customers: deleting or disabling them ends the run's sessions. */
    protectedIds: ReadonlySet<string>;
    /** Every id and device token of tenant 2, which no answer to tenant 1 may contain. */
    tenant2Secrets: string[];
}

type Json = Record<string, any>;

/** Gives tenant 2 a little of everything, so there is something of theirs to leak. */
async function seedTenant2(world: World): Promise<void> {
    const { api, tenant2, customer2 } = world;
    const post = async (path: string, body: unknown): Promise<Json> => {
        const response = await api.post(path, body, tenant2.token);
        if (response.status !== 200) throw new Error(`${path}: ${response.status} ${response.text}`);
        return response.body as Json;
    };
    const device = await post('/api/device', { name: 'T2 Sensor', type: 'default', label: 'secret-of-tenant-2' });
    const asset = await post('/api/asset', { name: 'T2 Building', type: 'building' });
    await post(`/api/customer/${customer2.customerId}/device/${device.id.id}`, undefined);
    await post('/api/dashboard', { title: 'T2 Dashboard' });
    await post('/api/entityView', { name: 'T2 View', type: 'view', entityId: device.id });
    await post(`/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`, { temperature: 21.5 });
    await post(`/api/plugins/telemetry/DEVICE/${device.id.id}/attributes/SERVER_SCOPE`, { floor: 3 });
    await post('/api/relation', { from: asset.id, to: device.id, type: 'Contains', typeGroup: 'COMMON' });
    await post('/api/alarm', { originator: device.id, type: 'T2 Overheat', severity: 'MAJOR', status: 'ACTIVE_UNACK' });
}

export async function createFuzzWorld(): Promise<FuzzWorld> {
    const world = await createWorld();
    await seedTenant2(world);
    const sqlite = world.server.app.ctx.database.sqlite;
    const { sysadmin, tenant, customer, tenant2, customer2 } = world;
    const idsOfType: Record<string, string[]> = {};
    for (const [type, { table, tenantColumn }] of Object.entries(TABLE_OF_TYPE)) {
        const ids = tenantColumn
            ? [tenant.tenantId, tenant2.tenantId].flatMap(tenantId =>
                  (sqlite.prepare(`SELECT id FROM ${table} WHERE ${tenantColumn} = ? ORDER BY created_time LIMIT 3`).all(tenantId) as Array<{ id: string }>).map(row => row.id),
              )
            : (sqlite.prepare(`SELECT id FROM ${table} LIMIT 3`).all() as Array<{ id: string }>).map(row => row.id);
        idsOfType[type] = ids;
    }
    const tenant2Secrets = new Set<string>([tenant2.tenantId, tenant2.userId, customer2.userId, customer2.customerId]);
    for (const { table, tenantColumn } of Object.values(TABLE_OF_TYPE)) {
        if (tenantColumn !== 'tenant_id') continue;
        for (const row of sqlite.prepare(`SELECT id FROM ${table} WHERE tenant_id = ?`).all(tenant2.tenantId) as Array<{ id: string }>) tenant2Secrets.add(row.id);
    }
    const tokens = sqlite.prepare('SELECT c.credentials_id AS token FROM device_credentials c JOIN device d ON d.id = c.device_id WHERE d.tenant_id = ?').all(tenant2.tenantId) as Array<{ token: string }>;
    for (const { token } of tokens) tenant2Secrets.add(token);
    const sessions = { sysadmin, tenant, customer, tenant2, customer2 };
    const protectedIds = new Set(Object.values(sessions).flatMap(session => [session.userId, session.tenantId, session.customerId]));
    return { world, sessions, idsOfType, protectedIds, tenant2Secrets: [...tenant2Secrets] };
}
