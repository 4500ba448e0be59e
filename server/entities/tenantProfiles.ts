import { TenantProfileRows } from '../db/repositories/tenantProfiles';
import { badRequest } from '../errors';
import type { EntityHooks } from './hooks';

const DEFAULT_PROFILE_DATA = { configuration: { type: 'DEFAULT' } };

export const tenantProfileHooks: EntityHooks = {
    beforeSave({ ctx, columns, existing }) {
        if (existing) return;
        columns.profile_data ??= JSON.stringify(DEFAULT_PROFILE_DATA);
        // The first profile becomes the default one.
        columns.is_default = new TenantProfileRows(ctx.database.sqlite).defaultId() ? 0 : 1;
    },
    beforeDelete({ ctx, row }) {
        if (row.is_default === 1) throw badRequest('Deletion of Default Tenant Profile is prohibited!');
        if (new TenantProfileRows(ctx.database.sqlite).isUsedByTenants(row.id as string)) {
            throw badRequest('The tenant profile referenced by the tenants cannot be deleted!');
        }
    },
};
