import type { AlarmData, AlarmSeverity } from '../../../shared/generated/api.gen';
import type { AlarmDataUpdate } from '../../lib/telemetrySocket';

/** The severities that raise a toast when a new alarm of them appears. */
export const NOTIFIED_SEVERITIES: ReadonlySet<AlarmSeverity> = new Set<AlarmSeverity>(['CRITICAL', 'MAJOR']);

export const isNotified = (alarm: Pick<AlarmData, 'severity'>): boolean => NOTIFIED_SEVERITIES.has(alarm.severity);

/**
 * Finds the alarms that are new in one alarm data subscription's messages. The first page only
 * tells what was already there; later, an alarm is new when its id was never seen and it is no
 * older than the newest alarm seen so far — an older one sliding into a full page (because a newer
 * one was cleared) is not new. Updates of a known alarm (acknowledged, severity raised) never are.
 */
export const createNewAlarmDetector = () => {
    const known = new Set<string>();
    let newestCreatedTime = 0;
    let seeded = false;

    return (message: AlarmDataUpdate): AlarmData[] => {
        if (message.errorCode !== 0) return [];
        const page = message.data as { data?: AlarmData[] } | null;
        const alarms = [...(page?.data ?? []), ...((message.update as AlarmData[] | null) ?? [])];
        const fresh = seeded ? alarms.filter(alarm => !known.has(alarm.id.id) && alarm.createdTime >= newestCreatedTime) : [];
        for (const alarm of alarms) {
            known.add(alarm.id.id);
            newestCreatedTime = Math.max(newestCreatedTime, alarm.createdTime);
        }
        if (page) seeded = true;
        return fresh;
    };
};
