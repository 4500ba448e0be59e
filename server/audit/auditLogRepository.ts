import type SqliteDatabase from 'better-sqlite3';
import { newId, timeOfId, type EntityId } from '../lib/ids';
import type { PageData } from '../registry/pagedRepository';
import { timePage, type SqlCondition, type TimePageLink } from '../events/timePage';
import type { ActionType } from './actionTypes';
import { boundedJsonText } from './boundedJson';

export type ActionStatus = 'SUCCESS' | 'FAILURE';

/** One entry to write; the id and time are the repository's. */
export interface NewAuditLog {
    tenantId: string;
    customerId: string;
    entityId: EntityId | null;
    entityName: string | null;
    userId: string;
    userName: string | null;
    actionType: ActionType;
    actionData: unknown;
    actionStatus: ActionStatus;
    actionFailureDetails: string | null;
}

/** ThingsBoard's AuditLog JSON (reference §1.9). */
export interface AuditLogJson extends Omit<NewAuditLog, 'tenantId' | 'customerId' | 'userId'> {
    id: { id: string };
    createdTime: number;
    tenantId: EntityId;
    customerId: EntityId;
    userId: EntityId;
}

/** Which entries a list call reads: the tenant's, narrowed to a customer, a user or an entity. */
export type AuditLogScope =
    | { tenantId: string }
    | { tenantId: string; customerId: string }
    | { tenantId: string; userId: string }
    | { tenantId: string; entityId: string };

/** The sort properties of the contract's AuditLogSortProperty; text search matches these by prefix, as ThingsBoard. */
const AUDIT_LOG_TABLE = {
    name: 'audit_log',
    sortColumns: {
        createdTime: 'created_time',
        entityType: 'entity_type',
        entityName: 'entity_name',
        userName: 'user_name',
        actionType: 'action_type',
        actionStatus: 'action_status',
    },
    searchColumns: ['entity_type', 'entity_name', 'user_name', 'action_type', 'action_status'],
} as const;

function auditLogJson(row: Record<string, unknown>): AuditLogJson {
    return {
        id: { id: row.id as string },
        createdTime: row.created_time as number,
        tenantId: { entityType: 'TENANT', id: row.tenant_id as string },
        customerId: { entityType: 'CUSTOMER', id: row.customer_id as string },
        entityId: row.entity_id === null ? null : { entityType: row.entity_type as EntityId['entityType'], id: row.entity_id as string },
        entityName: row.entity_name as string | null,
        userId: { entityType: 'USER', id: row.user_id as string },
        userName: row.user_name as string | null,
        actionType: row.action_type as ActionType,
        actionData: JSON.parse(row.action_data as string),
        actionStatus: row.action_status as ActionStatus,
        actionFailureDetails: row.action_failure_details as string | null,
    };
}

export class AuditLogRepository {
    private readonly insertStatement;

    constructor(private readonly sqlite: SqliteDatabase.Database) {
        this.insertStatement = sqlite.prepare(
            `INSERT INTO audit_log (id, created_time, tenant_id, customer_id, entity_id, entity_type, entity_name, user_id, user_name,
                action_type, action_data, action_status, action_failure_details)
             VALUES (@id, @created_time, @tenant_id, @customer_id, @entity_id, @entity_type, @entity_name, @user_id, @user_name,
                @action_type, @action_data, @action_status, @action_failure_details)`,
        );
    }

    insert(entries: readonly NewAuditLog[], at: number = Date.now()): void {
        this.sqlite.transaction(() => {
            for (const entry of entries) {
                const id = newId(at);
                this.insertStatement.run({
                    id,
                    created_time: timeOfId(id),
                    tenant_id: entry.tenantId,
                    customer_id: entry.customerId,
                    entity_id: entry.entityId?.id ?? null,
                    entity_type: entry.entityId?.entityType ?? null,
                    entity_name: entry.entityName,
                    user_id: entry.userId,
                    user_name: entry.userName,
                    action_type: entry.actionType,
                    action_data: boundedJsonText(entry.actionData ?? {}),
                    action_status: entry.actionStatus,
                    action_failure_details: entry.actionFailureDetails,
                });
            }
        })();
    }

    /** A page of the scope's entries, optionally only some action types. */
    page(scope: AuditLogScope, actionTypes: readonly string[], link: TimePageLink): PageData<AuditLogJson> {
        const conditions: SqlCondition[] = [{ sql: 'tenant_id = ?', params: [scope.tenantId] }];
        if ('customerId' in scope) conditions.push({ sql: 'customer_id = ?', params: [scope.customerId] });
        if ('userId' in scope) conditions.push({ sql: 'user_id = ?', params: [scope.userId] });
        if ('entityId' in scope) conditions.push({ sql: 'entity_id = ?', params: [scope.entityId] });
        if (actionTypes.length > 0) conditions.push({ sql: `action_type IN (${actionTypes.map(() => '?').join(', ')})`, params: [...actionTypes] });
        const page = timePage(this.sqlite, AUDIT_LOG_TABLE, conditions, link);
        return { ...page, data: page.data.map(auditLogJson) };
    }
}
