import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ListCache } from './listCache';

const uuid = (i: number) => `00000000-0000-1000-8000-${String(i).padStart(12, '0')}`;

const database = () => {
    const sqlite = new SqliteDatabase(':memory:');
    sqlite.exec("CREATE TABLE table_version (name TEXT PRIMARY KEY, version INTEGER NOT NULL); INSERT INTO table_version VALUES ('t', 0)");
    return { sqlite, write: () => sqlite.exec("UPDATE table_version SET version = version + 1 WHERE name = 't'") };
};

describe('ListCache', () => {
    it('keeps ordered ids until any versioned table changes', () => {
        const { sqlite, write } = database();
        const cache = new ListCache(sqlite);
        const ids = [3, 1, 2].map(uuid);
        expect(cache.orderedIds('q', [1])).toBeNull();
        cache.keep('q', [1], ids);
        expect(cache.orderedIds('q', [1])!.slice(1, 5)).toEqual(ids.slice(1));
        expect(cache.orderedIds('q', [2])).toBeNull();
        write();
        expect(cache.orderedIds('q', [1])).toBeNull();
    });

    it('computes a count or aggregate once per version', () => {
        const { sqlite, write } = database();
        const cache = new ListCache(sqlite);
        let computed = 0;
        const count = () => cache.count('c', [], () => ++computed);
        expect([count(), count()]).toEqual([1, 1]);
        write();
        expect(count()).toBe(2);
        expect(cache.rows('r', [], () => [{ n: computed }])).toEqual([{ n: 2 }]);
    });

    it('tells a list query paged through before at this version from a first one', () => {
        const { sqlite, write } = database();
        const cache = new ListCache(sqlite);
        expect(cache.usedBefore('q', [])).toBe(false);
        expect(cache.usedBefore('q', [])).toBe(true);
        write();
        expect(cache.usedBefore('q', [])).toBe(false);
    });

    it('keeps nothing without table versions (a database before migration 003)', () => {
        const cache = new ListCache(new SqliteDatabase(':memory:'));
        cache.keep('q', [], [uuid(1)]);
        expect(cache.orderedIds('q', [])).toBeNull();
    });
});
