import type { KvEntry, TsEntry, TypedValue } from './kv';
import { isTypedObject, JsonNumber, stringifyTypedJson, type TypedJson, type TypedJsonObject } from './typedJson';

/** A payload ThingsBoard refuses; the message is the reason. */
export class PayloadError extends Error {}

export interface ReadOptions {
    /**
     * Strings that hold a number become numbers, as ThingsBoard's transports do by default
     * (transport.json.type_cast_enabled). The REST attribute call does not cast.
     */
    typeCast: boolean;
}

/** Java's NumberUtils.isParsable: digits with at most one point and an optional leading minus. */
const PARSABLE_NUMBER = /^-?(?:\d+\.?\d*|\.\d+)$/;

function numberValue(text: string): TypedValue {
    if (/[.eE]/.test(text)) return { type: 'DOUBLE', value: Number(text) };
    const value = Number(text);
    if (!Number.isSafeInteger(value)) throw new PayloadError('Big integer values are not supported!');
    return { type: 'LONG', value };
}

/** One value as ThingsBoard's JsonConverter reads it; null means "skip this key". */
export function readValue(value: TypedJson, options: ReadOptions): TypedValue | null {
    if (value === null) return null;
    if (typeof value === 'boolean') return { type: 'BOOLEAN', value };
    if (typeof value === 'string') {
        if (options.typeCast && PARSABLE_NUMBER.test(value)) {
            try {
                return numberValue(value);
            } catch {
                return { type: 'STRING', value };
            }
        }
        return { type: 'STRING', value };
    }
    if (value instanceof JsonNumber) return numberValue(value.text);
    return { type: 'JSON', value: stringifyTypedJson(value) };
}

export function readValues(object: TypedJsonObject, options: ReadOptions): KvEntry[] {
    const entries: KvEntry[] = [];
    for (const [key, raw] of Object.entries(object)) {
        const value = readValue(raw, options);
        if (value) entries.push({ key, value });
    }
    return entries;
}

function timestampOf(raw: TypedJson | undefined): number {
    const ts = raw instanceof JsonNumber ? raw.value : typeof raw === 'string' ? Number(raw) : NaN;
    if (!Number.isSafeInteger(ts)) throw new PayloadError(`For input string: "${raw instanceof JsonNumber ? raw.text : String(raw)}"`);
    return ts;
}

/** The timestamp of points sent without one: a fixed time, or a stamp taken for each object that lacks `ts`. */
export type ServerTime = number | (() => number);

function readTelemetryObject(object: TypedJsonObject, now: ServerTime, options: ReadOptions, into: TsEntry[]): void {
    if ('ts' in object && 'values' in object) {
        const ts = timestampOf(object.ts);
        const values = object.values;
        if (!isTypedObject(values)) throw new PayloadError('Not a JSON Object: ' + stringifyTypedJson(values ?? null));
        for (const entry of readValues(values, options)) into.push({ ...entry, ts });
        return;
    }
    const entries = readValues(object, options);
    if (entries.length === 0) return;
    const ts = typeof now === 'number' ? now : now();
    for (const entry of entries) into.push({ ...entry, ts });
}

/**
 * A telemetry payload: `{"k": v}`, `{"ts": …, "values": {…}}`, or an array of these
 * (ThingsBoard's JsonConverter.convertToTelemetry). Objects without `ts` take `now`; the device
 * API passes its ServerTimestamps stamp, so each such object of a device gets its own millisecond.
 */
export function readTelemetry(json: TypedJson, now: ServerTime, options: ReadOptions): TsEntry[] {
    const entries: TsEntry[] = [];
    if (isTypedObject(json)) readTelemetryObject(json, now, options, entries);
    else if (Array.isArray(json)) {
        for (const item of json) {
            if (!isTypedObject(item)) throw new PayloadError('Expected JSON object: ' + stringifyTypedJson(item));
            readTelemetryObject(item, now, options, entries);
        }
    } else throw new PayloadError('Expected JSON object or array!');
    return entries;
}
