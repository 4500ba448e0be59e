import { isTrashEntityType } from '../../../shared/trash/trashEntityTypes';

/**
 * The text of the delete question: ThingsBoard's "unrecoverable", except on Thingdeck's server for
 * the kinds its trash keeps (they can be restored from the Trash page).
 */
export const deleteTextKeys = (entityType: string | undefined, thingdeckExtensions: boolean) =>
    thingdeckExtensions && entityType !== undefined && isTrashEntityType(entityType)
        ? { one: 'trash.delete-one-text', many: 'trash.delete-text' }
        : { one: 'entity.delete-one-text', many: 'entity.delete-text' };
