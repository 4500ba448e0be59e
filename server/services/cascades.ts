import type SqliteDatabase from 'better-sqlite3';

/**
 * What every entity takes with it when deleted, whatever its kind: its relations in both
 * directions and its attributes. Runs inside the caller's transaction.
 */
export class Cascades {
    private readonly relations: SqliteDatabase.Statement;
    private readonly attributes: SqliteDatabase.Statement;

    constructor(sqlite: SqliteDatabase.Database) {
        this.relations = sqlite.prepare('DELETE FROM relation WHERE (from_id = ? AND from_type = ?) OR (to_id = ? AND to_type = ?)');
        this.attributes = sqlite.prepare('DELETE FROM attribute_kv WHERE entity_id = ? AND entity_type = ?');
    }

    entityRemoved(entityType: string, id: string): void {
        this.relations.run(id, entityType, id, entityType);
        this.attributes.run(id, entityType);
    }
}
