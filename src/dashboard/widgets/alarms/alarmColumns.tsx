import type { ReactNode } from 'react';
import type { AlarmData, AlarmStatus } from '../../../../shared/generated/api.gen';
import { statusLabel } from '../../../components/alarms/alarmSeverity';
import { SeverityLabel } from '../../../components/alarms/SeverityLabel';
import { formatDateTime } from '../../../generic/fields/DateTimeField';

type Translate = (key: string, options?: Record<string, unknown>) => string;

interface AlarmField {
    /** The column's header when the data key has no label of its own. */
    label?: string;
    /** The ALARM_FIELD key the column sorts by; absent: not sortable. */
    sort?: string;
    render: (alarm: AlarmData, translate: Translate) => ReactNode;
}

const time = (ms: number | null | undefined) => (ms && ms > 0 ? formatDateTime(ms) : '');

/** How each of ThingsBoard's alarm data keys shows in the table (part2 §3.4 columns). */
const ALARM_FIELDS: Readonly<Record<string, AlarmField>> = {
    createdTime: { label: 'alarm.created-time', sort: 'createdTime', render: alarm => time(alarm.createdTime) },
    startTime: { label: 'alarm.start-time', sort: 'startTs', render: alarm => time(alarm.startTs) },
    endTime: { label: 'alarm.end-time', sort: 'endTs', render: alarm => time(alarm.endTs) },
    ackTime: { label: 'alarm.ack-time', sort: 'ackTs', render: alarm => time(alarm.ackTs) },
    clearTime: { label: 'alarm.clear-time', sort: 'clearTs', render: alarm => time(alarm.clearTs) },
    originator: { label: 'alarm.originator', sort: 'originator', render: alarm => alarm.originatorName ?? '' },
    originatorType: { label: 'alarm.originator-type', render: (alarm, translate) => translate(`entity.type-${alarm.originator.entityType.toLowerCase().replace(/_/g, '-')}`, { _: alarm.originator.entityType }) },
    type: { label: 'alarm.type', sort: 'type', render: alarm => alarm.type },
    severity: { label: 'alarm.severity', sort: 'severity', render: alarm => <SeverityLabel severity={alarm.severity} /> },
    status: { label: 'alarm.status', sort: 'status', render: (alarm, translate) => translate(statusLabel(alarm.status as AlarmStatus)) },
};
// ThingsBoard also accepts the Ts spellings of the times.
const ALIASES: Readonly<Record<string, string>> = { startTs: 'startTime', endTs: 'endTime', ackTs: 'ackTime', clearTs: 'clearTime' };

/** A column for an alarm data key; unknown keys show the entity's latest value of that name, if any. */
export function alarmColumnOf(name: string): AlarmField {
    return (
        ALARM_FIELDS[ALIASES[name] ?? name] ?? {
            render: alarm => {
                const value = Object.values(alarm.latest ?? {}).find(values => values[name])?.[name]?.value;
                return value ?? '';
            },
        }
    );
}

/** A column's header: the data key's own label, or ThingsBoard's name of the alarm field when the label is just the key. */
export const alarmColumnLabel = (dataKey: { name: string; label?: string | null }, translate: Translate): string => {
    const fieldLabel = alarmColumnOf(dataKey.name).label;
    return dataKey.label && (dataKey.label !== dataKey.name || !fieldLabel) ? dataKey.label : fieldLabel ? translate(fieldLabel) : dataKey.name;
};

/** The default alarm data keys (part2 §3.2) when the widget's alarm source has none. */
export const DEFAULT_ALARM_KEYS = ['createdTime', 'originator', 'type', 'severity', 'status'];
