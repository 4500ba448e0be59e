import type { KeyFilter, KeyFilterPredicate } from '../../../shared/generated/api.gen';
import type { DashboardFilter, KeyFilterInfo, KeyFilterPredicateInfo } from '../model/dashboardConfig';

/**
 * A dashboard filter (configuration.filters) as the server's key filters. Dashboards store each
 * predicate wrapped with its editor info (`{keyFilterPredicate, userInfo}`), complex ones nested the
 * same way; the server takes the bare predicates. Several predicates on one key are ANDed (part2 §3.11).
 */

function bare({ keyFilterPredicate: predicate }: KeyFilterPredicateInfo): KeyFilterPredicate {
    if (predicate.type !== 'COMPLEX') {
        const { predicates: _none, ...simple } = predicate;
        // The stored operation is any string; the server answers 400 for one it does not know.
        return simple as KeyFilterPredicate;
    }
    return { ...predicate, type: 'COMPLEX', operation: predicate.operation === 'OR' ? 'OR' : 'AND', predicates: (predicate.predicates ?? []).map(bare) };
}

function keyFilterOf(info: KeyFilterInfo): KeyFilter | null {
    const predicates = info.predicates.map(bare);
    if (predicates.length === 0) return null;
    const predicate: KeyFilterPredicate = predicates.length === 1 ? predicates[0] : { type: 'COMPLEX', operation: 'AND', predicates };
    return { key: info.key, valueType: info.valueType, predicate };
}

/** The key filters of a datasource's dashboard filter; none when it has no filter (or an unknown one). */
export function keyFiltersOf(filter: DashboardFilter | null | undefined): KeyFilter[] {
    return (filter?.keyFilters ?? []).map(keyFilterOf).filter(keyFilter => keyFilter !== null);
}
