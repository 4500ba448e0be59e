import type SqliteDatabase from 'better-sqlite3';
import { withStatementCache } from '../db/statementCache';
import type { AlarmRow } from './alarmJson';
import { SEVERITIES, type AlarmStatus } from './alarmStatus';

export interface EntityRef {
    entityType: string;
    id: string;
}

/** What a paged alarm list selects. */
export interface AlarmListFilter {
    tenantId: string;
    /** Alarms that this entity sees (entity_alarm); absent for a tenant's or customer's whole list. */
    entityId?: string;
    /** Only the alarms of this customer (a customer user's /api/alarms). */
    customerId?: string;
    statuses: readonly AlarmStatus[];
    /** Inclusive bounds on createdTime. */
    startTime?: number;
    endTime?: number;
    textSearch?: string;
}

export interface AlarmPageLink {
    pageSize: number;
    page: number;
    sortProperty?: string;
    sortOrder?: 'ASC' | 'DESC';
}

export interface Page<T> {
    data: T[];
    totalPages: number;
    totalElements: number;
    hasNext: boolean;
}

/** Severity sorts by ThingsBoard's enum order (CRITICAL first ascending), not alphabetically. */
export const SEVERITY_RANK_SQL = `CASE a.severity ${SEVERITIES.map((severity, rank) => `WHEN '${severity}' THEN ${rank}`).join(' ')} END`;

/** The sortProperty values of reference §4.1 for alarms, mapped onto columns. */
const SORT_COLUMNS: Readonly<Record<string, string>> = {
    createdTime: 'a.created_time',
    startTs: 'a.start_ts',
    endTs: 'a.end_ts',
    ackTs: 'a.ack_ts',
    clearTs: 'a.clear_ts',
    type: 'a.type',
    severity: SEVERITY_RANK_SQL,
    status: 'a.status',
};

const escapeLike = (text: string) => text.toLowerCase().replace(/[\\%_]/g, char => `\\${char}`);

/** SQL over `alarm` and `entity_alarm`; no permissions here, the callers decide who sees what. */
export class AlarmRepository {
    private readonly sqlite: SqliteDatabase.Database;

    /** Statements are kept by their SQL text: device alarm rules run these for every telemetry message, and preparing cost more than running them. */
    constructor(sqlite: SqliteDatabase.Database) {
        this.sqlite = withStatementCache(sqlite, 100);
    }

    findById(id: string): AlarmRow | undefined {
        return this.sqlite.prepare('SELECT * FROM alarm WHERE id = ?').get(id) as AlarmRow | undefined;
    }

    /** The newest alarm of an originator and type: the one POST /api/alarm updates while it is not cleared. */
    findLatest(originatorId: string, type: string): AlarmRow | undefined {
        return this.sqlite
            .prepare('SELECT * FROM alarm WHERE originator_id = ? AND type = ? ORDER BY created_time DESC, id DESC LIMIT 1')
            .get(originatorId, type) as AlarmRow | undefined;
    }

    insert(row: AlarmRow): void {
        const columns = Object.keys(row);
        this.sqlite.prepare(`INSERT INTO alarm (${columns.join(', ')}) VALUES (${columns.map(c => `@${c}`).join(', ')})`).run(row);
    }

    update(row: AlarmRow): void {
        const columns = Object.keys(row).filter(column => column !== 'id');
        this.sqlite.prepare(`UPDATE alarm SET ${columns.map(c => `${c} = @${c}`).join(', ')} WHERE id = @id`).run(row);
    }

    /** Makes these entities see the alarm (those already seeing it stay), with the alarm's current customer. */
    linkEntities(alarm: AlarmRow, entities: readonly EntityRef[]): void {
        const insert = this.sqlite.prepare(
            'INSERT OR IGNORE INTO entity_alarm (tenant_id, entity_type, entity_id, created_time, alarm_type, customer_id, alarm_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
        );
        for (const entity of entities) insert.run(alarm.tenant_id, entity.entityType, entity.id, alarm.created_time, alarm.type, alarm.customer_id, alarm.id);
        this.sqlite.prepare('UPDATE entity_alarm SET customer_id = ? WHERE alarm_id = ?').run(alarm.customer_id, alarm.id);
    }

    entitiesOf(alarmId: string): string[] {
        return (this.sqlite.prepare('SELECT entity_id FROM entity_alarm WHERE alarm_id = ?').all(alarmId) as Array<{ entity_id: string }>).map(row => row.entity_id);
    }

    delete(id: string): boolean {
        this.sqlite.prepare('DELETE FROM entity_alarm WHERE alarm_id = ?').run(id);
        return this.sqlite.prepare('DELETE FROM alarm WHERE id = ?').run(id).changes > 0;
    }

    /**
     * The entities an alarm propagates to through relations: every ancestor reached by following
     * relations (COMMON group) towards their `from` side, of the given types if any are given.
     */
    ancestorsOf(entity: EntityRef, relationTypes: readonly string[]): EntityRef[] {
        const typeTest = relationTypes.length > 0 ? `AND r.relation_type IN (SELECT value FROM json_each(@types))` : '';
        const sql = `
            WITH RECURSIVE parents(id, type) AS (
                SELECT r.from_id, r.from_type FROM relation r
                WHERE r.to_id = @id AND r.to_type = @entityType AND r.relation_type_group = 'COMMON' ${typeTest}
                UNION
                SELECT r.from_id, r.from_type FROM relation r JOIN parents p ON r.to_id = p.id AND r.to_type = p.type
                WHERE r.relation_type_group = 'COMMON' ${typeTest}
            )
            SELECT id, type FROM parents WHERE id <> @id`;
        const rows = this.sqlite.prepare(sql).all({ id: entity.id, entityType: entity.entityType, types: JSON.stringify(relationTypes) }) as Array<{ id: string; type: string }>;
        return rows.map(row => ({ entityType: row.type, id: row.id }));
    }

    page(filter: AlarmListFilter, link: AlarmPageLink): Page<AlarmRow> {
        const { where, params, from } = this.conditions(filter);
        const total = (this.sqlite.prepare(`SELECT COUNT(*) AS n FROM ${from} WHERE ${where}`).get(...params) as { n: number }).n;
        const sortColumn = SORT_COLUMNS[link.sortProperty ?? 'createdTime'] ?? SORT_COLUMNS.createdTime!;
        const direction = link.sortProperty ? (link.sortOrder ?? 'ASC') : (link.sortOrder ?? 'DESC');
        const rows = this.sqlite
            .prepare(`SELECT a.* FROM ${from} WHERE ${where} ORDER BY ${sortColumn} ${direction}, a.id ${direction} LIMIT ? OFFSET ?`)
            // A BigInt offset: page × pageSize may pass 2^53 (both are Java ints at most).
            .all(...params, link.pageSize, BigInt(link.page) * BigInt(link.pageSize)) as AlarmRow[];
        return { data: rows, totalPages: Math.ceil(total / link.pageSize), totalElements: total, hasNext: (link.page + 1) * link.pageSize < total };
    }

    /** The severities of the alarms a filter selects (for the highest severity). */
    severities(filter: AlarmListFilter): string[] {
        const { where, params, from } = this.conditions(filter);
        return (this.sqlite.prepare(`SELECT DISTINCT a.severity FROM ${from} WHERE ${where}`).all(...params) as Array<{ severity: string }>).map(row => row.severity);
    }

    private conditions(filter: AlarmListFilter): { from: string; where: string; params: unknown[] } {
        const clauses = ['a.tenant_id = ?', `a.status IN (${filter.statuses.map(() => '?').join(', ')})`];
        const params: unknown[] = [filter.tenantId, ...filter.statuses];
        let from = 'alarm a';
        if (filter.entityId !== undefined) {
            from = 'entity_alarm ea JOIN alarm a ON a.id = ea.alarm_id';
            clauses.unshift('ea.entity_id = ?');
            params.unshift(filter.entityId);
        }
        if (filter.customerId !== undefined) {
            clauses.push('a.customer_id = ?');
            params.push(filter.customerId);
        }
        if (filter.startTime !== undefined) {
            clauses.push('a.created_time >= ?');
            params.push(filter.startTime);
        }
        if (filter.endTime !== undefined) {
            clauses.push('a.created_time <= ?');
            params.push(filter.endTime);
        }
        const text = filter.textSearch?.trim();
        if (text) {
            clauses.push(`(LOWER(a.type) LIKE ? ESCAPE '\\' OR LOWER(a.severity) LIKE ? ESCAPE '\\' OR LOWER(a.status) LIKE ? ESCAPE '\\')`);
            const pattern = `%${escapeLike(text)}%`;
            params.push(pattern, pattern, pattern);
        }
        return { from, where: clauses.join(' AND '), params };
    }
}
