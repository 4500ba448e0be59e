import { createTenantDefaults } from '../db/seed/tenantDefaults';
import { badRequest } from '../errors';
import { isIdObject } from '../registry/codec';
import type { EntityHooks } from './hooks';

/** Every tenant-owned table, children before the rows they reference. */
const TENANT_TABLES: ReadonlyArray<[table: string, entityType: string | null]> = [
    ['entity_view', 'ENTITY_VIEW'],
    ['device', 'DEVICE'],
    ['ota_package', 'OTA_PACKAGE'],
    ['device_profile', 'DEVICE_PROFILE'],
    ['asset', 'ASSET'],
    ['edge', 'EDGE'],
    ['dashboard', 'DASHBOARD'],
    ['rule_chain', 'RULE_CHAIN'],
    ['tb_user', 'USER'],
    ['customer', 'CUSTOMER'],
    ['widget_type', 'WIDGET_TYPE'],
    ['widgets_bundle', 'WIDGETS_BUNDLE'],
    ['tb_resource', 'TB_RESOURCE'],
    ['admin_settings', null],
    ['api_usage_state', 'API_USAGE_STATE'],
];

export const tenantHooks: EntityHooks = {
    beforeSave({ ctx, columns, existing, body }) {
        // ThingsBoard CE has one region.
        columns.region = 'Global';
        const sqlite = ctx.database.sqlite;
        if (isIdObject(body.tenantProfileId)) {
            if (!sqlite.prepare('SELECT 1 FROM tenant_profile WHERE id = ?').get(body.tenantProfileId.id)) {
                throw badRequest('Tenant is referencing to non-existent tenant profile!');
            }
        } else if (!existing) {
            const fallback = sqlite.prepare('SELECT id FROM tenant_profile WHERE is_default = 1').get() as { id: string } | undefined;
            if (!fallback) throw badRequest('Tenant is referencing to non-existent tenant profile!');
            columns.tenant_profile_id = fallback.id;
        }
    },
    async afterSave({ ctx, existing, id }) {
        // What ThingsBoard's tenant save creates for every new tenant: rule chains and the default profile.
        if (!existing) await createTenantDefaults(ctx.database.db, id);
        if (!existing) ctx.usage.stateIdOf(id);
    },
    cascade({ ctx, row }) {
        const sqlite = ctx.database.sqlite;
        for (const [table, entityType] of TENANT_TABLES) {
            if (entityType) ctx.cascades.tenantEntitiesRemoved(table, entityType, row.id as string);
            sqlite.prepare(`DELETE FROM ${table} WHERE tenant_id = ?`).run(row.id);
        }
    },
    afterDelete({ ctx, row }) {
        ctx.accounts.sessionsEnded({ tenantId: row.id as string });
    },
};
