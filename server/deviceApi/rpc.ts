/** A server-side RPC request as the device receives it. */
export interface RpcRequest {
    id: number;
    method: string;
    params: unknown;
}

/**
 * A way to reach a connected device (an MQTT session listening on the RPC topic, an HTTP long
 * poll): true when it took the request. It calls `delivered` later, never during the call, once the
 * device has the request (MQTT PUBACK, or the write for QoS 0; the HTTP answer sent).
 */
export type RpcChannel = (request: RpcRequest, delivered: () => void) => boolean;

export class RpcTimeoutError extends Error {
    constructor(
        /** The device took the request but did not answer in time (otherwise it never took it). */
        readonly delivered: boolean,
    ) {
        super(delivered ? 'Request timeout' : 'No active connection to the device');
    }
}

interface Pending {
    deviceId: string;
    resolve: (response: unknown) => void;
}

/** ThingsBoard's default RPC timeout. */
export const DEFAULT_RPC_TIMEOUT_MS = 10_000;

const ignore = () => undefined;

/**
 * Server-side RPC to devices: the channels of connected devices, delivery of a request to one of
 * them, and the routing of a device's answer to whoever waits for it. `call` is the
 * non-persistent RPC: it waits for a channel to appear until its timeout, and a two-way call then
 * waits for the device's response with the same request id. Persistent RPC builds on the same
 * pieces (persistentRpc.ts).
 */
export class DeviceRpcService {
    private readonly channels = new Map<string, Set<RpcChannel>>();
    private readonly reachableListeners = new Set<(deviceId: string) => void>();
    private readonly pending = new Map<number, Pending>();
    private nextId = 1;

    /** Makes a device reachable; the answer removes the channel. */
    register(deviceId: string, channel: RpcChannel): () => void {
        let set = this.channels.get(deviceId);
        if (!set) this.channels.set(deviceId, (set = new Set()));
        set.add(channel);
        this.reachable(deviceId);
        return () => {
            set.delete(channel);
            if (set.size === 0) this.channels.delete(deviceId);
        };
    }

    /** A channel may start listening after it registered (MQTT SUBSCRIBE after CONNECT). */
    reachable(deviceId: string): void {
        for (const listener of [...this.reachableListeners]) listener(deviceId);
    }

    /** Hears of every device that may take requests now; the answer stops listening. */
    onReachable(listener: (deviceId: string) => void): () => void {
        this.reachableListeners.add(listener);
        return () => this.reachableListeners.delete(listener);
    }

    /** A request id no other call in this process uses. */
    newRequestId(): number {
        return this.nextId++;
    }

    /** Hands the request to the first channel of the device that takes it; false when none does. */
    deliver(deviceId: string, request: RpcRequest, delivered: () => void = ignore): boolean {
        for (const channel of this.channels.get(deviceId) ?? []) {
            if (channel(request, delivered)) return true;
        }
        return false;
    }

    /** Waits for the device's answer to request `id`; the answer removes the wait. */
    awaitResponse(deviceId: string, id: number, onResponse: (response: unknown) => void): () => void {
        const entry: Pending = { deviceId, resolve: onResponse };
        this.pending.set(id, entry);
        return () => {
            if (this.pending.get(id) === entry) this.pending.delete(id);
        };
    }

    /** The device's answer to request `id`; answers to unknown ids are ignored. */
    respond(deviceId: string, id: number, response: unknown): void {
        const pending = this.pending.get(id);
        if (!pending || pending.deviceId !== deviceId) return;
        this.pending.delete(id);
        pending.resolve(response);
    }

    /** Sends a call; resolves with the response (two-way) or on delivery (one-way), rejects with RpcTimeoutError. */
    call(deviceId: string, method: string, params: unknown, options: { twoWay: boolean; timeoutMs: number }): Promise<unknown> {
        const request: RpcRequest = { id: this.newRequestId(), method, params };
        return new Promise((resolve, reject) => {
            let delivered = false;
            const finish = (error: Error | null, response?: unknown) => {
                clearTimeout(timer);
                stopListening();
                stopAwaiting();
                if (error) reject(error);
                else resolve(response);
            };
            const timer = setTimeout(() => finish(new RpcTimeoutError(delivered)), options.timeoutMs);
            const tryDeliver = () => {
                if (delivered || !this.deliver(deviceId, request)) return;
                delivered = true;
                if (!options.twoWay) finish(null);
            };
            const stopListening = this.onReachable(reachable => {
                if (reachable === deviceId) tryDeliver();
            });
            const stopAwaiting = options.twoWay ? this.awaitResponse(deviceId, request.id, response => finish(null, response)) : ignore;
            tryDeliver();
        });
    }
}
