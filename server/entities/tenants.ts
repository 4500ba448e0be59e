import { TenantOwnedRows } from '../db/repositories/tenantOwned';
import { TenantProfileRows } from '../db/repositories/tenantProfiles';
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
        const profiles = new TenantProfileRows(ctx.database.sqlite);
        if (isIdObject(body.tenantProfileId)) {
            if (!profiles.exists(body.tenantProfileId.id)) {
                throw badRequest('Tenant is referencing to non-existent tenant profile!');
            }
        } else if (!existing) {
            const fallback = profiles.defaultId();
            if (!fallback) throw badRequest('Tenant is referencing to non-existent tenant profile!');
            columns.tenant_profile_id = fallback;
        }
    },
    async afterSave({ ctx, existing, id }) {
        // What ThingsBoard's tenant save creates for every new tenant: rule chains and the default profile.
        if (!existing) createTenantDefaults(ctx.database.sqlite, id);
        if (!existing) ctx.usage.stateIdOf(id);
    },
    cascade({ ctx, row }) {
        // The tenant's trash first: its entries' telemetry is still in place.
        ctx.trash.purgeTenant(row.id as string);
        const owned = new TenantOwnedRows(ctx.database.sqlite);
        for (const [table, entityType] of TENANT_TABLES) {
            if (entityType) ctx.cascades.tenantEntitiesRemoved(table, entityType, row.id as string);
            owned.deleteAll(table, row.id as string);
        }
    },
    afterDelete({ ctx, row }) {
        ctx.accounts.sessionsEnded({ tenantId: row.id as string });
    },
};
