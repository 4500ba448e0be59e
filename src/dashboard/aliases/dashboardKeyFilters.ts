import type { KeyFilter, KeyFilterPredicate } from '../../generated/api.gen';
import type { DashboardFilter } from '../model/dashboardConfig';

/**
 * A dashboard filter (configuration.filters) as the server's key filters. Dashboards store each
 * predicate wrapped with its editor info (`{keyFilterPredicate, userInfo}`), complex ones nested the
 * same way; the server takes the bare predicates. Several predicates on one key are ANDed (part2 §3.11).
 */

interface PredicateInfo {
    keyFilterPredicate?: { type?: string; operation?: string; predicates?: PredicateInfo[] } & Record<string, unknown>;
}

interface KeyFilterInfo {
    key?: KeyFilter['key'];
    valueType?: KeyFilter['valueType'];
    predicates?: PredicateInfo[];
}

function bare(info: PredicateInfo): KeyFilterPredicate | null {
    const predicate = info.keyFilterPredicate;
    if (!predicate) return null;
    if (predicate.type !== 'COMPLEX') return predicate as KeyFilterPredicate;
    const predicates = (predicate.predicates ?? []).map(bare).filter(nested => nested !== null);
    return { ...predicate, type: 'COMPLEX', operation: predicate.operation === 'OR' ? 'OR' : 'AND', predicates };
}

function keyFilterOf(info: KeyFilterInfo): KeyFilter | null {
    const predicates = (info.predicates ?? []).map(bare).filter(predicate => predicate !== null);
    if (!info.key || !info.valueType || predicates.length === 0) return null;
    const predicate: KeyFilterPredicate = predicates.length === 1 ? predicates[0] : { type: 'COMPLEX', operation: 'AND', predicates };
    return { key: info.key, valueType: info.valueType, predicate };
}

/** The key filters of a datasource's dashboard filter; none when it has no filter (or an unknown one). */
export function keyFiltersOf(filter: DashboardFilter | null | undefined): KeyFilter[] {
    return (filter?.keyFilters ?? []).map(info => keyFilterOf(info as KeyFilterInfo)).filter(keyFilter => keyFilter !== null);
}
