import { describe, expect, it } from 'vitest';
import type { KeyFilter } from '../keyFilters/keyFilterModel';
import {
    alarmRuleError,
    conditionSpecError,
    defaultConditionSpec,
    defaultSchedule,
    deviceProfileAlarmError,
    isAlarmRuleValid,
    isDeviceProfileAlarmValid,
    msToTime,
    newAlarm,
    newAlarmRule,
    timeToMs,
    unusedSeverities,
} from './alarmRules';
import type { AlarmRule, DeviceProfileAlarm } from './profileModel';

const filter: KeyFilter = {
    key: { type: 'TIME_SERIES', key: 'temperature' },
    valueType: 'NUMERIC',
    predicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 30 } },
};
const validRule = (): AlarmRule => ({ ...newAlarmRule(), condition: { condition: [filter], spec: { type: 'SIMPLE' } } });
const validAlarm = (): DeviceProfileAlarm => ({ ...newAlarm(() => 'a1'), alarmType: 'High temperature', createRules: { MAJOR: validRule() } });

describe('alarm rule validity (part2 §5.2, flag alarmRule)', () => {
    it('needs a non-empty condition list', () => {
        expect(isAlarmRuleValid(validRule())).toBe(true);
        expect(isAlarmRuleValid(newAlarmRule())).toBe(false);
        expect(alarmRuleError(newAlarmRule())).toEqual({ alarmRule: true });
        expect(alarmRuleError(validRule())).toBeNull();
    });
});

describe('device profile alarm validity (part2 §5.2, flag deviceProfileAlarm)', () => {
    it('is valid with id, type and valid create rules', () => {
        expect(isDeviceProfileAlarmValid(validAlarm())).toBe(true);
        expect(deviceProfileAlarmError(validAlarm())).toBeNull();
    });
    it('needs an id and an alarm type', () => {
        expect(isDeviceProfileAlarmValid({ ...validAlarm(), id: '' })).toBe(false);
        expect(deviceProfileAlarmError({ ...validAlarm(), alarmType: '' })).toEqual({ deviceProfileAlarm: true });
    });
    it('needs at least one create rule, each with conditions', () => {
        expect(isDeviceProfileAlarmValid({ ...validAlarm(), createRules: {} })).toBe(false);
        expect(isDeviceProfileAlarmValid({ ...validAlarm(), createRules: { MAJOR: validRule(), MINOR: newAlarmRule() } })).toBe(false);
    });
    it('a clear rule is optional, but when present needs conditions', () => {
        expect(isDeviceProfileAlarmValid({ ...validAlarm(), clearRule: null })).toBe(true);
        expect(isDeviceProfileAlarmValid({ ...validAlarm(), clearRule: validRule() })).toBe(true);
        expect(isDeviceProfileAlarmValid({ ...validAlarm(), clearRule: newAlarmRule() })).toBe(false);
    });
});

describe('alarm rule pieces', () => {
    it('a new alarm starts with one CRITICAL create rule; unused severities follow it', () => {
        const alarm = newAlarm(() => 'x');
        expect(Object.keys(alarm.createRules)).toEqual(['CRITICAL']);
        expect(unusedSeverities(alarm)).toEqual(['MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE']);
    });
    it('condition specs: duration and repeating need a positive whole number or a dynamic attribute', () => {
        expect(conditionSpecError(defaultConditionSpec('SIMPLE'))).toBeNull();
        expect(conditionSpecError(defaultConditionSpec('DURATION'))).toBe('device-profile.condition-duration-value-range');
        expect(conditionSpecError({ type: 'REPEATING', predicate: { defaultValue: 3 } })).toBeNull();
        expect(conditionSpecError({ type: 'REPEATING', predicate: { defaultValue: 0, dynamicValue: { sourceType: 'CURRENT_DEVICE', sourceAttribute: '' } } })).toBe(
            'filter.dynamic-source-attribute-required'
        );
    });
    it('schedules: specific time every day, custom with seven enabled days', () => {
        expect(defaultSchedule('SPECIFIC_TIME', 'UTC')).toEqual({ type: 'SPECIFIC_TIME', timezone: 'UTC', daysOfWeek: [1, 2, 3, 4, 5, 6, 7], startsOn: 0, endsOn: 0 });
        const custom = defaultSchedule('CUSTOM', 'UTC');
        expect(custom.type === 'CUSTOM' && custom.items.map(item => item.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    });
    it('times of day convert both ways', () => {
        expect(timeToMs('08:30')).toBe(30_600_000);
        expect(msToTime(30_600_000)).toBe('08:30');
        expect(msToTime(0)).toBe('00:00');
    });
});
