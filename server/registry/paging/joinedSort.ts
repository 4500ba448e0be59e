import type SqliteDatabase from 'better-sqlite3';
import type { ListCache } from './listCache';

/** SQLite's default order of values: NULL first, then numbers, then text (binary). */
function compareSql(a: unknown, b: unknown): number {
    const rank = (value: unknown) => (value === null ? 0 : typeof value === 'number' ? 1 : 2);
    if (rank(a) !== rank(b)) return rank(a) - rank(b);
    if (a === null) return 0;
    if (typeof a === 'number') return a - (b as number);
    return Buffer.compare(Buffer.from(String(a)), Buffer.from(String(b)));
}

export interface JoinedSortQuery {
    /** The entity table, aliased `t` in `where`. */
    table: string;
    /** The joined table the order reads, joined on `t.<on>` = `<table>.<column ?? id>`. */
    join: { table: string; on: string; column?: string };
    /** The joined column the list is ordered by. */
    column: string;
    direction: 'ASC' | 'DESC';
    where: string;
    params: unknown[];
    from: number;
    size: number;
    /** The plain `SELECT t.id … ORDER BY` of the same list: the key its ids are kept under. */
    listSql: string;
}

/**
 * A page of a list sorted by a joined column (customerTitle, deviceProfileName) without sorting
 * every row: the rows are counted per join key (few customers, few profiles), the keys are put in
 * the order of their joined value, and only the groups the page falls into are read, each in id
 * order from an index. The same order as `ORDER BY joined, t.id`. A list paged through more than
 * once gets its whole order kept, assembled group by group from the indexes, so the following
 * pages are slices.
 */
export function joinedSortPage(
    query: JoinedSortQuery,
    prepare: (sql: string) => SqliteDatabase.Statement,
    cache: ListCache,
): { total: number; pageIds: string[] } {
    const { table, join, column, direction, where, params, from, size, listSql } = query;
    const keyColumn = join.column ?? 'id';
    const groupsSql = `SELECT t.${join.on} AS k, COUNT(*) AS n FROM ${table} t ${where} GROUP BY t.${join.on}`;
    const groups = cache.rows(groupsSql, params, () => prepare(groupsSql).all(...params)) as Array<{ k: string | null; n: number }>;
    const keys = groups.map(group => group.k).filter((key): key is string => key !== null);
    const values = new Map<string, unknown>();
    for (let i = 0; i < keys.length; i += 500) {
        const chunk = keys.slice(i, i + 500);
        const rows = prepare(`SELECT ${keyColumn} AS k, ${column} AS v FROM ${join.table} WHERE ${keyColumn} IN (${chunk.map(() => '?').join(', ')})`).all(...chunk) as Array<{ k: string; v: unknown }>;
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
        return { sql: `SELECT t.id FROM ${table} t ${where ? `${where} AND` : 'WHERE'} (${keyTest}) ORDER BY t.id ${direction}`, params: [...params, ...inKeys] };
    };

    if (cache.usedBefore(listSql, params)) {
        const ids = ordered.flatMap(bucket => {
            const bucketSql = bucketQuery(bucket);
            return prepare(bucketSql.sql).pluck().all(...bucketSql.params) as string[];
        });
        cache.keep(listSql, params, ids);
        return { total, pageIds: ids.slice(from, from + size) };
    }

    const pageIds: string[] = [];
    let start = 0;
    for (const bucket of ordered) {
        const end = start + bucket.n;
        if (end > from && start < from + size) {
            const skip = Math.max(0, from - start);
            const take = Math.min(bucket.n - skip, from + size - Math.max(from, start));
            const bucketSql = bucketQuery(bucket);
            pageIds.push(...(prepare(`${bucketSql.sql} LIMIT ? OFFSET ?`).pluck().all(...bucketSql.params, take, skip) as string[]));
        }
        start = end;
        if (start >= from + size) break;
    }
    return { total, pageIds };
}
