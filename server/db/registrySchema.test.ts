import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { registry } from '../../resources';
import { createdTimeField, customerIdField, defineResource, idField, nameField, tenantIdField, textField, type ResourceInput } from '../../resources/kernel';
import { openDatabase } from './connection';
import { syncRegistrySchema } from './registrySchema';

const gadgets: ResourceInput = {
    name: 'gadgets',
    singular: 'gadget',
    entityType: 'ASSET',
    titleField: 'name',
    fields: {
        id: idField('ASSET'),
        createdTime: createdTimeField,
        tenantId: tenantIdField,
        customerId: customerIdField,
        name: nameField('name', 'Gadget', { unique: true, requiredKey: 'gadget.name-required' }),
        kind: textField('kind'),
        weight: { schema: { type: 'number' }, column: 'weight' },
        enabled: { schema: { type: 'boolean' }, column: 'enabled', storage: 'boolean' },
        settings: { schema: { type: ['object', 'null'] }, column: 'settings', storage: 'json' },
        customerTitle: { schema: { type: 'string', readOnly: true }, joined: 'c.title' },
    },
    list: { columns: [{ field: 'createdTime' }, { field: 'name' }, { field: 'kind' }, { field: 'customerTitle' }] },
    sortMap: { createdTime: 'createdTime', name: 'name', kind: 'kind', customerTitle: 'customerTitle' },
    search: { fields: ['name'] },
    endpoints: { tenant: { list: 'GET /api/tenant/gadgets' }, filters: ['kind'] },
    scopeOf: { TENANT_ADMIN: 'tenant' },
    permissions: { TENANT_ADMIN: ['list', 'show', 'create', 'edit', 'delete'] },
    menu: { order: 1, icon: 'widgets' },
    server: { table: 'gadget', tenantColumn: 'tenant_id', customerColumn: 'customer_id', joins: { c: { table: 'customer', on: 'customer_id' } } },
};

const freshDatabase = () => {
    const sqlite = new SqliteDatabase(':memory:');
    sqlite.exec('CREATE TABLE customer (id TEXT PRIMARY KEY, title TEXT)');
    return sqlite;
};
const columns = (sqlite: SqliteDatabase.Database, table: string) =>
    Object.fromEntries((sqlite.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string; type: string; notnull: number; dflt_value: string | null }>).map(c => [c.name, `${c.type}${c.notnull ? ' NOT NULL' : ''}${c.dflt_value ? ` DEFAULT ${c.dflt_value}` : ''}`]));
const indexes = (sqlite: SqliteDatabase.Database, table: string) =>
    (sqlite.prepare(`PRAGMA index_list(${table})`).all() as Array<{ name: string; unique: number }>).filter(index => !index.name.startsWith('sqlite_autoindex')).map(index => `${index.name}${index.unique ? ' UNIQUE' : ''}`).sort();
const version = (sqlite: SqliteDatabase.Database, table: string) => sqlite.prepare('SELECT version FROM table_version WHERE name = ?').pluck().get(table);

describe('syncRegistrySchema', () => {
    it("creates a new entry's table from its stored fields, owners first, joined fields left out", () => {
        const sqlite = freshDatabase();
        syncRegistrySchema(sqlite, [defineResource(gadgets)]);
        expect(columns(sqlite, 'gadget')).toEqual({
            id: 'TEXT',
            created_time: 'INTEGER NOT NULL',
            tenant_id: "TEXT NOT NULL DEFAULT '13814000-1dd2-11b2-8080-808080808080'",
            customer_id: "TEXT NOT NULL DEFAULT '13814000-1dd2-11b2-8080-808080808080'",
            name: 'TEXT',
            kind: 'TEXT',
            weight: 'REAL',
            enabled: 'INTEGER NOT NULL DEFAULT 0',
            settings: 'TEXT',
        });
    });

    it('indexes each owner with each sort column and filter, and the unique name per tenant', () => {
        const sqlite = freshDatabase();
        syncRegistrySchema(sqlite, [defineResource(gadgets)]);
        expect(indexes(sqlite, 'gadget')).toEqual([
            'gadget_customer_id_created_time_sort', 'gadget_customer_id_id', 'gadget_customer_id_kind_sort', 'gadget_customer_id_name_sort',
            'gadget_kind_filter', 'gadget_name_unq UNIQUE',
            'gadget_tenant_id_created_time_sort', 'gadget_tenant_id_customer_id', 'gadget_tenant_id_id', 'gadget_tenant_id_kind_sort', 'gadget_tenant_id_name_sort',
        ]);
        const plan = sqlite.prepare('EXPLAIN QUERY PLAN SELECT id FROM gadget t WHERE t.tenant_id = ? ORDER BY t.kind DESC, t.id DESC LIMIT 10').all('x') as Array<{ detail: string }>;
        expect(plan.map(step => step.detail).join(' ')).not.toContain('TEMP B-TREE');
        sqlite.prepare('INSERT INTO gadget (id, created_time, tenant_id, name) VALUES (?, 1, ?, ?)').run('a', 't1', 'same');
        sqlite.prepare('INSERT INTO gadget (id, created_time, tenant_id, name) VALUES (?, 1, ?, ?)').run('b', 't2', 'same');
        expect(() => sqlite.prepare('INSERT INTO gadget (id, created_time, tenant_id, name) VALUES (?, 1, ?, ?)').run('c', 't1', 'same')).toThrow(/UNIQUE/);
    });

    it('versions the table: every insert, update and delete bumps its table_version row', () => {
        const sqlite = freshDatabase();
        syncRegistrySchema(sqlite, [defineResource(gadgets)]);
        expect(version(sqlite, 'gadget')).toBe(0);
        sqlite.prepare('INSERT INTO gadget (id, created_time, name) VALUES (?, 1, ?)').run('a', 'one');
        sqlite.prepare('UPDATE gadget SET name = ? WHERE id = ?').run('two', 'a');
        sqlite.prepare('DELETE FROM gadget WHERE id = ?').run('a');
        expect(version(sqlite, 'gadget')).toBe(3);
    });

    it('adds the column of a new field to an existing table, keeping its rows; a second run changes nothing', () => {
        const sqlite = freshDatabase();
        syncRegistrySchema(sqlite, [defineResource(gadgets)]);
        sqlite.prepare('INSERT INTO gadget (id, created_time, name) VALUES (?, 1, ?)').run('a', 'kept');
        const widened = defineResource({ ...gadgets, fields: { ...gadgets.fields, colour: textField('colour'), visible: { schema: { type: 'boolean' }, column: 'visible', storage: 'boolean' } }, sortMap: { ...gadgets.sortMap, colour: 'colour' } });
        syncRegistrySchema(sqlite, [widened]);
        syncRegistrySchema(sqlite, [widened]);
        expect(columns(sqlite, 'gadget')).toMatchObject({ colour: 'TEXT', visible: 'INTEGER NOT NULL DEFAULT 0' });
        expect(sqlite.prepare('SELECT name, colour, visible FROM gadget').get()).toEqual({ name: 'kept', colour: null, visible: 0 });
        expect(indexes(sqlite, 'gadget')).toContain('gadget_tenant_id_colour_sort');
    });

    it("leaves the hand-written tables' indexes alone but versions every registry table", async () => {
        const database = await openDatabase(':memory:');
        try {
            for (const resource of registry) {
                const triggers = database.sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ?").pluck().all(resource.server.table);
                expect(triggers, resource.name).toEqual(expect.arrayContaining(['insert', 'update', 'delete'].map(event => `${resource.server.table}_version_${event}`)));
                expect(version(database.sqlite, resource.server.table), resource.name).toBeTypeOf('number');
            }
            expect(database.sqlite.prepare('SELECT COUNT(*) FROM registry_table').pluck().get()).toBe(0);
        } finally {
            await database.close();
        }
    });
});
