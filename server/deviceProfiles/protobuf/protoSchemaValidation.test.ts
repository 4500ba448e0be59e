import { describe, expect, it } from 'vitest';
import { ThingsboardError } from '../../errors';
import { MAX_PROTO_SCHEMA_LENGTH } from './protoParser';
import { protoPayloadOf, withProtoPayloadDefaults, type ProtoPayloadConfiguration } from './protoSchemas';
import { validateProtoPayload } from './protoSchemaValidation';

const VALID = 'syntax = "proto3";\npackage ok;\nmessage Reading { optional double temperature = 1; }';
const configuration = (overrides: Partial<Record<keyof ProtoPayloadConfiguration, unknown>> = {}) =>
    ({ transportPayloadType: 'PROTOBUF', deviceAttributesProtoSchema: VALID, deviceTelemetryProtoSchema: VALID, ...overrides }) as ProtoPayloadConfiguration;

/** ThingsBoard's answer: 400, errorCode 31, the sentence. */
function refusal(overrides: Parameters<typeof configuration>[0]): string {
    try {
        validateProtoPayload(configuration(overrides));
    } catch (error) {
        expect(error).toBeInstanceOf(ThingsboardError);
        expect(error).toMatchObject({ status: 400, errorCode: 31 });
        return (error as Error).message;
    }
    throw new Error('accepted');
}

describe('validateProtoPayload', () => {
    it('accepts valid schemas; empty RPC schemas are ThingsBoard\'s defaults', () => {
        expect(() => validateProtoPayload(configuration())).not.toThrow();
        expect(() => validateProtoPayload(configuration({ deviceRpcRequestProtoSchema: '', deviceRpcResponseProtoSchema: null }))).not.toThrow();
    });

    it('checks the schemas in ThingsBoard\'s order: attributes, telemetry, RPC request, RPC response', () => {
        const broken = 'syntax = "proto3";';
        expect(refusal({ deviceAttributesProtoSchema: broken, deviceTelemetryProtoSchema: broken })).toBe('[Transport Configuration] invalid attributes proto schema provided! Type elements is empty!');
        expect(refusal({ deviceTelemetryProtoSchema: broken })).toBe('[Transport Configuration] invalid telemetry proto schema provided! Type elements is empty!');
        expect(refusal({ deviceRpcRequestProtoSchema: broken })).toBe('[Transport Configuration] invalid rpc request proto schema provided! Type elements is empty!');
        expect(refusal({ deviceRpcResponseProtoSchema: broken })).toBe('[Transport Configuration] invalid rpc response proto schema provided! Type elements is empty!');
    });

    it('a missing schema has no syntax (ThingsBoard fails on it without a message); a schema over the length bound does not parse', () => {
        expect(refusal({ deviceAttributesProtoSchema: null })).toBe('[Transport Configuration] invalid schema syntax: null for attributes proto schema provided! Only proto3 allowed!');
        expect(refusal({ deviceTelemetryProtoSchema: 42 })).toBe('[Transport Configuration] invalid schema syntax: null for telemetry proto schema provided! Only proto3 allowed!');
        expect(refusal({ deviceAttributesProtoSchema: `${VALID}\n${' '.repeat(MAX_PROTO_SCHEMA_LENGTH)}` })).toMatch(/^\[Transport Configuration\] failed to parse attributes proto schema due to: Schema is longer than/);
    });

    it('default values and options of nested enums are refused', () => {
        expect(refusal({ deviceAttributesProtoSchema: 'syntax = "proto3";\nmessage M { int32 a = 1 [default = 3]; }' })).toBe('[Transport Configuration] invalid attributes proto schema provided! Default values are not supported!');
        expect(refusal({ deviceAttributesProtoSchema: 'syntax = "proto3";\nmessage M { enum E { option allow_alias = true; A = 0; } E e = 1; }' })).toBe('[Transport Configuration] invalid attributes proto schema provided! Enum definitions options are not supported!');
    });

    it('a telemetry message that protobuf cannot build, or that has no fields', () => {
        expect(refusal({ deviceTelemetryProtoSchema: 'syntax = "proto3";\nmessage M { Missing a = 1; }' })).toBe('[Transport Configuration] invalid telemetry proto schema provided! Failed to get telemetryDynamicMessageDescriptor!');
        expect(refusal({ deviceTelemetryProtoSchema: 'syntax = "proto3";\nmessage Empty {}' })).toBe('[Transport Configuration] invalid telemetry proto schema provided! Empty fields is empty!');
    });

    it('an RPC request message that protobuf cannot build is a 400 naming why (ThingsBoard answers 500)', () => {
        expect(refusal({ deviceRpcRequestProtoSchema: 'syntax = "proto3";\nmessage M { Missing method = 1; int32 requestId = 2; string params = 3; }' })).toBe(
            '[Transport Configuration] invalid rpc request proto schema provided! Failed to create dynamic schema due to: rpc request proto schema.M.method: "Missing" is not defined.',
        );
    });
});

describe('protobuf payload settings in profileData', () => {
    it('are found on an MQTT transport and on a CoAP default device type only', () => {
        const payload = { transportPayloadType: 'PROTOBUF' };
        expect(protoPayloadOf({ transportConfiguration: { type: 'MQTT', transportPayloadTypeConfiguration: payload } })).toBe(payload);
        expect(protoPayloadOf({ transportConfiguration: { type: 'COAP', coapDeviceTypeConfiguration: { coapDeviceType: 'DEFAULT', transportPayloadTypeConfiguration: payload } } })).toBe(payload);
        expect(protoPayloadOf({ transportConfiguration: { type: 'DEFAULT', transportPayloadTypeConfiguration: payload } })).toBeNull();
        expect(protoPayloadOf({ transportConfiguration: { type: 'MQTT', transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' } } })).toBeNull();
    });

    it('are stored with ThingsBoard\'s RPC schemas and switches when left out', () => {
        const data = withProtoPayloadDefaults({ transportConfiguration: { type: 'MQTT', transportPayloadTypeConfiguration: { transportPayloadType: 'PROTOBUF', deviceRpcRequestProtoSchema: null } } }) as {
            transportConfiguration: { transportPayloadTypeConfiguration: Record<string, unknown> };
        };
        expect(data.transportConfiguration.transportPayloadTypeConfiguration).toMatchObject({
            deviceRpcRequestProtoSchema: expect.stringContaining('message RpcRequestMsg'),
            deviceRpcResponseProtoSchema: expect.stringContaining('message RpcResponseMsg'),
            enableCompatibilityWithJsonPayloadFormat: false,
            useJsonPayloadFormatForDefaultDownlinkTopics: false,
        });
    });
});
