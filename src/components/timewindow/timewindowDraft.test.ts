import { describe, expect, it } from 'vitest';
import { timewindowModel, type Timewindow } from '../../lib/time/timewindow';
import { draftIsValid, requiredInputs, type TimewindowDraft } from './timewindowDraft';

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
