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
