import { describe, expect, it } from 'vitest';
import { AlarmRuleState, type RuleInputs } from './ruleState';
import { greaterThan } from './testRules';
import type { AlarmRule } from './types';

/** Inputs where the condition holds when `value` > the rule's default threshold. */
const inputs = (ts: number, holds: boolean, threshold?: number): RuleInputs => ({
    ts,
    holds: () => holds,
    numberOf: value => threshold ?? Number(value.defaultValue),
});

describe('AlarmRuleState', () => {
    it('SIMPLE is true while the condition holds', () => {
        const state = new AlarmRuleState(greaterThan('t', 30), 'MAJOR');
        expect(state.evaluate(inputs(1, true))).toBe('TRUE');
        expect(state.evaluate(inputs(2, false))).toBe('FALSE');
    });

    it('REPEATING becomes true on the N-th consecutive message; a failing message resets the count', () => {
        const state = new AlarmRuleState(greaterThan('t', 30, { type: 'REPEATING', predicate: { defaultValue: 3 } }), 'MAJOR');
        expect(state.evaluate(inputs(1, true))).toBe('NOT_YET_TRUE');
        expect(state.evaluate(inputs(2, true))).toBe('NOT_YET_TRUE');
        expect(state.evaluate(inputs(3, true))).toBe('TRUE');
        // The caller resets on FALSE (AlarmState does).
        expect(state.evaluate(inputs(4, false))).toBe('FALSE');
        state.reset();
        expect(state.evaluate(inputs(5, true))).toBe('NOT_YET_TRUE');
    });

    it('REPEATING reads its count from the dynamic threshold', () => {
        const state = new AlarmRuleState(greaterThan('t', 30, { type: 'REPEATING', predicate: { defaultValue: 5 } }), 'MAJOR');
        expect(state.evaluate(inputs(1, true, 2))).toBe('NOT_YET_TRUE');
        expect(state.evaluate(inputs(2, true, 2))).toBe('TRUE');
    });

    it('DURATION is true once the condition has held for longer than the threshold', () => {
        const state = new AlarmRuleState(greaterThan('t', 30, { type: 'DURATION', unit: 'SECONDS', predicate: { defaultValue: 10 } }), 'MAJOR');
        expect(state.evaluate(inputs(1_000, true))).toBe('NOT_YET_TRUE');
        expect(state.evaluate(inputs(6_000, true))).toBe('NOT_YET_TRUE');
        // Exactly 10 s is not longer than 10 s.
        expect(state.evaluate(inputs(11_000, true))).toBe('NOT_YET_TRUE');
        expect(state.evaluate(inputs(11_001, true))).toBe('TRUE');
    });

    it('DURATION ignores messages older than the last one and restarts after a reset', () => {
        const state = new AlarmRuleState(greaterThan('t', 30, { type: 'DURATION', unit: 'MINUTES', predicate: { defaultValue: 1 } }), 'MAJOR');
        state.evaluate(inputs(100_000, true));
        state.evaluate(inputs(50_000, true));
        expect(state.duration).toBe(0);
        state.reset();
        expect(state.evaluate(inputs(200_000, true))).toBe('NOT_YET_TRUE');
        expect(state.evaluate(inputs(260_001, true))).toBe('TRUE');
    });

    it('DURATION becomes true by the clock while no message arrives', () => {
        const state = new AlarmRuleState(greaterThan('t', 30, { type: 'DURATION', unit: 'SECONDS', predicate: { defaultValue: 5 } }), 'MAJOR');
        expect(state.waitsForTime).toBe(false);
        state.evaluate(inputs(1_000, true));
        expect(state.waitsForTime).toBe(true);
        expect(state.evaluateAt(inputs(4_000, true))).toBe('NOT_YET_TRUE');
        expect(state.evaluateAt(inputs(6_001, true))).toBe('TRUE');
    });

    it('the clock never turns SIMPLE or REPEATING rules true', () => {
        expect(new AlarmRuleState(greaterThan('t', 30), 'MAJOR').evaluateAt(inputs(1, true))).toBe('NOT_YET_TRUE');
        const repeating = new AlarmRuleState(greaterThan('t', 30, { type: 'REPEATING', predicate: { defaultValue: 1 } }), 'MAJOR');
        expect(repeating.evaluateAt(inputs(1, true))).toBe('NOT_YET_TRUE');
    });

    it('is FALSE outside its schedule even when the condition holds', () => {
        const rule: AlarmRule = { ...greaterThan('t', 30), schedule: { type: 'SPECIFIC_TIME', timezone: 'UTC', daysOfWeek: [1, 2, 3, 4, 5, 6, 7], startsOn: 3_600_000, endsOn: 7_200_000 } };
        const state = new AlarmRuleState(rule, 'MAJOR');
        expect(state.evaluate(inputs(Date.UTC(2024, 0, 15, 0, 30), true))).toBe('FALSE');
        expect(state.evaluate(inputs(Date.UTC(2024, 0, 15, 1, 30), true))).toBe('TRUE');
    });

    it('concerns only messages that change a key it reads, including its dynamic threshold attribute', () => {
        const state = new AlarmRuleState(greaterThan('temperature', 30, { type: 'SIMPLE' }, 'limit'), 'MAJOR');
        expect(state.concerns(new Set(['TIME_SERIES:temperature']))).toBe(true);
        expect(state.concerns(new Set(['ATTRIBUTE:limit']))).toBe(true);
        expect(state.concerns(new Set(['TIME_SERIES:humidity', 'ATTRIBUTE:temperature']))).toBe(false);
    });
});
