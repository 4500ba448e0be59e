import type { AlarmSeverity } from '../../alarms/alarmStatus';
import type { KeyFilter } from '../../ws/keyFilters';

/** The predicate of a key filter and its operand, as ThingsBoard's FilterPredicateValue (reference §1.4). */
export type KeyFilterPredicate = KeyFilter['predicate'];
export type PredicateValue = NonNullable<Extract<KeyFilterPredicate, { type: 'NUMERIC' }>['value']>;
export type DynamicValueSource = NonNullable<PredicateValue['dynamicValue']>;

export type AlarmConditionKeyType = 'ATTRIBUTE' | 'TIME_SERIES' | 'ENTITY_FIELD' | 'CONSTANT';

/** One filter of an alarm condition; CONSTANT keys compare `value` instead of a device value. */
export interface AlarmConditionFilter {
    key: { type: AlarmConditionKeyType; key: string };
    valueType: 'STRING' | 'NUMERIC' | 'BOOLEAN' | 'DATE_TIME';
    value?: unknown;
    predicate: KeyFilterPredicate;
}

export type TimeUnit = 'MILLISECONDS' | 'SECONDS' | 'MINUTES' | 'HOURS' | 'DAYS';

export type AlarmConditionSpec =
    | { type: 'SIMPLE' }
    /** True once the condition has held for longer than `predicate` units. */
    | { type: 'DURATION'; unit: TimeUnit; predicate: PredicateValue }
    /** True on the `predicate`-th consecutive message that meets the condition. */
    | { type: 'REPEATING'; predicate: PredicateValue };

export interface CustomScheduleItem {
    /** 1 = Monday … 7 = Sunday. */
    dayOfWeek: number;
    enabled: boolean;
    startsOn: number;
    endsOn: number;
}

/** When a rule is active; null means always. startsOn/endsOn are milliseconds since local midnight. */
export type AlarmSchedule =
    | { type: 'ANY_TIME' }
    | { type: 'SPECIFIC_TIME'; timezone: string; daysOfWeek: number[]; startsOn: number; endsOn: number }
    | { type: 'CUSTOM'; timezone: string; items: CustomScheduleItem[] };

export interface AlarmRule {
    condition: { condition: AlarmConditionFilter[]; spec?: AlarmConditionSpec | null };
    schedule?: AlarmSchedule | null;
    alarmDetails?: string | null;
    dashboardId?: unknown;
}

export interface DeviceProfileAlarm {
    id: string;
    alarmType: string;
    createRules: Partial<Record<AlarmSeverity, AlarmRule>>;
    clearRule?: AlarmRule | null;
    propagate?: boolean;
    propagateRelationTypes?: string[] | null;
    propagateToOwner?: boolean;
    propagateToTenant?: boolean;
}
