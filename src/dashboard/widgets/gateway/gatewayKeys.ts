/**
 * The keys the Gateway events widget shows: those whose name contains one of the `eventsReg`
 * filters, case-insensitively, in name order (ThingsBoard's gateway reports `eventsSent`,
 * `eventsProduced` and per-connector `…EventsProduced` keys).
 */
export function eventKeysOf(keys: readonly string[], filters: unknown): string[] {
    const wanted = (Array.isArray(filters) ? filters : []).filter((filter): filter is string => typeof filter === 'string' && filter.trim() !== '').map(filter => filter.toLowerCase());
    if (wanted.length === 0) return [];
    return [...new Set(keys)].filter(key => wanted.some(filter => key.toLowerCase().includes(filter))).sort();
}
