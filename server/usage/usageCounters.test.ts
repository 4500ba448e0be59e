import { describe, expect, it } from 'vitest';
import { stateOfValue } from './apiUsageRecords';
import { startOfMonth, UsageCounters } from './usageCounters';

const clock = (start: number) => {
    let now = start;
    return { now: () => now, set: (ts: number) => (now = ts) };
};

describe('UsageCounters', () => {
    it('aggregates many additions into one change per tenant, drained once', () => {
        const counters = new UsageCounters(clock(Date.UTC(2026, 10, 22, 7, 30)).now);
        for (let i = 0; i < 1000; i++) counters.add('t1', 'TRANSPORT_MSG_COUNT');
        counters.add('t1', 'TRANSPORT_DP_COUNT', 3);
        counters.add('t2', 'EMAIL_EXEC_COUNT');
        const changes = counters.drain();
        expect(changes).toHaveLength(2);
        const t1 = changes.find(change => change.tenantId === 't1')!;
        expect(t1.keys.sort()).toEqual(['TRANSPORT_DP_COUNT', 'TRANSPORT_MSG_COUNT']);
        expect(t1.usage.monthly.TRANSPORT_MSG_COUNT).toBe(1000);
        expect(t1.usage.hourly.TRANSPORT_DP_COUNT).toBe(3);
        expect(counters.drain()).toEqual([]);
    });

    it('starts the hourly counters again each hour and every counter each month (UTC)', () => {
        const time = clock(Date.UTC(2026, 10, 30, 23, 10));
        const counters = new UsageCounters(time.now);
        counters.seed('t1', { STORAGE_DP_COUNT: 40 }, { STORAGE_DP_COUNT: 5 });
        counters.add('t1', 'STORAGE_DP_COUNT', 2);
        expect(counters.usageOf('t1').monthly.STORAGE_DP_COUNT).toBe(42);
        expect(counters.usageOf('t1').hourly.STORAGE_DP_COUNT).toBe(7);

        time.set(Date.UTC(2026, 10, 30, 23, 59, 59));
        expect(counters.usageOf('t1').hourly.STORAGE_DP_COUNT).toBe(7);

        time.set(Date.UTC(2026, 11, 1, 0, 0, 1));
        const usage = counters.usageOf('t1');
        expect(usage.monthStart).toBe(Date.UTC(2026, 11, 1));
        expect(usage.monthly.STORAGE_DP_COUNT).toBe(0);
        expect(usage.hourly.STORAGE_DP_COUNT).toBe(0);
        expect(counters.add('t1', 'STORAGE_DP_COUNT')).toBe(1);
    });

    it('month start is UTC midnight of the first day', () => {
        expect(startOfMonth(Date.UTC(2026, 1, 28, 23, 59))).toBe(Date.UTC(2026, 1, 1));
    });
});

describe('stateOfValue (ThingsBoard TenantApiUsageState)', () => {
    it('is ENABLED below the warning threshold, WARNING from it, DISABLED at the limit; 0 is unlimited', () => {
        expect(stateOfValue(79, 100, 0)).toBe('ENABLED');
        expect(stateOfValue(80, 100, 0)).toBe('WARNING');
        expect(stateOfValue(99, 100, 0)).toBe('WARNING');
        expect(stateOfValue(100, 100, 0)).toBe('DISABLED');
        expect(stateOfValue(49, 100, 0.5)).toBe('ENABLED');
        expect(stateOfValue(50, 100, 0.5)).toBe('WARNING');
        expect(stateOfValue(1_000_000, 0, 0)).toBe('ENABLED');
    });
});
