import type { FastifyInstance } from 'fastify';
import { AlarmAccess } from '../alarms/alarmAccess';
import { AlarmDataQueries } from '../alarms/alarmDataQuery';
import { alarmInfoJson, alarmJson, type AlarmRow } from '../alarms/alarmJson';
import type { AlarmListFilter, AlarmPageLink } from '../alarms/alarmRepository';
import { highestSeverity, statusesOf, type AlarmSearchStatus, type AlarmSeverity, type AlarmStatus } from '../alarms/alarmStatus';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute } from '../http/contractRoute';
import { EntityAccess } from '../telemetry/entityAccess';
import { TimeseriesSources } from '../telemetry/timeseriesSource';
import { EntityQueryResolver, UnsupportedFilterError } from '../ws/entityQuery';
import { reportAlarmSaved } from '../ruleEngine/entityMessages';

interface ListQuery {
    pageSize: number;
    page: number;
    searchStatus?: AlarmSearchStatus;
    status?: AlarmStatus;
    textSearch?: string;
    sortProperty?: string;
    sortOrder?: 'ASC' | 'DESC';
    startTime?: number;
    endTime?: number;
    fetchOriginator?: boolean;
}

/** ThingsBoard refuses a list that asks for a search status and a status at once. */
function statusFilter(query: Pick<ListQuery, 'searchStatus' | 'status'>) {
    if (query.searchStatus && query.status) {
        throw badRequest("Invalid alarms search query: Both parameters 'searchStatus' and 'status' can't be specified at the same time!");
    }
    return statusesOf(query);
}

/** `pageSize` and `page` are Java ints in ThingsBoard: larger numbers are refused, not failed on. */
const MAX_INT = 2_147_483_647;

function pageLinkOf(query: ListQuery): AlarmPageLink {
    if (query.pageSize > MAX_INT || query.page > MAX_INT) throw badRequest('pageSize and page must be at most 2147483647');
    return { pageSize: query.pageSize, page: query.page, sortProperty: query.sortProperty, sortOrder: query.sortOrder };
}

/** Alarms: /api/alarm…, /api/alarms, /api/alarmsQuery/find, highest severity (reference §4.6, §9). */
export function alarmRoutes(app: FastifyInstance, ctx: AppContext): void {
    const { alarms } = ctx;
    const entityAccess = new EntityAccess(ctx.guard, ctx.repositories);
    const access = new AlarmAccess(alarms, entityAccess);
    const queries = new AlarmDataQueries(
        ctx.database.sqlite,
        alarms,
        new EntityQueryResolver(ctx.database.sqlite, ctx.guard, entityAccess),
        ctx.telemetry,
        new TimeseriesSources(ctx.database.sqlite, ctx.telemetry.timeseries),
    );
    const info = (row: AlarmRow, fetchOriginator = true) => alarmInfoJson(row, fetchOriginator ? alarms.directory.nameOf(row.originator_type, row.originator_id) : null);
    const listAnswer = (filter: AlarmListFilter, query: ListQuery) => {
        const page = alarms.repository.page(filter, pageLinkOf(query));
        return { ...page, data: page.data.map(row => info(row, query.fetchOriginator === true)) };
    };

    contractRoute(app, 'POST /api/alarm', async request => {
        const caller = callerOf(request);
        const body = request.body ?? {};
        access.requireRole(caller);
        if (body.id) access.load(caller, body.id.id);
        if (!body.originator?.id || !body.originator.entityType) throw badRequest('Alarm originator should be specified!');
        access.checkEntity(caller, body.originator.entityType, body.originator.id);
        const saved = alarms.createOrUpdate({
            id: body.id?.id,
            tenantId: caller.tenantId,
            originator: body.originator,
            type: body.type ?? '',
            severity: body.severity as AlarmSeverity,
            status: body.status as AlarmStatus,
            startTs: body.startTs,
            endTs: body.endTs,
            ackTs: body.ackTs,
            clearTs: body.clearTs,
            details: body.details,
            propagate: body.propagate,
            propagateToOwner: body.propagateToOwner,
            propagateToTenant: body.propagateToTenant,
            propagateRelationTypes: body.propagateRelationTypes,
        });
        reportAlarmSaved(ctx.ruleEngine, saved, !body.id, caller);
        return alarmJson(saved);
    });

    contractRoute(app, 'GET /api/alarm/{alarmId}', async request => alarmJson(access.load(callerOf(request), request.params.alarmId)));

    contractRoute(app, 'GET /api/alarm/info/{alarmId}', async request => info(access.load(callerOf(request), request.params.alarmId)));

    contractRoute(app, 'DELETE /api/alarm/{alarmId}', async request => {
        const alarm = access.load(callerOf(request), request.params.alarmId);
        return alarms.delete(alarm.id);
    });

    // Acknowledging an acknowledged alarm, or clearing a cleared one, changes nothing and answers 200.
    contractRoute(app, 'POST /api/alarm/{alarmId}/ack', async (request, reply) => {
        alarms.acknowledge(access.load(callerOf(request), request.params.alarmId).id);
        return reply.status(200).send();
    });

    contractRoute(app, 'POST /api/alarm/{alarmId}/clear', async (request, reply) => {
        alarms.clear(access.load(callerOf(request), request.params.alarmId).id);
        return reply.status(200).send();
    });

    contractRoute(app, 'GET /api/alarm/{entityType}/{entityId}', async request => {
        const caller = callerOf(request);
        const query = request.query;
        const statuses = statusFilter(query);
        const { entityType, entityId } = request.params;
        access.checkEntity(caller, entityType, entityId);
        return listAnswer({ tenantId: caller.tenantId, entityId, statuses, startTime: query.startTime, endTime: query.endTime, textSearch: query.textSearch }, query);
    });

    contractRoute(app, 'GET /api/alarms', async request => {
        const caller = callerOf(request);
        const query = request.query;
        const statuses = statusFilter(query);
        access.requireRole(caller);
        const customerId = caller.authority === 'CUSTOMER_USER' ? caller.customerId : undefined;
        return listAnswer({ tenantId: caller.tenantId, customerId, statuses, startTime: query.startTime, endTime: query.endTime, textSearch: query.textSearch }, query);
    });

    // A bare JSON string, or an empty 200 when the entity has no matching alarm (ThingsBoard answers null that way).
    contractRoute(app, 'GET /api/alarm/highestSeverity/{entityType}/{entityId}', async (request, reply) => {
        const caller = callerOf(request);
        const statuses = statusFilter(request.query);
        const { entityType, entityId } = request.params;
        access.checkEntity(caller, entityType, entityId);
        const highest = highestSeverity(alarms.repository.severities({ tenantId: caller.tenantId, entityId, statuses }) as AlarmSeverity[]);
        return highest === null ? reply.status(200).send() : reply.type('application/json').send(JSON.stringify(highest));
    });

    contractRoute(app, 'POST /api/alarmsQuery/find', async request => {
        try {
            return (await queries.find(callerOf(request), request.body)).page;
        } catch (error) {
            if (error instanceof UnsupportedFilterError) throw badRequest(error.message);
            throw error;
        }
    });
}
