import type { AppContext } from '../context';
import { strictValue } from '../telemetry/kv';
import { readTelemetry, readValues } from '../telemetry/payload';
import { isTypedObject, parseTypedJson } from '../telemetry/typedJson';
import type { DeviceIdentity } from './deviceAuth';
import { deviceAttributes, keysParam } from './deviceAttributes';
import { attributesMessage, rpcFromDeviceMessage, telemetryMessages } from '../ruleEngine/deviceMessages';
import { claimRequestOf, claimServiceOf } from '../claiming/claimService';
import { compiledSchema, type SchemaKind } from '../deviceProfiles/protobuf/protoSchemas';
import { decodeToJson, encodeFromJson } from '../deviceProfiles/protobuf/protoCodec';
import { stringifyTypedJson, type TypedJson } from '../telemetry/typedJson';
import { DevicePayloadFormat } from './devicePayloadFormat';
import type { RpcRequest } from './rpc';

/** ThingsBoard's device MQTT API topics (v1). */
export const TOPIC = {
    telemetry: 'v1/devices/me/telemetry',
    attributes: 'v1/devices/me/attributes',
    attributesRequest: 'v1/devices/me/attributes/request/',
    attributesResponse: 'v1/devices/me/attributes/response/',
    rpcRequest: 'v1/devices/me/rpc/request/',
    rpcResponse: 'v1/devices/me/rpc/response/',
    claim: 'v1/devices/me/claim',
} as const;

/** Topic filters a device may subscribe to. */
export const SUBSCRIBABLE = new Set([
    TOPIC.attributes,
    `${TOPIC.attributesResponse}+`,
    `${TOPIC.rpcRequest}+`,
    `${TOPIC.rpcResponse}+`,
]);

/** A payload the device API refuses; ThingsBoard drops the connection of such a device. */
export class MqttPayloadError extends Error {}

/**
 * One connected MQTT device: reads what it publishes (telemetry, client attributes, attribute
 * requests, RPC responses) and writes to it what concerns it (its attribute responses, shared
 * attribute updates while it listens to v1/devices/me/attributes, RPC requests).
 */
export class MqttDeviceSession {
    /** Topic filters the device subscribed to, with their granted QoS. */
    private readonly subscriptions = new Map<string, number>();
    private readonly stopListening: () => void;
    private readonly stopReplies: () => void;
    private readonly payloadFormat: DevicePayloadFormat;

    constructor(
        readonly device: DeviceIdentity,
        private readonly ctx: AppContext,
        private readonly publish: (topic: string, payload: unknown) => void,
        private readonly onRpcResponse: (requestId: number, payload: unknown) => void,
    ) {
        this.payloadFormat = new DevicePayloadFormat(ctx.database.sqlite, device.deviceId);
        this.stopReplies = ctx.ruleEngine.onDeviceReply(device.deviceId, (requestId, body) => this.publish(TOPIC.rpcResponse + requestId, body));
        this.stopListening = ctx.telemetry.hub.subscribe(device.deviceId, event => {
            if (!this.subscriptions.has(TOPIC.attributes)) return;
            if (event.kind === 'attributes' && event.scope === 'SHARED_SCOPE') {
                this.publish(TOPIC.attributes, Object.fromEntries(event.entries.map(entry => [entry.key, strictValue(entry.value)])));
            } else if (event.kind === 'attributesDeleted' && event.scope === 'SHARED_SCOPE') {
                this.publish(TOPIC.attributes, { deleted: [...event.keys] });
            }
        });
    }

    subscribed(topic: string, qos = 0): void {
        this.subscriptions.set(topic, qos);
    }

    unsubscribed(topic: string): void {
        this.subscriptions.delete(topic);
    }

    /** The QoS RPC requests go out with (at most 1), or null while the device does not listen for them. */
    rpcRequestQos(): 0 | 1 | null {
        const qos = this.subscriptions.get(`${TOPIC.rpcRequest}+`);
        return qos === undefined ? null : qos > 0 ? 1 : 0;
    }

    /**
     * A server-side RPC request as the device reads it: JSON, or for a protobuf profile its RPC
     * request message (method, requestId, params as JSON text), as ThingsBoard's ProtoConverter writes it.
     */
    rpcRequestPayload(request: RpcRequest): unknown {
        const format = this.payloadFormat.current();
        const schema = format.proto && !format.jsonDownlink ? compiledSchema(format.proto, 'rpcRequest') : null;
        if (!schema) return { method: request.method, params: request.params };
        const params = typeof request.params === 'string' ? request.params : JSON.stringify(request.params ?? null);
        return Buffer.from(encodeFromJson({ method: request.method, requestId: request.id, params }, schema));
    }

    /**
     * The payload of a telemetry, attributes or RPC response message, read with the profile's
     * schema of that kind when the profile's payloads are protobuf (or as JSON when the profile
     * also accepts JSON and the payload is not a message of the schema); null for JSON payloads.
     */
    private protobufPayload(kind: SchemaKind, payload: Buffer, json: () => TypedJson): TypedJson | null {
        const format = this.payloadFormat.current();
        if (!format.proto) return null;
        const schema = compiledSchema(format.proto, kind);
        try {
            if (!schema) throw new MqttPayloadError('Failed to get dynamic message descriptor!');
            return decodeToJson(payload, schema);
        } catch (error) {
            if (format.acceptsJson) return json();
            throw new MqttPayloadError(`Failed to decode ${kind} payload: ${error instanceof Error ? error.message : String(error)}`);
        }
    }

    close(): void {
        this.stopListening();
        this.stopReplies();
    }

    /** Handles one PUBLISH of the device; throws MqttPayloadError for what ThingsBoard refuses. */
    async received(topic: string, payload: Buffer): Promise<void> {
        const { telemetry, deviceState } = this.ctx;
        const json = () => {
            try {
                return parseTypedJson(payload.toString('utf8'));
            } catch {
                throw new MqttPayloadError(`Invalid JSON on ${topic}`);
            }
        };
        if (topic === TOPIC.telemetry) {
            let entries;
            try {
                entries = readTelemetry(this.protobufPayload('telemetry', payload, json) ?? json(), telemetry.timestamps.of(this.device.deviceId), { typeCast: true });
            } catch (error) {
                throw error instanceof MqttPayloadError ? error : new MqttPayloadError(String(error));
            }
            await this.ctx.ruleEngine.pushDeviceMessages(this.device.tenantId, telemetryMessages(this.device, entries));
        } else if (topic === TOPIC.attributes) {
            const body = this.protobufPayload('attributes', payload, json) ?? json();
            if (!isTypedObject(body)) throw new MqttPayloadError('Attributes must be a JSON object');
            await this.ctx.ruleEngine.pushDeviceMessages(this.device.tenantId, [attributesMessage(this.device, readValues(body, { typeCast: true }))]);
        } else if (topic.startsWith(TOPIC.attributesRequest)) {
            const requestId = topic.slice(TOPIC.attributesRequest.length);
            let body: Record<string, unknown>;
            try {
                body = JSON.parse(payload.toString('utf8') || '{}') as Record<string, unknown>;
            } catch {
                throw new MqttPayloadError(`Invalid JSON on ${topic}`);
            }
            const response = await deviceAttributes(telemetry.attributes, this.device.deviceId, {
                clientKeys: keysParam(body.clientKeys),
                sharedKeys: keysParam(body.sharedKeys),
            });
            this.publish(TOPIC.attributesResponse + requestId, response);
        } else if (topic === TOPIC.claim) {
            // {secretKey, durationMs}, both optional: the device may now be claimed by a customer.
            let body: unknown;
            try {
                body = payload.length === 0 ? {} : JSON.parse(payload.toString('utf8'));
            } catch {
                throw new MqttPayloadError(`Invalid JSON on ${topic}`);
            }
            const { secretKey, durationMs } = claimRequestOf(body);
            await claimServiceOf(this.ctx).announce(this.device.deviceId, secretKey, durationMs);
        } else if (topic.startsWith(TOPIC.rpcResponse)) {
            const requestId = Number(topic.slice(TOPIC.rpcResponse.length));
            const text = payload.toString('utf8');
            const plain = () => {
                try {
                    return JSON.parse(text) as unknown;
                } catch {
                    return text; // a plain-text answer stays text
                }
            };
            const decoded = this.protobufPayload('rpcResponse', payload, () => text);
            const body = decoded === null ? plain() : typeof decoded === 'string' ? plain() : (JSON.parse(stringifyTypedJson(decoded)) as unknown);
            if (Number.isInteger(requestId)) this.onRpcResponse(requestId, body);
        } else if (topic.startsWith(TOPIC.rpcRequest)) {
            // Client-side RPC goes to the rule engine; an "rpc call reply" node answers on the response topic.
            const requestId = Number(topic.slice(TOPIC.rpcRequest.length));
            let body: unknown = {};
            try {
                body = JSON.parse(payload.toString('utf8') || '{}');
            } catch {
                throw new MqttPayloadError(`Invalid JSON on ${topic}`);
            }
            if (Number.isInteger(requestId)) await this.ctx.ruleEngine.pushDeviceMessages(this.device.tenantId, [rpcFromDeviceMessage(this.device, requestId, body)]);
        } else {
            throw new MqttPayloadError(`Unsupported topic: ${topic}`);
        }
        await deviceState.onActivity(this.device.deviceId);
    }
}
