import type { EntityCountQuery, EntityData, PageData_EntityData } from '../../shared/generated/api.gen';

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

/** A v2 alarm data message (reference §5): the whole page first (`data`), then changed alarms (`update`). */
export interface AlarmDataUpdate {
    cmdId: number;
    errorCode: number;
    errorMsg: string | null;
    cmdUpdateType: 'ALARM_DATA';
    data: unknown;
    update: unknown[] | null;
    allowedEntities: number;
    totalEntities: number;
}

/** A v2 entity data message (reference §5): the whole page first (`data`), then changed entities (`update`). */
export interface EntityDataUpdate {
    cmdId: number;
    errorCode: number;
    errorMsg: string | null;
    cmdUpdateType: 'ENTITY_DATA';
    data: PageData_EntityData | null;
    update: EntityData[] | null;
}

/** A v2 entity count message: the count, again whenever it changes. */
export interface EntityCountUpdate {
    cmdId: number;
    errorCode: number;
    errorMsg: string | null;
    cmdUpdateType: 'COUNT_DATA';
    count?: number;
}

/** The part of the browser WebSocket the service uses, so tests can hand in a fake. */
export interface SocketLike {
    readonly readyState: number;
    onopen: ((event: Event) => void) | null;
    onmessage: ((event: MessageEvent) => void) | null;
    onclose: ((event: CloseEvent) => void) | null;
    send(data: string): void;
    close(): void;
}

const CONNECTING = 0;
const OPEN = 1;

/** Closing a socket that is still connecting makes browsers warn and Node's `ws` throw: close it once open. */
const closeSocket = (closing: SocketLike) => {
    if (closing.readyState === CONNECTING) closing.onopen = () => closing.close();
    else closing.close();
};

export interface TelemetrySocket {
    /** Subscribes and returns the unsubscribe; the socket opens with the first subscription. */
    subscribe(target: TelemetryTarget, listener: TelemetryListener): () => void;
    /** An alarmDataCmd with this AlarmDataQuery; returns the unsubscribe. */
    subscribeAlarms(query: object, listener: (update: AlarmDataUpdate) => void): () => void;
    /**
     * An entityDataCmd (query plus latestCmd, tsCmd or historyCmd, without cmdId); returns the
     * unsubscribe. The command is built again at every send, so a reconnect asks for the time
     * window as it is then.
     */
    subscribeEntityData(command: () => object, listener: (update: EntityDataUpdate) => void): () => void;
    /** An entityCountCmd with this query; returns the unsubscribe. */
    subscribeEntityCount(query: EntityCountQuery, listener: (update: EntityCountUpdate) => void): () => void;
}

/** When and how a socket that closed on its own is opened again. */
export interface ReconnectOptions {
    /** The first wait; each failed attempt doubles it up to maxDelayMs, a successful open resets it. */
    initialDelayMs?: number;
    maxDelayMs?: number;
    /** Runs before each reconnect (a fresh token); false means the session is over: stay closed. */
    prepare?: () => Promise<boolean>;
}

const DEFAULT_INITIAL_DELAY_MS = 1000;
const DEFAULT_MAX_DELAY_MS = 30_000;

/** A live subscription: what re-subscribes it on a new socket, what ends it, who hears its updates. */
interface LiveSubscription {
    subscribe: () => object;
    unsubscribe: object;
    listener: (message: TelemetryUpdate | V2Update) => void;
}

const commandsFor = (target: TelemetryTarget, cmdId: number, unsubscribe: boolean) => {
    const base = { entityType: target.entityType, entityId: target.entityId, cmdId, ...(unsubscribe ? { unsubscribe: true } : {}) };
    return target.scope === 'LATEST_TELEMETRY'
        ? { attrSubCmds: [], tsSubCmds: [base], historyCmds: [] }
        : { attrSubCmds: [{ ...base, scope: target.scope }], tsSubCmds: [], historyCmds: [] };
};

const isUpdate = (message: unknown): message is TelemetryUpdate =>
    typeof message === 'object' && message !== null && typeof (message as { subscriptionId?: unknown }).subscriptionId === 'number';

type V2Update = AlarmDataUpdate | EntityDataUpdate | EntityCountUpdate;

/** v2 messages (alarm, entity data, count) name their subscription by cmdId. */
const isV2Update = (message: unknown): message is V2Update =>
    typeof message === 'object' && message !== null &&
    typeof (message as { cmdUpdateType?: unknown }).cmdUpdateType === 'string' && typeof (message as { cmdId?: unknown }).cmdId === 'number';

/**
 * One socket shared by every subscription, speaking the v1 and v2 commands of reference §5. Each open
 * socket is sent the command of every live subscription, so subscriptions made before it opened
 * and those of a socket that dropped (server restart, network loss) resume with their cmdIds.
 * A socket that closes while subscriptions live is opened again after 1 s, 2 s, 4 s … 30 s; the
 * socket closes, and stays closed, when the last subscription ends.
 */
export const createTelemetrySocket = (openSocket: () => SocketLike, options: ReconnectOptions = {}): TelemetrySocket => {
    const initialDelayMs = options.initialDelayMs ?? DEFAULT_INITIAL_DELAY_MS;
    const maxDelayMs = options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
    let socket: SocketLike | null = null;
    let nextCmdId = 1;
    let failedAttempts = 0;
    /** From a socket's unexpected close until the next one is opened (or the session is found over). */
    let reconnecting = false;
    let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
    const live = new Map<number, LiveSubscription>();

    const connect = (): SocketLike => {
        const opened = openSocket();
        opened.onopen = () => {
            failedAttempts = 0;
            live.forEach(subscription => opened.send(JSON.stringify(subscription.subscribe())));
        };
        opened.onmessage = event => {
            let message: unknown;
            try {
                message = JSON.parse(String(event.data));
            } catch {
                return;
            }
            if (isUpdate(message)) live.get(message.subscriptionId)?.listener(message);
            else if (isV2Update(message)) live.get(message.cmdId)?.listener(message);
        };
        opened.onclose = () => {
            // A socket the service closed itself, or already replaced, is none of its business.
            if (socket !== opened) return;
            socket = null;
            if (live.size > 0) scheduleReconnect();
        };
        return opened;
    };

    const scheduleReconnect = () => {
        const delay = Math.min(initialDelayMs * 2 ** failedAttempts, maxDelayMs);
        failedAttempts++;
        reconnecting = true;
        reconnectTimer = setTimeout(() => void reconnect(), delay);
    };

    const reconnect = async () => {
        reconnectTimer = null;
        const ready = await (options.prepare?.() ?? Promise.resolve(true)).catch(() => false);
        // The last subscription may have ended while preparing.
        if (!reconnecting) return;
        reconnecting = false;
        if (!ready) failedAttempts = 0;
        else if (live.size > 0) socket = connect();
    };

    const stopReconnecting = () => {
        if (reconnectTimer) clearTimeout(reconnectTimer);
        reconnectTimer = null;
        reconnecting = false;
        failedAttempts = 0;
    };

    const start = (subscriptionFor: (cmdId: number) => LiveSubscription): (() => void) => {
        const cmdId = nextCmdId++;
        const subscription = subscriptionFor(cmdId);
        live.set(cmdId, subscription);
        if (socket?.readyState === OPEN) socket.send(JSON.stringify(subscription.subscribe()));
        // A pending reconnect brings this subscription along; otherwise the socket opens now.
        else if (!socket && !reconnecting) socket = connect();
        return () => {
            if (!live.delete(cmdId)) return;
            if (socket?.readyState === OPEN) socket.send(JSON.stringify(subscription.unsubscribe));
            if (live.size === 0) {
                stopReconnecting();
                if (socket) closeSocket(socket);
                socket = null;
            }
        };
    };

    return {
        subscribe: (target, listener) =>
            start(cmdId => ({
                subscribe: () => commandsFor(target, cmdId, false),
                unsubscribe: commandsFor(target, cmdId, true),
                listener: message => listener(message as TelemetryUpdate),
            })),
        subscribeAlarms: (query, listener) =>
            start(cmdId => ({
                subscribe: () => ({ alarmDataCmds: [{ cmdId, query }] }),
                unsubscribe: { alarmDataUnsubscribeCmds: [{ cmdId }] },
                listener: message => listener(message as AlarmDataUpdate),
            })),
        subscribeEntityData: (command, listener) =>
            start(cmdId => ({
                subscribe: () => ({ entityDataCmds: [{ ...command(), cmdId }] }),
                unsubscribe: { entityDataUnsubscribeCmds: [{ cmdId }] },
                listener: message => listener(message as EntityDataUpdate),
            })),
        subscribeEntityCount: (query, listener) =>
            start(cmdId => ({
                subscribe: () => ({ entityCountCmds: [{ cmdId, query }] }),
                unsubscribe: { entityCountUnsubscribeCmds: [{ cmdId }] },
                listener: message => listener(message as EntityCountUpdate),
            })),
    };
};
