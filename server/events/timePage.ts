import type SqliteDatabase from 'better-sqlite3';
import { badRequest, INVALID_SORT_PROPERTY, unsupportedSortOrderMessage } from '../errors';
import type { PageData } from '../registry/pagedRepository';

/** A piece of WHERE clause over the table. */
export interface SqlCondition {
    sql: string;
    params: unknown[];
}

/** ThingsBoard's TimePageLink: a page link bounded by createdTime (reference §1.1). */
export interface TimePageLink {
    pageSize: number;
    page: number;
    textSearch?: string;
    sortProperty?: string;
    sortOrder?: string;
    startTime?: number;
    endTime?: number;
}

export interface TimePageTable {
    name: string;
    /** sortProperty → column. */
    sortColumns: Readonly<Record<string, string>>;
    /** Columns a text search matches by prefix, case-insensitively (ThingsBoard's audit log search). */
    searchColumns: readonly string[];
}

/** `%`, `_` and `\` in a search text match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, c => `\\${c}`);

/** The query parameters of a time-bounded list, as the contract validated them. */
export function timePageLinkOf(query: Record<string, unknown>): TimePageLink {
    const text = (name: string) => (query[name] === undefined ? undefined : String(query[name]));
    const number = (name: string) => (query[name] === undefined ? undefined : Number(query[name]));
    return {
        pageSize: Number(query.pageSize),
        page: Number(query.page ?? 0),
        textSearch: text('textSearch'),
        sortProperty: text('sortProperty'),
        sortOrder: text('sortOrder'),
        startTime: number('startTime'),
        endTime: number('endTime'),
    };
}

/**
 * One page of the rows matching `conditions` within the link's time bounds (both inclusive), and
 * the total: the query the audit log and the event lists share.
 */
export function timePage(sqlite: SqliteDatabase.Database, table: TimePageTable, conditions: SqlCondition[], link: TimePageLink): PageData<Record<string, unknown>> {
    const all = [...conditions];
    if (link.startTime !== undefined) all.push({ sql: 'created_time >= ?', params: [link.startTime] });
    if (link.endTime !== undefined) all.push({ sql: 'created_time <= ?', params: [link.endTime] });
    const search = link.textSearch?.trim();
    if (search && table.searchColumns.length > 0) {
        const pattern = `${escapeLike(search.toLowerCase())}%`;
        all.push({
            sql: `(${table.searchColumns.map(column => `LOWER(${column}) LIKE ? ESCAPE '\\'`).join(' OR ')})`,
            params: table.searchColumns.map(() => pattern),
        });
    }
    const direction = (link.sortOrder ?? 'ASC').toUpperCase();
    if (direction !== 'ASC' && direction !== 'DESC') {
        throw badRequest(unsupportedSortOrderMessage(String(link.sortOrder)));
    }
    const sortColumn = link.sortProperty ? table.sortColumns[link.sortProperty] : 'id';
    if (!sortColumn) throw badRequest(INVALID_SORT_PROPERTY);
    const where = all.length ? `WHERE ${all.map(c => c.sql).join(' AND ')}` : '';
    const params = all.flatMap(c => c.params);
    const total = sqlite.prepare(`SELECT COUNT(*) FROM ${table.name} ${where}`).pluck().get(...params) as number;
    const order = sortColumn === 'id' ? `id ${direction}` : `${sortColumn} ${direction}, id ${direction}`;
    const data = sqlite
        .prepare(`SELECT * FROM ${table.name} ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
        .all(...params, link.pageSize, link.page * link.pageSize) as Array<Record<string, unknown>>;
    return {
        data,
        totalPages: link.pageSize > 0 ? Math.ceil(total / link.pageSize) : 0,
        totalElements: total,
        hasNext: (link.page + 1) * link.pageSize < total,
    };
}
