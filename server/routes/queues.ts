import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { permissionDenied } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute } from '../http/contractRoute';

/**
 * ThingsBoard 3.3 keeps its queues in the YAML configuration; out of the box the rule engine
 * has these three and the other services none.
 */
const QUEUES_BY_SERVICE: Readonly<Record<string, readonly string[]>> = {
    TB_RULE_ENGINE: ['Main', 'HighPriority', 'SequentialByOriginator'],
};

/** GET /api/tenant/queues: the queue names of a service type (system and tenant administrators). */
export function queueRoutes(app: FastifyInstance, _ctx: AppContext): void {
    contractRoute(app, 'GET /api/tenant/queues', async request => {
        const { authority } = callerOf(request);
        if (authority !== 'SYS_ADMIN' && authority !== 'TENANT_ADMIN') throw permissionDenied();
        const { serviceType } = request.query;
        return [...(QUEUES_BY_SERVICE[serviceType] ?? [])];
    });
}
