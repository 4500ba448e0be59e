import type { AlarmSeverity } from '../../../shared/generated/api.gen';
import { ALARM_SEVERITIES } from '../alarms/alarmSeverity';
import type { AlarmConditionSpec, AlarmRule, AlarmSchedule, DeviceProfileAlarm, TimeUnit } from './profileModel';

export const SEVERITIES = Object.keys(ALARM_SEVERITIES) as AlarmSeverity[];

/** Error flags of part2 §5.2, set on the form control that holds the invalid value. */
export type AlarmValidityFlag = 'alarmRule' | 'deviceProfileAlarm';

/** An alarm rule is valid only if its condition has a non-empty condition list (flag `alarmRule`). */
export const isAlarmRuleValid = (rule: AlarmRule | null | undefined): boolean =>
    !!rule && Array.isArray(rule.condition?.condition) && rule.condition.condition.length > 0;

export const alarmRuleError = (rule: AlarmRule | null | undefined): { alarmRule: true } | null =>
    isAlarmRuleValid(rule) ? null : { alarmRule: true };

/**
 * A device profile alarm is valid only with id and alarmType, at least one create rule, every
 * create rule valid, and the clear rule (when present) valid too (flag `deviceProfileAlarm`).
 */
export const isDeviceProfileAlarmValid = (alarm: DeviceProfileAlarm): boolean => {
    if (!alarm.id || !alarm.alarmType) return false;
    const createRules = Object.values(alarm.createRules ?? {});
    if (createRules.length === 0 || !createRules.every(isAlarmRuleValid)) return false;
    return alarm.clearRule === null || alarm.clearRule === undefined || isAlarmRuleValid(alarm.clearRule);
};

export const deviceProfileAlarmError = (alarm: DeviceProfileAlarm): { deviceProfileAlarm: true } | null =>
    isDeviceProfileAlarmValid(alarm) ? null : { deviceProfileAlarm: true };

export const DAYS_OF_WEEK = [1, 2, 3, 4, 5, 6, 7] as const;
export const DAY_MS = 24 * 60 * 60 * 1000;

export const TIME_UNIT_SECONDS: Readonly<Record<TimeUnit, number>> = { SECONDS: 1, MINUTES: 60, HOURS: 3600, DAYS: 86400 };

/** Each condition type starts with the values ThingsBoard's spec dialog offers. */
export const defaultConditionSpec = (type: AlarmConditionSpec['type']): AlarmConditionSpec => {
    if (type === 'DURATION') return { type, unit: 'SECONDS', predicate: { defaultValue: 0, dynamicValue: null } };
    if (type === 'REPEATING') return { type, predicate: { defaultValue: 0, dynamicValue: null } };
    return { type: 'SIMPLE' };
};

/** Each schedule type starts active the whole day, every day, in the browser's time zone. */
export const defaultSchedule = (type: AlarmSchedule['type'], timezone: string): AlarmSchedule => {
    if (type === 'SPECIFIC_TIME') return { type, timezone, daysOfWeek: [...DAYS_OF_WEEK], startsOn: 0, endsOn: 0 };
    if (type === 'CUSTOM') return { type, timezone, items: DAYS_OF_WEEK.map(dayOfWeek => ({ dayOfWeek, enabled: true, startsOn: 0, endsOn: 0 })) };
    return { type: 'ANY_TIME' };
};

/** Spec values must be positive whole numbers (a duration of 0 or a count of 0 is never met). */
export const conditionSpecError = (spec: AlarmConditionSpec): string | null => {
    if (spec.type === 'SIMPLE') return null;
    const value = spec.predicate.defaultValue;
    const dynamic = spec.predicate.dynamicValue;
    if (dynamic?.sourceType) return dynamic.sourceAttribute ? null : 'filter.dynamic-source-attribute-required';
    if (!Number.isInteger(value) || value < 1) return spec.type === 'DURATION' ? 'device-profile.condition-duration-value-range' : 'device-profile.condition-repeating-value-range';
    return null;
};

export const newAlarmRule = (): AlarmRule => ({ condition: { condition: [], spec: { type: 'SIMPLE' } }, schedule: null, alarmDetails: null, dashboardId: null });

export const newAlarm = (makeId: () => string = () => crypto.randomUUID()): DeviceProfileAlarm => ({
    id: makeId(),
    alarmType: '',
    createRules: { CRITICAL: newAlarmRule() },
    clearRule: null,
    propagate: false,
    propagateRelationTypes: null,
    propagateToOwner: false,
    propagateToTenant: false,
});

/** Severities not yet used by a create rule, highest first: what "Add create condition" may offer. */
export const unusedSeverities = (alarm: DeviceProfileAlarm): AlarmSeverity[] => SEVERITIES.filter(severity => !alarm.createRules[severity]);

/** Milliseconds since midnight ↔ the `HH:mm` of a time input. */
export const msToTime = (ms: number): string => {
    const minutes = Math.floor(ms / 60000);
    return `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};
export const timeToMs = (time: string): number => {
    const [hours, minutes] = time.split(':').map(Number);
    return ((hours ?? 0) * 60 + (minutes ?? 0)) * 60000;
};
