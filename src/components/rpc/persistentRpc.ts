/** A device's stored RPC as ThingsBoard 3.3 answers it (RpcV2Controller). */
export interface PersistentRpc {
    id: { entityType: 'RPC'; id: string };
    createdTime: number;
    deviceId: { entityType: 'DEVICE'; id: string };
    expirationTime: number;
    /** ThingsBoard's ToDeviceRpcRequest: body.method and body.params (a JSON string). */
    request: unknown;
    response: unknown;
    status: RpcStatus;
    additionalInfo?: unknown;
}

/** The statuses a stored call goes through; DELETED is never listed. */
export const RPC_STATUSES = ['QUEUED', 'SENT', 'DELIVERED', 'SUCCESSFUL', 'TIMEOUT', 'EXPIRED', 'FAILED'] as const;
export type RpcStatus = (typeof RPC_STATUSES)[number];

/** What each status looks like: still waiting, done well, or failed. */
export const rpcStatusColor = (status: RpcStatus): 'default' | 'info' | 'success' | 'error' => {
    switch (status) {
        case 'SUCCESSFUL':
            return 'success';
        case 'TIMEOUT':
        case 'EXPIRED':
        case 'FAILED':
            return 'error';
        case 'QUEUED':
            return 'default';
        default:
            return 'info';
    }
};

const record = (value: unknown): Record<string, unknown> =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The method and parameters of a stored call; parameters arrive as JSON text and are shown parsed. */
export const rpcRequestOf = (rpc: Pick<PersistentRpc, 'request'>): { method: string; params: unknown; oneway: boolean | null } => {
    const request = record(rpc.request);
    const body = record(request.body);
    let params: unknown = body.params ?? null;
    if (typeof params === 'string') {
        try {
            params = JSON.parse(params);
        } catch {
            // Plain text parameters stay text.
        }
    }
    return {
        method: typeof body.method === 'string' ? body.method : '',
        params,
        oneway: typeof request.oneway === 'boolean' ? request.oneway : null,
    };
};

/** The list's query: the page link and, unless every status is shown, the status. */
export const rpcListQuery = (params: { page: number; pageSize: number; sortProperty: string; sortOrder: 'ASC' | 'DESC'; status: RpcStatus | null }) => ({
    pageSize: params.pageSize,
    page: params.page,
    sortProperty: params.sortProperty,
    sortOrder: params.sortOrder,
    rpcStatus: params.status ?? undefined,
});
