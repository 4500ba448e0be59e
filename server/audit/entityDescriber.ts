import type SqliteDatabase from 'better-sqlite3';
import { registry } from '../../resources';
import type { ResourceDefinition } from '../../resources/kernel';
import { rowToJson, type Row } from '../registry/codec';
import { NULL_UUID, type EntityId } from '../lib/ids';

/** What the audit log writes about an entity: its name and owners, and its JSON for actionData. */
export interface EntityDescription {
    name: string | null;
    tenantId: string | null;
    customerId: string | null;
    json: Record<string, unknown>;
}

interface Source {
    table: string;
    nameColumn: string;
    tenantColumn?: string;
    customerColumn?: string;
    toJson(row: Row): Record<string, unknown>;
}

const registrySource = (resource: ResourceDefinition): Source => ({
    table: resource.server.table,
    nameColumn: resource.fields[resource.titleField]!.column!,
    tenantColumn: resource.server.tenantColumn,
    customerColumn: resource.server.customerColumn,
    toJson: row => rowToJson(resource, row, { detail: true }),
});

const timeOr0 = (value: unknown) => (typeof value === 'number' ? value : 0);

/** Entities outside the registry that the audit log names. */
const OTHER_SOURCES: Readonly<Record<string, Source>> = {
    ALARM: {
        table: 'alarm',
        nameColumn: 'type',
        tenantColumn: 'tenant_id',
        customerColumn: 'customer_id',
        toJson: row => ({
            id: { entityType: 'ALARM', id: row.id },
            createdTime: row.created_time,
            type: row.type,
            name: row.type,
            originator: { entityType: row.originator_type, id: row.originator_id },
            severity: row.severity,
            status: row.status,
            startTs: timeOr0(row.start_ts),
            endTs: timeOr0(row.end_ts),
            ackTs: timeOr0(row.ack_ts),
            clearTs: timeOr0(row.clear_ts),
        }),
    },
    WIDGET_TYPE: {
        table: 'widget_type',
        nameColumn: 'name',
        tenantColumn: 'tenant_id',
        toJson: row => ({ id: { entityType: 'WIDGET_TYPE', id: row.id }, createdTime: row.created_time, bundleAlias: row.bundle_alias, alias: row.alias, name: row.name }),
    },
};

const SOURCES: ReadonlyMap<string, Source> = new Map([
    ...registry.map(resource => [resource.entityType, registrySource(resource)] as const),
    ...Object.entries(OTHER_SOURCES),
]);

/** Reads entities of any type by id for the audit log, whatever the caller may see. */
export class EntityDescriber {
    constructor(private readonly sqlite: SqliteDatabase.Database) {}

    describe(entity: EntityId): EntityDescription | null {
        const source = SOURCES.get(entity.entityType);
        if (!source || entity.id === NULL_UUID) return null;
        let row: Row | undefined;
        try {
            row = this.sqlite.prepare(`SELECT * FROM ${source.table} WHERE id = ?`).get(entity.id) as Row | undefined;
        } catch {
            return null; // a table another feature has not created yet
        }
        if (!row) return null;
        const column = (name: string | undefined) => (name ? ((row[name] as string | null) ?? null) : null);
        return {
            name: column(source.nameColumn),
            tenantId: source.tenantColumn === 'id' ? (row.id as string) : column(source.tenantColumn),
            customerId: source.customerColumn === 'id' ? (row.id as string) : column(source.customerColumn),
            json: source.toJson(row),
        };
    }
}
