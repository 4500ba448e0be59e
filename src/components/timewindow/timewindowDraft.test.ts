import { describe, expect, it } from 'vitest';
import { timewindowModel, type Timewindow } from '../../lib/time/timewindow';
import { draftIsValid, initialPanelModel, requiredInputs, type TimewindowDraft } from './timewindowDraft';

const draft = (value: Timewindow, invalid: TimewindowDraft['invalid'] = {}): TimewindowDraft => ({ model: timewindowModel(value, { now: 0, maxDatapoints: 500 }), invalid });
const rules = { aggregation: true, quickIntervalOnly: false, maxDatapoints: 500 };

describe('panel validity (part2 §5.1)', () => {
    it('interval inputs are required only for the selected tab and radio choice', () => {
        expect(requiredInputs(draft({ selectedTab: 0, realtime: { realtimeType: 0 } }), rules)).toEqual(['realtimeLast', 'realtimeGroup']);
        expect(requiredInputs(draft({ selectedTab: 0, realtime: { realtimeType: 1 } }), rules)).toEqual(['realtimeGroup']);
        expect(requiredInputs(draft({ selectedTab: 0 }), { ...rules, quickIntervalOnly: true })).toEqual(['realtimeGroup']);
        expect(requiredInputs(draft({ selectedTab: 1, history: { historyType: 0 } }), rules)).toEqual(['historyLast', 'historyGroup']);
        expect(requiredInputs(draft({ selectedTab: 1, history: { historyType: 1 }, aggregation: { type: 'NONE' } }), rules)).toEqual(['limit']);
        expect(requiredInputs(draft({ selectedTab: 1, history: { historyType: 2 } }), { ...rules, aggregation: false })).toEqual([]);
    });

    it('an empty input of the other tab does not block Update; one of this tab does', () => {
        expect(draftIsValid(draft({ selectedTab: 1, history: { historyType: 2 } }, { realtimeLast: true }), rules)).toBe(true);
        expect(draftIsValid(draft({ selectedTab: 0 }, { realtimeLast: true }), rules)).toBe(false);
    });

    it('the limit applies only with NONE and must lie within 7 … max datapoints', () => {
        expect(draftIsValid(draft({ aggregation: { type: 'AVG', limit: 9999 } }), rules)).toBe(true);
        expect(draftIsValid(draft({ aggregation: { type: 'NONE', limit: 9999 } }), rules)).toBe(false);
        expect(draftIsValid(draft({ aggregation: { type: 'NONE', limit: 500 } }), rules)).toBe(true);
        expect(draftIsValid(draft({ aggregation: { type: 'NONE', limit: 100 } }, { limit: true }), rules)).toBe(false);
    });
});

describe('the panel starts from the window as its inputs show it', () => {
    const HOUR = 3_600_000;
    const DAY = 24 * HOUR;
    const model = (value: Timewindow) => timewindowModel(value, { now: 0, maxDatapoints: 500 });

    it('a grouping interval outside window/500 … window/7 is snapped to a choice, one inside is kept', () => {
        const day = initialPanelModel(model({ history: { historyType: 0, timewindowMs: DAY, interval: 1000 } }), 500);
        expect(day.history.interval).toBe(5 * 60_000);
        const hour = initialPanelModel(model({ realtime: { timewindowMs: HOUR, interval: 10_000 } }), 500);
        expect(hour.realtime.interval).toBe(10_000);
        // 13 s is no choice but within an hour's 8 s … 514 s: the editor opens in advanced mode on it.
        expect(initialPanelModel(model({ realtime: { timewindowMs: HOUR, interval: 13_000 } }), 500).realtime.interval).toBe(13_000);
    });

    it('the limit is clamped into 7 … max datapoints', () => {
        expect(initialPanelModel(model({ aggregation: { type: 'NONE', limit: 9000 } }), 500).aggregation.limit).toBe(500);
    });
});
