import SqliteDatabase from 'better-sqlite3';
import { beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { EntityVersionStore, type Retention } from './versionStore';

const KEEP_ALL: Retention = { maxCount: 0, maxAgeDays: 0 };
const dashboard = (n: number) => ({
    id: { entityType: 'DASHBOARD', id: 'd1' },
    title: `Board ${n}`,
    configuration: { widgets: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`w${i}`, { title: i === n % 50 ? `Changed ${n}` : `W${i}`, sizeX: 4 }])) },
});

let sqlite: SqliteDatabase.Database;
let store: EntityVersionStore;
const save = (n: number, retention = KEEP_ALL, at = 1_000_000 + n, entityId = 'd1', tenantId = 't1') =>
    store.append({ tenantId, entityType: 'DASHBOARD', entityId, document: dashboard(n), userId: 'u1', userName: 'tenant@thingsboard.org', at }, retention);
const stored = () => sqlite.prepare("SELECT version, base_version, chain_length FROM entity_version WHERE entity_id = 'd1' ORDER BY version").all() as Array<{ version: number; base_version: number | null; chain_length: number }>;

beforeEach(() => {
    sqlite = new SqliteDatabase(':memory:');
    migrate(sqlite, migrations);
    store = new EntityVersionStore(sqlite);
});

describe('EntityVersionStore', () => {
    it('reads back every version exactly, stored as deltas with a key version at least every 25', () => {
        for (let n = 1; n <= 60; n++) expect(save(n)).toMatchObject({ version: n, userName: 'tenant@thingsboard.org', size: JSON.stringify(dashboard(n)).length, restoredFrom: null });
        // A fresh store (no cached document) reads from the table alone.
        const fresh = new EntityVersionStore(sqlite);
        for (const n of [1, 2, 24, 25, 26, 49, 60]) expect(fresh.find('t1', 'DASHBOARD', 'd1', n)?.document).toEqual(dashboard(n));
        const rows = stored();
        expect(rows.filter(row => row.base_version === null).map(row => row.version)).toEqual([1, 26, 51]);
        expect(Math.max(...rows.map(row => row.chain_length))).toBe(24);
        // 60 versions of a ~2.5 kB document take far less than 60 whole copies.
        expect(store.storedBytes('d1')).toBeLessThan(JSON.stringify(dashboard(1)).length * 4);
    });

    it('stores a version whole when most of the document changed', () => {
        save(1);
        store.append({ tenantId: 't1', entityType: 'DASHBOARD', entityId: 'd1', document: { title: 'other', configuration: { states: {} } }, userId: 'u1', userName: null }, KEEP_ALL);
        expect(stored().map(row => row.base_version)).toEqual([null, null]);
    });

    it('keeps the newest versions the count allows, the oldest kept read back whole', () => {
        for (let n = 1; n <= 30; n++) save(n, { maxCount: 10, maxAgeDays: 0 });
        expect(stored().map(row => row.version)).toEqual(Array.from({ length: 10 }, (_, i) => 21 + i));
        expect(stored()[0]!.base_version).toBeNull();
        const fresh = new EntityVersionStore(sqlite);
        for (let n = 21; n <= 30; n++) expect(fresh.find('t1', 'DASHBOARD', 'd1', n)?.document).toEqual(dashboard(n));
        expect(fresh.find('t1', 'DASHBOARD', 'd1', 20)).toBeUndefined();
    });

    it('drops versions older than the age, but never the newest', () => {
        const day = 86_400_000;
        save(1, KEEP_ALL, 0);
        save(2, KEEP_ALL, 5 * day);
        save(3, { maxCount: 0, maxAgeDays: 3 }, 7 * day);
        expect(stored().map(row => row.version)).toEqual([2, 3]);
        save(4, { maxCount: 0, maxAgeDays: 1 }, 30 * day);
        expect(stored().map(row => row.version)).toEqual([4]);
        expect(store.find('t1', 'DASHBOARD', 'd1', 4)?.document).toEqual(dashboard(4));
    });

    it('pages newest first and answers only the tenant that owns the history', () => {
        for (let n = 1; n <= 7; n++) save(n);
        const first = store.page('t1', 'DASHBOARD', 'd1', 3, 0);
        expect(first).toMatchObject({ totalElements: 7, totalPages: 3, hasNext: true });
        expect(first.data.map(version => version.version)).toEqual([7, 6, 5]);
        expect(store.page('t1', 'DASHBOARD', 'd1', 3, 2).data.map(version => version.version)).toEqual([1]);
        expect(store.page('t2', 'DASHBOARD', 'd1', 3, 0)).toMatchObject({ data: [], totalElements: 0 });
        expect(store.page('t1', 'RULE_CHAIN', 'd1', 3, 0).totalElements).toBe(0);
        expect(store.find('t2', 'DASHBOARD', 'd1', 1)).toBeUndefined();
    });

    it('forgets the history of a deleted row', () => {
        sqlite.exec("INSERT INTO dashboard (id, created_time, tenant_id, title) VALUES ('d1', 1, 't1', 'Board')");
        save(1);
        save(2);
        sqlite.exec("DELETE FROM dashboard WHERE id = 'd1'");
        expect(stored()).toEqual([]);
        // A row of the same id later starts a history of its own.
        expect(save(3).version).toBe(1);
        expect(new EntityVersionStore(sqlite).find('t1', 'DASHBOARD', 'd1', 1)?.document).toEqual(dashboard(3));
    });
});
