import type SqliteDatabase from 'better-sqlite3';
import { NULL_UUID, type FieldDefinition, type ResourceDefinition } from '../../resources/kernel';

/**
 * The registry's tables, brought in step with the entries at every start: a schema diff rather
 * than a numbered migration, so a new entity needs no migration file and a new field no ALTER.
 *
 * - A table that does not exist is created from its entry's stored fields, with the indexes its
 *   lists need (each owner column, then each sort column or filter, then id) and a unique index
 *   per `unique` field; such tables are noted in `registry_table` and keep their indexes in step.
 * - A column an entry declares and its table lacks is added (existing rows get NULL, or false and
 *   NULL_UUID for booleans and owner columns).
 * - Every registry table gets its row in `table_version` and the triggers that bump it on any
 *   insert, update or delete, which the paged lists' id cache relies on.
 *
 * Nothing is ever dropped: a field removed from an entry leaves its column. The tables of the
 * entities ThingsBoard itself has were written by hand in the numbered migrations and keep them;
 * for those, only columns and triggers are checked here.
 */
export function syncRegistrySchema(sqlite: SqliteDatabase.Database, resources: readonly ResourceDefinition[]): void {
    sqlite.exec('CREATE TABLE IF NOT EXISTS registry_table (name TEXT PRIMARY KEY)');
    sqlite.exec('CREATE TABLE IF NOT EXISTS table_version (name TEXT PRIMARY KEY, version INTEGER NOT NULL DEFAULT 0)');
    const owned = new Set(sqlite.prepare('SELECT name FROM registry_table').pluck().all() as string[]);
    sqlite.transaction(() => {
        for (const resource of resources) {
            const { table } = resource.server;
            if (!tableExists(sqlite, table)) {
                sqlite.exec(createTableSql(resource));
                sqlite.prepare('INSERT INTO registry_table (name) VALUES (?)').run(table);
                owned.add(table);
            } else {
                addMissingColumns(sqlite, resource);
            }
            if (owned.has(table)) for (const statement of indexSql(resource)) sqlite.exec(statement);
            versionTable(sqlite, table);
        }
    })();
}

const tableExists = (sqlite: SqliteDatabase.Database, table: string) =>
    sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined;

/** One stored column of an entry: its name and its SQL definition. */
interface Column {
    name: string;
    definition: string;
}

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

function sqlType(field: FieldDefinition): string {
    const types = typeof field.schema.type === 'string' ? [field.schema.type] : field.schema.type;
    if (field.storage === 'boolean') return 'INTEGER';
    if (field.storage === 'json' || field.storage === 'entityId') return 'TEXT';
    if (types.includes('integer')) return 'INTEGER';
    if (types.includes('number')) return 'REAL';
    return 'TEXT';
}

/** The columns an entry stores, in field order; id, time and owners first. */
export function columnsOf(resource: ResourceDefinition): Column[] {
    const { tenantColumn, customerColumn } = resource.server;
    const columns = new Map<string, Column>();
    const add = (name: string, definition: string) => {
        if (!columns.has(name)) columns.set(name, { name, definition });
    };
    add('id', 'TEXT PRIMARY KEY');
    add('created_time', 'INTEGER NOT NULL');
    if (tenantColumn && tenantColumn !== 'id') add(tenantColumn, `TEXT NOT NULL DEFAULT ${quote(NULL_UUID)}`);
    if (customerColumn && customerColumn !== 'id') add(customerColumn, `TEXT NOT NULL DEFAULT ${quote(NULL_UUID)}`);
    for (const [key, field] of Object.entries(resource.fields)) {
        if (key.includes('.') || !field.column || field.joined) continue;
        add(field.column, field.storage === 'boolean' ? 'INTEGER NOT NULL DEFAULT 0' : sqlType(field));
        if (field.typeColumn) add(field.typeColumn, 'TEXT');
    }
    return [...columns.values()];
}

export function createTableSql(resource: ResourceDefinition): string {
    const columns = columnsOf(resource).map(column => `${column.name} ${column.definition}`);
    return `CREATE TABLE ${resource.server.table} (${columns.join(', ')})`;
}

function addMissingColumns(sqlite: SqliteDatabase.Database, resource: ResourceDefinition): void {
    const { table } = resource.server;
    const present = new Set((sqlite.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map(column => column.name));
    for (const column of columnsOf(resource)) {
        if (present.has(column.name) || column.name === 'id') continue;
        // ALTER TABLE cannot add a NOT NULL column without a default; the entry's own time is its id's.
        const definition = column.name === 'created_time' ? 'INTEGER NOT NULL DEFAULT 0' : column.definition;
        sqlite.exec(`ALTER TABLE ${table} ADD COLUMN ${column.name} ${definition}`);
    }
}

/**
 * The indexes of a generated table. Lists run `WHERE owner = ? ORDER BY <sort>, id LIMIT ? OFFSET ?`
 * (migration 002's rule for the hand-written tables): an index per owner column and sortable or
 * filtered column, led by the owner; `unique` fields are unique per tenant.
 */
export function indexSql(resource: ResourceDefinition): string[] {
    const { table, tenantColumn, customerColumn } = resource.server;
    const owners = [tenantColumn, customerColumn].filter((column): column is string => !!column && column !== 'id');
    const stored = (fieldName: string) => {
        const field = resource.fields[fieldName];
        return field?.column && !field.joined ? field.column : undefined;
    };
    const statements: string[] = [];
    const index = (name: string, columns: string[], unique = false) =>
        statements.push(`CREATE ${unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${table}_${name} ON ${table} (${columns.join(', ')})`);

    const sortColumns = new Set(['created_time']);
    for (const fieldName of Object.keys(resource.sortMap)) {
        const column = stored(fieldName);
        if (column) sortColumns.add(column);
    }
    for (const owner of owners) {
        index(`${owner}_id`, [owner, 'id']);
        for (const column of sortColumns) if (column !== owner) index(`${owner}_${column}_sort`, [owner, column, 'id']);
    }
    for (const filter of resource.endpoints.filters ?? []) {
        const column = stored(filter);
        if (column && owners[0]) index(`${column}_filter`, [owners[0], column, 'created_time', 'id']);
    }
    // Rows that move between customers are counted per customer (the joined customerTitle sort).
    if (tenantColumn && customerColumn && tenantColumn !== 'id') index(`${tenantColumn}_${customerColumn}`, [tenantColumn, customerColumn, 'id']);
    for (const field of Object.values(resource.fields)) {
        if (!field.unique || !field.column) continue;
        index(`${field.column}_unq`, tenantColumn && tenantColumn !== 'id' ? [tenantColumn, field.column] : [field.column], true);
    }
    return statements;
}

/** The version row and the triggers that bump it (migration 003 made them for the first tables). */
function versionTable(sqlite: SqliteDatabase.Database, table: string): void {
    sqlite.prepare('INSERT OR IGNORE INTO table_version (name, version) VALUES (?, 0)').run(table);
    for (const event of ['INSERT', 'UPDATE', 'DELETE'] as const) {
        sqlite.exec(
            `CREATE TRIGGER IF NOT EXISTS ${table}_version_${event.toLowerCase()} AFTER ${event} ON ${table} FOR EACH ROW ` +
                `BEGIN UPDATE table_version SET version = version + 1 WHERE name = ${quote(table)}; END`,
        );
    }
}
