import { type Kysely, sql } from 'kysely';

/** Contact fields shared by tenants and customers. */
const contactColumns = ['country', 'state', 'city', 'address', 'address2', 'zip', 'phone', 'email'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
        .createTable('meta')
        .addColumn('key', 'text', col => col.primaryKey())
        .addColumn('value', 'text', col => col.notNull())
        .execute();

    await db.schema
        .createTable('admin_settings')
        .addColumn('id', 'text', col => col.primaryKey())
        .addColumn('created_time', 'integer', col => col.notNull())
        .addColumn('tenant_id', 'text', col => col.notNull())
        .addColumn('key', 'text', col => col.notNull().unique())
        .addColumn('json_value', 'text', col => col.notNull())
        .execute();

    await db.schema
        .createTable('tenant_profile')
        .addColumn('id', 'text', col => col.primaryKey())
        .addColumn('created_time', 'integer', col => col.notNull())
        .addColumn('name', 'text', col => col.notNull().unique())
        .addColumn('description', 'text')
        .addColumn('is_default', 'integer', col => col.notNull().defaultTo(0))
        .addColumn('isolated_tb_core', 'integer', col => col.notNull().defaultTo(0))
        .addColumn('isolated_tb_rule_engine', 'integer', col => col.notNull().defaultTo(0))
        .addColumn('profile_data', 'text', col => col.notNull())
        .execute();

    let tenant = db.schema
        .createTable('tenant')
        .addColumn('id', 'text', col => col.primaryKey())
        .addColumn('created_time', 'integer', col => col.notNull())
        .addColumn('title', 'text', col => col.notNull())
        .addColumn('region', 'text', col => col.notNull())
        .addColumn('tenant_profile_id', 'text', col => col.notNull().references('tenant_profile.id'))
        .addColumn('additional_info', 'text');
    for (const column of contactColumns) tenant = tenant.addColumn(column, 'text');
    await tenant.execute();

    let customer = db.schema
        .createTable('customer')
        .addColumn('id', 'text', col => col.primaryKey())
        .addColumn('created_time', 'integer', col => col.notNull())
        .addColumn('tenant_id', 'text', col => col.notNull())
        .addColumn('title', 'text', col => col.notNull())
        .addColumn('is_public', 'integer', col => col.notNull().defaultTo(0))
        .addColumn('additional_info', 'text');
    for (const column of contactColumns) customer = customer.addColumn(column, 'text');
    await customer.addUniqueConstraint('customer_title_unq', ['tenant_id', 'title']).execute();

    await db.schema
        .createTable('tb_user')
        .addColumn('id', 'text', col => col.primaryKey())
        .addColumn('created_time', 'integer', col => col.notNull())
        .addColumn('tenant_id', 'text', col => col.notNull())
        .addColumn('customer_id', 'text', col => col.notNull())
        .addColumn('email', 'text', col => col.notNull().unique().modifyEnd(sql`collate nocase`))
        .addColumn('authority', 'text', col => col.notNull())
        .addColumn('first_name', 'text')
        .addColumn('last_name', 'text')
        .addColumn('additional_info', 'text')
        .execute();
    await db.schema.createIndex('tb_user_tenant_customer').on('tb_user').columns(['tenant_id', 'customer_id']).execute();

    await db.schema
        .createTable('user_credentials')
        .addColumn('id', 'text', col => col.primaryKey())
        .addColumn('created_time', 'integer', col => col.notNull())
        .addColumn('user_id', 'text', col => col.notNull().unique().references('tb_user.id').onDelete('cascade'))
        .addColumn('enabled', 'integer', col => col.notNull().defaultTo(0))
        .addColumn('password', 'text')
        .addColumn('activate_token', 'text', col => col.unique())
        .addColumn('reset_token', 'text', col => col.unique())
        .addColumn('password_changed_at', 'integer')
        .addColumn('tokens_outdated_at', 'integer')
        .addColumn('failed_login_attempts', 'integer', col => col.notNull().defaultTo(0))
        .execute();

    await db.schema
        .createTable('device_profile')
        .addColumn('id', 'text', col => col.primaryKey())
        .addColumn('created_time', 'integer', col => col.notNull())
        .addColumn('tenant_id', 'text', col => col.notNull())
        .addColumn('name', 'text', col => col.notNull())
        .addColumn('description', 'text')
        .addColumn('image', 'text')
        .addColumn('is_default', 'integer', col => col.notNull().defaultTo(0))
        .addColumn('type', 'text', col => col.notNull())
        .addColumn('transport_type', 'text', col => col.notNull())
        .addColumn('provision_type', 'text', col => col.notNull())
        .addColumn('provision_device_key', 'text', col => col.unique())
        .addColumn('default_rule_chain_id', 'text')
        .addColumn('default_dashboard_id', 'text')
        .addColumn('default_queue_name', 'text')
        .addColumn('firmware_id', 'text')
        .addColumn('software_id', 'text')
        .addColumn('profile_data', 'text', col => col.notNull())
        .addUniqueConstraint('device_profile_name_unq', ['tenant_id', 'name'])
        .execute();

    await db.schema
        .createTable('device')
        .addColumn('id', 'text', col => col.primaryKey())
        .addColumn('created_time', 'integer', col => col.notNull())
        .addColumn('tenant_id', 'text', col => col.notNull())
        .addColumn('customer_id', 'text', col => col.notNull())
        .addColumn('device_profile_id', 'text', col => col.notNull().references('device_profile.id'))
        .addColumn('name', 'text', col => col.notNull())
        .addColumn('type', 'text', col => col.notNull())
        .addColumn('label', 'text')
        .addColumn('device_data', 'text')
        .addColumn('firmware_id', 'text')
        .addColumn('software_id', 'text')
        .addColumn('additional_info', 'text')
        .addUniqueConstraint('device_name_unq', ['tenant_id', 'name'])
        .execute();
    await db.schema.createIndex('device_tenant_created').on('device').columns(['tenant_id', 'created_time']).execute();
    await db.schema.createIndex('device_customer_created').on('device').columns(['customer_id', 'created_time']).execute();

    await db.schema
        .createTable('device_credentials')
        .addColumn('id', 'text', col => col.primaryKey())
        .addColumn('created_time', 'integer', col => col.notNull())
        .addColumn('device_id', 'text', col => col.notNull().unique().references('device.id').onDelete('cascade'))
        .addColumn('credentials_type', 'text', col => col.notNull())
        .addColumn('credentials_id', 'text', col => col.notNull().unique())
        .addColumn('credentials_value', 'text')
        .execute();

    await db.schema
        .createTable('rule_chain')
        .addColumn('id', 'text', col => col.primaryKey())
        .addColumn('created_time', 'integer', col => col.notNull())
        .addColumn('tenant_id', 'text', col => col.notNull())
        .addColumn('name', 'text', col => col.notNull())
        .addColumn('type', 'text', col => col.notNull())
        .addColumn('first_rule_node_id', 'text')
        .addColumn('root', 'integer', col => col.notNull().defaultTo(0))
        .addColumn('debug_mode', 'integer', col => col.notNull().defaultTo(0))
        .addColumn('configuration', 'text')
        .addColumn('additional_info', 'text')
        .execute();
    await db.schema.createIndex('rule_chain_tenant').on('rule_chain').columns(['tenant_id', 'type']).execute();

    await db.schema
        .createTable('rule_node')
        .addColumn('id', 'text', col => col.primaryKey())
        .addColumn('created_time', 'integer', col => col.notNull())
        .addColumn('rule_chain_id', 'text', col => col.notNull().references('rule_chain.id').onDelete('cascade'))
        .addColumn('node_index', 'integer', col => col.notNull())
        .addColumn('type', 'text', col => col.notNull())
        .addColumn('name', 'text', col => col.notNull())
        .addColumn('debug_mode', 'integer', col => col.notNull().defaultTo(0))
        .addColumn('configuration', 'text')
        .addColumn('additional_info', 'text')
        .addUniqueConstraint('rule_node_position_unq', ['rule_chain_id', 'node_index'])
        .execute();

    await db.schema
        .createTable('rule_node_connection')
        .addColumn('rule_chain_id', 'text', col => col.notNull().references('rule_chain.id').onDelete('cascade'))
        .addColumn('from_index', 'integer', col => col.notNull())
        .addColumn('to_index', 'integer', col => col.notNull())
        .addColumn('type', 'text', col => col.notNull())
        .addPrimaryKeyConstraint('rule_node_connection_pk', ['rule_chain_id', 'from_index', 'to_index', 'type'])
        .execute();

    await db.schema
        .createTable('dashboard')
        .addColumn('id', 'text', col => col.primaryKey())
        .addColumn('created_time', 'integer', col => col.notNull())
        .addColumn('tenant_id', 'text', col => col.notNull())
        .addColumn('title', 'text', col => col.notNull())
        .addColumn('image', 'text')
        .addColumn('assigned_customers', 'text')
        .addColumn('mobile_hide', 'integer', col => col.notNull().defaultTo(0))
        .addColumn('mobile_order', 'integer')
        .addColumn('configuration', 'text')
        .execute();
    await db.schema.createIndex('dashboard_tenant_created').on('dashboard').columns(['tenant_id', 'created_time']).execute();

    await db.schema
        .createTable('attribute_kv')
        .addColumn('entity_type', 'text', col => col.notNull())
        .addColumn('entity_id', 'text', col => col.notNull())
        .addColumn('attribute_type', 'text', col => col.notNull())
        .addColumn('attribute_key', 'text', col => col.notNull())
        .addColumn('bool_v', 'integer')
        .addColumn('str_v', 'text')
        .addColumn('long_v', 'integer')
        .addColumn('dbl_v', 'real')
        .addColumn('json_v', 'text')
        .addColumn('last_update_ts', 'integer', col => col.notNull())
        .addPrimaryKeyConstraint('attribute_kv_pk', ['entity_id', 'attribute_type', 'attribute_key'])
        .modifyEnd(sql`without rowid`)
        .execute();
}
