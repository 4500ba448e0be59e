import { describe, expect, it } from 'vitest';
import { createTelemetrySocket, type SocketLike, type TelemetryUpdate } from './telemetrySocket';

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
    open() {
        this.readyState = 1;
        this.onopen?.(new Event('open'));
    }
    receive(message: object) {
        this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
    }
}

const setup = () => {
    const sockets: FakeSocket[] = [];
    const service = createTelemetrySocket(() => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
    });
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
});
