import type SqliteDatabase from 'better-sqlite3';
import type { AlarmData, AlarmDataQuery as ContractAlarmDataQuery } from '../../shared/generated/api.gen';
import type { AccessClaims } from '../auth/tokens';
import type { TelemetryService } from '../telemetry/service';
import type { TimeseriesSources } from '../telemetry/timeseriesSource';
import type { EntityFilter, EntityQueryResolver, ResolvedEntity } from '../ws/entityQuery';
import { keysOfFilters, passesKeyFilters, resolveDynamicValues, type KeyFilter } from '../ws/keyFilters';
import { readLatest } from '../ws/latestValues';
import { MAX_ENTITIES_PER_SUBSCRIPTION, type EntityKey, type PageData } from '../ws/protocol';
import { alarmInfoJson, type AlarmRow } from './alarmJson';
import { SEVERITIES, statusesOfSearchList } from './alarmStatus';
import type { AlarmService } from './alarmService';

export type AlarmDataQuery = ContractAlarmDataQuery;

/** One run of an alarm data query: the page, and what a live subscription needs to follow it. */
export interface AlarmDataResult {
    page: PageData<AlarmData>;
    /** Ids of the entities the filter resolved to (alarms of other entities never concern the query). */
    entityIds: ReadonlySet<string>;
    totalEntities: number;
}

type Candidate = AlarmRow & { seen_by: string };

/** Alarm fields by the names an alarm query may use (reference §4.6: ackTime is ackTs, and so on). */
const ALARM_FIELD_VALUES: Readonly<Record<string, (alarm: AlarmData) => string | number>> = {
    createdTime: alarm => alarm.createdTime,
    startTs: alarm => alarm.startTs,
    startTime: alarm => alarm.startTs,
    endTs: alarm => alarm.endTs,
    endTime: alarm => alarm.endTs,
    ackTs: alarm => alarm.ackTs,
    ackTime: alarm => alarm.ackTs,
    clearTs: alarm => alarm.clearTs,
    clearTime: alarm => alarm.clearTs,
    type: alarm => alarm.type,
    status: alarm => alarm.status,
    // ThingsBoard's enum order: CRITICAL sorts first ascending.
    severity: alarm => SEVERITIES.indexOf(alarm.severity),
    originator: alarm => alarm.originatorName ?? '',
    originatorType: alarm => alarm.originator.entityType,
};

const TEXT_FIELDS: ReadonlyArray<(alarm: AlarmData) => string> = [alarm => alarm.type, alarm => alarm.severity, alarm => alarm.status, alarm => alarm.originatorName ?? ''];

const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * POST /api/alarmsQuery/find and the WebSocket alarmDataCmds (reference §4.6): the alarms of the
 * entities an entity filter selects (their own, or also those propagated to them), filtered by
 * status, severity, type and time, searched, sorted and paged. Each answer carries the entity it
 * was found through and that entity's requested fields and latest values.
 */
export class AlarmDataQueries {
    constructor(
        private readonly sqlite: SqliteDatabase.Database,
        private readonly alarms: AlarmService,
        private readonly resolver: EntityQueryResolver,
        private readonly telemetry: TelemetryService,
        private readonly sources: TimeseriesSources,
    ) {}

    /** Throws UnsupportedFilterError for an entity filter the resolver does not know. */
    async find(caller: AccessClaims, query: AlarmDataQuery, now = Date.now()): Promise<AlarmDataResult> {
        const pageLink = query.pageLink;
        const empty = { page: { data: [], totalPages: 0, totalElements: 0, hasNext: false }, entityIds: new Set<string>(), totalEntities: 0 };
        // The system administrator has no tenant, hence no alarms.
        if (caller.authority === 'SYS_ADMIN') return empty;

        let entities = this.resolver.resolve(caller, query.entityFilter as EntityFilter).slice(0, MAX_ENTITIES_PER_SUBSCRIPTION);
        const filters = (query.keyFilters ?? []) as KeyFilter[];
        if (filters.length > 0) {
            const dynamicValues = await resolveDynamicValues(filters, caller, this.telemetry);
            const passing: ResolvedEntity[] = [];
            for (const entity of entities) {
                if (passesKeyFilters(filters, await readLatest(this.telemetry, this.sources, entity, keysOfFilters(filters), now), dynamicValues)) passing.push(entity);
            }
            entities = passing;
        }
        const byId = new Map(entities.map(entity => [entity.id, entity]));
        if (entities.length === 0) return { ...empty, totalEntities: 0 };

        const candidates = this.candidates(caller.tenantId, [...byId.keys()], pageLink, now);
        const names = new Map<string, string | null>();
        const nameOf = (row: AlarmRow) => {
            if (!names.has(row.originator_id)) names.set(row.originator_id, this.alarms.directory.nameOf(row.originator_type, row.originator_id));
            return names.get(row.originator_id)!;
        };
        let found: AlarmData[] = candidates.map(row => {
            const entity = byId.get(row.seen_by)!;
            return { ...alarmInfoJson(row, nameOf(row)), entityId: { entityType: entity.entityType as AlarmData['originator']['entityType'], id: entity.id }, latest: {} };
        });

        const text = pageLink.textSearch?.trim().toLowerCase();
        if (text) found = found.filter(alarm => TEXT_FIELDS.some(field => field(alarm).toLowerCase().includes(text)));

        const sortKey = pageLink.sortOrder?.key;
        const sortValue = (sortKey?.type === 'ALARM_FIELD' && ALARM_FIELD_VALUES[sortKey.key]) || ALARM_FIELD_VALUES.createdTime!;
        const direction = pageLink.sortOrder ? (pageLink.sortOrder.direction === 'ASC' ? 1 : -1) : -1;
        found.sort((a, b) => direction * compare(sortValue(a), sortValue(b)) || compare(a.id.id, b.id.id));

        const pageSize = Math.max(pageLink.pageSize, 1);
        const slice = found.slice(pageLink.page * pageSize, (pageLink.page + 1) * pageSize);
        const keys: EntityKey[] = [...(query.entityFields ?? []), ...(query.latestValues ?? [])] as EntityKey[];
        for (const alarm of slice) alarm.latest = (keys.length ? await readLatest(this.telemetry, this.sources, byId.get(alarm.entityId.id)!, keys, now) : {}) as AlarmData['latest'];

        return {
            page: { data: slice, totalPages: Math.ceil(found.length / pageSize), totalElements: found.length, hasNext: (pageLink.page + 1) * pageSize < found.length },
            entityIds: new Set(byId.keys()),
            totalEntities: entities.length,
        };
    }

    /** One row per alarm, with the entity of the query it was found through (its originator when that is one). */
    private candidates(tenantId: string, entityIds: string[], pageLink: AlarmDataQuery['pageLink'], now: number): Candidate[] {
        const clauses = ['a.tenant_id = @tenantId', 'a.status IN (SELECT value FROM json_each(@statuses))'];
        const params: Record<string, unknown> = { tenantId, entities: JSON.stringify(entityIds), statuses: JSON.stringify(statusesOfSearchList(pageLink.statusList)) };
        if (pageLink.severityList?.length) {
            clauses.push('a.severity IN (SELECT value FROM json_each(@severities))');
            params.severities = JSON.stringify(pageLink.severityList);
        }
        if (pageLink.typeList?.length) {
            clauses.push('a.type IN (SELECT value FROM json_each(@types))');
            params.types = JSON.stringify(pageLink.typeList);
        }
        // A time window (the last N ms) wins over fixed bounds, as in ThingsBoard's AlarmDataPageLink.
        const startTs = pageLink.timeWindow ? now - pageLink.timeWindow : pageLink.startTs;
        const endTs = pageLink.timeWindow ? undefined : pageLink.endTs;
        if (startTs) {
            clauses.push('a.created_time >= @startTs');
            params.startTs = startTs;
        }
        if (endTs) {
            clauses.push('a.created_time <= @endTs');
            params.endTs = endTs;
        }
        const sql = pageLink.searchPropagatedAlarms
            ? `SELECT a.*, ea.entity_id AS seen_by FROM entity_alarm ea JOIN alarm a ON a.id = ea.alarm_id
               WHERE ea.entity_id IN (SELECT value FROM json_each(@entities)) AND ${clauses.join(' AND ')}
               ORDER BY (ea.entity_id = a.originator_id) DESC`
            : `SELECT a.*, a.originator_id AS seen_by FROM alarm a WHERE a.originator_id IN (SELECT value FROM json_each(@entities)) AND ${clauses.join(' AND ')}`;
        const rows = this.sqlite.prepare(sql).all(params) as Candidate[];
        const unique = new Map<string, Candidate>();
        for (const row of rows) if (!unique.has(row.id)) unique.set(row.id, row);
        return [...unique.values()];
    }
}
