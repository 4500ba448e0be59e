import { useCallback, useEffect, useState } from 'react';
import type { AuditLog, EntityType } from '../../../shared/generated/api.gen';
import type { RequestOptions } from '../../providers/http/createHttpClient';
import { httpClient } from '../../providers/http/httpClient';
import { timeWindowedPageQuery, type HistoryWindow } from '../timewindow/historyWindow';
import type { ActionType } from './actionTypes';

/** Whose entries a table lists: the tenant's, a customer's, a user's or an entity's. */
export type AuditLogSource =
    | { kind: 'tenant' }
    | { kind: 'customer'; customerId: string }
    | { kind: 'user'; userId: string }
    | { kind: 'entity'; entityType: EntityType; entityId: string };

export interface AuditLogListParams {
    page: number;
    pageSize: number;
    sortProperty: string;
    sortOrder: 'ASC' | 'DESC';
    window: HistoryWindow;
    textSearch: string;
    actionTypes: readonly ActionType[];
}

export interface AuditLogPage {
    data: AuditLog[];
    totalElements: number;
}

/** The list call of each source (reference §9). */
export function auditLogPath(source: AuditLogSource): string {
    switch (source.kind) {
        case 'tenant':
            return '/api/audit/logs';
        case 'customer':
            return `/api/audit/logs/customer/${source.customerId}`;
        case 'user':
            return `/api/audit/logs/user/${source.userId}`;
        case 'entity':
            return `/api/audit/logs/entity/${source.entityType}/${source.entityId}`;
    }
}

/** The table's request for a page of entries: page link, time window (ending at `now`) and action types. */
export function auditLogPageRequest(source: AuditLogSource, params: AuditLogListParams, now: number = Date.now()): { path: string; options: RequestOptions } {
    return {
        path: auditLogPath(source),
        options: { query: { ...timeWindowedPageQuery(params, now), actionTypes: params.actionTypes.join(',') || undefined } },
    };
}

/** A server page of audit log entries with the page link, time window and action types; reload() reads it again. */
export const useAuditLogPage = (source: AuditLogSource, params: AuditLogListParams) => {
    const [page, setPage] = useState<AuditLogPage | null>(null);
    const [loading, setLoading] = useState(true);
    const [generation, setGeneration] = useState(0);
    const reload = useCallback(() => setGeneration(current => current + 1), []);
    const path = auditLogPath(source);
    const actionTypes = params.actionTypes.join(',');

    useEffect(() => {
        const controller = new AbortController();
        setLoading(true);
        const request = auditLogPageRequest(source, params);
        httpClient
            .request<AuditLogPage>(request.path, { ...request.options, signal: controller.signal })
            .then(answer => {
                if (controller.signal.aborted) return;
                setPage(answer ?? { data: [], totalElements: 0 });
                setLoading(false);
            })
            .catch(() => {
                if (!controller.signal.aborted) setLoading(false);
            });
        return () => controller.abort();
    }, [path, params.page, params.pageSize, params.sortProperty, params.sortOrder, params.window, params.textSearch, actionTypes, generation]);

    return { page, loading, reload };
};
