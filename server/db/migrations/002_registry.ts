import type SqliteDatabase from 'better-sqlite3';

/**
 * The rest of the registry's tables (assets, entity views, edges, OTA packages, resources, widget
 * bundles and types, relations) and the indexes the paged lists need: every list is
 * `WHERE tenant (or customer) = ? ORDER BY <sort>, id LIMIT ? OFFSET ?`, so each sortable column
 * gets an index led by its owner column.
 */
export function up(sqlite: SqliteDatabase.Database): void {
    sqlite.exec(`
        create table "asset" ("id" text primary key, "created_time" integer not null, "tenant_id" text not null, "customer_id" text not null, "name" text not null, "type" text not null, "label" text, "additional_info" text, constraint "asset_name_unq" unique ("tenant_id", "name"));
        create table "entity_view" ("id" text primary key, "created_time" integer not null, "tenant_id" text not null, "customer_id" text not null, "entity_id" text not null, "entity_type" text not null, "name" text not null, "type" text not null, "keys" text, "start_ts" integer default 0 not null, "end_ts" integer default 0 not null, "additional_info" text, constraint "entity_view_name_unq" unique ("tenant_id", "name"));
        create index "entity_view_entity" on "entity_view" ("entity_id");
        create table "edge" ("id" text primary key, "created_time" integer not null, "tenant_id" text not null, "customer_id" text not null, "root_rule_chain_id" text, "name" text not null, "type" text not null, "label" text, "routing_key" text not null unique, "secret" text not null, "additional_info" text, constraint "edge_name_unq" unique ("tenant_id", "name"));
        create table "ota_package" ("id" text primary key, "created_time" integer not null, "tenant_id" text not null, "device_profile_id" text not null, "type" text not null, "title" text not null, "version" text not null, "tag" text, "url" text, "has_data" integer default 0 not null, "file_name" text, "content_type" text, "checksum_algorithm" text, "checksum" text, "data" blob, "data_size" integer, "additional_info" text, constraint "ota_package_version_unq" unique ("tenant_id", "title", "version"));
        create table "tb_resource" ("id" text primary key, "created_time" integer not null, "tenant_id" text not null, "title" text not null, "resource_type" text not null, "resource_key" text not null, "file_name" text not null, "data" text not null, constraint "tb_resource_key_unq" unique ("tenant_id", "resource_type", "resource_key"));
        create table "widgets_bundle" ("id" text primary key, "created_time" integer not null, "tenant_id" text not null, "alias" text not null, "title" text not null, "image" text, "description" text, constraint "widgets_bundle_alias_unq" unique ("tenant_id", "alias"));
        create table "widget_type" ("id" text primary key, "created_time" integer not null, "tenant_id" text not null, "bundle_alias" text not null, "alias" text not null, "name" text not null, "image" text, "description" text, "descriptor" text not null, constraint "widget_type_alias_unq" unique ("tenant_id", "bundle_alias", "alias"));
        create table "relation" ("from_id" text not null, "from_type" text not null, "to_id" text not null, "to_type" text not null, "relation_type_group" text not null, "relation_type" text not null, "additional_info" text, constraint "relation_pk" primary key ("from_id", "from_type", "relation_type_group", "relation_type", "to_id", "to_type")) without rowid;
        create index "relation_to" on "relation" ("to_id", "to_type", "relation_type_group");
        create index "device_tenant_id_created_time_sort" on "device" ("tenant_id", "created_time", "id");
        create index "device_tenant_id_label_sort" on "device" ("tenant_id", "label", "id");
        create index "device_tenant_id_type_sort" on "device" ("tenant_id", "type", "id");
        create index "device_customer_id_created_time_sort" on "device" ("customer_id", "created_time", "id");
        create index "device_customer_id_name_sort" on "device" ("customer_id", "name", "id");
        create index "device_customer_id_label_sort" on "device" ("customer_id", "label", "id");
        create index "device_customer_id_type_sort" on "device" ("customer_id", "type", "id");
        create index "asset_tenant_id_created_time_sort" on "asset" ("tenant_id", "created_time", "id");
        create index "asset_tenant_id_label_sort" on "asset" ("tenant_id", "label", "id");
        create index "asset_tenant_id_type_sort" on "asset" ("tenant_id", "type", "id");
        create index "asset_customer_id_created_time_sort" on "asset" ("customer_id", "created_time", "id");
        create index "asset_customer_id_name_sort" on "asset" ("customer_id", "name", "id");
        create index "asset_customer_id_label_sort" on "asset" ("customer_id", "label", "id");
        create index "asset_customer_id_type_sort" on "asset" ("customer_id", "type", "id");
        create index "entity_view_tenant_id_created_time_sort" on "entity_view" ("tenant_id", "created_time", "id");
        create index "entity_view_tenant_id_type_sort" on "entity_view" ("tenant_id", "type", "id");
        create index "entity_view_customer_id_created_time_sort" on "entity_view" ("customer_id", "created_time", "id");
        create index "entity_view_customer_id_name_sort" on "entity_view" ("customer_id", "name", "id");
        create index "entity_view_customer_id_type_sort" on "entity_view" ("customer_id", "type", "id");
        create index "edge_tenant_id_created_time_sort" on "edge" ("tenant_id", "created_time", "id");
        create index "edge_tenant_id_label_sort" on "edge" ("tenant_id", "label", "id");
        create index "edge_tenant_id_type_sort" on "edge" ("tenant_id", "type", "id");
        create index "edge_customer_id_created_time_sort" on "edge" ("customer_id", "created_time", "id");
        create index "edge_customer_id_name_sort" on "edge" ("customer_id", "name", "id");
        create index "edge_customer_id_label_sort" on "edge" ("customer_id", "label", "id");
        create index "edge_customer_id_type_sort" on "edge" ("customer_id", "type", "id");
        create index "customer_tenant_id_created_time_sort" on "customer" ("tenant_id", "created_time", "id");
        create index "customer_tenant_id_email_sort" on "customer" ("tenant_id", "email", "id");
        create index "customer_tenant_id_country_sort" on "customer" ("tenant_id", "country", "id");
        create index "customer_tenant_id_city_sort" on "customer" ("tenant_id", "city", "id");
        create index "tb_user_tenant_id_created_time_sort" on "tb_user" ("tenant_id", "created_time", "id");
        create index "tb_user_tenant_id_email_sort" on "tb_user" ("tenant_id", "email", "id");
        create index "tb_user_tenant_id_first_name_sort" on "tb_user" ("tenant_id", "first_name", "id");
        create index "tb_user_tenant_id_last_name_sort" on "tb_user" ("tenant_id", "last_name", "id");
        create index "tb_user_customer_id_created_time_sort" on "tb_user" ("customer_id", "created_time", "id");
        create index "tb_user_customer_id_email_sort" on "tb_user" ("customer_id", "email", "id");
        create index "tb_user_customer_id_first_name_sort" on "tb_user" ("customer_id", "first_name", "id");
        create index "tb_user_customer_id_last_name_sort" on "tb_user" ("customer_id", "last_name", "id");
        create index "dashboard_tenant_id_title_sort" on "dashboard" ("tenant_id", "title", "id");
        create index "ota_package_tenant_id_created_time_sort" on "ota_package" ("tenant_id", "created_time", "id");
        create index "ota_package_tenant_id_title_sort" on "ota_package" ("tenant_id", "title", "id");
        create index "ota_package_tenant_id_type_sort" on "ota_package" ("tenant_id", "type", "id");
        create index "tb_resource_tenant_id_created_time_sort" on "tb_resource" ("tenant_id", "created_time", "id");
        create index "tb_resource_tenant_id_title_sort" on "tb_resource" ("tenant_id", "title", "id");
        create index "widgets_bundle_tenant_id_created_time_sort" on "widgets_bundle" ("tenant_id", "created_time", "id");
        create index "widgets_bundle_tenant_id_title_sort" on "widgets_bundle" ("tenant_id", "title", "id");
        create index "device_profile_tenant_id_created_time_sort" on "device_profile" ("tenant_id", "created_time", "id");
        create index "device_profile_created_sort" on "device" ("tenant_id", "device_profile_id", "created_time", "id");
        create index "device_type_created_sort" on "device" ("tenant_id", "type", "created_time", "id");
        create index "asset_type_created_sort" on "asset" ("tenant_id", "type", "created_time", "id");
        create index "device_profile_ref" on "device" ("device_profile_id");
    `);
}
