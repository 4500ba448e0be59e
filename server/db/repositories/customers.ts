import type SqliteDatabase from 'better-sqlite3';
import { newId, NULL_UUID, timeOfId } from '../../lib/ids';
import { fromJsonColumn, toJsonColumn } from '../../lib/json';
import type { CustomerTable } from '../schema';

/** A row of the customer table (a type alias, so a generic Row takes it). */
export type CustomerRow = { [Column in keyof CustomerTable]: CustomerTable[Column] };

/** Tables whose rows a customer can be assigned. */
const ASSIGNABLE_TABLES = ['device', 'asset', 'entity_view', 'edge'] as const;

/** Customer rows by id, by title, and each tenant's public customer; what a customer is assigned. */
export class CustomerRepository {
    constructor(private readonly sqlite: SqliteDatabase.Database) {}

    findById(id: string): CustomerRow | undefined {
        return this.sqlite.prepare('SELECT * FROM customer WHERE id = ?').get(id) as CustomerRow | undefined;
    }

    findByTitle(tenantId: string, title: string): CustomerRow | undefined {
        return this.sqlite.prepare('SELECT * FROM customer WHERE tenant_id = ? AND title = ?').get(tenantId, title) as CustomerRow | undefined;
    }

    findPublic(tenantId: string): CustomerRow | undefined {
        return this.sqlite.prepare('SELECT * FROM customer WHERE tenant_id = ? AND is_public = 1').get(tenantId) as CustomerRow | undefined;
    }

    /** A new public customer of the tenant, marked public in its additionalInfo as ThingsBoard marks it. */
    insertPublic(tenantId: string, title: string): CustomerRow {
        const id = newId();
        this.sqlite
            .prepare('INSERT INTO customer (id, created_time, tenant_id, title, is_public, additional_info) VALUES (?, ?, ?, ?, 1, ?)')
            .run(id, timeOfId(id), tenantId, title, JSON.stringify({ isPublic: true }));
        return this.findById(id)!;
    }

    /** Unassigns everything assigned to the customer: devices, assets, entity views, edges, shared dashboards. */
    releaseAssignments(tenantId: unknown, customerId: unknown): void {
        for (const table of ASSIGNABLE_TABLES) {
            this.sqlite.prepare(`UPDATE ${table} SET customer_id = ? WHERE tenant_id = ? AND customer_id = ?`).run(NULL_UUID, tenantId, customerId);
        }
        const shared = this.sqlite
            .prepare(`SELECT d.id, d.assigned_customers FROM dashboard d, json_each(d.assigned_customers) j
                      WHERE d.tenant_id = ? AND json_extract(j.value, '$.customerId.id') = ?`)
            .all(tenantId, customerId) as Array<{ id: string; assigned_customers: string }>;
        for (const dashboard of shared) {
            const assigned = (fromJsonColumn<Array<{ customerId: { id: string } }>>(dashboard.assigned_customers) ?? []).filter(entry => entry.customerId.id !== customerId);
            this.sqlite.prepare('UPDATE dashboard SET assigned_customers = ? WHERE id = ?').run(toJsonColumn(assigned), dashboard.id);
        }
    }
}
