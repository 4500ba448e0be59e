import { useCallback, useEffect, useState } from 'react';
import { httpClient } from '../../providers/http/httpClient';
import type { TelemetryScope } from '../../lib/telemetrySocket';
import { sharedTelemetrySocket } from './sharedTelemetrySocket';
import { parseWireValue, type JsonValue } from '../inputs/valueTypes';

export interface LatestValue {
    key: string;
    lastUpdateTs: number;
    value: JsonValue;
}

export type LatestValues = Record<string, LatestValue>;

interface AttributeEntry {
    key: string;
    lastUpdateTs: number;
    value: JsonValue;
}

type TimeseriesAnswer = Record<string, Array<{ ts: number; value: JsonValue }>>;

const telemetryPath = (entityType: string, entityId: string) => `/api/plugins/telemetry/${entityType}/${entityId}`;

const loadSnapshot = async (entityType: string, entityId: string, scope: TelemetryScope, signal: AbortSignal): Promise<LatestValue[]> => {
    if (scope === 'LATEST_TELEMETRY') {
        const answer = await httpClient.request<TimeseriesAnswer>(`${telemetryPath(entityType, entityId)}/values/timeseries`, {
            query: { useStrictDataTypes: true },
            signal,
        });
        return Object.entries(answer ?? {}).flatMap(([key, points]) =>
            points.length > 0 ? [{ key, lastUpdateTs: points[0].ts, value: points[0].value }] : []);
    }
    return await httpClient.request<AttributeEntry[]>(`${telemetryPath(entityType, entityId)}/values/attributes/${scope}`, { signal }) ?? [];
};

/** Keeps, per key, whichever value is newer. */
const merge = (current: LatestValues, incoming: readonly LatestValue[]): LatestValues => {
    const next = { ...current };
    for (const entry of incoming) {
        const known = next[entry.key];
        if (!known || entry.lastUpdateTs >= known.lastUpdateTs) next[entry.key] = entry;
    }
    return next;
};

/**
 * An entity's values of a scope: the REST snapshot first, then the socket's updates, newer
 * timestamps winning. reload() reads the snapshot again (deletions do not come over the socket).
 */
export const useLatestValues = (entityType: string, entityId: string, scope: TelemetryScope) => {
    const [values, setValues] = useState<LatestValues>({});
    const [loading, setLoading] = useState(true);
    const [generation, setGeneration] = useState(0);

    useEffect(() => {
        const controller = new AbortController();
        let unsubscribe: (() => void) | null = null;
        setLoading(true);
        loadSnapshot(entityType, entityId, scope, controller.signal)
            .then(snapshot => {
                if (controller.signal.aborted) return;
                setValues(merge({}, snapshot));
                setLoading(false);
                unsubscribe = sharedTelemetrySocket.subscribe({ entityType, entityId, scope }, update => {
                    if (update.errorCode !== 0) return;
                    setValues(current => merge(current, Object.entries(update.data).flatMap(([key, points]) => {
                        // Points may come oldest or newest first; the newest is the one to keep.
                        const newest = points.reduce<[number, string] | null>((best, point) => (!best || point[0] > best[0] ? point : best), null);
                        return newest ? [{ key, lastUpdateTs: newest[0], value: parseWireValue(newest[1], current[key]?.value) }] : [];
                    })));
                });
            })
            .catch(() => {
                if (!controller.signal.aborted) setLoading(false);
            });
        return () => {
            controller.abort();
            unsubscribe?.();
        };
    }, [entityType, entityId, scope, generation]);

    const reload = useCallback(() => setGeneration(current => current + 1), []);
    return { values, loading, reload };
};
