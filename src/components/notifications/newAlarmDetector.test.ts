import { describe, expect, it } from 'vitest';
import type { AlarmData } from '../../../shared/generated/api.gen';
import type { AlarmDataUpdate } from '../../lib/telemetrySocket';
import { createNewAlarmDetector, isNotified } from './newAlarmDetector';

const alarm = (id: string, createdTime: number, severity: AlarmData['severity'] = 'CRITICAL') =>
    ({ id: { entityType: 'ALARM', id }, createdTime, severity, type: 'High Temperature', status: 'ACTIVE_UNACK' }) as AlarmData;

const page = (...alarms: AlarmData[]): AlarmDataUpdate => ({
    cmdId: 1,
    errorCode: 0,
    errorMsg: null,
    cmdUpdateType: 'ALARM_DATA',
    data: { data: alarms, totalPages: 1, totalElements: alarms.length, hasNext: false },
    update: null,
    allowedEntities: 10000,
    totalEntities: 1,
});
const update = (...alarms: AlarmData[]): AlarmDataUpdate => ({ ...page(), data: null, update: alarms });

describe('createNewAlarmDetector', () => {
    it('reports none of the alarms already there when the page loaded', () => {
        const detect = createNewAlarmDetector();
        expect(detect(page(alarm('a', 100), alarm('b', 90)))).toEqual([]);
    });

    it('reports an alarm that arrives later, once', () => {
        const detect = createNewAlarmDetector();
        detect(page(alarm('a', 100)));
        const raised = alarm('c', 200);
        expect(detect(page(raised, alarm('a', 100)))).toEqual([raised]);
        expect(detect(page(raised, alarm('a', 100)))).toEqual([]);
    });

    it('reports an alarm after an empty first page', () => {
        const detect = createNewAlarmDetector();
        detect(page());
        expect(detect(page(alarm('a', 5)))).toHaveLength(1);
    });

    it('does not report updates of a known alarm (acknowledged, severity raised)', () => {
        const detect = createNewAlarmDetector();
        detect(page(alarm('a', 100, 'MINOR')));
        expect(detect(update({ ...alarm('a', 100, 'CRITICAL'), status: 'ACTIVE_ACK' }))).toEqual([]);
    });

    it('does not report an older alarm sliding into a full page', () => {
        const detect = createNewAlarmDetector();
        detect(page(alarm('a', 300), alarm('b', 200)));
        // "a" was cleared, so the server's page of two now reaches the older "z".
        expect(detect(page(alarm('b', 200), alarm('z', 50)))).toEqual([]);
    });

    it('ignores error messages and does not count them as the first page', () => {
        const detect = createNewAlarmDetector();
        expect(detect({ ...page(alarm('a', 1)), errorCode: 2, data: null })).toEqual([]);
        expect(detect(page(alarm('b', 2)))).toEqual([]);
    });
});

describe('isNotified', () => {
    it('toasts critical and major alarms only', () => {
        expect(['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE'].filter(severity => isNotified({ severity: severity as AlarmData['severity'] }))).toEqual(['CRITICAL', 'MAJOR']);
    });
});
