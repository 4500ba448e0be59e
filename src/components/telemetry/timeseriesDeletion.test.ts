import { describe, expect, it } from 'vitest';
import { deletionQueries } from './timeseriesDeletion';

const keys = [
    { key: 'temperature', lastUpdateTs: 1_700_000_000_000 },
    { key: 'humidity', lastUpdateTs: 1_700_000_005_000 },
];

describe('time series deletion queries', () => {
    it('all data: one call for every key', () => {
        expect(deletionQueries(keys, { strategy: 'all' })).toEqual([{ keys: 'temperature,humidity', deleteAllDataForKeys: true }]);
    });

    it('latest value: one call per key over exactly its latest time, the value before it becoming the latest', () => {
        expect(deletionQueries(keys, { strategy: 'latest' })).toEqual([
            { keys: 'temperature', deleteAllDataForKeys: false, startTs: 1_700_000_000_000, endTs: 1_700_000_000_001, rewriteLatestIfDeleted: true },
            { keys: 'humidity', deleteAllDataForKeys: false, startTs: 1_700_000_005_000, endTs: 1_700_000_005_001, rewriteLatestIfDeleted: true },
        ]);
    });

    it('a time period: one call with its bounds', () => {
        expect(deletionQueries(keys, { strategy: 'period', startTs: 10, endTs: 20 })).toEqual([
            { keys: 'temperature,humidity', deleteAllDataForKeys: false, startTs: 10, endTs: 20, rewriteLatestIfDeleted: true },
        ]);
    });
});
