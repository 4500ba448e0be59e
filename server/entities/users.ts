import { userToJson, type UserRow } from '../db/repositories/users';
import { badRequest } from '../errors';
import type { EntityHooks } from './hooks';

/** Users are read and saved by routes/users.ts (account state, activation); delete is generic. */
export const userHooks: EntityHooks = {
    custom: ['get', 'save'],
    beforeDelete({ caller, row }) {
        if (row.id === caller.userId) throw badRequest('It is not allowed to delete its own user!');
    },
    afterDelete({ ctx, row }) {
        ctx.accounts.sessionsEnded({ userId: row.id as string });
    },
    toJson(ctx, row) {
        return userToJson(row as unknown as UserRow, ctx.users.credentialsOfNow(row.id) ?? null);
    },
};
