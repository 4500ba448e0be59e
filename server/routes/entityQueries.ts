import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ATTRIBUTE_SCOPES } from '../db/repositories/attributes';
import { permissionDenied } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute } from '../http/contractRoute';
import { EntityAccess } from '../telemetry/entityAccess';
import { TimeseriesSources } from '../telemetry/timeseriesSource';
import { countEntityData, findEntityData, type EntityDataSources } from '../ws/entityDataQuery';
import { EntityQueryResolver } from '../ws/entityQuery';
import { MAX_ENTITIES_PER_SUBSCRIPTION } from '../ws/protocol';

/** find/keys looks at the first 100 entities of the query only (EntityQueryController.MAX_PAGE_SIZE). */
const MAX_KEYS_PAGE_SIZE = 100;

const sorted = (keys: Iterable<string>) => [...new Set(keys)].sort();

/**
 * POST /api/entitiesQuery/find, /count and /find/keys (reference §4.5). The query runs through the
 * same resolver, key filters and paging as the WebSocket's entity data subscriptions.
 */
export function entityQueryRoutes(app: FastifyInstance, ctx: AppContext): void {
    const access = new EntityAccess(ctx.guard, ctx.repositories);
    const data: EntityDataSources = {
        resolver: new EntityQueryResolver(ctx.database.sqlite, ctx.guard, access),
        telemetry: ctx.telemetry,
        sources: new TimeseriesSources(ctx.database.sqlite, ctx.telemetry.timeseries),
    };

    contractRoute(app, 'POST /api/entitiesQuery/find', async request => {
        const { page } = await findEntityData(data, callerOf(request), request.body, MAX_ENTITIES_PER_SUBSCRIPTION);
        return page;
    });

    contractRoute(app, 'POST /api/entitiesQuery/count', async request => countEntityData(data, callerOf(request), request.body));

    contractRoute(app, 'POST /api/entitiesQuery/find/keys', async request => {
        const caller = callerOf(request);
        // Tenant admins and customer users only, as ThingsBoard's controller.
        if (caller.authority === 'SYS_ADMIN') throw permissionDenied();
        const { timeseries, attributes } = request.query;
        const answer = { entityTypes: [] as string[], timeseries: [] as string[], attribute: [] as string[] };
        if (!timeseries && !attributes) return answer;
        const { entities } = await findEntityData(data, caller, request.body, MAX_KEYS_PAGE_SIZE);
        answer.entityTypes = sorted(entities.map(entity => entity.entityType));
        if (timeseries) answer.timeseries = sorted(entities.flatMap(entity => data.sources.latestKeys(data.sources.sourceOf(entity.entityType, entity.id))));
        if (attributes) {
            const keys = await Promise.all(entities.map(async entity => (await ctx.telemetry.attributes.findEntries(entity.id, ATTRIBUTE_SCOPES)).map(entry => entry.key)));
            answer.attribute = sorted(keys.flat());
        }
        return answer;
    });
}
