import type { FastifyInstance } from 'fastify';
import { operationKeyOf } from '../audit/auditLogHook';
import type { AppContext } from '../context';
import { isPlainObject } from '../lib/json';
import { RESTORE_HEADER } from './historyService';
import { VERSIONED_SAVES } from './savedDocuments';

/**
 * Keeps a version of every successful save VERSIONED_SAVES names, before the answer leaves: what
 * the server answered, it has kept. The save itself is already committed; a version that cannot be
 * written is logged and the save still answers.
 */
export function installHistory(app: FastifyInstance, ctx: AppContext): void {
    app.addHook('preSerialization', async (request, reply, payload) => {
        const url = request.routeOptions.url;
        if (!url || reply.statusCode !== 200 || !request.user || !isPlainObject(payload)) return payload;
        const documentOf = VERSIONED_SAVES[operationKeyOf(request.method, url)];
        if (!documentOf) return payload;
        try {
            const saved = documentOf(ctx, payload);
            if (saved) ctx.history.record(saved, { userId: request.user.userId, userName: request.user.sub }, request.headers[RESTORE_HEADER]);
        } catch (error) {
            request.log.error({ err: error }, 'history: the save is kept, its version could not be');
        }
        return payload;
    });
}
