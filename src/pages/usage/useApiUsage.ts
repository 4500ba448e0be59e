import { useEffect, useState } from 'react';
import { httpClient } from '../../providers/http/httpClient';
import { HOUR_MS, HOURLY_KEYS, HOURS_SHOWN, LATEST_KEYS, usageCardsOf, type TsValue, type UsageCard } from './apiUsageCounters';

/** How often the page reads the counters again (the server writes them at most once a second). */
export const REFRESH_MS = 10_000;

interface EntityData {
    entityId: { entityType: string; id: string };
    latest?: { TIME_SERIES?: Record<string, TsValue> };
}

/**
 * The tenant's usage as ThingsBoard serves it, so it works against a real server too: the
 * API_USAGE_STATE entity with its latest values through the `apiUsageState` entity filter, then
 * the hourly series of the last day.
 */
async function loadUsage(now: number): Promise<UsageCard[] | 'none'> {
    const page = await httpClient.request<{ data: EntityData[] }>('/api/entitiesQuery/find', {
        method: 'POST',
        body: { entityFilter: { type: 'apiUsageState' }, pageLink: { page: 0, pageSize: 1 }, latestValues: LATEST_KEYS.map(key => ({ type: 'TIME_SERIES', key })) },
        ignoreLoading: true,
    });
    const state = page.data[0];
    if (!state) return 'none';
    const hourly = await httpClient.request<Record<string, TsValue[]>>(`/api/plugins/telemetry/API_USAGE_STATE/${state.entityId.id}/values/timeseries`, {
        query: { keys: HOURLY_KEYS.join(','), startTs: now - HOURS_SHOWN * HOUR_MS, endTs: now, limit: HOURS_SHOWN * HOURLY_KEYS.length, agg: 'NONE' },
        ignoreLoading: true,
    });
    return usageCardsOf(state.latest?.TIME_SERIES ?? {}, hourly, now);
}

/** The usage cards, read now and every 10 s; null while the first read runs. A failed refresh keeps what is shown. */
export function useApiUsage(): UsageCard[] | 'none' | null {
    const [cards, setCards] = useState<UsageCard[] | 'none' | null>(null);
    useEffect(() => {
        let active = true;
        const read = () =>
            loadUsage(Date.now())
                .then(next => active && setCards(next))
                .catch(() => active && setCards(current => current ?? 'none'));
        void read();
        const timer = setInterval(read, REFRESH_MS);
        return () => {
            active = false;
            clearInterval(timer);
        };
    }, []);
    return cards;
}
