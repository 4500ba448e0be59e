import type { FastifyInstance } from 'fastify';

/** ThingsBoard reads `sortOrder` case-insensitively (`asc` is ASC); the contract lists it in capitals. */
export function installSortOrderCase(app: FastifyInstance): void {
    app.addHook('preValidation', async request => {
        const query = request.query as Record<string, unknown> | undefined;
        if (query && typeof query.sortOrder === 'string') query.sortOrder = query.sortOrder.toUpperCase();
    });
}
