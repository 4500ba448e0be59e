/**
 * Protobuf's wire format for the messages of a device profile's schema. `decodeToJson` reads a
 * device's payload into the JSON ThingsBoard makes of it (protobuf's JSON mapping with default
 * values: 64-bit integers as strings, doubles as Java writes them, unset fields with presence
 * left out, other unset fields at their defaults), which then goes the way of a JSON payload.
 * `encodeFromJson` writes a message the server sends a device (an RPC request).
 */
import { javaDoubleString } from '../../telemetry/kv';
import { JsonNumber, type TypedJson, type TypedJsonObject } from '../../telemetry/typedJson';
import { hasPresence, isRepeated, type DynamicSchema, type FieldDescriptor, type MessageDescriptor } from './dynamicSchema';

/** A payload that is not a message of its schema. */
export class ProtoPayloadError extends Error {}

/** Deepest nesting of messages a payload may carry (protobuf's own readers stop at 100). */
const MAX_DEPTH = 64;

const WIRE = { VARINT: 0, FIXED64: 1, LENGTH: 2, START_GROUP: 3, END_GROUP: 4, FIXED32: 5 } as const;
const WIRE_TYPE_OF: Readonly<Record<string, number>> = {
    double: WIRE.FIXED64, fixed64: WIRE.FIXED64, sfixed64: WIRE.FIXED64,
    float: WIRE.FIXED32, fixed32: WIRE.FIXED32, sfixed32: WIRE.FIXED32,
    string: WIRE.LENGTH, bytes: WIRE.LENGTH, message: WIRE.LENGTH,
};
const wireTypeOf = (field: FieldDescriptor) => WIRE_TYPE_OF[field.type] ?? WIRE.VARINT;
const LONG_TYPES: ReadonlySet<string> = new Set(['int64', 'uint64', 'sint64', 'fixed64', 'sfixed64']);

type Scalar = number | bigint | boolean | string | Uint8Array;
type Value = Scalar | DecodedMessage;
/** A decoded message: values by field number (arrays for repeated fields). */
type DecodedMessage = Map<number, Value | Value[]>;

class Reader {
    at = 0;
    constructor(private readonly bytes: Uint8Array, readonly end = bytes.length) {}

    varint(): bigint {
        let result = 0n;
        for (let shift = 0n; shift < 70n; shift += 7n) {
            if (this.at >= this.end) throw new ProtoPayloadError('Truncated message');
            const byte = this.bytes[this.at++]!;
            result |= BigInt(byte & 0x7f) << shift;
            if ((byte & 0x80) === 0) return BigInt.asUintN(64, result);
        }
        throw new ProtoPayloadError('Malformed varint');
    }

    take(length: number): Uint8Array {
        if (length < 0 || this.at + length > this.end) throw new ProtoPayloadError('Truncated message');
        const slice = this.bytes.subarray(this.at, this.at + length);
        this.at += length;
        return slice;
    }

    sub(): Reader {
        const length = Number(this.varint());
        if (this.at + length > this.end) throw new ProtoPayloadError('Truncated message');
        const reader = new Reader(this.bytes, this.at + length);
        reader.at = this.at;
        this.at += length;
        return reader;
    }

    skip(wireType: number): void {
        if (wireType === WIRE.VARINT) this.varint();
        else if (wireType === WIRE.FIXED64) this.take(8);
        else if (wireType === WIRE.FIXED32) this.take(4);
        else if (wireType === WIRE.LENGTH) this.sub();
        else throw new ProtoPayloadError(`Unsupported wire type ${wireType}`);
    }
}

function readScalar(reader: Reader, field: FieldDescriptor): Scalar {
    const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    switch (field.type) {
        case 'double': return view(reader.take(8)).getFloat64(0, true);
        case 'float': return view(reader.take(4)).getFloat32(0, true);
        case 'fixed64': return view(reader.take(8)).getBigUint64(0, true);
        case 'sfixed64': return view(reader.take(8)).getBigInt64(0, true);
        case 'fixed32': return view(reader.take(4)).getUint32(0, true);
        case 'sfixed32': return view(reader.take(4)).getInt32(0, true);
        case 'string': return new TextDecoder('utf-8', { fatal: false }).decode(reader.take(Number(reader.varint())));
        case 'bytes': return reader.take(Number(reader.varint()));
        default: break;
    }
    const raw = reader.varint();
    switch (field.type) {
        case 'int64': return BigInt.asIntN(64, raw);
        case 'uint64': return raw;
        case 'sint64': return (raw >> 1n) ^ -(raw & 1n);
        case 'uint32': return Number(BigInt.asUintN(32, raw));
        case 'sint32': {
            const value = Number(BigInt.asUintN(32, raw));
            return (value >>> 1) ^ -(value & 1);
        }
        case 'bool': return raw !== 0n;
        default: return Number(BigInt.asIntN(32, raw)); // int32, enum
    }
}

function decodeInto(reader: Reader, message: MessageDescriptor, schema: DynamicSchema, into: DecodedMessage, depth: number): void {
    if (depth > MAX_DEPTH) throw new ProtoPayloadError('Message nested too deeply');
    const byNumber = new Map(message.fields.map(field => [field.number, field]));
    while (reader.at < reader.end) {
        const key = reader.varint();
        const number = Number(key >> 3n);
        const wireType = Number(key & 7n);
        const field = byNumber.get(number);
        if (number === 0) throw new ProtoPayloadError('Invalid field number 0');
        if (!field) {
            reader.skip(wireType);
            continue;
        }
        const packed = isRepeated(field) && wireType === WIRE.LENGTH && wireTypeOf(field) !== WIRE.LENGTH;
        if (!packed && wireType !== wireTypeOf(field)) throw new ProtoPayloadError(`Field ${field.name} has the wrong wire type`);
        if (field.oneOf !== null) for (const other of message.fields) if (other.oneOf === field.oneOf && other !== field) into.delete(other.number);
        const values: Value[] = [];
        if (packed) {
            const packedReader = reader.sub();
            while (packedReader.at < packedReader.end) values.push(readScalar(packedReader, field));
        } else if (field.type === 'message') {
            const existing = into.get(field.number);
            const target = !isRepeated(field) && existing instanceof Map ? existing : new Map();
            decodeInto(reader.sub(), schema.messages.get(field.typeName!)!, schema, target, depth + 1);
            values.push(target);
        } else values.push(readScalar(reader, field));
        if (isRepeated(field)) {
            const list = (into.get(field.number) as Value[] | undefined) ?? [];
            list.push(...values);
            into.set(field.number, list);
        } else into.set(field.number, values[values.length - 1]!);
    }
}

/** The shortest decimal that reads back as the same 32-bit float, as Java's Float.toString. */
function floatValue(value: number): number {
    for (let precision = 1; precision <= 9; precision++) {
        const candidate = Number(value.toPrecision(precision));
        if (Math.fround(candidate) === value) return candidate;
    }
    return value;
}

function jsonOfScalar(field: FieldDescriptor, value: Scalar, schema: DynamicSchema): TypedJson {
    if (typeof value === 'bigint') return value.toString();
    if (typeof value === 'boolean' || typeof value === 'string') return value;
    if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
    if (field.type === 'enum') {
        const name = schema.enums.get(field.typeName!)?.values.find(candidate => candidate.number === value)?.name;
        return name ?? new JsonNumber(String(value));
    }
    if (field.type === 'double' || field.type === 'float') {
        // Protobuf's JSON writes NaN and the infinities as strings.
        if (!Number.isFinite(value)) return javaDoubleString(value);
        return new JsonNumber(javaDoubleString(field.type === 'float' ? floatValue(value) : value));
    }
    return new JsonNumber(String(value));
}

function defaultOf(field: FieldDescriptor, schema: DynamicSchema): TypedJson {
    if (isRepeated(field)) return [];
    if (LONG_TYPES.has(field.type)) return '0';
    switch (field.type) {
        case 'bool': return false;
        case 'string':
        case 'bytes': return '';
        case 'enum': return jsonOfScalar(field, 0, schema);
        case 'double':
        case 'float': return new JsonNumber('0.0');
        default: return new JsonNumber('0');
    }
}

function toJson(decoded: DecodedMessage, message: MessageDescriptor, schema: DynamicSchema): TypedJsonObject {
    const json: TypedJsonObject = {};
    const valueOf = (field: FieldDescriptor, value: Value): TypedJson =>
        value instanceof Map ? toJson(value, schema.messages.get(field.typeName!)!, schema) : jsonOfScalar(field, value, schema);
    // Protobuf's printer writes the fields in the order of their numbers.
    for (const field of [...message.fields].sort((a, b) => a.number - b.number)) {
        const value = decoded.get(field.number);
        if (value === undefined) {
            if (!hasPresence(field)) json[field.jsonName] = defaultOf(field, schema);
        } else json[field.jsonName] = Array.isArray(value) ? value.map(item => valueOf(field, item)) : valueOf(field, value);
    }
    return json;
}

/** Reads `bytes` as the schema's root message (or `message`), into ThingsBoard's JSON of it. */
export function decodeToJson(bytes: Uint8Array, schema: DynamicSchema, message: MessageDescriptor = schema.root): TypedJsonObject {
    const decoded: DecodedMessage = new Map();
    decodeInto(new Reader(bytes), message, schema, decoded, 0);
    return toJson(decoded, message, schema);
}

class Writer {
    private readonly chunks: Uint8Array[] = [];

    varint(value: bigint): void {
        let rest = BigInt.asUintN(64, value);
        const bytes: number[] = [];
        do {
            const byte = Number(rest & 0x7fn);
            rest >>= 7n;
            bytes.push(rest > 0n ? byte | 0x80 : byte);
        } while (rest > 0n);
        this.chunks.push(Uint8Array.from(bytes));
    }

    raw(bytes: Uint8Array): void {
        this.chunks.push(bytes);
    }

    fixed(size: 4 | 8, write: (view: DataView) => void): void {
        const bytes = new Uint8Array(size);
        write(new DataView(bytes.buffer));
        this.chunks.push(bytes);
    }

    finish(): Uint8Array {
        return Buffer.concat(this.chunks);
    }
}

const bigintOf = (value: unknown, field: FieldDescriptor): bigint => {
    try {
        if (typeof value === 'bigint') return value;
        if (typeof value === 'number' && Number.isInteger(value)) return BigInt(value);
        if (typeof value === 'string' && /^-?\d+$/.test(value)) return BigInt(value);
    } catch {
        // reported below
    }
    throw new ProtoPayloadError(`Field ${field.name} expects an integer`);
};

function writeScalar(writer: Writer, field: FieldDescriptor, value: unknown, schema: DynamicSchema): void {
    switch (field.type) {
        case 'double': return writer.fixed(8, view => view.setFloat64(0, Number(value), true));
        case 'float': return writer.fixed(4, view => view.setFloat32(0, Number(value), true));
        case 'fixed64': return writer.fixed(8, view => view.setBigUint64(0, BigInt.asUintN(64, bigintOf(value, field)), true));
        case 'sfixed64': return writer.fixed(8, view => view.setBigInt64(0, BigInt.asIntN(64, bigintOf(value, field)), true));
        case 'fixed32': return writer.fixed(4, view => view.setUint32(0, Number(bigintOf(value, field)) >>> 0, true));
        case 'sfixed32': return writer.fixed(4, view => view.setInt32(0, Number(bigintOf(value, field)) | 0, true));
        case 'bool': return writer.varint(value ? 1n : 0n);
        case 'string':
        case 'bytes': {
            const bytes = field.type === 'bytes' && typeof value === 'string' ? Buffer.from(value, 'base64') : Buffer.from(String(value), 'utf8');
            writer.varint(BigInt(bytes.length));
            return writer.raw(bytes);
        }
        case 'enum': {
            const number = typeof value === 'string' ? schema.enums.get(field.typeName!)?.values.find(candidate => candidate.name === value)?.number : Number(value);
            if (number === undefined || !Number.isInteger(number)) throw new ProtoPayloadError(`Field ${field.name} has no value ${String(value)}`);
            return writer.varint(BigInt(number));
        }
        case 'sint32':
        case 'sint64': {
            const integer = bigintOf(value, field);
            return writer.varint(integer >= 0n ? integer << 1n : (-integer << 1n) - 1n);
        }
        default: return writer.varint(bigintOf(value, field)); // int32, int64, uint32, uint64
    }
}

const isDefault = (value: unknown) => value === 0 || value === '0' || value === false || value === '' || value === 0n;

function encodeMessage(json: Record<string, unknown>, message: MessageDescriptor, schema: DynamicSchema, depth: number): Uint8Array {
    if (depth > MAX_DEPTH) throw new ProtoPayloadError('Message nested too deeply');
    const writer = new Writer();
    for (const field of message.fields) {
        const value = json[field.jsonName] ?? json[field.name];
        if (value === undefined || value === null) continue;
        const values = isRepeated(field) ? (Array.isArray(value) ? value : [value]) : [value];
        for (const item of values) {
            if (!isRepeated(field) && !hasPresence(field) && isDefault(item)) continue;
            writer.varint(BigInt((field.number << 3) | wireTypeOf(field)));
            if (field.type === 'message') {
                if (typeof item !== 'object' || item === null || Array.isArray(item)) throw new ProtoPayloadError(`Field ${field.name} expects an object`);
                const bytes = encodeMessage(item as Record<string, unknown>, schema.messages.get(field.typeName!)!, schema, depth + 1);
                writer.varint(BigInt(bytes.length));
                writer.raw(bytes);
            } else writeScalar(writer, field, item, schema);
        }
    }
    return writer.finish();
}

/** Writes `json` (keyed by field or JSON name) as the schema's root message (or `message`). */
export function encodeFromJson(json: Record<string, unknown>, schema: DynamicSchema, message: MessageDescriptor = schema.root): Uint8Array {
    return encodeMessage(json, message, schema, 0);
}
