import type SqliteDatabase from 'better-sqlite3';
import type { ResourceDefinition } from '../../resources/kernel';
import { badRequest, INVALID_SORT_PROPERTY, unsupportedSortOrderMessage } from '../errors';
import { rowToJson, topLevelFields, type Row } from './codec';

/** A piece of WHERE clause over the entity table, aliased `t`. */
export interface Condition {
    sql: string;
    params: unknown[];
}

export interface PageLink {
    pageSize: number;
    page: number;
    textSearch?: string;
    sortProperty?: string;
    sortOrder?: string;
}

export interface PageData<T> {
    data: T[];
    totalPages: number;
    totalElements: number;
    hasNext: boolean;
}

/** SQLite's default order of values: NULL first, then numbers, then text (binary). */
function compareSql(a: unknown, b: unknown): number {
    const rank = (value: unknown) => (value === null ? 0 : typeof value === 'number' ? 1 : 2);
    if (rank(a) !== rank(b)) return rank(a) - rank(b);
    if (a === null) return 0;
    if (typeof a === 'number') return a - (b as number);
    return Buffer.compare(Buffer.from(String(a)), Buffer.from(String(b)));
}

/** `%`, `_` and `\` in a search text match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, c => `\\${c}`)}%`;

/**
 * One registry entry's table: the paged list as one indexed query (plus its COUNT), and the row
 * reads and writes the CRUD routes need. SQL is built from the entry, never from request text: the
 * sort property goes through the entry's sortMap (the allow-list), values are bound parameters.
 */
/**
 * Ordered ids of one list query, valid while the versions of the tables it reads are unchanged.
 * The ids are packed into one string of fixed-width UUIDs: one object for the collector to walk
 * instead of 100k, which keeps garbage-collection pauses out of the page latency.
 */
interface CachedIds {
    version: number;
    packed: string;
    count: number;
}

const UUID_LENGTH = 36;

/** A slice of a query's ordered ids. */
interface OrderedIds {
    count: number;
    slice(from: number, to: number): string[];
}

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

/** How many list queries keep their ids, and the largest list worth keeping. */
const CACHE_ENTRIES = 128;
const CACHE_MAX_IDS = 1_000_000;
const CACHE_MAX_CHARS = 2_000_000 * 36;
/** Pages up to this row are read straight from an index when nothing is cached yet. */
const DIRECT_PAGE_LIMIT = 200;

export class PagedRepository {
    private readonly table: string;
    private readonly cache = new Map<string, CachedIds>();
    private cachedChars = 0;
    private readonly counts = new Map<string, { version: number; count: number }>();
    private readonly inOrder = new Map<string, boolean>();
    /** List queries answered once at a version, to know which are paged through. */
    private readonly seen = new Map<string, number>();
    private readonly aggregates = new Map<string, { version: number; rows: unknown[] }>();
    /** sortProperty → joined column (`c.title`) for sorts on *Info extras. */
    private readonly sortFields = new Map<string, string>();
    private readonly versionStatement: SqliteDatabase.Statement | null;
    private readonly statements = new Map<string, SqliteDatabase.Statement>();
    /** sortProperty → SQL expression. */
    private readonly sortExpressions = new Map<string, string>();
    private readonly listSelect: string;
    private readonly joins: string;

    constructor(
        private readonly sqlite: SqliteDatabase.Database,
        readonly resource: ResourceDefinition,
    ) {
        this.table = resource.server.table;
        const joins = resource.server.joins ?? {};
        this.joins = Object.entries(joins)
            .map(([alias, join]) => `LEFT JOIN ${join.table} ${alias} ON ${alias}.${join.column ?? 'id'} = t.${join.on}`)
            .join(' ');
        const columns: string[] = [];
        for (const [key, field] of topLevelFields(resource)) {
            if (field.detailOnly) continue;
            if (field.joined) columns.push(`${field.joined} AS "${key}"`);
            else if (field.column) columns.push(`t.${field.column}`);
            if (field.typeColumn) columns.push(`t.${field.typeColumn}`);
        }
        this.listSelect = [...new Set(columns)].join(', ');
        // Conditions may read any table (customers, profiles, relations), so any versioned write
        // invalidates what a list kept; writes are rare next to reads.
        const hasVersions = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'table_version'").get() !== undefined;
        this.versionStatement = hasVersions ? sqlite.prepare('SELECT SUM(version) AS v FROM table_version') : null;
        for (const [fieldName, sortProperty] of Object.entries(resource.sortMap)) {
            const field = resource.fields[fieldName];
            const expression = field?.joined ?? (field?.column ? `t.${field.column}` : undefined);
            if (expression) this.sortExpressions.set(sortProperty, expression);
            if (field?.joined) this.sortFields.set(sortProperty, field.joined);
        }
    }

    private prepare(sql: string): SqliteDatabase.Statement {
        let statement = this.statements.get(sql);
        if (!statement) {
            statement = this.sqlite.prepare(sql);
            this.statements.set(sql, statement);
        }
        return statement;
    }

    /** textSearch over the given fields: a case-insensitive substring, joined fields through their table. */
    searchCondition(text: string | undefined, fields: readonly string[]): Condition | null {
        if (!text) return null;
        const pattern = likePattern(text);
        const parts: string[] = [];
        for (const key of fields) {
            const field = this.resource.fields[key]!;
            if (field.column) parts.push(`t.${field.column} LIKE ? ESCAPE '\\'`);
            else if (field.joined) {
                const [alias, column] = field.joined.split('.') as [string, string];
                const join = this.resource.server.joins![alias]!;
                // Match the few joined rows first, then the entity rows by key: no join per row.
                parts.push(`t.${join.on} IN (SELECT ${join.column ?? 'id'} FROM ${join.table} WHERE ${column} LIKE ? ESCAPE '\\')`);
            }
        }
        return { sql: `(${parts.join(' OR ')})`, params: parts.map(() => pattern) };
    }

    /** One page and the total, as ThingsBoard's PageData. */
    page(conditions: Condition[], link: PageLink, searchFields: readonly string[]): PageData<Record<string, unknown>> {
        const search = this.searchCondition(link.textSearch?.trim() || undefined, searchFields);
        const all = search ? [...conditions, search] : conditions;
        const where = all.length ? `WHERE ${all.map(c => c.sql).join(' AND ')}` : '';
        const params = all.flatMap(c => c.params);

        const direction = (link.sortOrder ?? 'ASC').toUpperCase();
        if (direction !== 'ASC' && direction !== 'DESC') {
            throw badRequest(unsupportedSortOrderMessage(String(link.sortOrder)));
        }
        let order = `t.id ${direction}`;
        if (link.sortProperty) {
            const expression = this.sortExpressions.get(link.sortProperty);
            if (!expression) throw badRequest(INVALID_SORT_PROPERTY);
            order = `${expression} ${direction}, t.id ${direction}`;
        }

        // The joins are needed only when the order reads a joined column; filters and search never do.
        const joinedOrder = !order.startsWith('t.');
        const joins = joinedOrder ? this.joins : '';
        const idsSql = `SELECT t.id FROM ${this.table} t ${joins} ${where} ORDER BY ${order}`;
        const from = link.page * link.pageSize;
        let total: number;
        let pageIds: string[];
        const cached = this.cachedIds(idsSql, params);
        const sortField = link.sortProperty ? this.sortFields.get(link.sortProperty) : undefined;
        if (!cached && joinedOrder && sortField) {
            ({ total, pageIds } = this.joinedSortPage(sortField, direction as 'ASC' | 'DESC', where, params, from, link.pageSize, idsSql));
        } else if (!cached && !search && !joinedOrder && from + link.pageSize <= DIRECT_PAGE_LIMIT && this.readsInOrder(`${idsSql} LIMIT ? OFFSET ?`, params)) {
            // The first pages of an unfiltered list in index order: read them straight from the
            // index and count once, rather than ordering every row before anyone asks for page 500.
            total = this.count(`SELECT COUNT(*) FROM ${this.table} t ${where}`, params);
            pageIds = this.prepare(`${idsSql} LIMIT ? OFFSET ?`).pluck().all(...params, link.pageSize, from) as string[];
        } else {
            const ids = cached ?? this.orderedIds(idsSql, params);
            total = ids.count;
            pageIds = ids.slice(from, from + link.pageSize);
        }
        const rows = this.rowsByIds(pageIds);
        const totalPages = link.pageSize > 0 ? Math.ceil(total / link.pageSize) : 0;
        return {
            data: rows.map(row => rowToJson(this.resource, row, { detail: false })),
            totalPages,
            totalElements: total,
            hasNext: (link.page + 1) * link.pageSize < total,
        };
    }

    /**
     * Every id a list query matches, in order. Kept per query while the tables it reads keep their
     * versions (migration 003 bumps them on any write), so paging, counting and sorting 100k rows
     * costs one pass, not one per page.
     */
    /**
     * A page of a list sorted by a joined column (customerTitle, deviceProfileName) without sorting
     * every row: the rows are counted per join key (few customers, few profiles), the keys are put
     * in the order of their joined value, and only the groups the page falls into are read, each in
     * id order from an index. The same order as `ORDER BY joined, t.id`.
     */
    private joinedSortPage(
        joined: string,
        direction: 'ASC' | 'DESC',
        where: string,
        params: unknown[],
        from: number,
        size: number,
        listSql: string,
    ): { total: number; pageIds: string[] } {
        const [alias, column] = joined.split('.') as [string, string];
        const join = this.resource.server.joins![alias]!;
        const groups = this.cachedRows(`SELECT t.${join.on} AS k, COUNT(*) AS n FROM ${this.table} t ${where} GROUP BY t.${join.on}`, params) as Array<{ k: string | null; n: number }>;
        const keys = groups.map(group => group.k).filter((key): key is string => key !== null);
        const values = new Map<string, unknown>();
        for (let i = 0; i < keys.length; i += 500) {
            const chunk = keys.slice(i, i + 500);
            const rows = this.prepare(`SELECT ${join.column ?? 'id'} AS k, ${column} AS v FROM ${join.table} WHERE ${join.column ?? 'id'} IN (${chunk.map(() => '?').join(', ')})`).all(...chunk) as Array<{ k: string; v: unknown }>;
            for (const row of rows) values.set(row.k, row.v);
        }
        // Keys with equal joined values share one bucket, so ties are broken by id across them.
        const buckets = new Map<string, { value: unknown; keys: Array<string | null>; n: number }>();
        for (const group of groups) {
            const value = group.k === null ? null : (values.get(group.k) ?? null);
            const id = value === null ? '\u0000null' : `${typeof value}:${String(value)}`;
            const bucket = buckets.get(id) ?? { value, keys: [], n: 0 };
            bucket.keys.push(group.k);
            bucket.n += group.n;
            buckets.set(id, bucket);
        }
        const ordered = [...buckets.values()].sort((a, b) => compareSql(a.value, b.value));
        if (direction === 'DESC') ordered.reverse();
        const total = ordered.reduce((sum, bucket) => sum + bucket.n, 0);
        const bucketQuery = (bucket: (typeof ordered)[number]) => {
            const inKeys = bucket.keys.filter((key): key is string => key !== null);
            const keyTest = [
                ...(inKeys.length ? [`t.${join.on} IN (${inKeys.map(() => '?').join(', ')})`] : []),
                ...(bucket.keys.includes(null) ? [`t.${join.on} IS NULL`] : []),
            ].join(' OR ');
            return { sql: `SELECT t.id FROM ${this.table} t ${where ? `${where} AND` : 'WHERE'} (${keyTest}) ORDER BY t.id ${direction}`, params: [...params, ...inKeys] };
        };

        // A list paged through more than once gets its whole order kept, assembled group by group
        // from the indexes (no sort), so the following pages are slices.
        if (this.usedBefore(listSql, params)) {
            const ids = ordered.flatMap(bucket => {
                const query = bucketQuery(bucket);
                return this.prepare(query.sql).pluck().all(...query.params) as string[];
            });
            this.keep(listSql, params, ids);
            return { total, pageIds: ids.slice(from, from + size) };
        }

        const pageIds: string[] = [];
        let start = 0;
        for (const bucket of ordered) {
            const end = start + bucket.n;
            if (end > from && start < from + size) {
                const skip = Math.max(0, from - start);
                const take = Math.min(bucket.n - skip, from + size - Math.max(from, start));
                const query = bucketQuery(bucket);
                pageIds.push(...(this.prepare(`${query.sql} LIMIT ? OFFSET ?`).pluck().all(...query.params, take, skip) as string[]));
            }
            start = end;
            if (start >= from + size) break;
        }
        return { total, pageIds };
    }

    /** Whether this list query was answered before at the current version (and notes that it is now). */
    private usedBefore(sql: string, params: unknown[]): boolean {
        const version = this.currentVersion();
        if (version === null) return false;
        const key = `${sql}\u0000${JSON.stringify(params)}`;
        const seen = this.seen.get(key);
        this.seen.set(key, version);
        if (this.seen.size > CACHE_ENTRIES) this.seen.delete(this.seen.keys().next().value!);
        return seen === version;
    }

    /** Keeps a list query's ordered ids, packed, at the current version. */
    private keep(sql: string, params: unknown[], ids: string[]): void {
        const version = this.currentVersion();
        if (version === null || ids.length > CACHE_MAX_IDS || ids.some(id => id.length !== UUID_LENGTH)) return;
        const key = `${sql}\u0000${JSON.stringify(params)}`;
        const previous = this.cache.get(key);
        if (previous) {
            this.cachedChars -= previous.packed.length;
            this.cache.delete(key);
        }
        const packed = ids.join('');
        this.cache.set(key, { version, packed, count: ids.length });
        this.cachedChars += packed.length;
        // Least recently used first out, by count and by size (ids of 2M rows at most, about 72 MB).
        while (this.cache.size > CACHE_ENTRIES || this.cachedChars > CACHE_MAX_CHARS) {
            const oldest = this.cache.keys().next().value!;
            this.cachedChars -= this.cache.get(oldest)!.packed.length;
            this.cache.delete(oldest);
        }
    }

    /** Rows of a small aggregate query, kept while the tables it reads are unchanged. */
    private cachedRows(sql: string, params: unknown[]): unknown[] {
        const version = this.currentVersion();
        const key = `${sql}\u0000${JSON.stringify(params)}`;
        const cached = this.aggregates.get(key);
        if (cached && version !== null && cached.version === version) return cached.rows;
        const rows = this.prepare(sql).all(...params);
        if (version !== null) {
            this.aggregates.set(key, { version, rows });
            if (this.aggregates.size > CACHE_ENTRIES) this.aggregates.delete(this.aggregates.keys().next().value!);
        }
        return rows;
    }

    /** Whether SQLite walks an index in the query's order (no sort step), asked once per query text. */
    private readsInOrder(sql: string, params: unknown[]): boolean {
        let known = this.inOrder.get(sql);
        if (known === undefined) {
            const plan = this.sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params, 1, 0) as Array<{ detail: string }>;
            known = !plan.some(step => step.detail.includes('TEMP B-TREE'));
            this.inOrder.set(sql, known);
        }
        return known;
    }

    private currentVersion(): number | null {
        const versions = this.versionStatement?.get() as { v: number | null } | undefined;
        return versions && versions.v !== null ? versions.v : null;
    }

    /** The cached ids of a query, when the tables it reads have not changed since. */
    private cachedIds(sql: string, params: unknown[]): OrderedIds | null {
        const version = this.currentVersion();
        const key = `${sql}\u0000${JSON.stringify(params)}`;
        const cached = this.cache.get(key);
        if (!cached || version === null || cached.version !== version) return null;
        // Most recently used last: a Map keeps insertion order.
        this.cache.delete(key);
        this.cache.set(key, cached);
        return packedIds(cached.packed, cached.count);
    }

    /** A COUNT, kept per query like the ids. */
    private count(sql: string, params: unknown[]): number {
        const version = this.currentVersion();
        const key = `${sql}\u0000${JSON.stringify(params)}`;
        const cached = this.counts.get(key);
        if (cached && version !== null && cached.version === version) return cached.count;
        const count = this.prepare(sql).pluck().get(...params) as number;
        if (version !== null) {
            this.counts.set(key, { version, count });
            if (this.counts.size > CACHE_ENTRIES) this.counts.delete(this.counts.keys().next().value!);
        }
        return count;
    }

    private orderedIds(sql: string, params: unknown[]): OrderedIds {
        const ids = this.prepare(sql).pluck().all(...params) as string[];
        this.keep(sql, params, ids);
        return { count: ids.length, slice: (from, to) => ids.slice(from, to) };
    }

    /** The list rows (with their joined extras) of a page of ids, in the ids' order. */
    private rowsByIds(ids: string[]): Row[] {
        if (ids.length === 0) return [];
        const rows = this.prepare(`SELECT ${this.listSelect} FROM ${this.table} t ${this.joins} WHERE t.id IN (${ids.map(() => '?').join(', ')})`).all(...ids) as Row[];
        const byId = new Map(rows.map(row => [row.id as string, row]));
        return ids.map(id => byId.get(id)).filter((row): row is Row => row !== undefined);
    }

    /** The first list row matching the conditions (a lookup by exact name), without touching the list cache. */
    findFirst(conditions: Condition[]): Record<string, unknown> | undefined {
        const where = conditions.length ? `WHERE ${conditions.map(c => c.sql).join(' AND ')}` : '';
        const row = this.prepare(`SELECT ${this.listSelect} FROM ${this.table} t ${this.joins} ${where} LIMIT 1`).get(...conditions.flatMap(c => c.params)) as Row | undefined;
        return row && rowToJson(this.resource, row, { detail: false });
    }

    findById(id: string): Row | undefined {
        return this.prepare(`SELECT * FROM ${this.table} WHERE id = ?`).get(id) as Row | undefined;
    }

    /** The entity with its *Info extras (customerTitle, deviceProfileName …). */
    findInfoById(id: string): Row | undefined {
        const joined = topLevelFields(this.resource)
            .filter(([, field]) => field.joined)
            .map(([key, field]) => `, ${field.joined} AS "${key}"`)
            .join('');
        return this.prepare(`SELECT t.*${joined} FROM ${this.table} t ${this.joins} WHERE t.id = ?`).get(id) as Row | undefined;
    }

    /** Whether another row of the same owner already holds `value` in `column`. */
    isTaken(column: string, value: unknown, ownerColumn: string | undefined, owner: string | undefined, exceptId: string | null): boolean {
        const ownerSql = ownerColumn ? ` AND ${ownerColumn} = ?` : '';
        const params = ownerColumn ? [value, owner, exceptId ?? ''] : [value, exceptId ?? ''];
        return this.prepare(`SELECT 1 FROM ${this.table} WHERE ${column} = ?${ownerSql} AND id != ? LIMIT 1`).get(...params) !== undefined;
    }

    insert(row: Row): void {
        const columns = Object.keys(row);
        this.prepare(`INSERT INTO ${this.table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(
            ...columns.map(column => row[column]),
        );
    }

    update(id: string, changes: Row): void {
        const columns = Object.keys(changes);
        if (columns.length === 0) return;
        this.prepare(`UPDATE ${this.table} SET ${columns.map(column => `${column} = ?`).join(', ')} WHERE id = ?`).run(
            ...columns.map(column => changes[column]),
            id,
        );
    }

    delete(id: string): void {
        this.prepare(`DELETE FROM ${this.table} WHERE id = ?`).run(id);
    }
}
