import type SqliteDatabase from 'better-sqlite3';
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { newId, timeOfId, type EntityId } from '../lib/ids';
import type { PageData } from '../registry/pagedRepository';
import { eventFilterConditions, type EventFilter, type EventType } from './eventFilter';
import { timePage, type SqlCondition, type TimePageLink } from './timePage';

/** The `server` every event body names: this process's host, as ThingsBoard names its service id. */
export const EVENT_SERVER = hostname();

/** ThingsBoard's Event JSON (reference §1.9). */
export interface EventJson {
    id: { id: string };
    createdTime: number;
    tenantId: { entityType: 'TENANT'; id: string };
    type: string;
    uid: string;
    entityId: EntityId;
    body: unknown;
}

const EVENT_TABLE = { name: 'event', sortColumns: { createdTime: 'created_time', id: 'id' }, searchColumns: [] } as const;

function eventJson(row: Record<string, unknown>): EventJson {
    return {
        id: { id: row.id as string },
        createdTime: row.created_time as number,
        tenantId: { entityType: 'TENANT', id: row.tenant_id as string },
        type: row.event_type as string,
        uid: row.event_uid as string,
        entityId: { entityType: row.entity_type as EntityId['entityType'], id: row.entity_id as string },
        body: JSON.parse(row.body as string),
    };
}

/**
 * An entity's events: errors, lifecycle changes, statistics and (from a rule engine) debug
 * messages. Sources call `record`; the Events tab reads them through `page`.
 */
export class EventService {
    constructor(private readonly sqlite: SqliteDatabase.Database) {}

    /** Stores one event; `body` gets the `server` field every ThingsBoard event body carries. */
    record(tenantId: string, entity: EntityId, type: EventType, body: Record<string, unknown>, at: number = Date.now()): EventJson {
        const id = newId(at);
        const row = {
            id,
            created_time: timeOfId(id),
            tenant_id: tenantId,
            entity_type: entity.entityType,
            entity_id: entity.id,
            event_type: type,
            event_uid: randomUUID(),
            body: JSON.stringify({ server: EVENT_SERVER, ...body }),
        };
        this.sqlite
            .prepare('INSERT INTO event (id, created_time, tenant_id, entity_type, entity_id, event_type, event_uid, body) VALUES (@id, @created_time, @tenant_id, @entity_type, @entity_id, @event_type, @event_uid, @body)')
            .run(row);
        return eventJson(row);
    }

    /** One page of an entity's events: all types, one type, or those a filter body matches. */
    page(tenantId: string, entityId: string, selection: EventType | EventFilter | null, link: TimePageLink): PageData<EventJson> {
        const page = timePage(this.sqlite, EVENT_TABLE, [...this.entityConditions(tenantId, entityId), ...this.selectionConditions(selection)], link);
        return { ...page, data: page.data.map(eventJson) };
    }

    /** Deletes the entity's events a filter matches within the time range; returns how many. */
    clear(tenantId: string, entityId: string, filter: EventFilter, startTime?: number, endTime?: number): number {
        const conditions = [...this.entityConditions(tenantId, entityId), ...eventFilterConditions(filter)];
        if (startTime !== undefined) conditions.push({ sql: 'created_time >= ?', params: [startTime] });
        if (endTime !== undefined) conditions.push({ sql: 'created_time <= ?', params: [endTime] });
        const where = conditions.map(c => c.sql).join(' AND ');
        return this.sqlite.prepare(`DELETE FROM event WHERE ${where}`).run(...conditions.flatMap(c => c.params)).changes;
    }

    private entityConditions(tenantId: string, entityId: string): SqlCondition[] {
        return [{ sql: 'entity_id = ? AND tenant_id = ?', params: [entityId, tenantId] }];
    }

    private selectionConditions(selection: EventType | EventFilter | null): SqlCondition[] {
        if (selection === null) return [];
        if (typeof selection === 'string') return [{ sql: 'event_type = ?', params: [selection] }];
        return eventFilterConditions(selection);
    }
}
