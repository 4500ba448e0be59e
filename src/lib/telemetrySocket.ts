/** What a subscription watches: one entity's attributes of a scope, or its latest time series. */
export type TelemetryScope = 'CLIENT_SCOPE' | 'SERVER_SCOPE' | 'SHARED_SCOPE' | 'LATEST_TELEMETRY';

export interface TelemetryTarget {
    entityType: string;
    entityId: string;
    scope: TelemetryScope;
}

/** v1 updates carry each key's points as [ts, value as text]. */
export type TelemetryPoints = Record<string, Array<[number, string]>>;

export interface TelemetryUpdate {
    subscriptionId: number;
    errorCode: number;
    errorMsg: string | null;
    data: TelemetryPoints;
}

export type TelemetryListener = (update: TelemetryUpdate) => void;

/** The part of the browser WebSocket the service uses, so tests can hand in a fake. */
export interface SocketLike {
    readonly readyState: number;
    onopen: ((event: Event) => void) | null;
    onmessage: ((event: MessageEvent) => void) | null;
    onclose: ((event: CloseEvent) => void) | null;
    send(data: string): void;
    close(): void;
}

const OPEN = 1;

export interface TelemetrySocket {
    /** Subscribes and returns the unsubscribe; the socket opens with the first subscription. */
    subscribe(target: TelemetryTarget, listener: TelemetryListener): () => void;
}

const commandsFor = (target: TelemetryTarget, cmdId: number, unsubscribe: boolean) => {
    const base = { entityType: target.entityType, entityId: target.entityId, cmdId, ...(unsubscribe ? { unsubscribe: true } : {}) };
    return target.scope === 'LATEST_TELEMETRY'
        ? { attrSubCmds: [], tsSubCmds: [base], historyCmds: [] }
        : { attrSubCmds: [{ ...base, scope: target.scope }], tsSubCmds: [], historyCmds: [] };
};

const isUpdate = (message: unknown): message is TelemetryUpdate =>
    typeof message === 'object' && message !== null && typeof (message as { subscriptionId?: unknown }).subscriptionId === 'number';

/**
 * One socket shared by every subscription, speaking the v1 commands of reference §5. Commands sent
 * before the socket is open wait in a queue; the socket closes when the last subscription ends.
 */
export const createTelemetrySocket = (openSocket: () => SocketLike): TelemetrySocket => {
    let socket: SocketLike | null = null;
    let nextCmdId = 1;
    let queued: string[] = [];
    const listeners = new Map<number, TelemetryListener>();

    const connect = (): SocketLike => {
        const opened = openSocket();
        opened.onopen = () => {
            const waiting = queued;
            queued = [];
            waiting.forEach(frame => opened.send(frame));
        };
        opened.onmessage = event => {
            let message: unknown;
            try {
                message = JSON.parse(String(event.data));
            } catch {
                return;
            }
            if (isUpdate(message)) listeners.get(message.subscriptionId)?.(message);
        };
        opened.onclose = () => {
            // Reconnecting is not supported yet: a closed socket is replaced on the next subscribe.
            if (socket === opened) socket = null;
        };
        return opened;
    };

    const send = (frame: object) => {
        const text = JSON.stringify(frame);
        socket ??= connect();
        if (socket.readyState === OPEN) socket.send(text);
        else queued.push(text);
    };

    return {
        subscribe(target, listener) {
            const cmdId = nextCmdId++;
            listeners.set(cmdId, listener);
            send(commandsFor(target, cmdId, false));
            return () => {
                if (!listeners.delete(cmdId)) return;
                if (socket?.readyState === OPEN) socket.send(JSON.stringify(commandsFor(target, cmdId, true)));
                if (listeners.size === 0) {
                    socket?.close();
                    socket = null;
                    queued = [];
                }
            };
        },
    };
};
