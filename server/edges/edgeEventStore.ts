import type SqliteDatabase from 'better-sqlite3';
import { fromJsonColumn, toJsonColumn } from '../lib/json';
import { newId, type EntityId } from '../lib/ids';
import type { PageData } from '../registry/pagedRepository';
import { timePage, type TimePageLink, type TimePageTable } from '../events/timePage';
import { EdgeAssignmentStore } from './edgeAssignmentStore';
import { EDGE_EVENT_TYPE_OF, type EdgeEventAction, type EdgeEventType } from './edgeEventTypes';

export interface NewEdgeEvent {
    type: EdgeEventType;
    action: EdgeEventAction;
    /** The uuid of the entity concerned. */
    entityId: string | null;
    body?: unknown;
}

/** ThingsBoard's EdgeEvent as it serialises. */
export interface EdgeEventJson {
    id: { id: string };
    createdTime: number;
    tenantId: EntityId;
    edgeId: EntityId;
    action: string;
    entityId: string | null;
    uid: string | null;
    type: string;
    body: unknown;
}

interface EdgeEventRow {
    id: string;
    created_time: number;
    tenant_id: string;
    edge_id: string;
    edge_event_type: string;
    edge_event_action: string;
    entity_id: string | null;
    edge_event_uid: string | null;
    body: string | null;
}

const TABLE: TimePageTable = {
    name: 'edge_event',
    sortColumns: { createdTime: 'created_time', id: 'id' },
    searchColumns: ['edge_event_type', 'edge_event_action', 'entity_id'],
};

const jsonOf = (row: EdgeEventRow): EdgeEventJson => ({
    id: { id: row.id },
    createdTime: row.created_time,
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    edgeId: { entityType: 'EDGE', id: row.edge_id },
    action: row.edge_event_action,
    entityId: row.entity_id,
    uid: row.edge_event_uid,
    type: row.edge_event_type,
    body: fromJsonColumn(row.body),
});

/**
 * The downlink queue of each edge. Rows of one edge get strictly increasing times, so "the edge
 * has read everything before T" (its `queueStartTs`) splits them exactly into DEPLOYED and PENDING,
 * even when several events land in one millisecond.
 */
export class EdgeEventStore {
    private readonly assignments: EdgeAssignmentStore;
    private readonly insert: SqliteDatabase.Statement;
    private readonly newest: SqliteDatabase.Statement;

    constructor(private readonly sqlite: SqliteDatabase.Database) {
        this.assignments = new EdgeAssignmentStore(sqlite);
        this.insert = sqlite.prepare(
            'INSERT INTO edge_event (id, created_time, tenant_id, edge_id, edge_event_type, edge_event_action, entity_id, edge_event_uid, body) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?)',
        );
        this.newest = sqlite.prepare('SELECT MAX(created_time) FROM edge_event WHERE edge_id = ?').pluck();
    }

    add(tenantId: string, edgeId: string, event: NewEdgeEvent): void {
        const createdTime = Math.max(Date.now(), this.lastCreatedTime(edgeId) + 1);
        const body = event.body === undefined ? null : toJsonColumn(event.body);
        this.insert.run(newId(createdTime), createdTime, tenantId, edgeId, event.type, event.action, event.entityId, body);
    }

    /** One event about an entity, to every edge it is assigned to (ThingsBoard's entity notifications). */
    addForEdgesOf(tenantId: string, entity: EntityId, action: EdgeEventAction, edgeIds = this.assignments.edgesOf(entity)): void {
        const type = EDGE_EVENT_TYPE_OF[entity.entityType];
        if (!type) return;
        for (const edgeId of edgeIds) this.add(tenantId, edgeId, { type, action, entityId: entity.id });
    }

    /** The time of the edge's newest event; 0 when it has none. */
    lastCreatedTime(edgeId: string): number {
        return (this.newest.get(edgeId) as number | null) ?? 0;
    }

    page(tenantId: string, edgeId: string, link: TimePageLink): PageData<EdgeEventJson> {
        const page = timePage(this.sqlite, TABLE, [{ sql: 'tenant_id = ? AND edge_id = ?', params: [tenantId, edgeId] }], link);
        return { ...page, data: (page.data as unknown as EdgeEventRow[]).map(jsonOf) };
    }
}
