import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RunningServer } from '../../server/main';
import { apiClient, type ApiClient } from '../support/api';
import { startTestServer } from '../support/server';

/**
 * What a telemetry WebSocket client may hold (issue #20.4): the frame size, subscriptions per
 * session, and ThingsBoard's sessions and subscriptions per user, anonymous public visitors included.
 * Tight limits here; each test speaks as its own user so their counts never meet.
 */
const LIMITS = {
    maxFrameBytes: 8192,
    maxSubscriptionsPerSession: 5,
    maxSessionsPerRegularUser: 3,
    maxSubscriptionsPerRegularUser: 8,
    maxSessionsPerPublicUser: 2,
    maxSubscriptionsPerPublicUser: 6,
};

let server: RunningServer;
let api: ApiClient;
const tokens: Record<string, string> = {};
let deviceOfCustomerA: string;
let tenantDevice: string;
const sockets: WebSocket[] = [];

type Message = Record<string, any>;

/** A telemetry socket that keeps its messages and its close. */
async function openSocket(token: string) {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${token}`);
    sockets.push(socket);
    const messages: Message[] = [];
    let wake: (() => void) | null = null;
    socket.on('message', data => {
        messages.push(JSON.parse(String(data)) as Message);
        wake?.();
    });
    const closed = new Promise<{ code: number; reason: string }>(resolve => socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })));
    await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
    });
    /** Waits until `count` messages have come. */
    const received = async (count: number) => {
        while (messages.length < count) await new Promise<void>(resolve => (wake = resolve));
        return messages.splice(0, count);
    };
    return { socket, closed, received, send: (commands: object) => socket.send(JSON.stringify(commands)) };
}

const tsSub = (cmdId: number, entityId: string, extra: object = {}) => ({ cmdId, entityType: 'DEVICE', entityId, scope: 'LATEST_TELEMETRY', ...extra });
const byId = (messages: Message[]) => new Map(messages.map(message => [message.subscriptionId ?? message.cmdId, message]));

beforeAll(async () => {
    server = await startTestServer({ wsLimits: LIMITS });
    api = apiClient(server.url);
    for (const [name, email, password] of [
        ['tenant', 'tenant@thingsboard.org', 'tenant'],
        ['customerA', 'customerA@thingsboard.org', 'customer'],
        ['customerB', 'customerB@thingsboard.org', 'customer'],
        ['customerC', 'customerC@thingsboard.org', 'customer'],
        ['sysadmin', 'sysadmin@thingsboard.org', 'sysadmin'],
    ]) {
        tokens[name!] = (await api.login(email!, password!)).token;
    }
    const sqlite = server.app.ctx.database.sqlite;
    const customerA = (sqlite.prepare("SELECT customer_id FROM tb_user WHERE email = 'customera@thingsboard.org'").pluck().get() as string | undefined) ?? '';
    deviceOfCustomerA = sqlite.prepare('SELECT id FROM device WHERE customer_id = ? ORDER BY name LIMIT 1').pluck().get(customerA) as string;
    tenantDevice = sqlite.prepare("SELECT id FROM device WHERE name = 'Thermostat T1'").pluck().get() as string;
});
afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await server?.close();
});

describe('telemetry WebSocket limits', () => {
    it('closes the socket on a frame over the size limit (1009), before reading it', async () => {
        const client = await openSocket(tokens.sysadmin!);
        client.socket.send(JSON.stringify({ tsSubCmds: [tsSub(1, 'x'.repeat(9000), {})] }));
        expect((await client.closed).code).toBe(1009);
    });

    it('answers subscriptions past the session limit with errorCode 2 and the reason, and keeps the session and the others', async () => {
        const client = await openSocket(tokens.customerA!);
        client.send({ tsSubCmds: [1, 2, 3, 4, 5, 6, 7].map(cmdId => tsSub(cmdId, deviceOfCustomerA)) });
        const answers = byId(await client.received(7));
        for (const cmdId of [1, 2, 3, 4, 5]) expect(answers.get(cmdId)).toMatchObject({ subscriptionId: cmdId, errorCode: 0 });
        for (const cmdId of [6, 7]) expect(answers.get(cmdId)).toEqual({ subscriptionId: cmdId, errorCode: 2, errorMsg: 'Max session subscriptions limit reached', data: null, latestValues: {} });
        // v2 commands count too, answered in their own shape.
        client.send({ entityDataCmds: [{ cmdId: 8, query: { entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: deviceOfCustomerA } }, pageLink: { page: 0, pageSize: 10 } }, latestCmd: { keys: [] } }] });
        expect(await client.received(1)).toEqual([{ cmdId: 8, errorCode: 2, errorMsg: 'Max session subscriptions limit reached', cmdUpdateType: 'ENTITY_DATA', data: null, update: null }]);
        // The same cmdId replaces its subscription without a new place; an unsubscribe frees one.
        client.send({ tsSubCmds: [tsSub(2, deviceOfCustomerA, { keys: 'temperature' }), tsSub(1, deviceOfCustomerA, { unsubscribe: true }), tsSub(9, deviceOfCustomerA)] });
        const after = byId(await client.received(2));
        expect(after.get(2)).toMatchObject({ errorCode: 0 });
        expect(after.get(9)).toMatchObject({ errorCode: 0 });
        client.send({ tsSubCmds: [tsSub(10, deviceOfCustomerA)] });
        expect(await client.received(1)).toMatchObject([{ subscriptionId: 10, errorCode: 2 }]);
    });

    it("counts a user's subscriptions over all its sessions, and gives them back when a session closes", async () => {
        const first = await openSocket(tokens.tenant!);
        first.send({ tsSubCmds: [1, 2, 3, 4, 5].map(cmdId => tsSub(cmdId, tenantDevice)) });
        await first.received(5);
        const second = await openSocket(tokens.tenant!);
        second.send({ tsSubCmds: [1, 2, 3, 4].map(cmdId => tsSub(cmdId, tenantDevice)) });
        const answers = byId(await second.received(4));
        expect([1, 2, 3].map(cmdId => answers.get(cmdId)?.errorCode)).toEqual([0, 0, 0]);
        expect(answers.get(4)).toMatchObject({ errorCode: 2, errorMsg: 'Max regular user subscriptions limit reached' });
        first.socket.close();
        await first.closed;
        // The server counts the closed session out when it sees the close; the next command finds the room.
        let errorCode = 2;
        for (let cmdId = 5; errorCode !== 0; cmdId++) {
            second.send({ tsSubCmds: [tsSub(cmdId, tenantDevice)] });
            errorCode = (await second.received(1))[0]!.errorCode;
        }
        expect(errorCode).toBe(0);
    });

    it('closes a session past the sessions per user with 1008 and the reason', async () => {
        const open = [await openSocket(tokens.customerB!), await openSocket(tokens.customerB!), await openSocket(tokens.customerB!)];
        const oneMore = await openSocket(tokens.customerB!);
        expect(await oneMore.closed).toEqual({ code: 1008, reason: 'Max regular user sessions limit reached' });
        for (const client of open) expect(client.socket.readyState).toBe(WebSocket.OPEN);
        // Another user of the same customer has its own sessions.
        const other = await openSocket(tokens.customerC!);
        expect(other.socket.readyState).toBe(WebSocket.OPEN);
    });

    it("limits anonymous public-dashboard visitors together as their customer's one public user", async () => {
        const dashboard = await api.post('/api/dashboard', { title: 'Lobby', configuration: { widgets: {}, states: {} } }, tokens.tenant);
        const shared = await api.post(`/api/customer/public/dashboard/${dashboard.body.id.id}`, undefined, tokens.tenant);
        const publicId = shared.body.assignedCustomers.find((customer: { public: boolean }) => customer.public).customerId.id as string;
        await api.post(`/api/customer/${publicId}/device/${tenantDevice}`, undefined, tokens.tenant);
        const visitor = async () => (await api.post('/api/auth/login/public', { publicId })).body.token as string;
        const first = await openSocket(await visitor());
        first.send({ tsSubCmds: [1, 2, 3, 4, 5].map(cmdId => tsSub(cmdId, tenantDevice)) });
        expect((await first.received(5)).map(message => message.errorCode)).toEqual([0, 0, 0, 0, 0]);
        const second = await openSocket(await visitor());
        second.send({ tsSubCmds: [1, 2].map(cmdId => tsSub(cmdId, tenantDevice)) });
        const answers = byId(await second.received(2));
        expect(answers.get(1)).toMatchObject({ errorCode: 0 });
        expect(answers.get(2)).toMatchObject({ errorCode: 2, errorMsg: 'Max public user subscriptions limit reached' });
        const third = await openSocket(await visitor());
        expect(await third.closed).toEqual({ code: 1008, reason: 'Max public user sessions limit reached' });
    });
});
