import type { AlarmSearchStatus, AlarmSeverity, AlarmStatus } from '../../shared/generated/api.gen';

export type { AlarmSearchStatus, AlarmSeverity, AlarmStatus };

/** Severities from the highest down; the index is ThingsBoard's enum ordinal (CRITICAL first). */
export const SEVERITIES: readonly AlarmSeverity[] = ['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE'];
export const STATUSES: readonly AlarmStatus[] = ['ACTIVE_UNACK', 'ACTIVE_ACK', 'CLEARED_UNACK', 'CLEARED_ACK'];

/** Which statuses each search status groups (reference §1.9). */
export const STATUSES_OF_SEARCH: Readonly<Record<AlarmSearchStatus, readonly AlarmStatus[]>> = {
    ANY: STATUSES,
    ACTIVE: ['ACTIVE_UNACK', 'ACTIVE_ACK'],
    CLEARED: ['CLEARED_UNACK', 'CLEARED_ACK'],
    ACK: ['ACTIVE_ACK', 'CLEARED_ACK'],
    UNACK: ['ACTIVE_UNACK', 'CLEARED_UNACK'],
};

export const isCleared = (status: AlarmStatus): boolean => status.startsWith('CLEARED');
export const isAcknowledged = (status: AlarmStatus): boolean => status.endsWith('_ACK');

/** The status after an acknowledgement: the same side (active or cleared), acknowledged. */
export const acknowledged = (status: AlarmStatus): AlarmStatus => (isCleared(status) ? 'CLEARED_ACK' : 'ACTIVE_ACK');

/** The status after a clear: cleared, keeping whether it was acknowledged. */
export const cleared = (status: AlarmStatus): AlarmStatus => (isAcknowledged(status) ? 'CLEARED_ACK' : 'CLEARED_UNACK');

/** The statuses a list asks for: a search status or one status (ThingsBoard refuses both), or all. */
export function statusesOf(filter: { searchStatus?: AlarmSearchStatus; status?: AlarmStatus }): readonly AlarmStatus[] {
    if (filter.status) return [filter.status];
    return STATUSES_OF_SEARCH[filter.searchStatus ?? 'ANY'];
}

/** The union of several search statuses; an empty list means every status. */
export function statusesOfSearchList(list: readonly AlarmSearchStatus[] | undefined): readonly AlarmStatus[] {
    if (!list || list.length === 0) return STATUSES;
    return STATUSES.filter(status => list.some(search => STATUSES_OF_SEARCH[search].includes(status)));
}

/** The highest of some severities, or null for none. */
export function highestSeverity(severities: Iterable<AlarmSeverity>): AlarmSeverity | null {
    let best: AlarmSeverity | null = null;
    for (const severity of severities) if (best === null || SEVERITIES.indexOf(severity) < SEVERITIES.indexOf(best)) best = severity;
    return best;
}
