import { describe, expect, it } from 'vitest';
import { conditionHolds, thresholdOf, type DeviceSnapshot } from './deviceSnapshot';
import type { AlarmConditionFilter, KeyFilterPredicate, PredicateValue } from './types';

const snapshot = (dynamic: Array<[PredicateValue, string | null]> = []): DeviceSnapshot => ({
    latest: {
        TIME_SERIES: { temperature: { ts: 5, value: '26.5' }, mode: { ts: 5, value: 'Heating' }, missing: { ts: 0, value: '' } },
        ATTRIBUTE: { enabled: { ts: 5, value: 'true' } },
        ENTITY_FIELD: { name: { ts: 5, value: 'Thermostat T1' } },
    },
    dynamic: new Map(dynamic),
});

const filter = (type: AlarmConditionFilter['key']['type'], key: string, predicate: KeyFilterPredicate, value?: unknown): AlarmConditionFilter => ({
    key: { type, key },
    valueType: predicate.type === 'COMPLEX' ? 'NUMERIC' : predicate.type === 'STRING' ? 'STRING' : predicate.type === 'BOOLEAN' ? 'BOOLEAN' : 'NUMERIC',
    value,
    predicate,
});
type NumericOperation = Extract<KeyFilterPredicate, { type: 'NUMERIC' }>['operation'];
const numeric = (operation: NumericOperation, defaultValue: PredicateValue['defaultValue'], dynamicValue: PredicateValue['dynamicValue'] = null): KeyFilterPredicate => ({ type: 'NUMERIC', operation, value: { defaultValue, dynamicValue } });

describe('conditionHolds', () => {
    it('NUMERIC, STRING (with ignoreCase) and BOOLEAN predicates on time series, attributes and entity fields', () => {
        const s = snapshot();
        expect(conditionHolds([filter('TIME_SERIES', 'temperature', numeric('GREATER', 25))], s)).toBe(true);
        expect(conditionHolds([filter('TIME_SERIES', 'temperature', numeric('LESS_OR_EQUAL', 25))], s)).toBe(false);
        expect(conditionHolds([filter('TIME_SERIES', 'mode', { type: 'STRING', operation: 'EQUAL', value: { defaultValue: 'heating' }, ignoreCase: true })], s)).toBe(true);
        expect(conditionHolds([filter('TIME_SERIES', 'mode', { type: 'STRING', operation: 'EQUAL', value: { defaultValue: 'heating' } })], s)).toBe(false);
        expect(conditionHolds([filter('ATTRIBUTE', 'enabled', { type: 'BOOLEAN', operation: 'EQUAL', value: { defaultValue: true } })], s)).toBe(true);
        expect(conditionHolds([filter('ENTITY_FIELD', 'name', { type: 'STRING', operation: 'STARTS_WITH', value: { defaultValue: 'Thermo' } })], s)).toBe(true);
    });

    it('all filters must pass; a missing value passes nothing', () => {
        const s = snapshot();
        const hot = filter('TIME_SERIES', 'temperature', numeric('GREATER', 25));
        expect(conditionHolds([hot, filter('ATTRIBUTE', 'enabled', { type: 'BOOLEAN', operation: 'EQUAL', value: { defaultValue: false } })], s)).toBe(false);
        expect(conditionHolds([filter('TIME_SERIES', 'missing', numeric('NOT_EQUAL', 1))], s)).toBe(false);
        expect(conditionHolds([filter('TIME_SERIES', 'absent', numeric('NOT_EQUAL', 1))], s)).toBe(false);
    });

    it('COMPLEX predicates combine with AND / OR', () => {
        const s = snapshot();
        const between = (operation: 'AND' | 'OR', low: number, high: number) =>
            filter('TIME_SERIES', 'temperature', { type: 'COMPLEX', operation, predicates: [numeric('GREATER', low), numeric('LESS', high)] });
        expect(conditionHolds([between('AND', 20, 30)], s)).toBe(true);
        expect(conditionHolds([between('AND', 27, 30)], s)).toBe(false);
        expect(conditionHolds([between('OR', 27, 30)], s)).toBe(true);
    });

    it('CONSTANT keys compare the filter value', () => {
        expect(conditionHolds([filter('CONSTANT', 'c', numeric('EQUAL', 7), 7)], snapshot())).toBe(true);
        expect(conditionHolds([filter('CONSTANT', 'c', numeric('EQUAL', 7), 8)], snapshot())).toBe(false);
    });

    it('a resolved dynamic value replaces the default threshold; unresolved falls back to it', () => {
        const predicate = numeric('GREATER', 30, { sourceType: 'CURRENT_DEVICE', sourceAttribute: 'limit' });
        const value = (predicate as { value: PredicateValue }).value;
        const hot = filter('TIME_SERIES', 'temperature', predicate);
        expect(conditionHolds([hot], snapshot([[value, '20']]))).toBe(true);
        expect(conditionHolds([hot], snapshot([[value, null]]))).toBe(false);
    });
});

describe('thresholdOf', () => {
    it('uses the dynamic value when it is a number, else the default', () => {
        const value: PredicateValue = { defaultValue: 5, dynamicValue: { sourceType: 'CURRENT_TENANT', sourceAttribute: 'count' } };
        expect(thresholdOf(value, snapshot([[value, '3']]))).toBe(3);
        expect(thresholdOf(value, snapshot([[value, 'many']]))).toBe(5);
        expect(thresholdOf(value, snapshot())).toBe(5);
        expect(thresholdOf({ defaultValue: null }, snapshot())).toBe(0);
    });
});
