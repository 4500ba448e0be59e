import { httpClient } from '../../../providers/http/httpClient';

/** Where an input widget writes: an attribute scope a user may write, or time series. */
export type WriteTarget = 'SERVER_SCOPE' | 'SHARED_SCOPE' | 'TIMESERIES';

export interface EntityRef {
    entityType: string;
    entityId: string;
}

/** Writes key/value pairs of one entity (reference §4.4: attributes per scope, time series with scope ANY). */
export const writeValues = (entity: EntityRef, target: WriteTarget, values: Record<string, unknown>): Promise<unknown> =>
    httpClient.request(
        target === 'TIMESERIES'
            ? `/api/plugins/telemetry/${entity.entityType}/${entity.entityId}/timeseries/ANY`
            : `/api/plugins/telemetry/${entity.entityType}/${entity.entityId}/attributes/${target}`,
        { method: 'POST', body: values, ignoreLoading: true },
    );
