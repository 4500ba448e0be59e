import { TenantOwnedRows } from '../db/repositories/tenantOwned';
import { badRequest } from '../errors';
import { isUuid } from '../lib/ids';
import { isIdObject } from '../registry/codec';
import type { EntityHooks } from './hooks';

/** An entity view shows a device or an asset of the same tenant. */
const VIEWABLE: Readonly<Record<string, string>> = { DEVICE: 'device', ASSET: 'asset' };

/** Telemetry and attribute keys the view exposes; none until chosen. */
const EMPTY_KEYS = { timeseries: [], attributes: { cs: [], ss: [], sh: [] } };

export const entityViewHooks: EntityHooks = {
    beforeSave({ ctx, columns, existing, body }) {
        const tenantId = (existing?.tenant_id ?? columns.tenant_id) as string;
        if (isIdObject(body.entityId)) {
            const table = VIEWABLE[body.entityId.entityType ?? ''];
            const found = table && isUuid(body.entityId.id) && new TenantOwnedRows(ctx.database.sqlite).exists(table, body.entityId.id, tenantId);
            if (!found) throw badRequest('Entity view is referencing to non-existent entity!');
        }
        if (!existing) {
            columns.keys ??= JSON.stringify(EMPTY_KEYS);
            columns.start_ts ??= 0;
            columns.end_ts ??= 0;
        }
        if (columns.keys === null) columns.keys = JSON.stringify(EMPTY_KEYS);
        if (columns.start_ts === null) columns.start_ts = 0;
        if (columns.end_ts === null) columns.end_ts = 0;
    },
};
