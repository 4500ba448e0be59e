import type { QueryValue } from '../../providers/http/createHttpClient';

/**
 * How selected time series are deleted (ThingsBoard's delete-timeseries choices that a 3.3
 * server can carry out): every stored value, only the latest value (the one before it becomes
 * the latest), or the values of a time period.
 */
export type TimeseriesDeletion =
    | { strategy: 'all' }
    | { strategy: 'latest' }
    | { strategy: 'period'; startTs: number; endTs: number };

export const DELETION_STRATEGIES = ['all', 'latest', 'period'] as const;

/** A key chosen for deletion, with the time of its latest value. */
export interface DeletedKey {
    key: string;
    lastUpdateTs: number;
}

/**
 * The queries of `DELETE …/timeseries/delete` that carry a deletion out: one for every key
 * together, except the latest values, whose times differ, which go one key at a time. The end
 * of a range is exclusive; a deleted latest value is replaced by the newest one left.
 */
export const deletionQueries = (keys: readonly DeletedKey[], deletion: TimeseriesDeletion): Array<Record<string, QueryValue>> => {
    const names = keys.map(entry => entry.key).join(',');
    switch (deletion.strategy) {
        case 'all':
            return [{ keys: names, deleteAllDataForKeys: true }];
        case 'latest':
            return keys.map(({ key, lastUpdateTs }) => ({
                keys: key,
                deleteAllDataForKeys: false,
                startTs: lastUpdateTs,
                endTs: lastUpdateTs + 1,
                rewriteLatestIfDeleted: true,
            }));
        case 'period':
            return [{ keys: names, deleteAllDataForKeys: false, startTs: deletion.startTs, endTs: deletion.endTs, rewriteLatestIfDeleted: true }];
    }
};
