import type SqliteDatabase from 'better-sqlite3';
import { withStatementCache } from '../db/statementCache';
import { registry } from '../../resources';
import type { ResourceDefinition } from '../../resources/kernel';
import { NULL_UUID } from '../lib/ids';
import type { Row } from '../registry/codec';
import { nameColumnOf } from '../ws/entityQuery';

/**
 * What alarms need to know about any entity, whatever its kind: does it exist, what is its name
 * (an alarm's originatorName) and which customer owns it (an alarm's customerId).
 */
export class EntityDirectory {
    private readonly byEntityType = new Map<string, ResourceDefinition>(registry.map(resource => [resource.entityType, resource]));

    private readonly sqlite: SqliteDatabase.Database;

    /** Statements are kept by their SQL text: device alarm rules run these for every telemetry message, and preparing cost more than running them. */
    constructor(sqlite: SqliteDatabase.Database) {
        this.sqlite = withStatementCache(sqlite, 100);
    }

    row(entityType: string, id: string): Row | undefined {
        const resource = this.byEntityType.get(entityType);
        if (!resource) return undefined;
        return this.sqlite.prepare(`SELECT * FROM ${resource.server.table} WHERE id = ?`).get(id) as Row | undefined;
    }

    nameOf(entityType: string, id: string): string | null {
        const resource = this.byEntityType.get(entityType);
        const column = resource && nameColumnOf(resource);
        if (!resource || !column) return null;
        const found = this.sqlite.prepare(`SELECT ${column} AS name FROM ${resource.server.table} WHERE id = ?`).get(id) as { name: unknown } | undefined;
        return found?.name === undefined || found.name === null ? null : String(found.name);
    }

    /** ThingsBoard's fetchEntityCustomerId: a customer owns itself; entities without a customer give NULL_UUID. */
    customerOf(entityType: string, id: string, row: Row): string {
        if (entityType === 'CUSTOMER') return id;
        const column = this.byEntityType.get(entityType)?.server.customerColumn;
        const value = column ? row[column] : undefined;
        return typeof value === 'string' && value ? value : NULL_UUID;
    }
}
