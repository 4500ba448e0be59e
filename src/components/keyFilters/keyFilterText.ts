import type { FilterPredicateValue, KeyFilter, KeyFilterPredicate, PredicateScalar } from './keyFilterModel';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Numeric and boolean comparisons read as symbols, the way ThingsBoard's condition summary prints them. */
const NUMERIC_SYMBOLS: Readonly<Record<string, string>> = {
    EQUAL: '=',
    NOT_EQUAL: '!=',
    GREATER: '>',
    LESS: '<',
    GREATER_OR_EQUAL: '>=',
    LESS_OR_EQUAL: '<=',
};

const valueText = (value: FilterPredicateValue<PredicateScalar>, translate: Translate): string => {
    const dynamic = value.dynamicValue;
    if (dynamic?.sourceType && dynamic.sourceAttribute) {
        return `${translate(`filter.dynamic-source-short.${dynamic.sourceType}`)}.${dynamic.sourceAttribute}`;
    }
    return typeof value.defaultValue === 'string' ? `'${value.defaultValue}'` : String(value.defaultValue);
};

/** One predicate as text: `> 30`, `starts with 'a'`, `(> 1 or < 0)`. */
export const predicateText = (predicate: KeyFilterPredicate, translate: Translate): string => {
    if (predicate.type === 'COMPLEX') {
        const joiner = ` ${translate(`filter.operation.${predicate.operation.toLowerCase()}`)} `;
        return `(${predicate.predicates.map(child => predicateText(child, translate)).join(joiner)})`;
    }
    const operation =
        predicate.type !== 'STRING'
            ? NUMERIC_SYMBOLS[predicate.operation]!
            : translate(`filter.operation.${predicate.operation.toLowerCase().replace(/_/g, '-')}`);
    const ignoreCase = predicate.type === 'STRING' && predicate.ignoreCase ? ` ${translate('filter.ignore-case-short')}` : '';
    return `${operation} ${valueText(predicate.value, translate)}${ignoreCase}`;
};

/** A whole filter as text, `temperature > 30`; a top-level AND of several reads without brackets. */
export const keyFilterText = (filter: KeyFilter, translate: Translate): string => {
    const { predicate } = filter;
    if (predicate.type === 'COMPLEX' && predicate.operation === 'AND') {
        return predicate.predicates.map(child => `${filter.key.key} ${predicateText(child, translate)}`).join(` ${translate('filter.operation.and')} `);
    }
    return `${filter.key.key} ${predicateText(predicate, translate)}`;
};
