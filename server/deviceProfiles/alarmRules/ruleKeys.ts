import type { AlarmConditionFilter, AlarmRule, KeyFilterPredicate, PredicateValue } from './types';

/** A device value a rule reads, as "TYPE:key" (ATTRIBUTE covers every attribute scope). */
export type RuleKey = `${'ATTRIBUTE' | 'TIME_SERIES' | 'ENTITY_FIELD'}:${string}`;

/** Every operand of a predicate tree. */
function predicateValuesOf(predicate: KeyFilterPredicate | undefined): PredicateValue[] {
    if (!predicate) return [];
    if (predicate.type === 'COMPLEX') return (predicate.predicates ?? []).flatMap(predicateValuesOf);
    return predicate.value ? [predicate.value] : [];
}

/** The operands of a rule: its filters' predicate values and its DURATION/REPEATING threshold. */
export function predicateValuesOfRule(rule: AlarmRule): PredicateValue[] {
    const values = rule.condition.condition.flatMap(filter => predicateValuesOf(filter.predicate));
    const spec = rule.condition.spec;
    if (spec && spec.type !== 'SIMPLE' && spec.predicate) values.push(spec.predicate);
    return values;
}

const keyOfFilter = (filter: AlarmConditionFilter): RuleKey | null => (filter.key.type === 'CONSTANT' ? null : `${filter.key.type}:${filter.key.key}`);

/**
 * The device keys whose change makes ThingsBoard evaluate a rule again: the keys of its filters and
 * the device attributes its dynamic thresholds come from.
 */
export function keysOfRule(rule: AlarmRule): Set<RuleKey> {
    const keys = new Set<RuleKey>();
    for (const filter of rule.condition.condition) {
        const key = keyOfFilter(filter);
        if (key) keys.add(key);
    }
    for (const value of predicateValuesOfRule(rule)) {
        const dynamic = value.dynamicValue;
        if (dynamic?.sourceType === 'CURRENT_DEVICE' && dynamic.sourceAttribute) keys.add(`ATTRIBUTE:${dynamic.sourceAttribute}`);
    }
    return keys;
}
