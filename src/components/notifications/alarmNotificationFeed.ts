import type { AlarmData, AlarmInfo, EntityType } from '../../../shared/generated/api.gen';
import type { TelemetrySocket } from '../../lib/telemetrySocket';
import { createNewAlarmDetector } from './newAlarmDetector';

/** What the bell shows: how many active unacknowledged alarms the user may see, and the newest of them. */
export interface AlarmSummary {
    count: number;
    latest: AlarmInfo[];
}

export interface AlarmNotificationFeed {
    getSnapshot(): AlarmSummary | null;
    subscribe(listener: () => void): () => void;
    /** Reads the summary again (the popover opening); calls made while one runs become one more. */
    refresh(): void;
    stop(): void;
}

export interface AlarmNotificationFeedOptions {
    socket: Pick<TelemetrySocket, 'subscribeAlarms'>;
    /** The exact count and newest alarms: GET /api/alarms?status=ACTIVE_UNACK (reference §4.6). */
    readSummary: () => Promise<AlarmSummary>;
    onNewAlarm: (alarm: AlarmData) => void;
}

/**
 * The originators watched live. ThingsBoard 3.3 has no entity filter for "everything of the tenant
 * or customer", so, like its alarm widget on an entity-type alias, one alarmDataCmd per type the
 * alarms of devices and the rule engine come from; the server narrows each to the user's own.
 */
export const WATCHED_ORIGINATOR_TYPES: readonly EntityType[] = ['DEVICE', 'ASSET', 'ENTITY_VIEW'];

/** How many of the newest active alarms each subscription follows for acknowledgements and clears. */
export const WATCH_PAGE_SIZE = 50;

/**
 * The alarms followed were created in the last 30 days: ThingsBoard 3.3 passes on a change only for
 * an alarm created within the page link's timeWindow (none at all without one).
 */
export const WATCH_TIME_WINDOW_MS = 30 * 24 * 3_600_000;

/**
 * ThingsBoard 3.3's statusList ORs its entries (ACTIVE plus UNACK would add cleared alarms), so the
 * socket follows the ACTIVE ones — an acknowledgement or clear of one is a message — and the count
 * is read exactly from the REST list by status.
 */
export const watchQuery = (entityType: EntityType) => ({
    entityFilter: { type: 'entityType', entityType },
    pageLink: {
        page: 0,
        pageSize: WATCH_PAGE_SIZE,
        statusList: ['ACTIVE'],
        timeWindow: WATCH_TIME_WINDOW_MS,
        searchPropagatedAlarms: false,
        sortOrder: { key: { type: 'ALARM_FIELD', key: 'createdTime' }, direction: 'DESC' },
    },
});

/**
 * The shell's one alarm feed: live over the shared telemetry socket, every message of it means
 * "the alarms changed", so the summary is read again; alarms new since the page loaded are handed
 * to onNewAlarm once each.
 */
export const createAlarmNotificationFeed = (options: AlarmNotificationFeedOptions): AlarmNotificationFeed => {
    let summary: AlarmSummary | null = null;
    let stopped = false;
    let reading = false;
    let readAgain = false;
    const listeners = new Set<() => void>();

    const refresh = () => {
        if (stopped) return;
        if (reading) {
            readAgain = true;
            return;
        }
        reading = true;
        options
            .readSummary()
            .then(next => {
                if (stopped) return;
                summary = next;
                listeners.forEach(listener => listener());
            })
            .catch(() => undefined) // the next message reads it again
            .finally(() => {
                reading = false;
                if (readAgain) {
                    readAgain = false;
                    refresh();
                }
            });
    };

    const unsubscribes = WATCHED_ORIGINATOR_TYPES.map(entityType => {
        const detect = createNewAlarmDetector();
        return options.socket.subscribeAlarms(watchQuery(entityType), message => {
            if (stopped) return;
            for (const alarm of detect(message)) options.onNewAlarm(alarm);
            refresh();
        });
    });
    refresh();

    return {
        getSnapshot: () => summary,
        subscribe(listener) {
            listeners.add(listener);
            return () => listeners.delete(listener);
        },
        refresh,
        stop() {
            if (stopped) return;
            stopped = true;
            unsubscribes.forEach(unsubscribe => unsubscribe());
            listeners.clear();
        },
    };
};
