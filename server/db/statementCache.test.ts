import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statementCache';

describe('withStatementCache', () => {
    it('prepares each SQL text once, and Kysely reads and writes through it', async () => {
        const sqlite = new SqliteDatabase(':memory:');
        const cached = withStatementCache(sqlite, 2);
        expect(cached.prepare('SELECT 1')).toBe(cached.prepare('SELECT 1'));

        const db = new Kysely<{ item: { id: Generated<number>; name: string } }>({ dialect: new SqliteDialect({ database: cached }) });
        await sql`CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT)`.execute(db);
        for (const name of ['a', 'b', 'c']) await db.insertInto('item').values({ name }).execute();
        const named = (name: string) => db.selectFrom('item').select('id').where('name', '=', name).executeTakeFirst();
        expect([await named('a'), await named('c'), await named('x')]).toEqual([{ id: 1 }, { id: 3 }, undefined]);
        await db.destroy();
        expect(sqlite.open).toBe(false);
    });

    it('keeps at most its capacity, dropping the least recently used statement', () => {
        const cached = withStatementCache(new SqliteDatabase(':memory:'), 2);
        const one = cached.prepare('SELECT 1');
        const two = cached.prepare('SELECT 2');
        expect(cached.prepare('SELECT 1')).toBe(one);
        cached.prepare('SELECT 3');
        expect(cached.prepare('SELECT 1')).toBe(one);
        expect(cached.prepare('SELECT 2')).not.toBe(two);
    });
});
