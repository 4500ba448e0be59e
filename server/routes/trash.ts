import type { FastifyInstance } from 'fastify';
import { registry } from '../../resources';
import type { AccessClaims } from '../auth/tokens';
import type { AppContext } from '../context';
import { itemNotFound, permissionDenied } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute } from '../http/contractRoute';
import { reportEntityChange } from '../ruleEngine/entityMessages';
import { isTrashEntityType } from '../trash/trashTypes';

/** How often the expiry looks for entries past their time (each pass bounded, server/trash/trashService.ts). */
const EXPIRY_INTERVAL_MS = 60_000;

/** The trash belongs to the tenant: its administrators only, every call within their own tenant. */
function tenantOf(caller: AccessClaims): string {
    if (caller.authority !== 'TENANT_ADMIN') throw permissionDenied();
    return caller.tenantId;
}

/**
 * The trash (issue #28 point 4; Thingdeck paths, not in ThingsBoard 3.3): list, restore, purge one
 * or all. Another tenant's entry is answered as one that does not exist.
 */
export function trashRoutes(app: FastifyInstance, ctx: AppContext): void {
    const { trash } = ctx;

    contractRoute(app, 'GET /api/trash', async request => {
        const tenantId = tenantOf(callerOf(request));
        const { pageSize, page, textSearch, entityType } = request.query;
        return trash.store.page(tenantId, { pageSize, page, textSearch, entityType: entityType && isTrashEntityType(entityType) ? entityType : undefined });
    });

    contractRoute(app, 'POST /api/trash/{trashId}/restore', async request => {
        const caller = callerOf(request);
        const restored = trash.restore(tenantOf(caller), request.params.trashId);
        if (!restored) throw itemNotFound();
        const resource = registry.find(entry => entry.entityType === restored.entityType)!;
        const id = restored.row.id as string;
        if (restored.entityType === 'RULE_CHAIN') {
            ctx.events.record(caller.tenantId, { entityType: 'RULE_CHAIN', id }, 'LC_EVENT', { event: 'STARTED', success: true });
            ctx.ruleEngine.invalidate(id);
        }
        reportEntityChange(ctx.ruleEngine, resource, restored.row, 'ENTITY_CREATED', caller);
        return { entityId: { entityType: restored.entityType, id }, name: restored.name, notRestored: restored.notRestored };
    });

    contractRoute(app, 'DELETE /api/trash/{trashId}', async (request, reply) => {
        if (!trash.purge(tenantOf(callerOf(request)), request.params.trashId)) throw itemNotFound();
        return reply.status(200).send();
    });

    contractRoute(app, 'DELETE /api/trash', async request => ({ purged: trash.purgeTenant(tenantOf(callerOf(request))) }));

    const expire = () => {
        try {
            trash.purgeExpired();
        } catch (error) {
            app.log.warn({ err: error }, 'trash: expired entries not purged, the next pass tries again');
        }
    };
    const timer = setInterval(expire, EXPIRY_INTERVAL_MS);
    timer.unref();
    app.addHook('onReady', async () => expire());
    app.addHook('onClose', async () => clearInterval(timer));
}
