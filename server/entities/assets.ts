import { EntityViewRows } from '../db/repositories/entityViews';
import { badRequest } from '../errors';
import type { EntityHooks } from './hooks';

export const assetHooks: EntityHooks = {
    beforeDelete({ ctx, row }) {
        if (new EntityViewRows(ctx.database.sqlite).existsFor(row.id as string)) {
            throw badRequest("Can't delete asset that has entity views!");
        }
    },
};
