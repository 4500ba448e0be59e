import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { newId } from '../lib/ids';
import { PersistentRpcService } from './persistentRpc';
import { PersistentRpcRepository, type RpcRow } from './persistentRpcRepository';
import { DeviceRpcService, type RpcChannel } from './rpc';

const TENANT = newId();
const DEVICE = newId();
let database: DatabaseHandle;
let rows: PersistentRpcRepository;
let rpc: DeviceRpcService;
let service: PersistentRpcService;

const call = (overrides: { oneway?: boolean; expirationTime?: number } = {}) =>
    service.submit({ tenantId: TENANT, deviceId: DEVICE, oneway: true, method: 'm', params: {}, expirationTime: Date.now() + 5000, retries: null, additionalInfo: undefined, ...overrides });

/** A row left by a previous run of the server. */
const leftover = (status: RpcRow['status'], expirationTime: number): string => {
    const id = newId();
    rows.insert({ id, created_time: 0, tenant_id: TENANT, device_id: DEVICE, expiration_time: expirationTime, request: '{}', response: null, additional_info: null, status });
    return id;
};

beforeEach(async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    database = await openDatabase(':memory:');
    // The service does not care which device a row names; no device rows are needed here.
    database.sqlite.pragma('foreign_keys = OFF');
    rows = new PersistentRpcRepository(database.sqlite);
    rpc = new DeviceRpcService();
    service = new PersistentRpcService(rows, rpc);
});
afterEach(async () => {
    service.stop();
    vi.useRealTimers();
    await database.close();
});

describe('persistent RPC service', () => {
    it('keeps one timer for the nearest deadline, which does not hold the process and goes on stop', () => {
        service.start();
        expect(vi.getTimerCount()).toBe(0);
        const first = call({ expirationTime: Date.now() + 5000 });
        call({ expirationTime: Date.now() + 9000 });
        expect(vi.getTimerCount()).toBe(1);
        vi.advanceTimersByTime(5000);
        expect(rows.find(first)!.status).toBe('EXPIRED');
        expect(vi.getTimerCount()).toBe(1);
        const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
        call({ expirationTime: Date.now() + 1000 });
        const timer = setTimeoutSpy.mock.results.at(-1)!.value as NodeJS.Timeout;
        expect(timer.hasRef()).toBe(false);
        service.stop();
        expect(vi.getTimerCount()).toBe(0);
    });

    it('delivers queued calls when their device becomes reachable, oldest first, until a channel refuses', () => {
        service.start();
        const calls = [call(), call(), call()];
        const taken: string[] = [];
        const deliveries: Array<() => void> = [];
        // Like an HTTP poll: takes one request only.
        const onePoll: RpcChannel = (request, delivered) => {
            if (taken.length > 0) return false;
            taken.push(request.method);
            deliveries.push(delivered);
            return true;
        };
        rpc.register(DEVICE, onePoll);
        expect(calls.map(id => rows.find(id)!.status)).toEqual(['SENT', 'QUEUED', 'QUEUED']);
        deliveries[0]!();
        expect(rows.find(calls[0]!)!.status).toBe('SUCCESSFUL');
    });

    it('ends calls a previous run left overdue: never sent EXPIRED, sent or delivered TIMEOUT', () => {
        const now = Date.now();
        const queued = leftover('QUEUED', now - 1);
        const sent = leftover('SENT', now - 1);
        const delivered = leftover('DELIVERED', now - 1);
        const waiting = leftover('QUEUED', now + 60_000);
        const done = leftover('SUCCESSFUL', now - 1);
        service.start();
        expect([queued, sent, delivered, waiting, done].map(id => rows.find(id)!.status)).toEqual(['EXPIRED', 'TIMEOUT', 'TIMEOUT', 'QUEUED', 'SUCCESSFUL']);
        expect(vi.getTimerCount()).toBe(1);
    });

    it('stores a two-way answer once, and ignores a late delivery report', () => {
        service.start();
        let deliveredLater: () => void = () => undefined;
        let requestId = 0;
        rpc.register(DEVICE, (request, delivered) => {
            requestId = request.id;
            deliveredLater = delivered;
            return true;
        });
        const id = call({ oneway: false });
        rpc.respond(DEVICE, requestId, { ok: true });
        deliveredLater();
        expect(rows.find(id)).toMatchObject({ status: 'SUCCESSFUL', response: '{"ok":true}' });
        rpc.respond(DEVICE, requestId, { ok: false });
        expect(rows.find(id)!.response).toBe('{"ok":true}');
    });
});
