import type SqliteDatabase from 'better-sqlite3';
import type { components } from '../../shared/generated/api.gen';
import { entityId } from '../lib/ids';
import type { WidgetTypeTable } from '../db/schema';

type Schemas = components['schemas'];
export type WidgetType = Schemas['WidgetType'];
export type WidgetTypeDetails = Schemas['WidgetTypeDetails'];
export type WidgetTypeInfo = Schemas['WidgetTypeInfo'];
export type WidgetTypeDescriptor = Schemas['WidgetTypeDescriptor'];

export type WidgetTypeRow = WidgetTypeTable;

/** The three answers of reference §1.7: with descriptor, with descriptor plus image and description, without descriptor. */
export const widgetTypeOf = (row: WidgetTypeRow): WidgetType => ({
    id: entityId('WIDGET_TYPE', row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    bundleAlias: row.bundle_alias,
    alias: row.alias,
    name: row.name,
    descriptor: JSON.parse(row.descriptor) as WidgetTypeDescriptor,
});

export const widgetTypeDetailsOf = (row: WidgetTypeRow): WidgetTypeDetails => ({
    ...widgetTypeOf(row),
    image: row.image,
    description: row.description,
});

export function widgetTypeInfoOf(row: WidgetTypeRow): WidgetTypeInfo {
    const { descriptor, ...base } = widgetTypeOf(row);
    return { ...base, image: row.image, description: row.description, widgetType: descriptor.type ?? '' };
}

/** The widget_type table: one tenant's (or the system's, tenant NULL_UUID) types, grouped by bundle alias. */
export class WidgetTypeStore {
    constructor(private readonly sqlite: SqliteDatabase.Database) {}

    findById(id: string): WidgetTypeRow | undefined {
        return this.sqlite.prepare('SELECT * FROM widget_type WHERE id = ?').get(id) as WidgetTypeRow | undefined;
    }

    findByAlias(tenantId: string, bundleAlias: string, alias: string): WidgetTypeRow | undefined {
        return this.sqlite
            .prepare('SELECT * FROM widget_type WHERE tenant_id = ? AND bundle_alias = ? AND alias = ?')
            .get(tenantId, bundleAlias, alias) as WidgetTypeRow | undefined;
    }

    /** A bundle's types in the order they were added (ThingsBoard returns them unsorted, by insertion). */
    listOfBundle(tenantId: string, bundleAlias: string): WidgetTypeRow[] {
        return this.sqlite
            .prepare('SELECT * FROM widget_type WHERE tenant_id = ? AND bundle_alias = ? ORDER BY rowid')
            .all(tenantId, bundleAlias) as WidgetTypeRow[];
    }

    bundleExists(tenantId: string, bundleAlias: string): boolean {
        return this.sqlite.prepare('SELECT 1 FROM widgets_bundle WHERE tenant_id = ? AND alias = ?').get(tenantId, bundleAlias) !== undefined;
    }

    insert(row: WidgetTypeRow): void {
        this.sqlite
            .prepare(
                `INSERT INTO widget_type (id, created_time, tenant_id, bundle_alias, alias, name, image, description, descriptor)
                 VALUES (@id, @created_time, @tenant_id, @bundle_alias, @alias, @name, @image, @description, @descriptor)`,
            )
            .run(row);
    }

    update(row: WidgetTypeRow): void {
        this.sqlite
            .prepare('UPDATE widget_type SET name = @name, image = @image, description = @description, descriptor = @descriptor WHERE id = @id')
            .run(row);
    }

    delete(id: string): void {
        this.sqlite.prepare('DELETE FROM widget_type WHERE id = ?').run(id);
    }
}
