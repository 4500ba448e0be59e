/** A server-side RPC request as the device receives it. */
export interface RpcRequest {
    id: number;
    method: string;
    params: unknown;
}

/** A way to reach a connected device (an MQTT session listening on the RPC topic). */
export type RpcChannel = (request: RpcRequest) => boolean;

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

/**
 * Server-side RPC to devices (not persistent): a call is delivered to a connected channel of the
 * device, waiting for one to appear until its timeout; a two-way call then waits for the device's
 * response with the same request id.
 */
export class DeviceRpcService {
    private readonly channels = new Map<string, Set<RpcChannel>>();
    private readonly waiting = new Map<string, Set<() => void>>();
    private readonly pending = new Map<number, Pending>();
    private nextId = 1;

    /** Makes a device reachable; the answer removes the channel. */
    register(deviceId: string, channel: RpcChannel): () => void {
        let set = this.channels.get(deviceId);
        if (!set) this.channels.set(deviceId, (set = new Set()));
        set.add(channel);
        for (const wake of this.waiting.get(deviceId) ?? []) wake();
        return () => {
            set.delete(channel);
            if (set.size === 0) this.channels.delete(deviceId);
        };
    }

    /** A channel may start listening after it registered (MQTT SUBSCRIBE after CONNECT). */
    reachable(deviceId: string): void {
        for (const wake of this.waiting.get(deviceId) ?? []) wake();
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
        const id = this.nextId++;
        const request: RpcRequest = { id, method, params };
        return new Promise((resolve, reject) => {
            let delivered = false;
            const finish = (error: Error | null, response?: unknown) => {
                clearTimeout(timer);
                stopWaiting();
                this.pending.delete(id);
                if (error) reject(error);
                else resolve(response);
            };
            const timer = setTimeout(() => finish(new RpcTimeoutError(delivered)), options.timeoutMs);
            const tryDeliver = () => {
                if (delivered) return;
                for (const channel of this.channels.get(deviceId) ?? []) {
                    if (channel(request)) {
                        delivered = true;
                        if (!options.twoWay) finish(null);
                        return;
                    }
                }
            };
            let waitSet = this.waiting.get(deviceId);
            if (!waitSet) this.waiting.set(deviceId, (waitSet = new Set()));
            waitSet.add(tryDeliver);
            const stopWaiting = () => {
                waitSet.delete(tryDeliver);
                if (waitSet.size === 0) this.waiting.delete(deviceId);
            };
            if (options.twoWay) this.pending.set(id, { deviceId, resolve: response => finish(null, response) });
            tryDeliver();
        });
    }
}
