import type { AuditLog } from '../../../shared/generated/api.gen';
import type { HttpClient } from '../../providers/http/createHttpClient';
import { ACTION_STATUS_LABELS, ACTION_TYPE_LABELS } from '../auditLogs/actionTypes';
import { auditLogPageRequest, type AuditLogListParams, type AuditLogSource } from '../auditLogs/useAuditLogPage';
import { entityTypeNameKey } from '../pickers/entityTypes';
import { isoDateTime } from './isoDateTime';
import type { Translate } from './listCsvColumns';
import { tableCsvJob } from './tableCsvJob';

/** Each audit log column as text: ISO time, the entity type, action type and status as their labels. */
const AUDIT_LOG_CELLS: Readonly<Record<string, (entry: AuditLog, translate: Translate) => string>> = {
    createdTime: entry => isoDateTime(entry.createdTime),
    entityType: (entry, translate) => (entry.entityId ? translate(entityTypeNameKey(entry.entityId.entityType)) : ''),
    entityName: entry => entry.entityName ?? '',
    userName: entry => entry.userName ?? '',
    actionType: (entry, translate) => translate(ACTION_TYPE_LABELS[entry.actionType] ?? entry.actionType, { _: entry.actionType }),
    actionStatus: (entry, translate) => translate(ACTION_STATUS_LABELS[entry.actionStatus] ?? entry.actionStatus, { _: entry.actionStatus }),
};

export interface AuditLogCsvView {
    source: AuditLogSource;
    params: AuditLogListParams;
    columns: ReadonlyArray<{ key: string; label: string }>;
}

/** The audit log table's export: its columns, its own request with its action types, window, search and sort. */
export const auditLogCsvJob = ({ source, params, columns }: AuditLogCsvView, translate: Translate, client: HttpClient, now?: number) =>
    tableCsvJob<AuditLog>({
        columns,
        cellText: (entry, key) => AUDIT_LOG_CELLS[key]?.(entry, translate) ?? '',
        request: (page, pageSize, at) => auditLogPageRequest(source, { ...params, page, pageSize }, at),
        translate,
        client,
        now,
    });
