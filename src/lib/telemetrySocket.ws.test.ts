// @vitest-environment node
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { createTelemetrySocket, type SocketLike } from './telemetrySocket';

/** A real WebSocket server that records each connection's commands, as the telemetry endpoint would get them. */
const startServer = async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await once(server, 'listening');
    const connections: Array<{ socket: WebSocket; commands: unknown[] }> = [];
    const waiters: Array<() => void> = [];
    server.on('connection', socket => {
        const connection = { socket, commands: [] as unknown[] };
        connections.push(connection);
        socket.on('message', data => {
            connection.commands.push(JSON.parse(data.toString()));
            waiters.splice(0).forEach(wake => wake());
        });
    });
    /** Resolves once the test holds, re-checked after every command received. */
    const until = (test: () => boolean) =>
        new Promise<void>(resolve => {
            const check = () => (test() ? resolve() : waiters.push(check));
            check();
        });
    return { server, connections, until, url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}` };
};

let stop: Array<() => void> = [];
afterEach(() => {
    stop.forEach(close => close());
    stop = [];
});

const DEVICE = { entityType: 'DEVICE', entityId: 'd1' };

describe('telemetry socket over a real WebSocket', () => {
    it('resumes every live subscription on a new connection after the server drops the old one', async () => {
        const { server, connections, until, url } = await startServer();
        stop.push(() => server.close());
        const service = createTelemetrySocket(() => new WebSocket(url) as unknown as SocketLike, { initialDelayMs: 20 });
        const unsubscribes = [
            service.subscribe({ ...DEVICE, scope: 'SERVER_SCOPE' }, () => undefined),
            service.subscribe({ ...DEVICE, scope: 'LATEST_TELEMETRY' }, () => undefined),
        ];
        stop.push(() => unsubscribes.forEach(unsubscribe => unsubscribe()));
        await until(() => connections[0]?.commands.length === 2);

        connections[0]!.socket.terminate();
        await until(() => connections[1]?.commands.length === 2);
        expect(connections[1]!.commands).toEqual(connections[0]!.commands);
    });

    it('stays closed after the last subscription ends', async () => {
        const { server, connections, until, url } = await startServer();
        stop.push(() => server.close());
        let opened = 0;
        const service = createTelemetrySocket(() => {
            opened++;
            return new WebSocket(url) as unknown as SocketLike;
        }, { initialDelayMs: 20 });
        const unsubscribe = service.subscribe({ ...DEVICE, scope: 'SERVER_SCOPE' }, () => undefined);
        await until(() => connections[0]?.commands.length === 1);
        unsubscribe();
        await once(connections[0]!.socket, 'close');
        // Longer than several reconnect delays: nothing reopens.
        await new Promise(resolve => setTimeout(resolve, 200));
        expect(opened).toBe(1);
        expect(connections).toHaveLength(1);
    });
});
