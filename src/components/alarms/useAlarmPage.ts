import { useCallback, useEffect, useState } from 'react';
import type { AlarmInfo, AlarmSearchStatus, EntityType } from '../../../shared/generated/api.gen';
import type { RequestOptions } from '../../providers/http/createHttpClient';
import { httpClient } from '../../providers/http/httpClient';
import { rangeOf, timeWindowedPageQuery, type HistoryWindow } from '../timewindow/historyWindow';
import { sharedTelemetrySocket } from '../telemetry/sharedTelemetrySocket';

/** Whose alarms a table lists: one entity's, or every alarm the user may see. */
export type AlarmSource = { kind: 'entity'; entityType: EntityType; entityId: string } | { kind: 'all' };

export interface AlarmListParams {
    page: number;
    pageSize: number;
    sortProperty: string;
    sortOrder: 'ASC' | 'DESC';
    searchStatus: AlarmSearchStatus;
    window: HistoryWindow;
    textSearch: string;
}

export interface AlarmPage {
    data: AlarmInfo[];
    totalElements: number;
}

const pathOf = (source: AlarmSource) => (source.kind === 'entity' ? `/api/alarm/${source.entityType}/${source.entityId}` : '/api/alarms');

/** The table's request for a page of alarms: page link, search status, time window (ending at `now`) and originator names. */
export function alarmPageRequest(source: AlarmSource, params: AlarmListParams, now: number = Date.now()): { path: string; options: RequestOptions } {
    return {
        path: pathOf(source),
        options: { query: { ...timeWindowedPageQuery(params, now), searchStatus: params.searchStatus, fetchOriginator: true } },
    };
}

/** How many of the entity's newest alarms (its own and those propagated to it) the socket follows for changes; new ones are always reported. */
const ALARM_WATCH_PAGE_SIZE = 100;

/**
 * The alarm data query an entity's table watches: its newest alarms created since the table's
 * window starts. ThingsBoard 3.3 passes on no change older than `now - timeWindow`, so without a
 * timeWindow a real ThingsBoard would never report one.
 */
export const alarmWatchQuery = (entityType: EntityType, entityId: string, window: HistoryWindow, now: number = Date.now()) => ({
    entityFilter: { type: 'singleEntity' as const, singleEntity: { entityType, id: entityId } },
    pageLink: {
        page: 0,
        pageSize: ALARM_WATCH_PAGE_SIZE,
        searchPropagatedAlarms: true,
        timeWindow: Math.max(1, now - rangeOf(window, now).startTime),
        sortOrder: { key: { type: 'ALARM_FIELD' as const, key: 'createdTime' }, direction: 'DESC' as const },
    },
});

/**
 * A server page of alarms (reference §4.6): GET with the page link, search status, time window and
 * originator names. An entity's table also listens to the socket's alarm data subscription and
 * reads the page again whenever its alarms change; reload() reads it again after an action.
 */
export const useAlarmPage = (source: AlarmSource, params: AlarmListParams) => {
    const [page, setPage] = useState<AlarmPage | null>(null);
    const [loading, setLoading] = useState(true);
    const [generation, setGeneration] = useState(0);
    const reload = useCallback(() => setGeneration(current => current + 1), []);
    const sourceKey = source.kind === 'entity' ? `${source.entityType}/${source.entityId}` : 'all';

    useEffect(() => {
        const controller = new AbortController();
        setLoading(true);
        const request = alarmPageRequest(source, params);
        httpClient
            .request<AlarmPage>(request.path, { ...request.options, signal: controller.signal })
            .then(answer => {
                if (controller.signal.aborted) return;
                setPage(answer ?? { data: [], totalElements: 0 });
                setLoading(false);
            })
            .catch(() => {
                if (!controller.signal.aborted) setLoading(false);
            });
        return () => controller.abort();
        // sourceKey stands for source; params are compared field by field.
    }, [sourceKey, params.page, params.pageSize, params.sortProperty, params.sortOrder, params.searchStatus, params.window, params.textSearch, generation]);

    // Live: every message means "the alarms changed" — the first too, as an alarm may have come between the REST read and the subscription.
    useEffect(() => {
        if (source.kind !== 'entity') return;
        return sharedTelemetrySocket.subscribeAlarms(alarmWatchQuery(source.entityType, source.entityId, params.window), update => {
            if (update.errorCode === 0) reload();
        });
    }, [sourceKey, params.window, reload]);

    return { page, loading, reload };
};
