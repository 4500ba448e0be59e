import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTelemetrySocket, type ReconnectOptions, type SocketLike, type TelemetryUpdate } from './telemetrySocket';

/** Records what is sent and lets the test open the socket and push frames. */
class FakeSocket implements SocketLike {
    readyState = 0;
    sent: unknown[] = [];
    closed = false;
    onopen: ((event: Event) => void) | null = null;
    onmessage: ((event: MessageEvent) => void) | null = null;
    onclose: ((event: CloseEvent) => void) | null = null;
    send(data: string) {
        this.sent.push(JSON.parse(data));
    }
    close() {
        this.closed = true;
        this.readyState = 3;
    }
    /** The server or the network ends the connection. */
    drop() {
        this.readyState = 3;
        this.onclose?.(new CloseEvent('close', { code: 1006 }));
    }
    open() {
        this.readyState = 1;
        this.onopen?.(new Event('open'));
    }
    receive(message: object) {
        this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
    }
}

const setup = (options: ReconnectOptions = {}) => {
    const sockets: FakeSocket[] = [];
    const service = createTelemetrySocket(() => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
    }, options);
    return { sockets, service };
};

const DEVICE = { entityType: 'DEVICE', entityId: 'd1' };

describe('telemetry socket', () => {
    it('shares one socket, queues commands until it opens and numbers them by cmdId', () => {
        const { sockets, service } = setup();
        service.subscribe({ ...DEVICE, scope: 'SERVER_SCOPE' }, () => undefined);
        service.subscribe({ ...DEVICE, scope: 'LATEST_TELEMETRY' }, () => undefined);
        expect(sockets).toHaveLength(1);
        expect(sockets[0].sent).toEqual([]);
        sockets[0].open();
        expect(sockets[0].sent).toEqual([
            { attrSubCmds: [{ ...DEVICE, cmdId: 1, scope: 'SERVER_SCOPE' }], tsSubCmds: [], historyCmds: [] },
            { attrSubCmds: [], tsSubCmds: [{ ...DEVICE, cmdId: 2 }], historyCmds: [] },
        ]);
    });

    it('closes a socket whose last subscription ended while it was connecting once it opens, sending nothing', () => {
        const { sockets, service } = setup();
        service.subscribe({ ...DEVICE, scope: 'SERVER_SCOPE' }, () => undefined)();
        expect(sockets[0].closed).toBe(false);
        sockets[0].open();
        expect(sockets[0].closed).toBe(true);
        expect(sockets[0].sent).toEqual([]);
    });

    it('hands each update to the listener of its subscriptionId', () => {
        const { sockets, service } = setup();
        const first: TelemetryUpdate[] = [];
        const second: TelemetryUpdate[] = [];
        service.subscribe({ ...DEVICE, scope: 'SERVER_SCOPE' }, update => first.push(update));
        service.subscribe({ ...DEVICE, scope: 'LATEST_TELEMETRY' }, update => second.push(update));
        sockets[0].open();
        sockets[0].receive({ subscriptionId: 2, errorCode: 0, errorMsg: null, data: { temperature: [[5, '27.3']] } });
        expect(first).toEqual([]);
        expect(second.map(update => update.data)).toEqual([{ temperature: [[5, '27.3']] }]);
    });

    it('unsubscribes by cmdId and closes the socket with the last subscription', () => {
        const { sockets, service } = setup();
        const stopAttributes = service.subscribe({ ...DEVICE, scope: 'SHARED_SCOPE' }, () => undefined);
        const stopTelemetry = service.subscribe({ ...DEVICE, scope: 'LATEST_TELEMETRY' }, () => undefined);
        sockets[0].open();
        stopAttributes();
        expect(sockets[0].sent[2]).toEqual({ attrSubCmds: [{ ...DEVICE, cmdId: 1, unsubscribe: true, scope: 'SHARED_SCOPE' }], tsSubCmds: [], historyCmds: [] });
        expect(sockets[0].closed).toBe(false);
        stopTelemetry();
        expect(sockets[0].closed).toBe(true);
        service.subscribe({ ...DEVICE, scope: 'SERVER_SCOPE' }, () => undefined);
        expect(sockets).toHaveLength(2);
    });

    it('subscribes alarm data by cmdId, hands its ALARM_DATA messages over and unsubscribes', () => {
        const { sockets, service } = setup();
        const received: unknown[] = [];
        const query = { entityFilter: { type: 'singleEntity' }, pageLink: { page: 0, pageSize: 10 } };
        const stop = service.subscribeAlarms(query, update => received.push(update.update));
        sockets[0].open();
        expect(sockets[0].sent).toEqual([{ alarmDataCmds: [{ cmdId: 1, query }] }]);
        sockets[0].receive({ cmdId: 1, errorCode: 0, errorMsg: null, cmdUpdateType: 'ALARM_DATA', data: null, update: [{ type: 'High' }], allowedEntities: 1, totalEntities: 1 });
        expect(received).toEqual([[{ type: 'High' }]]);
        stop();
        expect(sockets[0].sent[1]).toEqual({ alarmDataUnsubscribeCmds: [{ cmdId: 1 }] });
    });
    it('subscribes entity data and counts by cmdId, hands their messages over and unsubscribes', () => {
        const { sockets, service } = setup();
        const received: unknown[] = [];
        const query = { entityFilter: { type: 'entityType' as const, entityType: 'DEVICE' as const } };
        const stopData = service.subscribeEntityData(() => ({ query, latestCmd: { keys: [] } }), update => received.push(update.update));
        const stopCount = service.subscribeEntityCount(query, update => received.push(update.count));
        sockets[0].open();
        expect(sockets[0].sent).toEqual([{ entityDataCmds: [{ query, latestCmd: { keys: [] }, cmdId: 1 }] }, { entityCountCmds: [{ cmdId: 2, query }] }]);
        sockets[0].receive({ cmdId: 1, errorCode: 0, errorMsg: null, cmdUpdateType: 'ENTITY_DATA', data: null, update: [{ entityId: { id: 'd1' } }] });
        sockets[0].receive({ cmdId: 2, errorCode: 0, errorMsg: null, cmdUpdateType: 'COUNT_DATA', count: 4 });
        expect(received).toEqual([[{ entityId: { id: 'd1' } }], 4]);
        stopData();
        stopCount();
        expect(sockets[0].sent.slice(2)).toEqual([{ entityDataUnsubscribeCmds: [{ cmdId: 1 }] }, { entityCountUnsubscribeCmds: [{ cmdId: 2 }] }]);
    });
});

describe('telemetry socket reconnect', () => {
    beforeEach(() => {
        vi.useFakeTimers();
    });
    afterEach(() => {
        vi.useRealTimers();
    });

    /** Lets the timer due after `ms` fire and the reconnect's async preparation finish. */
    const elapse = async (ms: number) => {
        await vi.advanceTimersByTimeAsync(ms);
    };

    it('reopens a dropped socket after 1 s and re-sends every live subscription with its cmdId', async () => {
        const { sockets, service } = setup();
        const updates: TelemetryUpdate[] = [];
        service.subscribe({ ...DEVICE, scope: 'SERVER_SCOPE' }, update => updates.push(update));
        const stopTelemetry = service.subscribe({ ...DEVICE, scope: 'LATEST_TELEMETRY' }, () => undefined);
        service.subscribe({ ...DEVICE, scope: 'SHARED_SCOPE' }, () => undefined);
        sockets[0].open();
        stopTelemetry();
        sockets[0].drop();
        await elapse(999);
        expect(sockets).toHaveLength(1);
        await elapse(1);
        expect(sockets).toHaveLength(2);
        sockets[1].open();
        expect(sockets[1].sent).toEqual([
            { attrSubCmds: [{ ...DEVICE, cmdId: 1, scope: 'SERVER_SCOPE' }], tsSubCmds: [], historyCmds: [] },
            { attrSubCmds: [{ ...DEVICE, cmdId: 3, scope: 'SHARED_SCOPE' }], tsSubCmds: [], historyCmds: [] },
        ]);
        sockets[1].receive({ subscriptionId: 1, errorCode: 0, errorMsg: null, data: { active: [[7, 'true']] } });
        expect(updates.map(update => update.data)).toEqual([{ active: [[7, 'true']] }]);
    });

    it('builds an entity data command again for the new socket (a realtime window starts at the time of the resend)', async () => {
        const { sockets, service } = setup();
        let startTs = 1000;
        service.subscribeEntityData(() => ({ tsCmd: { startTs } }), () => undefined);
        sockets[0].open();
        startTs = 5000;
        sockets[0].drop();
        await elapse(1000);
        sockets[1].open();
        expect(sockets[0].sent).toEqual([{ entityDataCmds: [{ tsCmd: { startTs: 1000 }, cmdId: 1 }] }]);
        expect(sockets[1].sent).toEqual([{ entityDataCmds: [{ tsCmd: { startTs: 5000 }, cmdId: 1 }] }]);
    });

    it('waits 1, 2, 4 … 30 s between failed attempts and starts again at 1 s after a successful open', async () => {
        const { sockets, service } = setup();
        service.subscribe({ ...DEVICE, scope: 'SERVER_SCOPE' }, () => undefined);
        sockets[0].open();
        sockets[0].drop();
        const waits: number[] = [];
        for (let attempt = 0; attempt < 7; attempt++) {
            const before = sockets.length;
            let waited = 0;
            while (sockets.length === before) {
                await elapse(1000);
                waited += 1000;
            }
            waits.push(waited);
            sockets.at(-1)!.drop(); // the server is still down
        }
        expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
        await elapse(30000);
        sockets.at(-1)!.open();
        sockets.at(-1)!.drop();
        const count = sockets.length;
        await elapse(1000);
        expect(sockets).toHaveLength(count + 1);
    });

    it('does not reconnect once the last subscription ended, nor when the session is over', async () => {
        const { sockets, service } = setup();
        const stop = service.subscribe({ ...DEVICE, scope: 'SERVER_SCOPE' }, () => undefined);
        sockets[0].open();
        sockets[0].drop();
        stop();
        await elapse(60_000);
        expect(sockets).toHaveLength(1);

        let signedIn = true;
        const prepared = setup({ prepare: async () => signedIn });
        prepared.service.subscribe({ ...DEVICE, scope: 'SERVER_SCOPE' }, () => undefined);
        prepared.sockets[0].open();
        signedIn = false;
        prepared.sockets[0].drop();
        await elapse(60_000);
        expect(prepared.sockets).toHaveLength(1);
    });

    it('prepares (refreshes the token) before each reconnect, not before the first connect', async () => {
        const prepare = vi.fn(async () => true);
        const { sockets, service } = setup({ prepare });
        service.subscribe({ ...DEVICE, scope: 'SERVER_SCOPE' }, () => undefined);
        expect(prepare).not.toHaveBeenCalled();
        sockets[0].drop();
        await elapse(1000);
        expect(prepare).toHaveBeenCalledTimes(1);
        expect(sockets).toHaveLength(2);
    });
});
