import type { AccessClaims } from '../auth/tokens';
import type { TelemetryService } from '../telemetry/service';
import { textValue } from '../telemetry/kv';
import { MISSING } from './latestValues';
import type { EntityKey, LatestValues } from './protocol';

/** The key filters of an entity data query (reference §4.5, part2 §3.11); several are ANDed. */
export interface KeyFilter {
    key: EntityKey;
    valueType?: 'STRING' | 'NUMERIC' | 'BOOLEAN' | 'DATE_TIME';
    predicate: Predicate;
}

interface DynamicValue {
    sourceType?: 'CURRENT_USER' | 'CURRENT_CUSTOMER' | 'CURRENT_TENANT' | 'CURRENT_DEVICE' | null;
    sourceAttribute?: string | null;
    inherit?: boolean;
}

interface PredicateValue {
    defaultValue?: unknown;
    userValue?: unknown;
    dynamicValue?: DynamicValue | null;
}

type Predicate =
    | { type: 'STRING'; operation: string; value?: PredicateValue; ignoreCase?: boolean }
    | { type: 'NUMERIC'; operation: string; value?: PredicateValue }
    | { type: 'BOOLEAN'; operation: string; value?: PredicateValue }
    | { type: 'COMPLEX'; operation: 'AND' | 'OR'; predicates?: Predicate[] };

/** Values of dynamic predicate values, read once per query: the caller's, its customer's or tenant's server attribute. */
export type DynamicValues = Map<PredicateValue, string | null>;

export const keysOfFilters = (filters: readonly KeyFilter[]): EntityKey[] => filters.map(filter => filter.key);

export async function resolveDynamicValues(filters: readonly KeyFilter[], caller: AccessClaims, telemetry: TelemetryService): Promise<DynamicValues> {
    const values: DynamicValues = new Map();
    const visit = async (predicate: Predicate | undefined): Promise<void> => {
        if (!predicate) return;
        if (predicate.type === 'COMPLEX') {
            for (const inner of predicate.predicates ?? []) await visit(inner);
            return;
        }
        const dynamic = predicate.value?.dynamicValue;
        if (!predicate.value || !dynamic?.sourceAttribute) return;
        const owners: string[] = [];
        if (dynamic.sourceType === 'CURRENT_USER') owners.push(caller.userId);
        if (dynamic.sourceType === 'CURRENT_CUSTOMER' || (dynamic.sourceType === 'CURRENT_USER' && dynamic.inherit)) owners.push(caller.customerId);
        // `inherit` falls back from the user to its customer and then to the tenant.
        if (dynamic.sourceType === 'CURRENT_TENANT' || dynamic.inherit) owners.push(caller.tenantId);
        let found: string | null = null;
        for (const owner of owners) {
            const [entry] = await telemetry.attributes.findEntries(owner, ['SERVER_SCOPE'], [dynamic.sourceAttribute]);
            if (entry) {
                found = textValue(entry.value);
                break;
            }
        }
        values.set(predicate.value, found);
    };
    for (const filter of filters) await visit(filter.predicate);
    return values;
}

/** ThingsBoard's FilterPredicateValue.getValue: the user's value, else the resolved dynamic value, else the default. */
function operand(value: PredicateValue | undefined, dynamicValues: DynamicValues): string | null {
    if (!value) return null;
    const text = (chosen: unknown) => (chosen === null || chosen === undefined ? null : String(chosen));
    return text(value.userValue) ?? dynamicValues.get(value) ?? text(value.defaultValue);
}

function evaluate(predicate: Predicate, actual: string, dynamicValues: DynamicValues): boolean {
    switch (predicate.type) {
        case 'COMPLEX': {
            const results = (predicate.predicates ?? []).map(inner => evaluate(inner, actual, dynamicValues));
            return predicate.operation === 'OR' ? results.some(Boolean) : results.every(Boolean);
        }
        case 'STRING': {
            const fold = (text: string) => (predicate.ignoreCase ? text.toLowerCase() : text);
            const left = fold(actual);
            const right = fold(operand(predicate.value, dynamicValues) ?? '');
            const list = () => right.split(',').map(item => item.trim());
            switch (predicate.operation) {
                case 'EQUAL': return left === right;
                case 'NOT_EQUAL': return left !== right;
                case 'STARTS_WITH': return left.startsWith(right);
                case 'ENDS_WITH': return left.endsWith(right);
                case 'CONTAINS': return left.includes(right);
                case 'NOT_CONTAINS': return !left.includes(right);
                case 'IN': return list().includes(left);
                case 'NOT_IN': return !list().includes(left);
                default: return false;
            }
        }
        case 'NUMERIC': {
            const left = Number(actual);
            const right = Number(operand(predicate.value, dynamicValues) ?? 0);
            if (actual.trim() === '' || !Number.isFinite(left) || !Number.isFinite(right)) return false;
            switch (predicate.operation) {
                case 'EQUAL': return left === right;
                case 'NOT_EQUAL': return left !== right;
                case 'GREATER': return left > right;
                case 'LESS': return left < right;
                case 'GREATER_OR_EQUAL': return left >= right;
                case 'LESS_OR_EQUAL': return left <= right;
                default: return false;
            }
        }
        case 'BOOLEAN': {
            const right = (operand(predicate.value, dynamicValues) ?? 'false').toLowerCase() === 'true';
            const left = actual.toLowerCase() === 'true';
            if (actual.toLowerCase() !== 'true' && actual.toLowerCase() !== 'false') return false;
            return predicate.operation === 'NOT_EQUAL' ? left !== right : left === right;
        }
    }
}

/**
 * Whether an entity's values pass every key filter. As in ThingsBoard's SQL, an entity without a
 * value for a filtered key does not pass (NULL compares to nothing).
 */
export function passesKeyFilters(filters: readonly KeyFilter[], latest: LatestValues, dynamicValues: DynamicValues): boolean {
    return filters.every(filter => {
        const value = latest[filter.key.type]?.[filter.key.key];
        if (!value || (filter.key.type !== 'ENTITY_FIELD' && value.ts === MISSING.ts && value.value === MISSING.value)) return false;
        return evaluate(filter.predicate, value.value, dynamicValues);
    });
}
