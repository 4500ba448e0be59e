/**
 * A device profile's protobuf payload settings (ThingsBoard's ProtoTransportPayloadConfiguration):
 * where they live in profileData, the four schemas with the RPC defaults ThingsBoard falls back to,
 * and each schema compiled once (the MQTT transport reads a device's every message with them).
 */
import { buildDynamicSchema, type DynamicSchema } from './dynamicSchema';
import { parseProtoFile } from './protoParser';

export const SCHEMA_NAMES = {
    attributes: 'attributes proto schema',
    telemetry: 'telemetry proto schema',
    rpcRequest: 'rpc request proto schema',
    rpcResponse: 'rpc response proto schema',
} as const;
export type SchemaKind = keyof typeof SCHEMA_NAMES;

/** ThingsBoard's RPC schemas when a profile leaves them empty. */
const DEFAULT_RPC_REQUEST_SCHEMA = 'syntax ="proto3";\npackage rpc;\n\nmessage RpcRequestMsg {\n  optional string method = 1;\n  optional int32 requestId = 2;\n  optional string params = 3;\n}';
const DEFAULT_RPC_RESPONSE_SCHEMA = 'syntax ="proto3";\npackage rpc;\n\nmessage RpcResponseMsg {\n  optional string payload = 1;\n}';

export interface ProtoPayloadConfiguration {
    transportPayloadType: 'PROTOBUF';
    deviceTelemetryProtoSchema?: unknown;
    deviceAttributesProtoSchema?: unknown;
    deviceRpcRequestProtoSchema?: unknown;
    deviceRpcResponseProtoSchema?: unknown;
    enableCompatibilityWithJsonPayloadFormat?: unknown;
    useJsonPayloadFormatForDefaultDownlinkTopics?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The protobuf payload settings of an MQTT profile or of a CoAP profile's default device type; null for JSON payloads. */
export function protoPayloadOf(profileData: unknown): ProtoPayloadConfiguration | null {
    const transport = isObject(profileData) ? profileData.transportConfiguration : null;
    if (!isObject(transport)) return null;
    const holder = transport.type === 'COAP' && isObject(transport.coapDeviceTypeConfiguration) ? transport.coapDeviceTypeConfiguration : transport;
    const payload = transport.type === 'MQTT' || transport.type === 'COAP' ? holder.transportPayloadTypeConfiguration : null;
    return isObject(payload) && payload.transportPayloadType === 'PROTOBUF' ? (payload as unknown as ProtoPayloadConfiguration) : null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The schema text of one kind, as ThingsBoard reads it (the RPC ones fall back to its defaults). */
export function schemaTextOf(configuration: ProtoPayloadConfiguration, kind: SchemaKind): string {
    switch (kind) {
        case 'attributes': return text(configuration.deviceAttributesProtoSchema);
        case 'telemetry': return text(configuration.deviceTelemetryProtoSchema);
        case 'rpcRequest': return text(configuration.deviceRpcRequestProtoSchema) || DEFAULT_RPC_REQUEST_SCHEMA;
        case 'rpcResponse': return text(configuration.deviceRpcResponseProtoSchema) || DEFAULT_RPC_RESPONSE_SCHEMA;
    }
}

/** Compiled schemas by kind and text; a profile's schemas are few, the bound keeps a churn of edits small. */
const compiled = new Map<string, DynamicSchema | null>();
const MAX_COMPILED = 256;

/** The compiled schema of one kind, or null when the text does not compile (the device's messages are then refused). */
export function compiledSchema(configuration: ProtoPayloadConfiguration, kind: SchemaKind): DynamicSchema | null {
    const source = schemaTextOf(configuration, kind);
    const key = `${kind}\u0000${source}`;
    if (compiled.has(key)) return compiled.get(key)!;
    let schema: DynamicSchema | null;
    try {
        schema = buildDynamicSchema(parseProtoFile(source), SCHEMA_NAMES[kind]);
    } catch {
        schema = null;
    }
    if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, schema);
    return schema;
}

/**
 * The profile data with its protobuf payload settings as ThingsBoard writes them back: RPC schemas
 * left empty hold ThingsBoard's defaults (its getters answer them, and so it stores them), the two
 * switches are false when unset. Other profile data is returned as it is.
 */
export function withProtoPayloadDefaults(profileData: unknown): unknown {
    const configuration = protoPayloadOf(profileData);
    if (!configuration) return profileData;
    const target = configuration as unknown as Record<string, unknown>;
    target.deviceRpcRequestProtoSchema = schemaTextOf(configuration, 'rpcRequest');
    target.deviceRpcResponseProtoSchema = schemaTextOf(configuration, 'rpcResponse');
    target.enableCompatibilityWithJsonPayloadFormat = configuration.enableCompatibilityWithJsonPayloadFormat ?? false;
    target.useJsonPayloadFormatForDefaultDownlinkTopics = configuration.useJsonPayloadFormatForDefaultDownlinkTopics ?? false;
    return profileData;
}
