import { useEffect, useState } from 'react';
import type { AlarmData, AlarmDataQuery } from '../../../../shared/generated/api.gen';
import { sharedTelemetrySocket } from '../../../components/telemetry/sharedTelemetrySocket';

export interface AlarmWidgetPage {
    data: AlarmData[];
    totalElements: number;
}

interface PageMessage {
    data: AlarmData[];
    totalElements: number;
}

/**
 * The alarms of an alarm widget, live: an alarmDataCmd over the shared socket whose full page
 * (`data`) replaces the rows and whose `update` replaces the alarms it holds. A new query (page,
 * search, window) is a new subscription. Null query: the widget has no alarm source.
 */
export function useAlarmWidgetPage(query: AlarmDataQuery | null) {
    const [page, setPage] = useState<AlarmWidgetPage | null>(null);
    const [error, setError] = useState<string | null>(null);
    const key = JSON.stringify(query);
    useEffect(() => {
        setPage(null);
        setError(null);
        if (!query) return;
        return sharedTelemetrySocket.subscribeAlarms(query, message => {
            if (message.errorCode !== 0) {
                setError(message.errorMsg ?? 'widgets.alarms.load-failed');
                return;
            }
            const full = message.data as PageMessage | null;
            if (full) setPage({ data: full.data, totalElements: full.totalElements });
            const changed = (message.update ?? []) as AlarmData[];
            if (changed.length > 0)
                setPage(current => current && { ...current, data: current.data.map(alarm => changed.find(next => next.id.id === alarm.id.id) ?? alarm) });
        });
        // The key stands for the query's content.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [key]);
    return { page, error, loading: query !== null && page === null && error === null };
}
