import type SqliteDatabase from 'better-sqlite3';
import type { ResourceDefinition } from '../../resources/kernel';
import { badRequest, INVALID_SORT_PROPERTY, unsupportedSortOrderMessage } from '../errors';
import { rowToJson, topLevelFields, type Row } from './codec';
import { joinedSortPage } from './paging/joinedSort';
import { ListCache, type OrderedIds } from './paging/listCache';
import type { Condition, PageData, PageLink } from './paging/pageTypes';
import { QueryPlans } from './paging/queryPlans';
import { textSearchCondition } from './paging/textSearch';

export type { Condition, PageData, PageLink };

/** Pages up to this row are read straight from an index when nothing is cached yet. */
const DIRECT_PAGE_LIMIT = 200;

/**
 * One registry entry's table: the paged list as one indexed query (plus its COUNT), and the row
 * reads and writes the CRUD routes need. SQL is built from the entry, never from request text: the
 * sort property goes through the entry's sortMap (the allow-list), values are bound parameters.
 *
 * A page is answered one of three ways, the same rows as one plain ORDER BY: straight from an
 * index for the first pages of a list in index order (QueryPlans), by joined-value groups for a
 * sort on a joined column (joinedSort.ts), or from the list's ordered ids, kept while the tables
 * are unchanged (ListCache) so paging, counting and sorting 100k rows costs one pass.
 */
export class PagedRepository {
    private readonly table: string;
    private readonly cache: ListCache;
    private readonly plans: QueryPlans;
    /** sortProperty → joined column (`c.title`) for sorts on *Info extras. */
    private readonly sortFields = new Map<string, string>();
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
        this.cache = new ListCache(sqlite);
        this.plans = new QueryPlans(sqlite);
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
        for (const [fieldName, sortProperty] of Object.entries(resource.sortMap)) {
            const field = resource.fields[fieldName];
            const expression = field?.joined ?? (field?.column ? `t.${field.column}` : undefined);
            if (expression) this.sortExpressions.set(sortProperty, expression);
            if (field?.joined) this.sortFields.set(sortProperty, field.joined);
        }
    }

    private readonly prepare = (sql: string): SqliteDatabase.Statement => {
        let statement = this.statements.get(sql);
        if (!statement) {
            statement = this.sqlite.prepare(sql);
            this.statements.set(sql, statement);
        }
        return statement;
    };

    /** textSearch over the given fields (textSearch.ts). */
    searchCondition(text: string | undefined, fields: readonly string[]): Condition | null {
        return textSearchCondition(this.resource, text, fields);
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
        const cached = this.cache.orderedIds(idsSql, params);
        const sortField = link.sortProperty ? this.sortFields.get(link.sortProperty) : undefined;
        if (!cached && joinedOrder && sortField) {
            const [alias, column] = sortField.split('.') as [string, string];
            ({ total, pageIds } = joinedSortPage(
                { table: this.table, join: this.resource.server.joins![alias]!, column, direction, where, params, from, size: link.pageSize, listSql: idsSql },
                this.prepare,
                this.cache,
            ));
        } else if (!cached && !search && !joinedOrder && from + link.pageSize <= DIRECT_PAGE_LIMIT && this.plans.readsInOrder(`${idsSql} LIMIT ? OFFSET ?`, params)) {
            // The first pages of an unfiltered list in index order: read them straight from the
            // index and count once, rather than ordering every row before anyone asks for page 500.
            const countSql = `SELECT COUNT(*) FROM ${this.table} t ${where}`;
            total = this.cache.count(countSql, params, () => this.prepare(countSql).pluck().get(...params) as number);
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

    /** Every id a list query matches, in order, kept for the next pages. */
    private orderedIds(sql: string, params: unknown[]): OrderedIds {
        const ids = this.prepare(sql).pluck().all(...params) as string[];
        this.cache.keep(sql, params, ids);
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

    /** The types the tenant's rows (a customer's, when given) use, sorted: ThingsBoard's /types lists. */
    distinctTypes(tenantId: string, customerId?: string): string[] {
        const { tenantColumn = 'tenant_id', customerColumn = 'customer_id' } = this.resource.server;
        const byCustomer = customerId === undefined ? '' : ` AND ${customerColumn} = ?`;
        const params = customerId === undefined ? [tenantId] : [tenantId, customerId];
        return this.prepare(`SELECT DISTINCT type FROM ${this.table} WHERE ${tenantColumn} = ?${byCustomer} ORDER BY type`).pluck().all(...params) as string[];
    }
}
