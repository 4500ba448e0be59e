import type SqliteDatabase from 'better-sqlite3';
import type { RpcTable } from '../db/schema';
import type { PageData } from '../registry/pagedRepository';

export type RpcStatus = RpcTable['status'];
export type RpcRow = RpcTable;

/** The statuses of a call still waiting for its device; its deadline ends them. */
export const WAITING_STATUSES: readonly RpcStatus[] = ['QUEUED', 'SENT', 'DELIVERED'];

/** The list's sortProperty values (ThingsBoard's RPC_SORT_PROPERTY_ALLOWABLE_VALUES) and their columns. */
const SORT_COLUMNS: Readonly<Record<string, string>> = {
    createdTime: 'created_time',
    expirationTime: 'expiration_time',
    request: 'request',
    response: 'response',
};

export interface RpcListQuery {
    deviceId: string;
    status?: RpcStatus;
    /** Part of the method name, any case. */
    textSearch?: string;
    sortProperty?: string;
    sortOrder?: 'ASC' | 'DESC';
    page: number;
    pageSize: number;
}

const waitingList = WAITING_STATUSES.map(status => `'${status}'`).join(', ');

/**
 * The `rpc` table. Status changes name the statuses they leave, so a late event never undoes a later
 * one. Calls of the same millisecond keep their insertion order (rowid).
 */
export class PersistentRpcRepository {
    private readonly statements;

    constructor(private readonly sqlite: SqliteDatabase.Database) {
        this.statements = {
            insert: sqlite.prepare(
                `INSERT INTO rpc (id, created_time, tenant_id, device_id, expiration_time, request, response, additional_info, status)
                 VALUES (@id, @created_time, @tenant_id, @device_id, @expiration_time, @request, @response, @additional_info, @status)`,
            ),
            find: sqlite.prepare('SELECT * FROM rpc WHERE id = ?'),
            remove: sqlite.prepare('DELETE FROM rpc WHERE id = ?'),
            queued: sqlite.prepare(`SELECT * FROM rpc WHERE device_id = ? AND status = 'QUEUED' AND expiration_time > ? ORDER BY created_time, rowid`),
            nextDeadline: sqlite.prepare(`SELECT MIN(expiration_time) FROM rpc WHERE status IN (${waitingList})`).pluck(),
            // A call never handed over expired; one handed over but unanswered timed out.
            endOverdue: sqlite.prepare(
                `UPDATE rpc SET status = CASE status WHEN 'QUEUED' THEN 'EXPIRED' ELSE 'TIMEOUT' END
                 WHERE status IN (${waitingList}) AND expiration_time <= ?`,
            ),
        };
    }

    insert(row: RpcRow): void {
        this.statements.insert.run(row);
    }

    find(id: string): RpcRow | undefined {
        return this.statements.find.get(id) as RpcRow | undefined;
    }

    remove(id: string): void {
        this.statements.remove.run(id);
    }

    /** The device's queued calls that have not expired, oldest first. */
    queued(deviceId: string, now: number): RpcRow[] {
        return this.statements.queued.all(deviceId, now) as RpcRow[];
    }

    /** Moves a call to `status` if it is in one of `from`; false when it was not (or is gone). */
    advance(id: string, from: readonly RpcStatus[], status: RpcStatus, response?: unknown): boolean {
        const responseSql = response === undefined ? '' : ', response = ?';
        const params: unknown[] = [status, ...(response === undefined ? [] : [JSON.stringify(response)]), id, ...from];
        const sql = `UPDATE rpc SET status = ?${responseSql} WHERE id = ? AND status IN (${from.map(() => '?').join(', ')})`;
        return this.sqlite.prepare(sql).run(...params).changes > 0;
    }

    /** The earliest deadline of a waiting call, or null when none waits. */
    nextDeadline(): number | null {
        return (this.statements.nextDeadline.get() as number | null) ?? null;
    }

    /** Ends every waiting call whose deadline has passed. */
    endOverdue(now: number): void {
        this.statements.endOverdue.run(now);
    }

    page(query: RpcListQuery): PageData<RpcRow> {
        const where = ['device_id = ?'];
        const params: unknown[] = [query.deviceId];
        if (query.status) {
            where.push('status = ?');
            params.push(query.status);
        }
        if (query.textSearch) {
            where.push("instr(lower(json_extract(request, '$.body.method')), lower(?)) > 0");
            params.push(query.textSearch);
        }
        const whereSql = where.join(' AND ');
        const column = SORT_COLUMNS[query.sortProperty ?? 'createdTime'] ?? 'created_time';
        const direction = query.sortOrder === 'DESC' ? 'DESC' : 'ASC';
        const total = this.sqlite.prepare(`SELECT COUNT(*) FROM rpc WHERE ${whereSql}`).pluck().get(...params) as number;
        const data = this.sqlite
            .prepare(`SELECT * FROM rpc WHERE ${whereSql} ORDER BY ${column} ${direction}, rowid ${direction} LIMIT ? OFFSET ?`)
            // SQLite refuses a LIMIT or OFFSET beyond 64-bit integers; no page reaches that far anyway.
            .all(...params, Math.min(query.pageSize, Number.MAX_SAFE_INTEGER), Math.min(query.page * query.pageSize, Number.MAX_SAFE_INTEGER)) as RpcRow[];
        return {
            data,
            totalPages: Math.ceil(total / query.pageSize),
            totalElements: total,
            hasNext: (query.page + 1) * query.pageSize < total,
        };
    }
}
