import { describe, expect, it } from 'vitest';
import { HISTORY_TYPE, REALTIME_TYPE, sameTimewindow, selectedTabOf, storedTimewindow, TIMEWINDOW_TAB, timewindowModel, defaultTimewindow, type Timewindow } from './timewindow';
import { historyWindowMs, realtimeWindowMs, timewindowRange } from './timewindowRange';
import { DAY, HOUR, MINUTE, MONTH, SECOND, WEEK } from './units';

const now = Date.UTC(2026, 4, 13, 12, 0, 0);
const context = { now, maxDatapoints: 500 };

describe('timewindow model (part2 §3.3, §9)', () => {
    it('defaults: realtime last minute by the second, history last minute beside the last day, CURRENT_DAY, AVG with half the maximum', () => {
        const model = defaultTimewindow(context);
        expect(model.selectedTab).toBe(TIMEWINDOW_TAB.REALTIME);
        expect(model.realtime).toEqual({ realtimeType: REALTIME_TYPE.LAST_INTERVAL, timewindowMs: MINUTE, interval: SECOND, quickInterval: 'CURRENT_DAY' });
        expect(model.history.fixedTimewindow).toEqual({ startTimeMs: now - DAY, endTimeMs: now });
        expect(model.history.quickInterval).toBe('CURRENT_DAY');
        expect(model.aggregation).toEqual({ type: 'AVG', limit: 250 });
        expect(defaultTimewindow({ now, maxDatapoints: 50_000 }).aggregation.limit).toBe(25_000);
        expect(model.timezone).toBeNull();
    });

    it('infers the tab: selectedTab when set, else realtime when a realtime part exists, else history', () => {
        expect(selectedTabOf({ selectedTab: 1, realtime: {} })).toBe(TIMEWINDOW_TAB.HISTORY);
        expect(selectedTabOf({ realtime: { timewindowMs: HOUR } })).toBe(TIMEWINDOW_TAB.REALTIME);
        expect(selectedTabOf({ history: { timewindowMs: HOUR } })).toBe(TIMEWINDOW_TAB.HISTORY);
        expect(selectedTabOf({})).toBe(TIMEWINDOW_TAB.HISTORY);
    });

    it('infers the realtime type from a quick interval, the history type from what is present', () => {
        expect(timewindowModel({ realtime: { quickInterval: 'CURRENT_HOUR' } }, context).realtime.realtimeType).toBe(REALTIME_TYPE.INTERVAL);
        expect(timewindowModel({ realtime: { timewindowMs: HOUR } }, context).realtime.realtimeType).toBe(REALTIME_TYPE.LAST_INTERVAL);
        expect(timewindowModel({ history: { timewindowMs: HOUR, quickInterval: 'YESTERDAY' } }, context).history.historyType).toBe(HISTORY_TYPE.LAST_INTERVAL);
        expect(timewindowModel({ history: { quickInterval: 'YESTERDAY' } }, context).history.historyType).toBe(HISTORY_TYPE.INTERVAL);
        expect(timewindowModel({ history: { fixedTimewindow: { startTimeMs: 1, endTimeMs: 2 } } }, context).history).toMatchObject({
            historyType: HISTORY_TYPE.FIXED, fixedTimewindow: { startTimeMs: 1, endTimeMs: 2 },
        });
    });

    it('a missing or zero limit is half the maximum; an unknown aggregation or quick interval keeps the default', () => {
        expect(timewindowModel({ aggregation: { type: 'NONE', limit: 0 } }, context).aggregation).toEqual({ type: 'NONE', limit: 250 });
        expect(timewindowModel({ aggregation: { type: 'MEDIAN' as never, limit: 42 } }, context).aggregation).toEqual({ type: 'AVG', limit: 42 });
        expect(timewindowModel({ realtime: { quickInterval: 'FOREVER' as never, realtimeType: 1 } }, context).realtime.quickInterval).toBe('CURRENT_DAY');
    });

    it('history-only forces the History tab; quick-interval-only the realtime interval', () => {
        const stored: Timewindow = { selectedTab: 0, realtime: { timewindowMs: HOUR } };
        expect(timewindowModel(stored, context, { historyOnly: true }).selectedTab).toBe(TIMEWINDOW_TAB.HISTORY);
        expect(timewindowModel(stored, context, { quickIntervalOnly: true }).realtime.realtimeType).toBe(REALTIME_TYPE.INTERVAL);
    });

    it('round-trips a ThingsBoard dashboard timewindow', () => {
        const stored: Timewindow = {
            hideInterval: false, hideAggregation: true, hideAggInterval: false, hideTimezone: true, selectedTab: 1,
            realtime: { realtimeType: 0, timewindowMs: 60_000, interval: 1000, quickInterval: 'CURRENT_DAY' },
            history: { historyType: 2, timewindowMs: 86_400_000, interval: 300_000, fixedTimewindow: { startTimeMs: 10, endTimeMs: 20 }, quickInterval: 'PREVIOUS_MONTH' },
            aggregation: { type: 'NONE', limit: 1234 },
            timezone: 'Europe/Berlin',
        };
        expect(storedTimewindow(timewindowModel(stored, context))).toEqual(stored);
        // ThingsBoard leaves the timezone out rather than storing null.
        expect('timezone' in storedTimewindow(timewindowModel({ ...stored, timezone: null }, context))).toBe(false);
    });

    it('compares models by what they store', () => {
        const a = timewindowModel({ realtime: { timewindowMs: HOUR } }, context);
        expect(sameTimewindow(a, timewindowModel({ realtime: { timewindowMs: HOUR } }, context))).toBe(true);
        expect(sameTimewindow(a, { ...a, hideTimezone: true })).toBe(false);
    });
});

describe('window range at now', () => {
    it('realtime: the last interval up to now, or the current quick interval in the window zone', () => {
        const model = timewindowModel({ realtime: { timewindowMs: HOUR } }, context);
        expect(timewindowRange(model, now)).toEqual({ startTimeMs: now - HOUR, endTimeMs: now });
        const interval = timewindowModel({ realtime: { quickInterval: 'CURRENT_DAY' }, timezone: 'America/New_York' }, context);
        expect(timewindowRange(interval, now)).toEqual({ startTimeMs: Date.UTC(2026, 4, 13, 4), endTimeMs: Date.UTC(2026, 4, 14, 4) });
    });

    it('history: last interval, quick interval, or the fixed period as it is', () => {
        expect(timewindowRange(timewindowModel({ history: { timewindowMs: DAY } }, context), now)).toEqual({ startTimeMs: now - DAY, endTimeMs: now });
        expect(timewindowRange(timewindowModel({ history: { quickInterval: 'YESTERDAY' }, timezone: 'UTC' }, context), now)).toEqual({
            startTimeMs: Date.UTC(2026, 4, 12), endTimeMs: Date.UTC(2026, 4, 13),
        });
        expect(timewindowRange(timewindowModel({ history: { fixedTimewindow: { startTimeMs: 5, endTimeMs: 9 } } }, context), now)).toEqual({ startTimeMs: 5, endTimeMs: 9 });
    });

    it('the window lengths behind the aggregation bounds', () => {
        const model = defaultTimewindow(context);
        expect(realtimeWindowMs(model.realtime)).toBe(MINUTE);
        expect(realtimeWindowMs({ ...model.realtime, realtimeType: REALTIME_TYPE.INTERVAL, quickInterval: 'CURRENT_WEEK' })).toBe(WEEK);
        expect(historyWindowMs({ ...model.history, historyType: HISTORY_TYPE.INTERVAL, quickInterval: 'PREVIOUS_MONTH' })).toBe(MONTH);
        expect(historyWindowMs({ ...model.history, historyType: HISTORY_TYPE.FIXED })).toBe(DAY);
        expect(historyWindowMs({ ...model.history, historyType: HISTORY_TYPE.FIXED, fixedTimewindow: { startTimeMs: 0, endTimeMs: HOUR } })).toBe(HOUR);
    });
});
