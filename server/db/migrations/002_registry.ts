import { type Kysely, sql } from 'kysely';

/**
 * The rest of the registry's tables (assets, entity views, edges, OTA packages, resources, widget
 * bundles and types, relations) and the indexes the paged lists need: every list is
 * `WHERE tenant (or customer) = ? ORDER BY <sort>, id LIMIT ? OFFSET ?`, so each sortable column
 * gets an index led by its owner column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
    const owned = (table: string) =>
        db.schema
            .createTable(table)
            .addColumn('id', 'text', col => col.primaryKey())
            .addColumn('created_time', 'integer', col => col.notNull())
            .addColumn('tenant_id', 'text', col => col.notNull());

    await owned('asset')
        .addColumn('customer_id', 'text', col => col.notNull())
        .addColumn('name', 'text', col => col.notNull())
        .addColumn('type', 'text', col => col.notNull())
        .addColumn('label', 'text')
        .addColumn('additional_info', 'text')
        .addUniqueConstraint('asset_name_unq', ['tenant_id', 'name'])
        .execute();

    await owned('entity_view')
        .addColumn('customer_id', 'text', col => col.notNull())
        .addColumn('entity_id', 'text', col => col.notNull())
        .addColumn('entity_type', 'text', col => col.notNull())
        .addColumn('name', 'text', col => col.notNull())
        .addColumn('type', 'text', col => col.notNull())
        .addColumn('keys', 'text')
        .addColumn('start_ts', 'integer', col => col.notNull().defaultTo(0))
        .addColumn('end_ts', 'integer', col => col.notNull().defaultTo(0))
        .addColumn('additional_info', 'text')
        .addUniqueConstraint('entity_view_name_unq', ['tenant_id', 'name'])
        .execute();
    await db.schema.createIndex('entity_view_entity').on('entity_view').columns(['entity_id']).execute();

    await owned('edge')
        .addColumn('customer_id', 'text', col => col.notNull())
        .addColumn('root_rule_chain_id', 'text')
        .addColumn('name', 'text', col => col.notNull())
        .addColumn('type', 'text', col => col.notNull())
        .addColumn('label', 'text')
        .addColumn('routing_key', 'text', col => col.notNull().unique())
        .addColumn('secret', 'text', col => col.notNull())
        .addColumn('additional_info', 'text')
        .addUniqueConstraint('edge_name_unq', ['tenant_id', 'name'])
        .execute();

    await owned('ota_package')
        .addColumn('device_profile_id', 'text', col => col.notNull())
        .addColumn('type', 'text', col => col.notNull())
        .addColumn('title', 'text', col => col.notNull())
        .addColumn('version', 'text', col => col.notNull())
        .addColumn('tag', 'text')
        .addColumn('url', 'text')
        .addColumn('has_data', 'integer', col => col.notNull().defaultTo(0))
        .addColumn('file_name', 'text')
        .addColumn('content_type', 'text')
        .addColumn('checksum_algorithm', 'text')
        .addColumn('checksum', 'text')
        .addColumn('data', 'blob')
        .addColumn('data_size', 'integer')
        .addColumn('additional_info', 'text')
        .addUniqueConstraint('ota_package_version_unq', ['tenant_id', 'title', 'version'])
        .execute();

    await owned('tb_resource')
        .addColumn('title', 'text', col => col.notNull())
        .addColumn('resource_type', 'text', col => col.notNull())
        .addColumn('resource_key', 'text', col => col.notNull())
        .addColumn('file_name', 'text', col => col.notNull())
        .addColumn('data', 'text', col => col.notNull())
        .addUniqueConstraint('tb_resource_key_unq', ['tenant_id', 'resource_type', 'resource_key'])
        .execute();

    await owned('widgets_bundle')
        .addColumn('alias', 'text', col => col.notNull())
        .addColumn('title', 'text', col => col.notNull())
        .addColumn('image', 'text')
        .addColumn('description', 'text')
        .addUniqueConstraint('widgets_bundle_alias_unq', ['tenant_id', 'alias'])
        .execute();

    await owned('widget_type')
        .addColumn('bundle_alias', 'text', col => col.notNull())
        .addColumn('alias', 'text', col => col.notNull())
        .addColumn('name', 'text', col => col.notNull())
        .addColumn('image', 'text')
        .addColumn('description', 'text')
        .addColumn('descriptor', 'text', col => col.notNull())
        .addUniqueConstraint('widget_type_alias_unq', ['tenant_id', 'bundle_alias', 'alias'])
        .execute();

    await db.schema
        .createTable('relation')
        .addColumn('from_id', 'text', col => col.notNull())
        .addColumn('from_type', 'text', col => col.notNull())
        .addColumn('to_id', 'text', col => col.notNull())
        .addColumn('to_type', 'text', col => col.notNull())
        .addColumn('relation_type_group', 'text', col => col.notNull())
        .addColumn('relation_type', 'text', col => col.notNull())
        .addColumn('additional_info', 'text')
        .addPrimaryKeyConstraint('relation_pk', ['from_id', 'from_type', 'relation_type_group', 'relation_type', 'to_id', 'to_type'])
        .modifyEnd(sql`without rowid`)
        .execute();
    await db.schema.createIndex('relation_to').on('relation').columns(['to_id', 'to_type', 'relation_type_group']).execute();

    // Paged lists: owner column first, then the sort column, then id as the tie-breaker.
    const sortIndexes: Array<[table: string, owner: string, columns: string[]]> = [
        ['device', 'tenant_id', ['created_time', 'label', 'type']],
        ['device', 'customer_id', ['created_time', 'name', 'label', 'type']],
        ['asset', 'tenant_id', ['created_time', 'label', 'type']],
        ['asset', 'customer_id', ['created_time', 'name', 'label', 'type']],
        ['entity_view', 'tenant_id', ['created_time', 'type']],
        ['entity_view', 'customer_id', ['created_time', 'name', 'type']],
        ['edge', 'tenant_id', ['created_time', 'label', 'type']],
        ['edge', 'customer_id', ['created_time', 'name', 'label', 'type']],
        ['customer', 'tenant_id', ['created_time', 'email', 'country', 'city']],
        ['tb_user', 'tenant_id', ['created_time', 'email', 'first_name', 'last_name']],
        ['tb_user', 'customer_id', ['created_time', 'email', 'first_name', 'last_name']],
        ['dashboard', 'tenant_id', ['title']],
        ['ota_package', 'tenant_id', ['created_time', 'title', 'type']],
        ['tb_resource', 'tenant_id', ['created_time', 'title']],
        ['widgets_bundle', 'tenant_id', ['created_time', 'title']],
        ['device_profile', 'tenant_id', ['created_time']],
    ];
    for (const [table, owner, columns] of sortIndexes) {
        for (const column of columns) {
            await db.schema.createIndex(`${table}_${owner}_${column}_sort`).on(table).columns([owner, column, 'id']).execute();
        }
    }
    // Device lists filtered by profile or type, newest first.
    await db.schema.createIndex('device_profile_created_sort').on('device').columns(['tenant_id', 'device_profile_id', 'created_time', 'id']).execute();
    await db.schema.createIndex('device_type_created_sort').on('device').columns(['tenant_id', 'type', 'created_time', 'id']).execute();
    await db.schema.createIndex('asset_type_created_sort').on('asset').columns(['tenant_id', 'type', 'created_time', 'id']).execute();
    // Profiles still used by devices, customers' entities on delete.
    await db.schema.createIndex('device_profile_ref').on('device').columns(['device_profile_id']).execute();
}
