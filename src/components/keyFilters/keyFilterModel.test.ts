import { describe, expect, it } from 'vitest';
import {
    defaultPredicate,
    fromTopLevelPredicates,
    keyFilterErrors,
    newKeyFilter,
    topLevelPredicates,
    withKeyType,
    withValueType,
    type KeyFilter,
    type NumericPredicate,
} from './keyFilterModel';
import { keyFilterText } from './keyFilterText';

const translate = (key: string) => key.split('.').pop()!;
const greater = (value: number): NumericPredicate => ({ type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: value, dynamicValue: null } });

describe('key filter defaults (part2 §3.11)', () => {
    it('string starts-with an empty value, case-sensitive', () => {
        expect(defaultPredicate('STRING')).toEqual({ type: 'STRING', operation: 'STARTS_WITH', value: { defaultValue: '', dynamicValue: null }, ignoreCase: false });
    });
    it('numeric equal to 0, date-time equal to now', () => {
        expect(defaultPredicate('NUMERIC').value.defaultValue).toBe(0);
        expect(defaultPredicate('DATE_TIME', () => 1234)).toMatchObject({ type: 'NUMERIC', operation: 'EQUAL', value: { defaultValue: 1234 } });
    });
    it('boolean equal to false', () => {
        expect(defaultPredicate('BOOLEAN')).toMatchObject({ type: 'BOOLEAN', operation: 'EQUAL', value: { defaultValue: false } });
    });
});

describe('key filter editing state', () => {
    it('a new value type replaces the predicate with one of that type', () => {
        const filter: KeyFilter = { ...newKeyFilter('NUMERIC'), predicate: greater(30) };
        expect(withValueType(filter, 'STRING').predicate.type).toBe('STRING');
        expect(withValueType(filter, 'NUMERIC')).toBe(filter);
    });
    it('only a CONSTANT key carries its own value', () => {
        const constant = withKeyType(newKeyFilter(), 'CONSTANT');
        expect(constant.value).toBeNull();
        expect('value' in withKeyType({ ...constant, value: 5 }, 'ATTRIBUTE')).toBe(false);
    });
    it('several top-level predicates are one COMPLEX AND; one stays itself', () => {
        const both = fromTopLevelPredicates([greater(1), greater(2)], 'NUMERIC');
        expect(both).toMatchObject({ type: 'COMPLEX', operation: 'AND' });
        expect(topLevelPredicates(both)).toHaveLength(2);
        expect(fromTopLevelPredicates([greater(1)], 'NUMERIC')).toEqual(greater(1));
        expect(topLevelPredicates(greater(1))).toEqual([greater(1)]);
    });
    it('reports a missing key name, constant value, dynamic attribute and empty complex predicate', () => {
        expect(keyFilterErrors(newKeyFilter())).toContain('filter.key-name-required');
        expect(keyFilterErrors({ ...withKeyType(newKeyFilter(), 'CONSTANT'), key: { type: 'CONSTANT', key: 'c' } })).toEqual(['filter.value-required']);
        const dynamic: KeyFilter = {
            key: { type: 'TIME_SERIES', key: 't' },
            valueType: 'NUMERIC',
            predicate: { ...greater(0), value: { defaultValue: 0, dynamicValue: { sourceType: 'CURRENT_DEVICE', sourceAttribute: '' } } },
        };
        expect(keyFilterErrors(dynamic)).toEqual(['filter.predicate-incomplete']);
        expect(keyFilterErrors({ ...dynamic, predicate: { type: 'COMPLEX', operation: 'OR', predicates: [] } })).toEqual(['filter.predicate-incomplete']);
        expect(keyFilterErrors({ ...dynamic, predicate: greater(30) })).toEqual([]);
    });
});

describe('key filter text', () => {
    it('reads as the rule a person typed', () => {
        const filter: KeyFilter = { key: { type: 'TIME_SERIES', key: 'temperature' }, valueType: 'NUMERIC', predicate: greater(30) };
        expect(keyFilterText(filter, translate)).toBe('temperature > 30');
        const nested: KeyFilter = { ...filter, predicate: { type: 'COMPLEX', operation: 'OR', predicates: [greater(1), { ...greater(0), operation: 'LESS' }] } };
        expect(keyFilterText(nested, translate)).toBe('temperature (> 1 or < 0)');
        const dynamic: KeyFilter = { ...filter, predicate: { ...greater(0), value: { defaultValue: 0, dynamicValue: { sourceType: 'CURRENT_DEVICE', sourceAttribute: 'limit' } } } };
        expect(keyFilterText(dynamic, translate)).toBe('temperature > CURRENT_DEVICE.limit');
    });
});
