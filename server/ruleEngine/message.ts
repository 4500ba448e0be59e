import { randomUUID } from 'node:crypto';

/** ThingsBoard's message types (SessionMsgType and DataConstants) the engine produces or routes on. */
export const MSG_TYPE = {
    POST_TELEMETRY_REQUEST: 'POST_TELEMETRY_REQUEST',
    POST_ATTRIBUTES_REQUEST: 'POST_ATTRIBUTES_REQUEST',
    TO_SERVER_RPC_REQUEST: 'TO_SERVER_RPC_REQUEST',
    RPC_CALL_FROM_SERVER_TO_DEVICE: 'RPC_CALL_FROM_SERVER_TO_DEVICE',
    CONNECT_EVENT: 'CONNECT_EVENT',
    DISCONNECT_EVENT: 'DISCONNECT_EVENT',
    ACTIVITY_EVENT: 'ACTIVITY_EVENT',
    INACTIVITY_EVENT: 'INACTIVITY_EVENT',
    ENTITY_CREATED: 'ENTITY_CREATED',
    ENTITY_UPDATED: 'ENTITY_UPDATED',
    ENTITY_DELETED: 'ENTITY_DELETED',
    ENTITY_ASSIGNED: 'ENTITY_ASSIGNED',
    ENTITY_UNASSIGNED: 'ENTITY_UNASSIGNED',
    ALARM: 'ALARM',
    ALARM_ACK: 'ALARM_ACK',
    ALARM_CLEAR: 'ALARM_CLEAR',
    ATTRIBUTES_UPDATED: 'ATTRIBUTES_UPDATED',
    ATTRIBUTES_DELETED: 'ATTRIBUTES_DELETED',
    TIMESERIES_UPDATED: 'TIMESERIES_UPDATED',
    TO_SERVER_RPC_RESPONSE: 'TO_SERVER_RPC_RESPONSE',
} as const;

export interface MsgOriginator {
    entityType: string;
    id: string;
}

/**
 * A rule-engine message (ThingsBoard's TbMsg): a type, the entity it concerns, string metadata and
 * a JSON text body. Messages are immutable; nodes answer new ones with `copyMsg`.
 */
export interface TbMsg {
    readonly id: string;
    readonly ts: number;
    readonly type: string;
    readonly originator: MsgOriginator;
    readonly customerId: string | null;
    readonly metadata: Readonly<Record<string, string>>;
    readonly dataType: 'JSON' | 'TEXT';
    /** The body as JSON text (ThingsBoard keeps it as a string too). */
    readonly data: string;
}

export function newMsg(input: {
    type: string;
    originator: MsgOriginator;
    data: string;
    metadata?: Record<string, string>;
    customerId?: string | null;
    ts?: number;
}): TbMsg {
    return {
        id: randomUUID(),
        ts: input.ts ?? Date.now(),
        type: input.type,
        originator: input.originator,
        customerId: input.customerId ?? null,
        metadata: { ...(input.metadata ?? {}) },
        dataType: 'JSON',
        data: input.data,
    };
}

/** A changed copy that keeps the id (ThingsBoard's transformMsg); `newMsg` makes a new message. */
export const copyMsg = (msg: TbMsg, changes: Partial<Omit<TbMsg, 'id'>>): TbMsg => ({ ...msg, ...changes });

/** The body parsed, or null when it is not JSON. */
export function msgJson(msg: TbMsg): unknown {
    try {
        return JSON.parse(msg.data);
    } catch {
        return null;
    }
}

/** The message's time: metadata `ts` when the transport set it, else the message's own. */
export function msgTs(msg: TbMsg): number {
    const ts = Number(msg.metadata.ts);
    return Number.isSafeInteger(ts) && ts > 0 ? ts : msg.ts;
}
