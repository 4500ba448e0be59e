import type SqliteDatabase from 'better-sqlite3';
import { newId, timeOfId } from '../../lib/ids';
import type { CustomerTable } from '../schema';

/** A row of the customer table (a type alias, so a generic Row takes it). */
export type CustomerRow = { [Column in keyof CustomerTable]: CustomerTable[Column] };

/** Customer rows by id, by title, and each tenant's public customer. */
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
}
