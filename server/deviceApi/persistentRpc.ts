import { entityId, newId, timeOfId } from '../lib/ids';
import type { DeviceRpcService } from './rpc';
import type { PersistentRpcRepository, RpcRow } from './persistentRpcRepository';

/** A persistent call as the REST API submits it (ThingsBoard's ToDeviceRpcRequest). */
export interface PersistentRpcCall {
    tenantId: string;
    deviceId: string;
    oneway: boolean;
    method: string;
    params: unknown;
    /** Epoch ms after which the call ends: EXPIRED when never handed over, else TIMEOUT. */
    expirationTime: number;
    retries: number | null;
    additionalInfo: unknown;
}

/** `request` as ThingsBoard stores it: the body's params are JSON text. */
interface StoredRequest {
    id: string;
    body: { method: string; params: string };
    oneway: boolean;
}

/** A call handed to the device and not finished yet: what its delivery or answer must update. */
interface InFlight {
    deviceId: string;
    oneway: boolean;
    expirationTime: number;
    stopAwaiting: () => void;
}

/** setTimeout's largest delay; a later deadline is looked at again then. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Persistent RPC: every call is a row of the `rpc` table whose status follows it. A call waits
 * QUEUED until a channel of its device takes it (at once when the device is connected, else when it
 * connects and subscribes over MQTT or polls over HTTP), is SENT then, DELIVERED once the device
 * has it, and SUCCESSFUL with a two-way call's answer or a one-way call's delivery. At its
 * expirationTime a call still QUEUED is EXPIRED and one SENT or DELIVERED is TIMEOUT; one timer, for
 * the nearest deadline and not keeping the process alive, ends them.
 */
export class PersistentRpcService {
    private readonly inFlight = new Map<string, InFlight>();
    private timer: NodeJS.Timeout | null = null;
    private stopListening: (() => void) | null = null;

    constructor(
        readonly rows: PersistentRpcRepository,
        private readonly rpc: DeviceRpcService,
        private readonly now: () => number = Date.now,
    ) {}

    /** Delivers queued calls to devices as they become reachable; ends calls left overdue by a previous run. */
    start(): void {
        this.stopListening ??= this.rpc.onReachable(deviceId => this.deliverQueued(deviceId));
        this.endOverdue();
    }

    stop(): void {
        this.stopListening?.();
        this.stopListening = null;
        if (this.timer) clearTimeout(this.timer);
        this.timer = null;
        for (const call of this.inFlight.values()) call.stopAwaiting();
        this.inFlight.clear();
    }

    /** Stores the call and hands it over at once when the device is reachable; answers its id. */
    submit(call: PersistentRpcCall): string {
        const id = newId();
        const now = this.now();
        const request = {
            id,
            tenantId: entityId('TENANT', call.tenantId),
            deviceId: entityId('DEVICE', call.deviceId),
            oneway: call.oneway,
            expirationTime: call.expirationTime,
            body: { method: call.method, params: JSON.stringify(call.params) },
            persisted: true,
            retries: call.retries,
            additionalInfo: call.additionalInfo === undefined ? null : JSON.stringify(call.additionalInfo),
        };
        const row: RpcRow = {
            id,
            created_time: timeOfId(id),
            tenant_id: call.tenantId,
            device_id: call.deviceId,
            expiration_time: call.expirationTime,
            request: JSON.stringify(request),
            response: null,
            additional_info: call.additionalInfo === undefined ? null : JSON.stringify(call.additionalInfo),
            status: call.expirationTime <= now ? 'EXPIRED' : 'QUEUED',
        };
        this.rows.insert(row);
        if (row.status === 'QUEUED') {
            this.send(row);
            this.schedule();
        }
        return id;
    }

    remove(id: string): void {
        this.rows.remove(id);
        this.forget(id);
    }

    private deliverQueued(deviceId: string): void {
        // An HTTP poll takes one call; the rest wait for the next poll.
        for (const row of this.rows.queued(deviceId, this.now())) {
            if (!this.send(row)) break;
        }
    }

    /** Hands a queued call to a channel of its device; false when none takes it. */
    private send(row: RpcRow): boolean {
        const stored = JSON.parse(row.request) as StoredRequest;
        const request = { id: this.rpc.newRequestId(), method: stored.body.method, params: JSON.parse(stored.body.params) as unknown };
        const stopAwaiting = stored.oneway ? () => undefined : this.rpc.awaitResponse(row.device_id, request.id, response => this.answered(row.id, response));
        if (!this.rpc.deliver(row.device_id, request, () => this.delivered(row.id))) {
            stopAwaiting();
            return false;
        }
        this.rows.advance(row.id, ['QUEUED'], 'SENT');
        this.inFlight.set(row.id, { deviceId: row.device_id, oneway: stored.oneway, expirationTime: row.expiration_time, stopAwaiting });
        return true;
    }

    private delivered(id: string): void {
        const call = this.inFlight.get(id);
        if (!call) return;
        if (call.oneway) {
            this.rows.advance(id, ['SENT'], 'SUCCESSFUL');
            this.forget(id);
        } else this.rows.advance(id, ['SENT'], 'DELIVERED');
    }

    private answered(id: string, response: unknown): void {
        if (!this.inFlight.has(id)) return;
        this.rows.advance(id, ['SENT', 'DELIVERED'], 'SUCCESSFUL', response);
        this.forget(id);
    }

    private forget(id: string): void {
        this.inFlight.get(id)?.stopAwaiting();
        this.inFlight.delete(id);
    }

    private endOverdue(): void {
        const now = this.now();
        this.rows.endOverdue(now);
        for (const [id, call] of this.inFlight) if (call.expirationTime <= now) this.forget(id);
        this.schedule();
    }

    /** One timer for the nearest deadline of a waiting call, stored or in flight. */
    private schedule(): void {
        if (this.timer) clearTimeout(this.timer);
        this.timer = null;
        const deadlines = [this.rows.nextDeadline(), ...[...this.inFlight.values()].map(call => call.expirationTime)].filter(
            (deadline): deadline is number => deadline !== null,
        );
        if (deadlines.length === 0) return;
        const delay = Math.min(Math.max(Math.min(...deadlines) - this.now(), 0), MAX_TIMER_MS);
        this.timer = setTimeout(() => this.endOverdue(), delay);
        this.timer.unref();
    }
}
