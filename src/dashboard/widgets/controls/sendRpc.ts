import { isApiError } from '../../../providers/http/ApiError';
import { httpClient } from '../../../providers/http/httpClient';

export interface RpcCall {
    method: string;
    params: unknown;
    /** ms the server waits for the device (the widget's requestTimeout). */
    timeout: number;
    oneway: boolean;
}

/**
 * One server-side RPC to the device, through the legacy endpoints ThingsBoard's widgets call
 * (`/api/plugins/rpc/oneway|twoway/{deviceId}`). Resolves with the device's answer (two-way) or
 * undefined; rejects with an ApiError the widget shows itself (the console's toast stays quiet).
 */
export const sendRpc = (deviceId: string, call: RpcCall): Promise<unknown> =>
    httpClient.request(`/api/plugins/rpc/${call.oneway ? 'oneway' : 'twoway'}/${deviceId}`, {
        method: 'POST',
        body: { method: call.method, params: call.params, timeout: call.timeout },
        ignoreErrors: true,
        ignoreLoading: true,
    });

/** Which message a failed call shows, by HTTP status (408: the device did not answer in time, 409: not connected). */
const MESSAGES_BY_STATUS: Readonly<Record<number, string>> = {
    408: 'widgets.rpc.request-timeout',
    409: 'widgets.rpc.device-offline',
    403: 'widgets.rpc.permission-denied',
    404: 'widgets.rpc.no-target-device',
};

/** The i18n key (or the server's own text) for an RPC failure. */
export function rpcErrorMessage(error: unknown): string {
    if (isApiError(error)) return MESSAGES_BY_STATUS[error.status] ?? (error.message || 'widgets.rpc.request-failed');
    return 'widgets.rpc.request-failed';
}

/** Statuses after which a stored call changes no more (a one-way call is done once delivered). */
const FAILED_STATUSES = new Set(['TIMEOUT', 'EXPIRED', 'FAILED', 'DELETED']);

/** A stored call that ended without an answer; `status` is ThingsBoard's RpcStatus. */
export class PersistentRpcFailed extends Error {
    constructor(readonly status: string) {
        super(`RPC ${status}`);
        this.name = 'PersistentRpcFailed';
    }
}

/**
 * A persistent RPC (ThingsBoard 3.3's `/api/rpc/oneway|twoway/{deviceId}` with `persistent: true`): the
 * server stores it and answers its id at once; the device gets it when it connects, until `timeout` ms.
 */
export const sendPersistentRpc = (deviceId: string, call: RpcCall): Promise<string> =>
    httpClient
        .request<{ rpcId: string }>(`/api/rpc/${call.oneway ? 'oneway' : 'twoway'}/${deviceId}`, {
            method: 'POST',
            body: { method: call.method, params: call.params, timeout: call.timeout, persistent: true },
            ignoreErrors: true,
            ignoreLoading: true,
        })
        .then(answer => answer.rpcId);

/**
 * The answer of a stored call, read every `pollMs` (GET /api/rpc/persistent/{rpcId}) until it is
 * answered (two-way), delivered (one-way) or failed; stops asking when `signal` aborts.
 */
export async function persistentRpcAnswer(rpcId: string, oneway: boolean, pollMs: number, signal: AbortSignal): Promise<unknown> {
    for (;;) {
        const rpc = await httpClient.request<{ status: string; response?: unknown }>(`/api/rpc/persistent/${rpcId}`, { ignoreErrors: true, ignoreLoading: true, signal });
        if (rpc.status === 'SUCCESSFUL' || (oneway && rpc.status === 'DELIVERED')) return rpc.response ?? undefined;
        if (FAILED_STATUSES.has(rpc.status)) throw new PersistentRpcFailed(rpc.status);
        await new Promise<void>((resolve, reject) => {
            const timer = setTimeout(resolve, pollMs);
            signal.addEventListener('abort', () => {
                clearTimeout(timer);
                reject(signal.reason);
            }, { once: true });
        });
    }
}
