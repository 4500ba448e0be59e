import { describe, expect, it, vi } from 'vitest';
import type { AlarmData } from '../../../shared/generated/api.gen';
import type { AlarmDataUpdate } from '../../lib/telemetrySocket';
import { createAlarmNotificationFeed, WATCHED_ORIGINATOR_TYPES, type AlarmSummary } from './alarmNotificationFeed';

/** A socket that records the alarm subscriptions and lets the test speak for the server. */
const fakeSocket = () => {
    const subscriptions: Array<{ query: { entityFilter: { entityType: string }; pageLink: { statusList: string[] } }; listener: (update: AlarmDataUpdate) => void; active: boolean }> = [];
    return {
        subscriptions,
        subscribeAlarms: (query: object, listener: (update: AlarmDataUpdate) => void) => {
            const subscription = { query: query as (typeof subscriptions)[number]['query'], listener, active: true };
            subscriptions.push(subscription);
            return () => {
                subscription.active = false;
            };
        },
    };
};

const message = (alarms: AlarmData[]): AlarmDataUpdate => ({
    cmdId: 1,
    errorCode: 0,
    errorMsg: null,
    cmdUpdateType: 'ALARM_DATA',
    data: { data: alarms, totalPages: 1, totalElements: alarms.length, hasNext: false },
    update: null,
    allowedEntities: 10000,
    totalEntities: 3,
});
const alarm = (id: string, createdTime: number) => ({ id: { entityType: 'ALARM', id }, createdTime, severity: 'CRITICAL', type: 'Fire' }) as AlarmData;

const settle = () => new Promise(resolve => setTimeout(resolve, 0));

describe('createAlarmNotificationFeed', () => {
    it('watches the active alarms of every originator type and reads the summary at once', async () => {
        const socket = fakeSocket();
        const readSummary = vi.fn(async (): Promise<AlarmSummary> => ({ count: 4, latest: [] }));
        const feed = createAlarmNotificationFeed({ socket, readSummary, onNewAlarm: vi.fn() });
        expect(socket.subscriptions.map(subscription => subscription.query.entityFilter.entityType)).toEqual(WATCHED_ORIGINATOR_TYPES);
        expect(socket.subscriptions.every(subscription => subscription.query.pageLink.statusList.join() === 'ACTIVE')).toBe(true);
        await settle();
        expect(feed.getSnapshot()).toEqual({ count: 4, latest: [] });
        feed.stop();
    });

    it('reads the summary again on every message, once more at most while a read runs', async () => {
        const socket = fakeSocket();
        let count = 0;
        const readSummary = vi.fn(async (): Promise<AlarmSummary> => ({ count: ++count, latest: [] }));
        const feed = createAlarmNotificationFeed({ socket, readSummary, onNewAlarm: vi.fn() });
        const listener = vi.fn();
        feed.subscribe(listener);
        socket.subscriptions.forEach(subscription => subscription.listener(message([])));
        await settle();
        await settle();
        expect(readSummary).toHaveBeenCalledTimes(2);
        expect(feed.getSnapshot()?.count).toBe(2);
        expect(listener).toHaveBeenCalledTimes(2);
        feed.stop();
    });

    it('hands each alarm new since the first page to onNewAlarm, per subscription', () => {
        const socket = fakeSocket();
        const onNewAlarm = vi.fn();
        const feed = createAlarmNotificationFeed({ socket, readSummary: async () => ({ count: 0, latest: [] }), onNewAlarm });
        const [devices, assets] = socket.subscriptions;
        devices!.listener(message([alarm('old', 10)]));
        assets!.listener(message([]));
        expect(onNewAlarm).not.toHaveBeenCalled();
        const raised = alarm('new', 20);
        devices!.listener(message([raised, alarm('old', 10)]));
        expect(onNewAlarm).toHaveBeenCalledExactlyOnceWith(raised);
        feed.stop();
    });

    it('ends every subscription when stopped and ignores what still arrives', async () => {
        const socket = fakeSocket();
        const onNewAlarm = vi.fn();
        const readSummary = vi.fn(async () => ({ count: 1, latest: [] }));
        const feed = createAlarmNotificationFeed({ socket, readSummary, onNewAlarm });
        socket.subscriptions[0]!.listener(message([]));
        feed.stop();
        expect(socket.subscriptions.every(subscription => !subscription.active)).toBe(true);
        socket.subscriptions[0]!.listener(message([alarm('late', 99)]));
        await settle();
        expect(onNewAlarm).not.toHaveBeenCalled();
        expect(feed.getSnapshot()).toBeNull();
    });
});
