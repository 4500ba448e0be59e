import type { DeviceIdentity } from '../deviceApi/deviceAuth';
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

/** Connect, disconnect and activity events of a device; the body is the device's state as ThingsBoard sends it. */
export function deviceEventMessage(device: DeviceIdentity, type: string, state: Record<string, unknown>): TbMsg {
    return newMsg({ type, originator: { entityType: 'DEVICE', id: device.deviceId }, customerId: device.customerId, data: JSON.stringify(state), metadata: deviceMetadata(device) });
}
