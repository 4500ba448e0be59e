import type { FastifyInstance } from 'fastify';
import { badRequest, unsupportedSortOrderMessage } from '../errors';
import { queryOf } from './requestParts';

const DIRECTIONS = new Set(['ASC', 'DESC']);

/**
 * ThingsBoard's createPageLink reads `sortOrder` only beside a `sortProperty`, case-insensitively
 * (`asc` is ASC): alone it is ignored, whatever it says; next to a property anything but ASC or
 * DESC is refused with its own sentence. The contract lists it in capitals.
 */
export function installSortOrderCase(app: FastifyInstance): void {
    app.addHook('preValidation', async request => {
        const query = queryOf(request);
        // An empty sortProperty means no sorting at all.
        if (query.sortProperty === '') delete query.sortProperty;
        if (typeof query.sortOrder !== 'string') return;
        const sortProperty = typeof query.sortProperty === 'string' ? query.sortProperty : '';
        if (sortProperty === '' || query.sortOrder === '') {
            delete query.sortOrder;
            return;
        }
        const direction = query.sortOrder.toUpperCase();
        if (!DIRECTIONS.has(direction)) throw badRequest(unsupportedSortOrderMessage(query.sortOrder));
        query.sortOrder = direction;
    });
}
