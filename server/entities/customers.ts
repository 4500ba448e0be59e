import { badRequest } from '../errors';
import type { EntityHooks } from './hooks';

export const PUBLIC_CUSTOMER_TITLE = 'Public';

export const customerHooks: EntityHooks = {
    beforeSave({ columns, existing }) {
        const title = (columns.title ?? existing?.title) as string;
        // Only the public customer, created by make-public, may carry the reserved title.
        if (title.trim() === PUBLIC_CUSTOMER_TITLE && existing?.is_public !== 1) throw badRequest("'Public' title for customer is system reserved!");
        if (!existing) columns.is_public = 0;
    },
    cascade({ ctx, row }) {
        // What was assigned to the customer goes back to the tenant; its users go with it.
        ctx.customers.releaseAssignments(row.tenant_id, row.id);
        for (const userId of ctx.users.idsOfCustomer(row.tenant_id, row.id)) ctx.cascades.entityRemoved('USER', userId);
        ctx.users.deleteOfCustomer(row.tenant_id, row.id);
    },
    afterDelete({ ctx, row }) {
        // Its users' and its public visitors' sockets.
        ctx.accounts.sessionsEnded({ customerId: row.id as string });
    },
};
