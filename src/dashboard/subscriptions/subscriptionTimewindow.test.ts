import { describe, expect, it } from 'vitest';
import type { AggregationType } from '../../lib/time/aggregation';
import type { Timewindow } from '../../lib/time/timewindow';
import { DAY, HOUR, MINUTE, SECOND } from '../../lib/time/units';
import { subscriptionWindow } from './subscriptionTimewindow';

const NOW = Date.UTC(2026, 10, 22, 10, 30, 15, 500);
const realtime = (timewindowMs: number, interval: number, type: AggregationType = 'AVG', limit?: number): Timewindow =>
    ({ selectedTab: 0, realtime: { realtimeType: 0, timewindowMs, interval }, aggregation: { type, limit } });
const fixed = (startTimeMs: number, endTimeMs: number, interval: number, type: AggregationType = 'AVG'): Timewindow =>
    ({ selectedTab: 1, history: { historyType: 1, fixedTimewindow: { startTimeMs, endTimeMs }, interval }, aggregation: { type } });

describe('subscription window', () => {
    it('starts a realtime last interval on a bucket boundary and asks for one bucket more', () => {
        const window = subscriptionWindow(realtime(MINUTE, SECOND), NOW, 500);
        expect(window).toEqual({
            realtime: true,
            startTs: NOW - MINUTE - 500,
            timeWindow: MINUTE + SECOND,
            quickInterval: null,
            aggregation: { type: 'AVG', interval: SECOND, limit: 61 },
        });
    });

    it('keeps an aligned start and the window as it is', () => {
        const window = subscriptionWindow(realtime(HOUR, MINUTE), Date.UTC(2026, 0, 1, 12), 500);
        expect(window).toMatchObject({ startTs: Date.UTC(2026, 0, 1, 11), timeWindow: HOUR, aggregation: { interval: MINUTE, limit: 60 } });
    });

    it('raises an interval finer than window/500 to it, in whole seconds', () => {
        // A day / 500 = 172.8 s → 173 s.
        expect(subscriptionWindow(fixed(0, DAY, SECOND), NOW).aggregation.interval).toBe(173 * SECOND);
    });

    it('lowers an interval coarser than window/7 to it, in whole seconds', () => {
        // A day / 7 = 12342.857 s → 12342 s.
        expect(subscriptionWindow(fixed(0, DAY, 7 * DAY), NOW).aggregation.interval).toBe(12342 * SECOND);
    });

    it('picks the predefined interval nearest to window/200 when none is given', () => {
        // A day / 200 = 432 s → 5 minutes is nearest among 173 s … 12342 s.
        expect(subscriptionWindow(fixed(0, DAY, 0), NOW).aggregation).toEqual({ type: 'AVG', interval: 5 * MINUTE, limit: 288 });
    });

    it('never groups by more than 7300 days', () => {
        const window = subscriptionWindow(fixed(0, 60_000 * DAY, 10_000 * DAY), NOW);
        expect(window.aggregation.interval).toBe(7300 * DAY);
        expect(window.aggregation.limit).toBe(9);
    });

    it('counts one bucket per interval of the window as the limit when aggregating', () => {
        expect(subscriptionWindow(fixed(0, 10 * MINUTE, MINUTE, 'MAX'), NOW).aggregation).toEqual({ type: 'MAX', interval: MINUTE, limit: 10 });
    });

    it('uses the window limit without aggregation, clamped to the maximum datapoints, and a 1 s interval', () => {
        expect(subscriptionWindow(realtime(HOUR, MINUTE, 'NONE', 300), NOW, 500).aggregation).toEqual({ type: 'NONE', interval: SECOND, limit: 300 });
        expect(subscriptionWindow(realtime(HOUR, MINUTE, 'NONE', 5000), NOW, 500).aggregation.limit).toBe(500);
        expect(subscriptionWindow(realtime(HOUR, MINUTE, 'NONE'), NOW, 700).aggregation.limit).toBe(700);
    });

    it('forces a maximum of 8 datapoints when the server says 7 or less, 500 when it says nothing', () => {
        expect(subscriptionWindow(realtime(HOUR, MINUTE, 'NONE', 300), NOW, 7).aggregation.limit).toBe(8);
        expect(subscriptionWindow(realtime(HOUR, MINUTE, 'NONE', 300), NOW, 0).aggregation.limit).toBe(8);
        expect(subscriptionWindow(realtime(HOUR, MINUTE, 'NONE', 600), NOW, null).aggregation.limit).toBe(500);
    });

    it('aggregates by AVG when the window has no aggregation', () => {
        expect(subscriptionWindow({ selectedTab: 0, realtime: { timewindowMs: MINUTE, interval: SECOND } }, NOW).aggregation.type).toBe('AVG');
    });

    it('gives a history last interval as the period up to now', () => {
        const window = subscriptionWindow({ selectedTab: 1, history: { historyType: 0, timewindowMs: HOUR, interval: MINUTE } }, NOW);
        expect(window).toEqual({ realtime: false, startTs: NOW - HOUR, endTs: NOW, aggregation: { type: 'AVG', interval: MINUTE, limit: 60 } });
    });

    it('gives a history quick interval as its calendar period in the window time zone', () => {
        const window = subscriptionWindow({ selectedTab: 1, history: { historyType: 2, quickInterval: 'YESTERDAY', interval: HOUR }, timezone: 'Europe/Berlin' }, NOW);
        expect(window).toMatchObject({ realtime: false, startTs: Date.UTC(2026, 10, 20, 23), endTs: Date.UTC(2026, 10, 21, 23), aggregation: { interval: HOUR, limit: 24 } });
    });

    it('keeps a realtime quick interval at the start of its period, bounded by its nominal length', () => {
        const window = subscriptionWindow({ selectedTab: 0, realtime: { realtimeType: 1, quickInterval: 'CURRENT_DAY', interval: HOUR }, timezone: 'UTC' }, NOW);
        expect(window).toEqual({
            realtime: true,
            startTs: Date.UTC(2026, 10, 22),
            timeWindow: DAY,
            quickInterval: 'CURRENT_DAY',
            aggregation: { type: 'AVG', interval: HOUR, limit: 24 },
        });
    });
});
