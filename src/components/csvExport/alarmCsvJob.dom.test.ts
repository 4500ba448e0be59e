import { describe, expect, it } from 'vitest';
import type { AlarmInfo } from '../../../shared/generated/api.gen';
import { DAY } from '../../lib/time/units';
import type { AlarmListParams } from '../alarms/useAlarmPage';
import { alarmCsvJob } from './alarmCsvJob';
import { exportCsv } from './exportCsv';
import { isoDateTime } from './isoDateTime';
import { fakeClient, translate } from './tableCsvJobFixtures';

const CREATED = Date.UTC(2026, 10, 22, 9, 30, 15, 123);
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0, 0);

const alarm = {
    id: { entityType: 'ALARM', id: 'a-1' },
    createdTime: CREATED,
    type: 'High Temperature',
    originator: { entityType: 'DEVICE', id: 'd-1' },
    originatorName: 'Thermostat T1',
    severity: 'CRITICAL',
    status: 'ACTIVE_UNACK',
    startTs: CREATED,
    endTs: CREATED + 60_000,
    ackTs: 0,
    clearTs: 0,
} as unknown as AlarmInfo;

/** The table's columns on the Alarms page, in its order. */
const COLUMNS = [
    { key: 'createdTime', label: 'alarm.created-time' },
    { key: 'originator', label: 'alarm.originator' },
    { key: 'type', label: 'alarm.type' },
    { key: 'severity', label: 'alarm.severity' },
    { key: 'status', label: 'alarm.status' },
    { key: 'startTs', label: 'alarm.start-time' },
    { key: 'endTs', label: 'alarm.end-time' },
    { key: 'ackTs', label: 'alarm.ack-time' },
    { key: 'clearTs', label: 'alarm.clear-time' },
];

/** The table filtered to active alarms, searched for "critical", sorted by severity ascending, on its 3rd page of 20. */
const PARAMS: AlarmListParams = {
    page: 2,
    pageSize: 20,
    sortProperty: 'severity',
    sortOrder: 'ASC',
    searchStatus: 'ACTIVE',
    window: { historyType: 'LAST_INTERVAL', timewindowMs: DAY },
    textSearch: ' critical ',
};

describe('alarm table CSV export', () => {
    it("writes each column as the table shows it: ISO times, the originator's name, severity and status labels, empty times never reached", async () => {
        const { client } = fakeClient([{ data: [alarm], totalElements: 1, hasNext: false }]);
        const job = alarmCsvJob({ source: { kind: 'all' }, params: PARAMS, columns: COLUMNS }, translate, client, NOW);
        expect(job.columns.map(column => column.header)).toEqual(['Created time', 'Originator', 'Type', 'Severity', 'Status', 'Start time', 'End time', 'Acknowledged time', 'Cleared time']);
        expect(job.columns.map(column => column.value(alarm))).toEqual([
            isoDateTime(CREATED),
            'Thermostat T1',
            'High Temperature',
            'Critical',
            'Active Unacknowledged',
            isoDateTime(CREATED),
            isoDateTime(CREATED + 60_000),
            '',
            '',
        ]);
    });

    it("asks the table's endpoint with its status, search, sort and window, in pages of 1000 from the first, all with one window", async () => {
        const { client, calls } = fakeClient([
            { data: [alarm], totalElements: 2, hasNext: true },
            { data: [{ ...alarm, type: 'Low Battery' }], totalElements: 2, hasNext: false },
        ]);
        const job = alarmCsvJob({ source: { kind: 'entity', entityType: 'DEVICE', entityId: 'd-1' }, params: PARAMS, columns: COLUMNS }, translate, client, NOW);
        const blob = await exportCsv({ ...job, signal: new AbortController().signal, pause: () => Promise.resolve() });
        expect(calls.map(call => call.path)).toEqual(['/api/alarm/DEVICE/d-1', '/api/alarm/DEVICE/d-1']);
        expect(calls.map(call => call.options.query)).toEqual(
            [0, 1].map(page => ({
                pageSize: 1000,
                page,
                sortProperty: 'severity',
                sortOrder: 'ASC',
                searchStatus: 'ACTIVE',
                textSearch: 'critical',
                startTime: NOW - DAY,
                endTime: NOW,
                fetchOriginator: true,
            })),
        );
        expect(calls.every(call => call.options.signal instanceof AbortSignal)).toBe(true);
        const lines = (await blob.text()).split('\r\n');
        expect(lines.filter(line => line.includes('Temperature') || line.includes('Battery'))).toHaveLength(2);
    });
});
