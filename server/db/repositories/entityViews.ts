import type SqliteDatabase from 'better-sqlite3';

/** Entity view rows beyond the registry's paged repository. */
export class EntityViewRows {
    constructor(private readonly sqlite: SqliteDatabase.Database) {}

    /** Whether a view shows the entity (a device or an asset that has views cannot be deleted). */
    existsFor(entityId: string): boolean {
        return this.sqlite.prepare('SELECT 1 FROM entity_view WHERE entity_id = ? LIMIT 1').get(entityId) !== undefined;
    }
}
