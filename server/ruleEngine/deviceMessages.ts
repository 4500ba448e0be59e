import type { DeviceIdentity } from '../deviceApi/deviceAuth';
import type { DeviceStateEventType, DeviceStateJson } from '../deviceApi/deviceState';
import { NULL_UUID } from '../lib/ids';
import { javaDoubleString, type KvEntry, type TsEntry, type TypedValue } from '../telemetry/kv';
import { MSG_TYPE, newMsg, type TbMsg } from './message';

/** A typed value as JSON text that reads back as the same type (25.0 stays a DOUBLE). */
function valueJson(value: TypedValue): string {
    switch (value.type) {
        case 'DOUBLE':
            return Number.isFinite(value.value) ? javaDoubleString(value.value) : JSON.stringify(String(value.value));
        case 'LONG':
            return String(value.value);
        case 'BOOLEAN':
            return String(value.value);
        case 'STRING':
            return JSON.stringify(value.value);
        case 'JSON':
            return value.value;
    }
}

const entriesJson = (entries: readonly KvEntry[]) => `{${entries.map(entry => `${JSON.stringify(entry.key)}:${valueJson(entry.value)}`).join(',')}}`;

const deviceMetadata = (device: DeviceIdentity) => ({ deviceName: device.name, deviceType: device.type });

/** POST_TELEMETRY_REQUEST messages as ThingsBoard's transports make them: one per timestamp, `ts` in metadata. */
export function telemetryMessages(device: DeviceIdentity, entries: readonly TsEntry[]): TbMsg[] {
    const byTs = new Map<number, TsEntry[]>();
    for (const entry of entries) byTs.set(entry.ts, [...(byTs.get(entry.ts) ?? []), entry]);
    return [...byTs.entries()].map(([ts, group]) =>
        newMsg({
            type: MSG_TYPE.POST_TELEMETRY_REQUEST,
            originator: { entityType: 'DEVICE', id: device.deviceId },
            customerId: device.customerId,
            data: entriesJson(group),
            metadata: { ...deviceMetadata(device), ts: String(ts) },
        }),
    );
}

export function attributesMessage(device: DeviceIdentity, entries: readonly KvEntry[]): TbMsg {
    return newMsg({
        type: MSG_TYPE.POST_ATTRIBUTES_REQUEST,
        originator: { entityType: 'DEVICE', id: device.deviceId },
        customerId: device.customerId,
        data: entriesJson(entries),
        metadata: deviceMetadata(device),
    });
}

/** A device's own RPC call (TO_SERVER_RPC_REQUEST): `{method, params}` with its request id in metadata. */
export function rpcFromDeviceMessage(device: DeviceIdentity, requestId: number, body: unknown): TbMsg {
    return newMsg({
        type: MSG_TYPE.TO_SERVER_RPC_REQUEST,
        originator: { entityType: 'DEVICE', id: device.deviceId },
        customerId: device.customerId,
        data: JSON.stringify(body ?? {}),
        metadata: { ...deviceMetadata(device), requestId: String(requestId) },
    });
}

/**
 * Connect, disconnect, activity and inactivity events of a device, as ThingsBoard's device state
 * service sends them: the DeviceState JSON as body, the device's name and type and `scope`
 * SERVER_SCOPE (where the state attributes live) in metadata.
 */
export function deviceStateMessage(device: DeviceIdentity, type: DeviceStateEventType, state: DeviceStateJson): TbMsg {
    return newMsg({
        type,
        originator: { entityType: 'DEVICE', id: device.deviceId },
        customerId: device.customerId === NULL_UUID ? null : device.customerId,
        data: JSON.stringify(state),
        metadata: { ...deviceMetadata(device), scope: 'SERVER_SCOPE' },
    });
}

/** A server-side RPC call of the REST API, before it becomes a message. */
export interface ServerRpcCall {
    requestUUID: string;
    method: string;
    params: unknown;
    oneway: boolean;
    expirationTime: number;
    persistent: boolean;
    retries?: number | null;
    additionalInfo?: unknown;
}

/**
 * RPC_CALL_FROM_SERVER_TO_DEVICE as ThingsBoard 3.3's device RPC service makes it: metadata
 * `requestUUID`, `expirationTime`, `oneway`, `persistent` (and `retries`), the device's name and
 * type; body `{method, params, additionalInfo}` with params as JSON text.
 */
export function serverRpcMessage(device: DeviceIdentity, call: ServerRpcCall, userCustomerId: string | null): TbMsg {
    return newMsg({
        type: MSG_TYPE.RPC_CALL_FROM_SERVER_TO_DEVICE,
        originator: { entityType: 'DEVICE', id: device.deviceId },
        customerId: userCustomerId && userCustomerId !== NULL_UUID ? userCustomerId : null,
        data: JSON.stringify({ method: call.method, params: JSON.stringify(call.params ?? {}), additionalInfo: call.additionalInfo === undefined ? null : JSON.stringify(call.additionalInfo) }),
        metadata: {
            requestUUID: call.requestUUID,
            expirationTime: String(call.expirationTime),
            oneway: String(call.oneway),
            persistent: String(call.persistent),
            ...(call.retries != null ? { retries: String(call.retries) } : {}),
            ...deviceMetadata(device),
        },
    });
}
