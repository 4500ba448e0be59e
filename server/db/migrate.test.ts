import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from './migrate';

const step = (sql: string) => ({ up: (sqlite: SqliteDatabase.Database) => sqlite.exec(sql) });

describe('migrate', () => {
    it('runs each migration once, in order of name, and a later-numbered newcomer whatever its place', () => {
        const sqlite = new SqliteDatabase(':memory:');
        expect(migrate(sqlite, { '002_b': step('CREATE TABLE b (x)'), '001_a': step('CREATE TABLE a (x)') })).toEqual(['001_a', '002_b']);
        expect(migrate(sqlite, { '001_a': step('CREATE TABLE a (x)'), '002_b': step('CREATE TABLE b (x)') })).toEqual([]);
        expect(migrate(sqlite, { '001_a': step(''), '0015_c': step('CREATE TABLE c (x)'), '002_b': step('') })).toEqual(['0015_c']);
    });

    it('leaves nothing of a migration that fails, and records none of it', () => {
        const sqlite = new SqliteDatabase(':memory:');
        expect(() => migrate(sqlite, { '001_a': step('CREATE TABLE a (x); CREATE TABLE a (x)') })).toThrow();
        expect(sqlite.prepare("SELECT name FROM sqlite_master WHERE name = 'a'").get()).toBeUndefined();
        expect(sqlite.prepare('SELECT COUNT(*) FROM migration').pluck().get()).toBe(0);
    });

    it('takes over the record of a database migrated by Kysely, so nothing runs twice', () => {
        const sqlite = new SqliteDatabase(':memory:');
        sqlite.exec(`CREATE TABLE kysely_migration (name varchar(255) NOT NULL PRIMARY KEY, timestamp varchar(255) NOT NULL);
                     CREATE TABLE kysely_migration_lock (id varchar(255) NOT NULL PRIMARY KEY, is_locked integer DEFAULT 0 NOT NULL);
                     INSERT INTO kysely_migration VALUES ('001_a', '2026-01-01T00:00:00.000Z'); CREATE TABLE a (x);`);
        expect(migrate(sqlite, { '001_a': step('CREATE TABLE a (x)'), '002_b': step('CREATE TABLE b (x)') })).toEqual(['002_b']);
        expect(sqlite.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'kysely%'").all()).toEqual([]);
        expect(sqlite.prepare('SELECT applied_at FROM migration WHERE name = ?').pluck().get('001_a')).toBe('2026-01-01T00:00:00.000Z');
    });
});
