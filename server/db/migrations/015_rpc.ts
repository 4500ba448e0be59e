import type { Kysely } from 'kysely';

/**
 * Persistent RPC (ThingsBoard's `rpc` table): one row per call with its request, the device's
 * response and its status. The rows go with their device (foreign key, ON DELETE CASCADE). A
 * device's list is one index range of (device_id, status, created_time); the deadline sweep reads
 * the calls still waiting by (status, expiration_time).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
        .createTable('rpc')
        .addColumn('id', 'text', col => col.primaryKey())
        .addColumn('created_time', 'integer', col => col.notNull())
        .addColumn('tenant_id', 'text', col => col.notNull())
        .addColumn('device_id', 'text', col => col.notNull().references('device.id').onDelete('cascade'))
        .addColumn('expiration_time', 'integer', col => col.notNull())
        .addColumn('request', 'text', col => col.notNull())
        .addColumn('response', 'text')
        .addColumn('additional_info', 'text')
        .addColumn('status', 'text', col => col.notNull())
        .execute();
    await db.schema.createIndex('idx_rpc_device').on('rpc').columns(['device_id', 'status', 'created_time']).execute();
    await db.schema.createIndex('idx_rpc_deadline').on('rpc').columns(['status', 'expiration_time']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('rpc').execute();
}
