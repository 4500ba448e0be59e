import type { AlarmRule, AlarmConditionSpec } from './types';

/** A rule "telemetry `key` > `threshold`" with an optional spec and dynamic threshold attribute (unit tests). */
export function greaterThan(key: string, threshold: number, spec: AlarmConditionSpec = { type: 'SIMPLE' }, dynamicAttribute?: string): AlarmRule {
    return {
        condition: {
            condition: [
                {
                    key: { type: 'TIME_SERIES', key },
                    valueType: 'NUMERIC',
                    predicate: {
                        type: 'NUMERIC',
                        operation: 'GREATER',
                        value: { defaultValue: threshold, dynamicValue: dynamicAttribute ? { sourceType: 'CURRENT_DEVICE', sourceAttribute: dynamicAttribute } : null },
                    },
                },
            ],
            spec,
        },
        schedule: null,
        alarmDetails: `${key} is \${${key}}`,
    };
}

export function atMost(key: string, threshold: number): AlarmRule {
    const rule = greaterThan(key, threshold);
    const filter = rule.condition.condition[0]!;
    return { ...rule, condition: { ...rule.condition, condition: [{ ...filter, predicate: { ...filter.predicate, operation: 'LESS_OR_EQUAL' } as typeof filter.predicate }] } };
}
