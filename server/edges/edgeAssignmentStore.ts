import type SqliteDatabase from 'better-sqlite3';
import type { EntityId } from '../lib/ids';

/**
 * Which entities an edge holds, as ThingsBoard keeps it: a `Contains` relation of type group EDGE
 * from the edge to the entity. The one reader and writer of those relations.
 */
export class EdgeAssignmentStore {
    constructor(private readonly sqlite: SqliteDatabase.Database) {}

    /** Whether the entity was not assigned before. */
    assign(edgeId: string, entity: EntityId): boolean {
        return (
            this.sqlite
                .prepare("INSERT OR IGNORE INTO relation (from_id, from_type, to_id, to_type, relation_type_group, relation_type, additional_info) VALUES (?, 'EDGE', ?, ?, 'EDGE', 'Contains', NULL)")
                .run(edgeId, entity.id, entity.entityType).changes > 0
        );
    }

    /** Whether the entity was assigned. */
    unassign(edgeId: string, entity: EntityId): boolean {
        return (
            this.sqlite
                .prepare("DELETE FROM relation WHERE from_id = ? AND from_type = 'EDGE' AND to_id = ? AND to_type = ? AND relation_type_group = 'EDGE'")
                .run(edgeId, entity.id, entity.entityType).changes > 0
        );
    }

    isAssigned(edgeId: string, entity: EntityId): boolean {
        return this.entityIdsOf(edgeId, entity.entityType).includes(entity.id);
    }

    /** The edges an entity is assigned to. */
    edgesOf(entity: EntityId): string[] {
        return this.sqlite
            .prepare("SELECT from_id FROM relation WHERE from_type = 'EDGE' AND to_id = ? AND to_type = ? AND relation_type_group = 'EDGE'")
            .pluck()
            .all(entity.id, entity.entityType) as string[];
    }

    /** The ids of an edge's entities of one type. */
    entityIdsOf(edgeId: string, entityType: string): string[] {
        return this.sqlite
            .prepare("SELECT to_id FROM relation WHERE from_id = ? AND from_type = 'EDGE' AND to_type = ? AND relation_type_group = 'EDGE' ORDER BY to_id")
            .pluck()
            .all(edgeId, entityType) as string[];
    }
}
