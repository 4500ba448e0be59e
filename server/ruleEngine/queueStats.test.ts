import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TelemetryService } from '../telemetry/service';
import { FIRST_STATS_AFTER_MS, RuleEngineQueueStats, STATS_INTERVAL_MS } from './queueStats';

const TENANT = '11111111-1111-1111-1111-111111111111';

/** The queue statistics over a database with just the tables they touch, writing into a list. */
function queueStats() {
    const sqlite = new Database(':memory:');
    sqlite.exec(`CREATE TABLE tenant (id TEXT PRIMARY KEY);
        CREATE TABLE asset (id TEXT PRIMARY KEY, created_time INTEGER, tenant_id TEXT, customer_id TEXT, name TEXT, type TEXT, label TEXT, additional_info TEXT);`);
    sqlite.prepare('INSERT INTO tenant (id) VALUES (?)').run(TENANT);
    const written: Array<{ entityId: string; keys: string[] }> = [];
    // The one method the statistics call, typed against the service so a rename breaks the typecheck.
    const telemetry = {
        saveTimeseriesInBackground: (entityId, entries) => void written.push({ entityId, keys: entries.map(entry => entry.key) }),
    } satisfies Pick<TelemetryService, 'saveTimeseriesInBackground'>;
    return { stats: new RuleEngineQueueStats(sqlite, telemetry as unknown as TelemetryService, 'node-1'), written };
}

describe('rule-engine statistics timing', () => {
    afterEach(() => void vi.useRealTimers());

    it("writes the first interval's counters seconds after a start, then once per interval", () => {
        vi.useFakeTimers();
        const { stats, written } = queueStats();
        stats.start();
        stats.record(TENANT, 'Main', { kind: 'success' });
        vi.advanceTimersByTime(FIRST_STATS_AFTER_MS - 1);
        expect(written).toEqual([]);
        vi.advanceTimersByTime(1);
        expect(written).toHaveLength(1);
        expect(written[0]!.keys).toContain('successfulMsgs');

        stats.record(TENANT, 'Main', { kind: 'success' });
        vi.advanceTimersByTime(STATS_INTERVAL_MS - 1);
        expect(written).toHaveLength(1);
        vi.advanceTimersByTime(1);
        expect(written).toHaveLength(2);
        stats.stop();
        stats.record(TENANT, 'Main', { kind: 'success' });
        vi.advanceTimersByTime(STATS_INTERVAL_MS * 2);
        expect(written).toHaveLength(2);
    });
});
