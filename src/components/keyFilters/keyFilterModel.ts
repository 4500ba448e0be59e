/**
 * ThingsBoard's key filters (part2 §3.11): a key, its value type and a predicate tree. Used by
 * alarm rule conditions and, later, by dashboards' entity alias filters.
 */

export type KeyFilterKeyType = 'ATTRIBUTE' | 'TIME_SERIES' | 'ENTITY_FIELD' | 'CONSTANT';
export type FilterValueType = 'STRING' | 'NUMERIC' | 'BOOLEAN' | 'DATE_TIME';
export type DynamicSourceType = 'CURRENT_TENANT' | 'CURRENT_CUSTOMER' | 'CURRENT_USER' | 'CURRENT_DEVICE';

export type StringOperation = 'EQUAL' | 'NOT_EQUAL' | 'STARTS_WITH' | 'ENDS_WITH' | 'CONTAINS' | 'NOT_CONTAINS' | 'IN' | 'NOT_IN';
export type NumericOperation = 'EQUAL' | 'NOT_EQUAL' | 'GREATER' | 'LESS' | 'GREATER_OR_EQUAL' | 'LESS_OR_EQUAL';
export type BooleanOperation = 'EQUAL' | 'NOT_EQUAL';
export type ComplexOperation = 'AND' | 'OR';

export type PredicateScalar = string | number | boolean | null;

export interface DynamicValue {
    sourceType: DynamicSourceType | null;
    sourceAttribute: string | null;
    inherit?: boolean;
}

export interface FilterPredicateValue<T extends PredicateScalar = PredicateScalar> {
    defaultValue: T;
    userValue?: T | null;
    dynamicValue?: DynamicValue | null;
}

export interface StringPredicate {
    type: 'STRING';
    operation: StringOperation;
    value: FilterPredicateValue<string>;
    ignoreCase: boolean;
}
export interface NumericPredicate {
    type: 'NUMERIC';
    operation: NumericOperation;
    value: FilterPredicateValue<number>;
}
export interface BooleanPredicate {
    type: 'BOOLEAN';
    operation: BooleanOperation;
    value: FilterPredicateValue<boolean>;
}
export interface ComplexPredicate {
    type: 'COMPLEX';
    operation: ComplexOperation;
    predicates: KeyFilterPredicate[];
}
export type SimplePredicate = StringPredicate | NumericPredicate | BooleanPredicate;
export type KeyFilterPredicate = SimplePredicate | ComplexPredicate;

export interface KeyFilter {
    key: { type: KeyFilterKeyType; key: string };
    valueType: FilterValueType;
    /** The constant's own value, for CONSTANT keys only. */
    value?: PredicateScalar;
    predicate: KeyFilterPredicate;
}

export const KEY_TYPES: readonly KeyFilterKeyType[] = ['ATTRIBUTE', 'TIME_SERIES', 'ENTITY_FIELD', 'CONSTANT'];
export const VALUE_TYPES: readonly FilterValueType[] = ['STRING', 'NUMERIC', 'BOOLEAN', 'DATE_TIME'];

/** The operations each simple predicate type offers, in ThingsBoard's order. */
export const OPERATIONS: Readonly<Record<SimplePredicate['type'] | 'COMPLEX', readonly string[]>> = {
    STRING: ['EQUAL', 'NOT_EQUAL', 'STARTS_WITH', 'ENDS_WITH', 'CONTAINS', 'NOT_CONTAINS', 'IN', 'NOT_IN'],
    NUMERIC: ['EQUAL', 'NOT_EQUAL', 'GREATER', 'LESS', 'GREATER_OR_EQUAL', 'LESS_OR_EQUAL'],
    BOOLEAN: ['EQUAL', 'NOT_EQUAL'],
    COMPLEX: ['AND', 'OR'],
};

/** The dynamic sources an alarm rule may read (the device's own, its customer's, its tenant's). */
export const ALARM_DYNAMIC_SOURCES: readonly DynamicSourceType[] = ['CURRENT_DEVICE', 'CURRENT_CUSTOMER', 'CURRENT_TENANT'];

/** Only customer and device attributes can fall back to the owner's (ThingsBoard's "inherit"). */
export const canInherit = (sourceType: DynamicSourceType | null): boolean =>
    sourceType === 'CURRENT_CUSTOMER' || sourceType === 'CURRENT_DEVICE';

/** A date-time is compared as a number of milliseconds. */
export const predicateTypeOf = (valueType: FilterValueType): SimplePredicate['type'] =>
    valueType === 'DATE_TIME' ? 'NUMERIC' : valueType;

/** ThingsBoard's defaults: string starts-with '' case-sensitive; numeric equal 0 (now for date-time); boolean equal false. */
export const defaultPredicate = (valueType: FilterValueType, now: () => number = Date.now): SimplePredicate => {
    switch (predicateTypeOf(valueType)) {
        case 'STRING':
            return { type: 'STRING', operation: 'STARTS_WITH', value: { defaultValue: '', dynamicValue: null }, ignoreCase: false };
        case 'NUMERIC':
            return { type: 'NUMERIC', operation: 'EQUAL', value: { defaultValue: valueType === 'DATE_TIME' ? now() : 0, dynamicValue: null } };
        default:
            return { type: 'BOOLEAN', operation: 'EQUAL', value: { defaultValue: false, dynamicValue: null } };
    }
};

export const newComplexPredicate = (): ComplexPredicate => ({ type: 'COMPLEX', operation: 'AND', predicates: [] });

export const newKeyFilter = (valueType: FilterValueType = 'NUMERIC'): KeyFilter => ({
    key: { type: 'TIME_SERIES', key: '' },
    valueType,
    predicate: defaultPredicate(valueType),
});

/**
 * A changed value type resets the predicate tree to one of the new type, as ThingsBoard's
 * dialog does; a constant's value is cleared too.
 */
export const withValueType = (filter: KeyFilter, valueType: FilterValueType): KeyFilter =>
    filter.valueType === valueType
        ? filter
        : { ...filter, valueType, value: filter.key.type === 'CONSTANT' ? null : filter.value, predicate: defaultPredicate(valueType) };

export const withKeyType = (filter: KeyFilter, type: KeyFilterKeyType): KeyFilter => {
    const next: KeyFilter = { ...filter, key: { ...filter.key, type } };
    if (type !== 'CONSTANT') delete next.value;
    else next.value = next.value ?? null;
    return next;
};

/** Several predicates at the top level are stored as one COMPLEX AND, one as itself. */
export const topLevelPredicates = (predicate: KeyFilterPredicate): KeyFilterPredicate[] =>
    predicate.type === 'COMPLEX' && predicate.operation === 'AND' ? predicate.predicates : [predicate];

export const fromTopLevelPredicates = (predicates: KeyFilterPredicate[], valueType: FilterValueType): KeyFilterPredicate =>
    predicates.length === 1 ? predicates[0]! : predicates.length === 0 ? defaultPredicate(valueType) : { type: 'COMPLEX', operation: 'AND', predicates };

/** Problems that keep a filter from being saved, as i18n keys (empty when valid). */
export const keyFilterErrors = (filter: KeyFilter): string[] => {
    const errors: string[] = [];
    if (!filter.key.key.trim()) errors.push('filter.key-name-required');
    if (filter.key.type === 'CONSTANT' && (filter.value === null || filter.value === undefined || filter.value === '')) errors.push('filter.value-required');
    if (!predicateIsComplete(filter.predicate)) errors.push('filter.predicate-incomplete');
    return errors;
};

const predicateIsComplete = (predicate: KeyFilterPredicate): boolean => {
    if (predicate.type === 'COMPLEX') return predicate.predicates.length > 0 && predicate.predicates.every(predicateIsComplete);
    const dynamic = predicate.value.dynamicValue;
    if (dynamic?.sourceType && !dynamic.sourceAttribute?.trim()) return false;
    if (predicate.type === 'NUMERIC') return typeof predicate.value.defaultValue === 'number' && Number.isFinite(predicate.value.defaultValue);
    return true;
};
