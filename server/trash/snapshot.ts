import type SqliteDatabase from 'better-sqlite3';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { deserialize, serialize } from 'node:v8';
import { fromJsonColumn } from '../lib/json';
import type { Row } from '../registry/codec';
import { RawRows } from './rawRows';
import { ASSIGNABLE, DEFAULT_REFERENCES, ENTITY_TABLES, OWNED_ROWS, type TrashEntityType } from './trashTypes';

/** One entity as its delete found it: its row and what goes with it. */
export interface EntityCopy {
    entityType: string;
    row: Row;
    /** Rows of other tables, by table, in the order they go back. */
    owned: Array<{ table: string; rows: Row[] }>;
    relations: Row[];
    /** Alarms it raised, and the alarm links of those and of alarms propagated to it. */
    alarms: Row[];
    entityAlarms: Row[];
}

/** What a trash entry keeps: the entity, and the references that its delete took from others. */
export interface TrashSnapshot extends EntityCopy {
    entityType: TrashEntityType;
    /** The names of the other entities its relations and assignments reach, for the report of a restore. */
    names: Record<string, string | null>;
    /** A customer's: what was assigned to it, and the dashboards shared with it (their list entry). */
    assigned: Array<{ entityType: string; table: string; id: string }>;
    sharedDashboards: Array<{ id: string; entry: unknown }>;
    /** A customer's users, each with its own rows. */
    users: EntityCopy[];
    /** Device profiles and edges that named the dashboard or rule chain as their default. */
    defaultsOf: Array<{ table: string; column: string; entityType: string; id: string }>;
}

/** The id at the other end of a relation. */
export const otherEnd = (relation: Row, id: string): { entityType: string; id: string } =>
    relation.from_id === id ? { entityType: relation.to_type as string, id: relation.to_id as string } : { entityType: relation.from_type as string, id: relation.from_id as string };

/** Reads what deleting an entity is about to take; runs in the delete's transaction, before it. */
export class SnapshotReader {
    private readonly raw: RawRows;

    constructor(private readonly sqlite: SqliteDatabase.Database) {
        this.raw = new RawRows(sqlite);
    }

    capture(entityType: TrashEntityType, row: Row): TrashSnapshot {
        const id = row.id as string;
        const copy = this.copyOf(entityType, row);
        const snapshot: TrashSnapshot = { ...copy, entityType, names: {}, assigned: [], sharedDashboards: [], users: [], defaultsOf: [] };
        if (entityType === 'CUSTOMER') {
            for (const { table, entityType: type } of ASSIGNABLE) {
                for (const assignedId of this.sqlite.prepare(`SELECT id FROM ${table} WHERE customer_id = ? AND tenant_id = ?`).pluck().all(id, row.tenant_id) as string[]) {
                    snapshot.assigned.push({ entityType: type, table, id: assignedId });
                }
            }
            const shared = this.sqlite
                .prepare(`SELECT d.id, j.value AS entry FROM dashboard d, json_each(d.assigned_customers) j WHERE d.tenant_id = ? AND json_extract(j.value, '$.customerId.id') = ?`)
                .all(row.tenant_id, id) as Array<{ id: string; entry: string }>;
            snapshot.sharedDashboards = shared.map(dashboard => ({ id: dashboard.id, entry: fromJsonColumn(dashboard.entry) }));
            const users = this.raw.select('tb_user', 'customer_id = ?', id);
            snapshot.users = users.map(user => this.copyOf('USER', user));
        }
        for (const reference of DEFAULT_REFERENCES[entityType] ?? []) {
            for (const referring of this.sqlite.prepare(`SELECT id FROM ${reference.table} WHERE ${reference.column} = ?`).pluck().all(id) as string[]) {
                snapshot.defaultsOf.push({ ...reference, id: referring });
            }
        }
        // Names of whatever a report may have to mention later, as they were now.
        const mentioned = [
            ...snapshot.relations.map(relation => otherEnd(relation, id)),
            ...snapshot.users.flatMap(user => user.relations.map(relation => otherEnd(relation, user.row.id as string))),
            ...snapshot.assigned,
            ...snapshot.defaultsOf,
            ...this.rowReferences(entityType, row),
        ];
        for (const entity of mentioned) snapshot.names[entity.id] ??= this.nameOf(entity.entityType, entity.id);
        for (const dashboard of snapshot.sharedDashboards) snapshot.names[dashboard.id] ??= this.nameOf('DASHBOARD', dashboard.id);
        return snapshot;
    }

    nameOf(entityType: string, id: string): string | null {
        const source = ENTITY_TABLES.get(entityType);
        if (!source) return null;
        return (this.sqlite.prepare(`SELECT ${source.nameColumn} FROM ${source.table} WHERE id = ?`).pluck().get(id) as string | undefined) ?? null;
    }

    /** The entities the row itself names (its customer, profile, packages, a dashboard's customers). */
    rowReferences(entityType: string, row: Row): Array<{ entityType: string; id: string }> {
        const references: Array<{ entityType: string; id: string }> = [];
        if (typeof row.customer_id === 'string') references.push({ entityType: 'CUSTOMER', id: row.customer_id });
        if (entityType === 'DEVICE') {
            references.push({ entityType: 'DEVICE_PROFILE', id: row.device_profile_id as string });
            for (const column of ['firmware_id', 'software_id']) if (typeof row[column] === 'string') references.push({ entityType: 'OTA_PACKAGE', id: row[column] as string });
        }
        if (entityType === 'DASHBOARD') {
            for (const entry of fromJsonColumn<Array<{ customerId: { id: string } }>>(row.assigned_customers as string | null) ?? []) references.push({ entityType: 'CUSTOMER', id: entry.customerId.id });
        }
        return references;
    }

    private copyOf(entityType: TrashEntityType | 'USER', row: Row): EntityCopy {
        const id = row.id as string;
        const { raw } = this;
        return {
            entityType,
            row,
            owned: OWNED_ROWS[entityType].map(({ table, where }) => ({ table, rows: raw.select(table, where, id) })),
            relations: this.sqlite.prepare('SELECT * FROM relation WHERE (from_id = ? AND from_type = ?) OR (to_id = ? AND to_type = ?)').all(id, entityType, id, entityType) as Row[],
            alarms: raw.select('alarm', 'originator_id = ?', id),
            entityAlarms: raw.select('entity_alarm', 'alarm_id IN (SELECT id FROM alarm WHERE originator_id = ?) OR entity_id = ?', id),
        };
    }
}

/** A snapshot as stored: structured-clone bytes (rows keep their blobs), deflated. */
export const packSnapshot = (snapshot: TrashSnapshot): Buffer => deflateRawSync(serialize(snapshot));
export const unpackSnapshot = (data: Buffer): TrashSnapshot => deserialize(inflateRawSync(data)) as TrashSnapshot;
