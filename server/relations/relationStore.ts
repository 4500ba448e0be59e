import type SqliteDatabase from 'better-sqlite3';
import type { RelationTable } from '../db/schema';
import { fromJsonColumn, toJsonColumn } from '../lib/json';

/** `{entityType, id}` as every relation end is written on the wire. */
export interface EntityRef {
    entityType: string;
    id: string;
}

/** ThingsBoard's EntityRelation (reference §1.10), field order as it serialises. */
export interface EntityRelation {
    from: EntityRef;
    to: EntityRef;
    type: string;
    typeGroup: string;
    additionalInfo: unknown;
}

/** One relation's identity: both ends, its type and its group. */
export interface RelationKey {
    from: EntityRef;
    to: EntityRef;
    type: string;
    typeGroup: string;
}

export type Direction = 'FROM' | 'TO';

export const DEFAULT_TYPE_GROUP = 'COMMON';

const KEY_WHERE = 'from_id = ? AND from_type = ? AND relation_type_group = ? AND relation_type = ? AND to_id = ? AND to_type = ?';
const keyParams = (key: RelationKey) => [key.from.id, key.from.entityType, key.typeGroup, key.type, key.to.id, key.to.entityType];

function relationOf(row: RelationTable): EntityRelation {
    return {
        from: { entityType: row.from_type, id: row.from_id },
        to: { entityType: row.to_type, id: row.to_id },
        type: row.relation_type,
        typeGroup: row.relation_type_group,
        additionalInfo: fromJsonColumn(row.additional_info),
    };
}

/**
 * The `relation` table: one row per (from, type group, type, to). Edge assignments and delete
 * cascades write the same table directly; this is the one reader and writer of the relation API.
 */
export class RelationStore {
    constructor(private readonly sqlite: SqliteDatabase.Database) {}

    /** Inserts or replaces (a second save of the same relation updates its additionalInfo). */
    save(relation: EntityRelation): void {
        this.sqlite
            .prepare(
                `INSERT INTO relation (from_id, from_type, relation_type_group, relation_type, to_id, to_type, additional_info) VALUES (?, ?, ?, ?, ?, ?, ?)
                 ON CONFLICT (from_id, from_type, relation_type_group, relation_type, to_id, to_type) DO UPDATE SET additional_info = excluded.additional_info`,
            )
            .run(...keyParams(relation), toJsonColumn(relation.additionalInfo));
    }

    find(key: RelationKey): EntityRelation | undefined {
        const row = this.sqlite.prepare(`SELECT * FROM relation WHERE ${KEY_WHERE}`).get(...keyParams(key)) as RelationTable | undefined;
        return row && relationOf(row);
    }

    /** Whether a relation was there to delete. */
    delete(key: RelationKey): boolean {
        return this.sqlite.prepare(`DELETE FROM relation WHERE ${KEY_WHERE}`).run(...keyParams(key)).changes > 0;
    }

    /** Every relation of one group from and to an entity. */
    deleteAllOf(entity: EntityRef, typeGroup: string): void {
        this.sqlite
            .prepare('DELETE FROM relation WHERE relation_type_group = ? AND ((from_id = ? AND from_type = ?) OR (to_id = ? AND to_type = ?))')
            .run(typeGroup, entity.id, entity.entityType, entity.id, entity.entityType);
    }

    /**
     * Relations of one group leaving an entity (FROM) or arriving at it (TO), optionally of one
     * type, in a stable order (type, then the other end).
     */
    findBy(direction: Direction, entity: EntityRef, typeGroup: string, type?: string): EntityRelation[] {
        const [own, other] = direction === 'FROM' ? ['from', 'to'] : ['to', 'from'];
        const typeTest = type === undefined ? '' : ' AND relation_type = ?';
        const rows = this.sqlite
            .prepare(
                `SELECT * FROM relation WHERE ${own}_id = ? AND ${own}_type = ? AND relation_type_group = ?${typeTest} ORDER BY relation_type, ${other}_type, ${other}_id`,
            )
            .all(entity.id, entity.entityType, typeGroup, ...(type === undefined ? [] : [type])) as RelationTable[];
        return rows.map(relationOf);
    }
}
