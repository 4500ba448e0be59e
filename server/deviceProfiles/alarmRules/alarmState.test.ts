import { describe, expect, it } from 'vitest';
import { AlarmState, type OpenAlarm } from './alarmState';
import type { RuleInputs } from './ruleState';
import { atMost, greaterThan } from './testRules';
import type { AlarmRule, DeviceProfileAlarm } from './types';

const TEMPERATURE = new Set(['TIME_SERIES:temperature']);

/** Inputs for a temperature reading: a rule holds when its one NUMERIC filter holds on `value`. */
function reading(value: number, ts = 1): RuleInputs {
    return {
        ts,
        holds: (rule: AlarmRule) => {
            const predicate = rule.condition.condition[0]!.predicate as { operation: string; value: { defaultValue: number } };
            const threshold = predicate.value.defaultValue;
            return predicate.operation === 'GREATER' ? value > threshold : value <= threshold;
        },
        numberOf: operand => Number(operand.defaultValue),
    };
}

const definition = (overrides: Partial<DeviceProfileAlarm> = {}): DeviceProfileAlarm => ({
    id: 'heat',
    alarmType: 'Heat',
    createRules: { CRITICAL: greaterThan('temperature', 50), MAJOR: greaterThan('temperature', 30) },
    clearRule: atMost('temperature', 20),
    ...overrides,
});

const open = (severity: OpenAlarm['severity']): OpenAlarm => ({ severity, details: {} });

describe('AlarmState', () => {
    it('raises at the highest matching severity', () => {
        const state = new AlarmState(definition());
        expect(state.onMessage(reading(35), TEMPERATURE, null)).toMatchObject({ kind: 'raise', severity: 'MAJOR' });
        expect(state.onMessage(reading(60), TEMPERATURE, null)).toMatchObject({ kind: 'raise', severity: 'CRITICAL' });
        expect(state.onMessage(reading(25), TEMPERATURE, null)).toBeNull();
    });

    it('escalates the open alarm, updates it at the same severity, and never lowers it (as ThingsBoard)', () => {
        const state = new AlarmState(definition());
        expect(state.onMessage(reading(60), TEMPERATURE, open('MAJOR'))).toMatchObject({ kind: 'update', severity: 'CRITICAL' });
        expect(state.onMessage(reading(35), TEMPERATURE, open('MAJOR'))).toMatchObject({ kind: 'update', severity: 'MAJOR' });
        expect(state.onMessage(reading(35), TEMPERATURE, open('CRITICAL'))).toBeNull();
    });

    it('clears the open alarm when no create rule holds and the clear rule does', () => {
        const state = new AlarmState(definition());
        expect(state.onMessage(reading(15), TEMPERATURE, open('MAJOR'))).toMatchObject({ kind: 'clear' });
        // Between the thresholds: neither raised nor cleared.
        expect(state.onMessage(reading(25), TEMPERATURE, open('MAJOR'))).toBeNull();
        // Nothing to clear without an open alarm.
        expect(state.onMessage(reading(15), TEMPERATURE, null)).toBeNull();
    });

    it('without a clear rule the alarm stays', () => {
        const state = new AlarmState(definition({ clearRule: null }));
        expect(state.onMessage(reading(0), TEMPERATURE, open('MAJOR'))).toBeNull();
    });

    it('ignores messages that touch none of its keys', () => {
        const state = new AlarmState(definition());
        expect(state.onMessage(reading(60), new Set(['TIME_SERIES:humidity']), null)).toBeNull();
        expect(state.concerns(new Set(['TIME_SERIES:humidity']))).toBe(false);
    });

    it('REPEATING: a failing message resets the count, and a clear resets every rule', () => {
        const state = new AlarmState(definition({ createRules: { MAJOR: greaterThan('temperature', 30, { type: 'REPEATING', predicate: { defaultValue: 2 } }) } }));
        expect(state.onMessage(reading(35), TEMPERATURE, null)).toBeNull();
        expect(state.onMessage(reading(25), TEMPERATURE, null)).toBeNull();
        expect(state.onMessage(reading(35), TEMPERATURE, null)).toBeNull();
        expect(state.onMessage(reading(35), TEMPERATURE, null)).toMatchObject({ kind: 'raise', severity: 'MAJOR' });
        expect(state.onMessage(reading(10), TEMPERATURE, open('MAJOR'))).toMatchObject({ kind: 'clear' });
        expect(state.onMessage(reading(35), TEMPERATURE, null)).toBeNull();
    });

    it('DURATION: raised by the clock once the condition has held long enough', () => {
        const state = new AlarmState(definition({ createRules: { MAJOR: greaterThan('temperature', 30, { type: 'DURATION', unit: 'SECONDS', predicate: { defaultValue: 60 } }) } }));
        expect(state.onMessage(reading(35, 1_000), TEMPERATURE, null)).toBeNull();
        expect(state.waitsForTime).toBe(true);
        expect(state.onClock(reading(35, 30_000), null)).toBeNull();
        expect(state.onClock(reading(35, 61_001), null)).toMatchObject({ kind: 'raise', severity: 'MAJOR' });
        // Later ticks leave the raised alarm alone.
        expect(state.onClock(reading(35, 62_001), open('MAJOR'))).toBeNull();
        // A reading below the threshold stops the count.
        expect(state.onMessage(reading(25, 62_000), TEMPERATURE, null)).toBeNull();
        expect(state.waitsForTime).toBe(false);
    });
});
