import type { AlarmSearchStatus, AlarmSeverity, AlarmStatus } from '../../../shared/generated/api.gen';

/** Each severity's colour (part2 §4) and ThingsBoard's label key, highest first. */
export const ALARM_SEVERITIES: Readonly<Record<AlarmSeverity, { color: string; label: string }>> = {
    CRITICAL: { color: 'red', label: 'alarm.severity-critical' },
    MAJOR: { color: 'orange', label: 'alarm.severity-major' },
    MINOR: { color: '#ffca3d', label: 'alarm.severity-minor' },
    WARNING: { color: '#abab00', label: 'alarm.severity-warning' },
    INDETERMINATE: { color: 'green', label: 'alarm.severity-indeterminate' },
};

/** The search statuses of the toolbar's select, ANY first (the default). */
export const SEARCH_STATUSES: readonly AlarmSearchStatus[] = ['ANY', 'ACTIVE', 'CLEARED', 'ACK', 'UNACK'];

export const statusLabel = (status: AlarmStatus): string => `alarm.display-status.${status}`;
export const searchStatusLabel = (status: AlarmSearchStatus): string => `alarm.search-status.${status}`;

/** Only an unacknowledged alarm can be acknowledged, only an active one cleared. */
export const canAcknowledge = (status: AlarmStatus): boolean => status.endsWith('_UNACK');
export const canClear = (status: AlarmStatus): boolean => status.startsWith('ACTIVE_');

/** An unknown severity (a newer server) is shown uncoloured rather than failing. */
export const severityOf = (severity: string) => ALARM_SEVERITIES[severity as AlarmSeverity] ?? { color: 'inherit', label: severity };
