import { describe, expect, it } from 'vitest';
import { HOUR_MS, HOURLY_KEYS, HOURS_SHOWN, LATEST_KEYS, usageCardsOf } from './apiUsageCounters';

const now = Date.UTC(2026, 10, 22, 7, 40);
const monthStart = Date.UTC(2026, 10, 1);
const hour = Date.UTC(2026, 10, 22, 7);

describe('usageCardsOf', () => {
    it('reads this month’s value against the limit, with the service state and 24 hourly values', () => {
        const cards = usageCardsOf(
            {
                transportMsgCount: { ts: monthStart, value: '800' },
                transportMsgLimit: { ts: now, value: '1000' },
                transportApiState: { ts: now, value: 'WARNING' },
            },
            { transportMsgCountHourly: [{ ts: hour, value: '30' }, { ts: hour - 2 * HOUR_MS, value: '5' }] },
            now,
        );
        const transport = cards[0]!;
        expect(transport).toMatchObject({ value: 800, limit: 1000, percent: 80, state: 'WARNING' });
        expect(transport.hours).toHaveLength(HOURS_SHOWN);
        expect(transport.hours.at(-1)).toEqual({ ts: hour, value: 30 });
        expect(transport.hours.at(-3)).toEqual({ ts: hour - 2 * HOUR_MS, value: 5 });
        expect(transport.hours.at(-2)!.value).toBe(0);
        // The data points card shares the transport state.
        expect(cards[1]).toMatchObject({ value: 0, limit: 0, percent: null, state: 'WARNING' });
    });

    it('reads last month’s value as 0, an unknown state as ENABLED, and caps the bar at 100 %', () => {
        const [transport, , storage] = usageCardsOf(
            {
                transportMsgCount: { ts: Date.UTC(2026, 9, 1), value: '999' },
                storageDataPointsCount: { ts: monthStart, value: '150' },
                storageDataPointsLimit: { ts: now, value: '100' },
                dbApiState: { ts: now, value: 'SOMETHING' },
            },
            {},
            now,
        );
        expect(transport!.value).toBe(0);
        expect(storage).toMatchObject({ value: 150, percent: 100, state: 'ENABLED' });
    });

    it('shows the refused device messages (backpressure), which no profile limits, with the transport state', () => {
        const cards = usageCardsOf(
            { transportMsgRefusedCount: { ts: monthStart, value: '42' }, transportApiState: { ts: now, value: 'ENABLED' } },
            { transportMsgRefusedCountHourly: [{ ts: hour, value: '7' }] },
            now,
        );
        const refused = cards.find(card => card.counter.countKey === 'transportMsgRefusedCount')!;
        expect(refused).toMatchObject({ value: 42, limit: 0, percent: null, state: 'ENABLED' });
        expect(refused.counter.note).toBe('api-usage.refused-note');
        expect(refused.hours.at(-1)).toEqual({ ts: hour, value: 7 });
        expect(LATEST_KEYS).toContain('transportMsgRefusedCount');
        expect(LATEST_KEYS).not.toContain(null);
        expect(HOURLY_KEYS).toContain('transportMsgRefusedCountHourly');
    });
});
