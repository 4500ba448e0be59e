import type SqliteDatabase from 'better-sqlite3';

/** A slice of a list query's ordered ids. */
export interface OrderedIds {
    count: number;
    slice(from: number, to: number): string[];
}

/**
 * Ordered ids of one list query, packed into one string of fixed-width UUIDs: one object for the
 * collector to walk instead of 100k, which keeps garbage-collection pauses out of the page latency.
 */
interface CachedIds {
    version: number;
    packed: string;
    count: number;
}

const UUID_LENGTH = 36;
/** How many list queries keep their ids, and the largest list worth keeping. */
const CACHE_ENTRIES = 128;
const CACHE_MAX_IDS = 1_000_000;
const CACHE_MAX_CHARS = 2_000_000 * 36;

function packedIds(packed: string, count: number): OrderedIds {
    return {
        count,
        slice(from, to) {
            const out: string[] = [];
            for (let i = Math.max(0, from); i < Math.min(to, count); i++) out.push(packed.slice(i * UUID_LENGTH, (i + 1) * UUID_LENGTH));
            return out;
        },
    };
}

const keyOf = (sql: string, params: unknown[]) => `${sql}\u0000${JSON.stringify(params)}`;

/**
 * What one table's list queries keep between calls: ordered ids, counts, small aggregates, and
 * which queries were answered before. Everything is valid while the sum of `table_version` is
 * unchanged (the registry's triggers bump it on every insert, update and delete, whoever writes);
 * conditions may read any table (customers, profiles, relations), so any versioned write
 * invalidates what a list kept — writes are rare next to reads. Least recently used goes first.
 */
export class ListCache {
    private readonly ids = new Map<string, CachedIds>();
    private cachedChars = 0;
    private readonly counts = new Map<string, { version: number; count: number }>();
    private readonly aggregates = new Map<string, { version: number; rows: unknown[] }>();
    /** List queries answered once at a version, to know which are paged through. */
    private readonly seen = new Map<string, number>();
    private readonly versionStatement: SqliteDatabase.Statement | null;

    constructor(sqlite: SqliteDatabase.Database) {
        const hasVersions = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'table_version'").get() !== undefined;
        this.versionStatement = hasVersions ? sqlite.prepare('SELECT SUM(version) AS v FROM table_version') : null;
    }

    private currentVersion(): number | null {
        const versions = this.versionStatement?.get() as { v: number | null } | undefined;
        return versions && versions.v !== null ? versions.v : null;
    }

    /** The kept ids of a query, when the tables it reads have not changed since. */
    orderedIds(sql: string, params: unknown[]): OrderedIds | null {
        const version = this.currentVersion();
        const key = keyOf(sql, params);
        const cached = this.ids.get(key);
        if (!cached || version === null || cached.version !== version) return null;
        // Most recently used last: a Map keeps insertion order.
        this.ids.delete(key);
        this.ids.set(key, cached);
        return packedIds(cached.packed, cached.count);
    }

    /** Keeps a query's ordered ids, packed, at the current version. */
    keep(sql: string, params: unknown[], ids: string[]): void {
        const version = this.currentVersion();
        if (version === null || ids.length > CACHE_MAX_IDS || ids.some(id => id.length !== UUID_LENGTH)) return;
        const key = keyOf(sql, params);
        const previous = this.ids.get(key);
        if (previous) {
            this.cachedChars -= previous.packed.length;
            this.ids.delete(key);
        }
        const packed = ids.join('');
        this.ids.set(key, { version, packed, count: ids.length });
        this.cachedChars += packed.length;
        // By count and by size (ids of 2M rows at most, about 72 MB).
        while (this.ids.size > CACHE_ENTRIES || this.cachedChars > CACHE_MAX_CHARS) {
            const oldest = this.ids.keys().next().value!;
            this.cachedChars -= this.ids.get(oldest)!.packed.length;
            this.ids.delete(oldest);
        }
    }

    /** A COUNT, kept per query like the ids. */
    count(sql: string, params: unknown[], compute: () => number): number {
        const version = this.currentVersion();
        const key = keyOf(sql, params);
        const cached = this.counts.get(key);
        if (cached && version !== null && cached.version === version) return cached.count;
        const count = compute();
        if (version !== null) {
            this.counts.set(key, { version, count });
            if (this.counts.size > CACHE_ENTRIES) this.counts.delete(this.counts.keys().next().value!);
        }
        return count;
    }

    /** Rows of a small aggregate query, kept while the tables it reads are unchanged. */
    rows(sql: string, params: unknown[], compute: () => unknown[]): unknown[] {
        const version = this.currentVersion();
        const key = keyOf(sql, params);
        const cached = this.aggregates.get(key);
        if (cached && version !== null && cached.version === version) return cached.rows;
        const rows = compute();
        if (version !== null) {
            this.aggregates.set(key, { version, rows });
            if (this.aggregates.size > CACHE_ENTRIES) this.aggregates.delete(this.aggregates.keys().next().value!);
        }
        return rows;
    }

    /** Whether this list query was answered before at the current version (and notes that it is now). */
    usedBefore(sql: string, params: unknown[]): boolean {
        const version = this.currentVersion();
        if (version === null) return false;
        const key = keyOf(sql, params);
        const seen = this.seen.get(key);
        this.seen.set(key, version);
        if (this.seen.size > CACHE_ENTRIES) this.seen.delete(this.seen.keys().next().value!);
        return seen === version;
    }
}
