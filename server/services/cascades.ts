import type SqliteDatabase from 'better-sqlite3';

/**
 * What every entity takes with it when deleted, whatever its kind: its relations in both
 * directions, its attributes, its telemetry and its alarms (those it raised, and its view of
 * others'). Runs inside the caller's transaction. An entity going to the trash keeps its telemetry
 * in place until the trash purges it (server/trash/).
 */
export class Cascades {
    constructor(private readonly sqlite: SqliteDatabase.Database) {}

    entityRemoved(entityType: string, id: string, { keepTelemetry = false } = {}): void {
        this.removeWhere(entityType, '= ?', [id], keepTelemetry);
    }

    /** The telemetry of an entity deleted before (a purged trash entry). */
    telemetryRemoved(id: string): void {
        this.removeTelemetryWhere('= ?', [id]);
    }

    /** Every entity of a table that belongs to a tenant, for a tenant's delete. */
    tenantEntitiesRemoved(table: string, entityType: string, tenantId: string): void {
        this.removeWhere(entityType, `IN (SELECT id FROM ${table} WHERE tenant_id = ?)`, [tenantId]);
    }

    private removeWhere(entityType: string, idTest: string, params: unknown[], keepTelemetry = false): void {
        const { sqlite } = this;
        sqlite.prepare(`DELETE FROM relation WHERE (from_type = ? AND from_id ${idTest}) OR (to_type = ? AND to_id ${idTest})`).run(entityType, ...params, entityType, ...params);
        sqlite.prepare(`DELETE FROM attribute_kv WHERE entity_type = ? AND entity_id ${idTest}`).run(entityType, ...params);
        if (!keepTelemetry) this.removeTelemetryWhere(idTest, params);
        const alarmsRaised = `SELECT id FROM alarm WHERE originator_id ${idTest}`;
        sqlite.prepare(`DELETE FROM entity_alarm WHERE alarm_id IN (${alarmsRaised}) OR entity_id ${idTest}`).run(...params, ...params);
        sqlite.prepare(`DELETE FROM alarm WHERE originator_id ${idTest}`).run(...params);
    }

    private removeTelemetryWhere(idTest: string, params: unknown[]): void {
        const { sqlite } = this;
        // Entity ids are time-based UUIDs, unique across types, so telemetry is keyed by id alone.
        const seriesOfEntity = `SELECT id FROM ts_kv_series WHERE entity_id ${idTest}`;
        sqlite.prepare(`DELETE FROM ts_kv WHERE series_id IN (${seriesOfEntity})`).run(...params);
        sqlite.prepare(`DELETE FROM ts_kv_rollup WHERE series_id IN (${seriesOfEntity})`).run(...params);
        sqlite.prepare(`DELETE FROM ts_kv_series WHERE entity_id ${idTest}`).run(...params);
        sqlite.prepare(`DELETE FROM ts_kv_latest WHERE entity_id ${idTest}`).run(...params);
    }
}
