import { ResourceRows } from '../db/repositories/resources';
import { badRequest } from '../errors';
import { ObjectModelError, parseObjectModel } from '../lwm2m/objectModel';
import type { EntityHooks } from './hooks';

/**
 * An LwM2M model's key is `<ObjectID>_<ObjectVersion>` of its object definition, read by the same
 * parser the LwM2M object lists use, so a model that cannot be listed is refused; a key store's
 * key is its file name.
 */
export function resourceKeyOf(type: string, fileName: string, base64: string): string {
    if (type !== 'LWM2M_MODEL') return fileName;
    try {
        const model = parseObjectModel(Buffer.from(base64, 'base64').toString('utf8'));
        return `${model.id}_${model.version}`;
    } catch (error) {
        if (error instanceof ObjectModelError) throw badRequest('Could not parse the XML of objectModel with name ' + fileName);
        throw error;
    }
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const resourceHooks: EntityHooks = {
    beforeSave({ ctx, columns, existing, id }) {
        const type = String(columns.resource_type ?? existing?.resource_type);
        const fileName = String(columns.file_name ?? existing?.file_name);
        const data = String(columns.data ?? existing?.data).replace(/\s+/g, '');
        if (!BASE64.test(data) || Buffer.from(data, 'base64').length === 0) throw badRequest('Resource data should be specified!');
        columns.data = data;
        columns.resource_key = resourceKeyOf(type, fileName, data);
        const tenantId = existing?.tenant_id ?? columns.tenant_id;
        if (new ResourceRows(ctx.database.sqlite).isKeyTaken(tenantId, type, columns.resource_key, id)) {
            throw badRequest('Resource with such key already exists!');
        }
    },
};
