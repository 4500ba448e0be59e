import { badRequest } from '../errors';
import type { EntityHooks } from './hooks';

export const assetHooks: EntityHooks = {
    beforeDelete({ ctx, row }) {
        if (ctx.database.sqlite.prepare('SELECT 1 FROM entity_view WHERE entity_id = ? LIMIT 1').get(row.id)) {
            throw badRequest("Can't delete asset that has entity views!");
        }
    },
};
