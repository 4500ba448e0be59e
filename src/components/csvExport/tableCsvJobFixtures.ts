import type { HttpClient, RequestOptions } from '../../providers/http/createHttpClient';

/** English labels of the keys the table exports use; any other key shows as «key», so a missed translation is seen. */
const LABELS: Readonly<Record<string, string>> = {
    'alarm.created-time': 'Created time',
    'alarm.originator': 'Originator',
    'alarm.type': 'Type',
    'alarm.severity': 'Severity',
    'alarm.status': 'Status',
    'alarm.start-time': 'Start time',
    'alarm.end-time': 'End time',
    'alarm.ack-time': 'Acknowledged time',
    'alarm.clear-time': 'Cleared time',
    'alarm.severity-critical': 'Critical',
    'alarm.display-status.ACTIVE_UNACK': 'Active Unacknowledged',
    'audit-log.timestamp': 'Timestamp',
    'audit-log.entity-type': 'Entity type',
    'audit-log.entity-name': 'Entity name',
    'audit-log.user': 'User',
    'audit-log.type': 'Type',
    'audit-log.status': 'Status',
    'audit-log.type-added': 'Added',
    'audit-log.status-failure': 'Failure',
    'entity.type-device': 'Device',
    'event.event-time': 'Event time',
    'event.server': 'Server',
    'event.event': 'Event',
    'event.status': 'Status',
    'event.error': 'Error',
    'event.success': 'Success',
};

export const translate = (key: string) => LABELS[key] ?? `«${key}»`;

/** An http client answering each request with the next of `pages`, keeping what was asked. */
export const fakeClient = (pages: ReadonlyArray<{ data: unknown[]; totalElements: number; hasNext: boolean }>) => {
    const calls: Array<{ path: string; options: RequestOptions }> = [];
    const client: HttpClient = {
        request: async <T>(path: string, options: RequestOptions = {}) => {
            calls.push({ path, options });
            return (pages[calls.length - 1] ?? { data: [], totalElements: 0, hasNext: false }) as T;
        },
    };
    return { client, calls };
};
