import { badRequest } from '../errors';
import { NULL_UUID } from '../lib/ids';
import { fromJsonColumn, toJsonColumn } from '../lib/json';
import type { EntityHooks } from './hooks';

export const PUBLIC_CUSTOMER_TITLE = 'Public';

/** Tables whose rows a customer can be assigned; deleting the customer unassigns them. */
const ASSIGNABLE_TABLES = ['device', 'asset', 'entity_view', 'edge'] as const;

export const customerHooks: EntityHooks = {
    beforeSave({ columns, existing }) {
        const title = (columns.title ?? existing?.title) as string;
        // Only the public customer, created by make-public, may carry the reserved title.
        if (title.trim() === PUBLIC_CUSTOMER_TITLE && existing?.is_public !== 1) throw badRequest("'Public' title for customer is system reserved!");
        if (!existing) columns.is_public = 0;
    },
    cascade({ ctx, row }) {
        const sqlite = ctx.database.sqlite;
        for (const table of ASSIGNABLE_TABLES) {
            sqlite.prepare(`UPDATE ${table} SET customer_id = ? WHERE tenant_id = ? AND customer_id = ?`).run(NULL_UUID, row.tenant_id, row.id);
        }
        const shared = sqlite
            .prepare(`SELECT d.id, d.assigned_customers FROM dashboard d, json_each(d.assigned_customers) j
                      WHERE d.tenant_id = ? AND json_extract(j.value, '$.customerId.id') = ?`)
            .all(row.tenant_id, row.id) as Array<{ id: string; assigned_customers: string }>;
        for (const dashboard of shared) {
            const assigned = (fromJsonColumn<Array<{ customerId: { id: string } }>>(dashboard.assigned_customers) ?? []).filter(entry => entry.customerId.id !== row.id);
            sqlite.prepare('UPDATE dashboard SET assigned_customers = ? WHERE id = ?').run(toJsonColumn(assigned), dashboard.id);
        }
        const users = sqlite.prepare('SELECT id FROM tb_user WHERE customer_id = ? AND tenant_id = ?').all(row.id, row.tenant_id) as Array<{ id: string }>;
        for (const user of users) ctx.cascades.entityRemoved('USER', user.id);
        // user_credentials follow through their foreign key.
        sqlite.prepare('DELETE FROM tb_user WHERE customer_id = ? AND tenant_id = ?').run(row.id, row.tenant_id);
    },
    afterDelete({ ctx, row }) {
        // Its users' and its public visitors' sockets.
        ctx.accounts.sessionsEnded({ customerId: row.id as string });
    },
};
