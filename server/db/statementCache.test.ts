import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statementCache';

describe('withStatementCache', () => {
    it('prepares each SQL text once, and statements read and write through it', () => {
        const sqlite = new SqliteDatabase(':memory:');
        const cached = withStatementCache(sqlite, 2);
        expect(cached.prepare('SELECT 1')).toBe(cached.prepare('SELECT 1'));

        cached.exec('CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT)');
        for (const name of ['a', 'b', 'c']) cached.prepare('INSERT INTO item (name) VALUES (?)').run(name);
        const named = (name: string) => cached.prepare('SELECT id FROM item WHERE name = ?').get(name);
        expect([named('a'), named('c'), named('x')]).toEqual([{ id: 1 }, { id: 3 }, undefined]);
        cached.close();
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
