// The cases of ThingsBoard 3.3.4's BaseDeviceProfileControllerTest that apply to it, against our
// server, the 27 protobuf schema cases included (with schemas of our own that break the same rule).
// Not here: testChangeDeviceProfileTypeWithExistingDevices (@Ignore in 3.3.4: DEFAULT is its only
// profile type).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeToJson, encodeFromJson } from '../../../server/deviceProfiles/protobuf/protoCodec';
import { buildDynamicSchema } from '../../../server/deviceProfiles/protobuf/dynamicSchema';
import { parseProtoFile } from '../../../server/deviceProfiles/protobuf/protoParser';
import { stringifyTypedJson, type TypedJson } from '../../../server/telemetry/typedJson';
import { allPages, badRequest, idsOf, notFound, notFoundSentence, startHarness, type Caller, type Harness, type Json } from './harness';

let tb: Harness;

beforeAll(async () => {
    tb = await startHarness();
});
afterAll(async () => tb?.close());

/** ThingsBoard's createDeviceProfile: a DEFAULT profile on the DEFAULT transport with its default data. */
const deviceProfileOf = (name: string, extra: Json = {}) => ({
    name,
    type: 'DEFAULT',
    transportType: 'DEFAULT',
    description: `${name} Test`,
    profileData: { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' } },
    default: false,
    defaultRuleChainId: null,
    ...extra,
});

/** Each case in a tenant of its own, as ThingsBoard's test creates one before each. */
const freshTenant = () => tb.differentTenant('Device profile tenant');

describe('BaseDeviceProfileControllerTest (ThingsBoard 3.3.4)', () => {
    it('testSaveDeviceProfile: stored as sent, provisioning DISABLED; a new name is kept', async () => {
        const admin = await freshTenant();
        const profile = deviceProfileOf('Device Profile');
        const saved = await admin.save('/api/deviceProfile', profile);
        expect(saved.createdTime).toBeGreaterThan(0);
        expect(saved).toMatchObject({ name: profile.name, description: profile.description, default: false, defaultRuleChainId: null, provisionType: 'DISABLED' });
        expect(saved.profileData).toMatchObject(profile.profileData);
        await admin.save('/api/deviceProfile', { ...saved, name: 'New device profile' });
        expect((await admin.read(`/api/deviceProfile/${saved.id.id}`)).name).toBe('New device profile');
    });

    it('saveDeviceProfileWithViolationOfValidation: a name over 255 characters — 400 as ThingsBoard 3.4 answers (3.3.4 answered 500 with the same message)', async () => {
        const admin = await freshTenant();
        badRequest(await admin.post('/api/deviceProfile', deviceProfileOf('x'.repeat(300))), /length of name must be equal or less than 255/);
    });

    it('testFindDeviceProfileById: reads back exactly what was saved', async () => {
        const admin = await freshTenant();
        const saved = await admin.save('/api/deviceProfile', deviceProfileOf('Device Profile'));
        expect(await admin.read(`/api/deviceProfile/${saved.id.id}`)).toEqual(saved);
    });

    it('testFindDeviceProfileInfoById: the info has its id, name and type', async () => {
        const admin = await freshTenant();
        const saved = await admin.save('/api/deviceProfile', deviceProfileOf('Device Profile'));
        expect(await admin.read(`/api/deviceProfileInfo/${saved.id.id}`)).toMatchObject({ id: saved.id, name: saved.name, type: saved.type });
    });

    it('testFindDefaultDeviceProfileInfo: a new tenant\'s default profile is "default", of type DEFAULT', async () => {
        const admin = await freshTenant();
        const info = await admin.read('/api/deviceProfileInfo/default');
        expect(info).toMatchObject({ id: { entityType: 'DEVICE_PROFILE', id: expect.any(String) }, name: 'default', type: 'DEFAULT' });
    });

    it('testSetDefaultDeviceProfile: the profile made default is the default info', async () => {
        const admin = await freshTenant();
        const saved = await admin.save('/api/deviceProfile', deviceProfileOf('Device Profile'));
        expect(await admin.save(`/api/deviceProfile/${saved.id.id}/default`)).toMatchObject({ id: saved.id, default: true });
        expect(await admin.read('/api/deviceProfileInfo/default')).toMatchObject({ id: saved.id, name: saved.name, type: saved.type });
    });

    it('testSaveDeviceProfileWithEmptyName: 400 "Device profile name should be specified"', async () => {
        const admin = await freshTenant();
        const { name: _name, ...withoutName } = deviceProfileOf('');
        badRequest(await admin.post('/api/deviceProfile', withoutName), 'Device profile name should be specified!');
    });

    it('testSaveDeviceProfileWithSameName: 400 "Device profile with such name already exists"', async () => {
        const admin = await freshTenant();
        await admin.save('/api/deviceProfile', deviceProfileOf('Device Profile'));
        badRequest(await admin.post('/api/deviceProfile', deviceProfileOf('Device Profile')), /Device profile with such name already exists/);
    });

    it('testSaveDeviceProfileWithSameProvisionDeviceKey: 400 "Device profile with such provision device key already exists"', async () => {
        const admin = await freshTenant();
        const key = `testProvisionDeviceKey-${admin.tenantId}`;
        await admin.save('/api/deviceProfile', deviceProfileOf('Device Profile', { provisionDeviceKey: key }));
        badRequest(await admin.post('/api/deviceProfile', deviceProfileOf('Device Profile 2', { provisionDeviceKey: key })), 'Device profile with such provision device key already exists!');
    });

    it("testChangeDeviceProfileTransportTypeWithExistingDevices: 400 \"Can't change device profile transport type because devices referenced it\"", async () => {
        const admin = await freshTenant();
        const saved = await admin.save('/api/deviceProfile', deviceProfileOf('Device Profile'));
        await admin.save('/api/device', { name: 'Test device', type: 'default', deviceProfileId: saved.id });
        badRequest(await admin.post('/api/deviceProfile', { ...saved, transportType: 'MQTT' }), "Can't change device profile transport type because devices referenced it!");
    });

    it('testDeleteDeviceProfileWithExistingDevice: 400 "The device profile referenced by the devices cannot be deleted"', async () => {
        const admin = await freshTenant();
        const saved = await admin.save('/api/deviceProfile', deviceProfileOf('Device Profile'));
        await admin.save('/api/device', { name: 'Test device', type: 'default', deviceProfileId: saved.id });
        badRequest(await admin.delete(`/api/deviceProfile/${saved.id.id}`), 'The device profile referenced by the devices cannot be deleted!');
    });

    it('testDeleteDeviceProfile: a deleted profile is not found', async () => {
        const admin = await freshTenant();
        const saved = await admin.save('/api/deviceProfile', deviceProfileOf('Device Profile'));
        expect((await admin.delete(`/api/deviceProfile/${saved.id.id}`)).status).toBe(200);
        notFound(await admin.get(`/api/deviceProfile/${saved.id.id}`), notFoundSentence('Device profile', saved.id.id));
    });

    const listing = async (admin: Caller, path: string) => allPages(admin, path, 17);

    it('testFindDeviceProfiles: the default profile, then 28 more, page by page; deleting them leaves the default', async () => {
        const admin = await freshTenant();
        const initial = await listing(admin, '/api/deviceProfiles');
        expect(initial).toHaveLength(1);
        const profiles = [...initial];
        for (let i = 0; i < 28; i++) profiles.push(await admin.save('/api/deviceProfile', deviceProfileOf(`Device Profile${i}`)));
        const loaded = await listing(admin, '/api/deviceProfiles');
        expect(idsOf(loaded)).toEqual(idsOf(profiles));
        const byId = new Map(loaded.map(profile => [profile.id.id, profile]));
        for (const profile of profiles) expect(byId.get(profile.id.id)).toEqual(profile);
        for (const profile of profiles.filter(profile => !profile.default)) expect((await admin.delete(`/api/deviceProfile/${profile.id.id}`)).status).toBe(200);
        expect(await listing(admin, '/api/deviceProfiles')).toHaveLength(1);
    });

    it('testFindDeviceProfileInfos: the infos list the same profiles with their id, name and type', async () => {
        const admin = await freshTenant();
        const profiles = [...(await listing(admin, '/api/deviceProfiles'))];
        for (let i = 0; i < 28; i++) profiles.push(await admin.save('/api/deviceProfile', deviceProfileOf(`Device Profile${i}`)));
        const infos = await listing(admin, '/api/deviceProfileInfos');
        expect(idsOf(infos)).toEqual(idsOf(profiles));
        const byId = new Map(infos.map(info => [info.id.id, info]));
        for (const profile of profiles) expect(byId.get(profile.id.id)).toMatchObject({ id: profile.id, name: profile.name, type: profile.type, transportType: profile.transportType });
    });
});

/** A decoded message as plain JSON (numbers as JavaScript reads them). */
const plainJson = (json: TypedJson): unknown => JSON.parse(stringifyTypedJson(json));

/** An MQTT transport whose payloads are protobuf, with the given schemas (ThingsBoard's createProtoTransportPayloadConfiguration). */
const protoTransport = (schemas: { attributes: string; telemetry: string; rpcRequest?: string; rpcResponse?: string }) => ({
    type: 'MQTT',
    deviceTelemetryTopic: 'v1/devices/me/attributes',
    deviceAttributesTopic: 'v1/devices/me/attributes',
    transportPayloadTypeConfiguration: {
        transportPayloadType: 'PROTOBUF',
        deviceAttributesProtoSchema: schemas.attributes,
        deviceTelemetryProtoSchema: schemas.telemetry,
        deviceRpcRequestProtoSchema: schemas.rpcRequest ?? null,
        deviceRpcResponseProtoSchema: schemas.rpcResponse ?? null,
    },
});
const protoProfile = (schemas: Parameters<typeof protoTransport>[0]) =>
    deviceProfileOf('Device Profile', { profileData: { configuration: { type: 'DEFAULT' }, transportConfiguration: protoTransport(schemas) } });

/** The case's schema as attributes and telemetry schema; the answer must contain ThingsBoard's sentence. */
async function refusedSchema(schema: string, message: string): Promise<void> {
    const admin = await freshTenant();
    badRequest(await admin.post('/api/deviceProfile', protoProfile({ attributes: schema, telemetry: schema })), message);
    expect((await admin.read('/api/deviceProfiles?pageSize=10&page=0')).totalElements).toBe(1);
}
/** The same, with the schema as the RPC request schema too. */
const refusedRpcRequestSchema = async (schema: string, message: string) => {
    const admin = await freshTenant();
    badRequest(await admin.post('/api/deviceProfile', protoProfile({ attributes: schema, telemetry: schema, rpcRequest: schema })), message);
};

const proto3 = (body: string, packageName = 'checks') => `syntax = "proto3";\n\npackage ${packageName};\n\n${body}\n`;
const ATTRIBUTES = '[Transport Configuration] invalid attributes proto schema provided!';
const TELEMETRY = '[Transport Configuration] invalid telemetry proto schema provided!';
const RPC_REQUEST = '[Transport Configuration] invalid rpc request proto schema provided!';
const rpcRequestMessage = (method: string, requestId: string, params: string) => proto3(`message DeviceCall {\n  ${method};\n  ${requestId};\n  ${params};\n}`);

describe('BaseDeviceProfileControllerTest, protobuf transport payload (ThingsBoard 3.3.4)', () => {
    it("testSaveProtoDeviceProfileWithInvalidProtoFile: a 'required' field in proto3 is a syntax error at its line and column", async () => {
        // line 5, column 3: the label of the only field.
        await refusedSchema('syntax = "proto3";\npackage checks;\n\nmessage Reading {\n  required int32 level = 1;\n}', "[Transport Configuration] failed to parse attributes proto schema due to: Syntax error in :5:3: 'required' label forbidden in proto3 field declarations");
    });

    it('testSaveProtoDeviceProfileWithInvalidProtoSyntax: proto2 is refused', async () => {
        await refusedSchema('syntax = "proto2";\npackage checks;\nmessage Reading {\n  required int32 level = 1;\n}', '[Transport Configuration] invalid schema syntax: proto2 for attributes proto schema provided! Only proto3 allowed!');
    });

    it('testSaveProtoDeviceProfileOptionsNotSupported: file options', async () => {
        await refusedSchema(`syntax = "proto3";\noption optimize_for = SPEED;\npackage checks;\nmessage Reading {\n  optional int32 level = 1;\n}`, `${ATTRIBUTES} Schema options don't support!`);
    });

    it('testSaveProtoDeviceProfilePublicImportsNotSupported: public imports', async () => {
        await refusedSchema(`syntax = "proto3";\nimport public "other.proto";\npackage checks;\nmessage Reading {\n  optional int32 level = 1;\n}`, `${ATTRIBUTES} Schema public imports don't support!`);
    });

    it('testSaveProtoDeviceProfileImportsNotSupported: imports', async () => {
        await refusedSchema(`syntax = "proto3";\nimport "other.proto";\npackage checks;\nmessage Reading {\n  optional int32 level = 1;\n}`, `${ATTRIBUTES} Schema imports don't support!`);
    });

    it('testSaveProtoDeviceProfileExtendDeclarationsNotSupported: extend declarations', async () => {
        await refusedSchema(proto3('extend google.protobuf.FieldOptions {\n  string unit = 51234;\n}'), `${ATTRIBUTES} Schema extend declarations don't support!`);
    });

    it('testSaveProtoDeviceProfileEnumOptionsNotSupported: enum options', async () => {
        await refusedSchema(proto3('enum Mode {\n  option allow_alias = true;\n  IDLE = 0;\n  BUSY = 1;\n  WORKING = 1;\n}\nmessage Reading {\n  optional int32 level = 1;\n}'), `${ATTRIBUTES} Enum definitions options are not supported!`);
    });

    it('testSaveProtoDeviceProfileNoOneMessageTypeExists: enums alone', async () => {
        await refusedSchema(proto3('enum Mode {\n  IDLE = 0;\n  BUSY = 1;\n}'), `${ATTRIBUTES} At least one Message definition should exists!`);
    });

    it('testSaveProtoDeviceProfileMessageTypeOptionsNotSupported: message options', async () => {
        await refusedSchema(proto3('message Reading {\n  option deprecated = true;\n  optional int32 level = 1;\n}'), `${ATTRIBUTES} Message definition options don't support!`);
    });

    it('testSaveProtoDeviceProfileMessageTypeExtensionsNotSupported: extension ranges', async () => {
        await refusedSchema(proto3('message Reading {\n  extensions 500 to 599;\n}'), `${ATTRIBUTES} Message definition extensions don't support!`);
    });

    it('testSaveProtoDeviceProfileMessageTypeReservedElementsNotSupported: reserved numbers and names', async () => {
        await refusedSchema(proto3('message Reading {\n  reserved 3, 7 to 9;\n  reserved "old_level";\n}'), `${ATTRIBUTES} Message definition reserved elements don't support!`);
    });

    it('testSaveProtoDeviceProfileMessageTypeGroupsElementsNotSupported: groups', async () => {
        await refusedSchema(proto3('message Reading {\n  repeated group Sample = 1 {\n    optional int32 level = 2;\n  }\n}'), `${ATTRIBUTES} Message definition groups don't support!`);
    });

    it('testSaveProtoDeviceProfileOneOfsGroupsElementsNotSupported: groups in a oneof', async () => {
        await refusedSchema(proto3('message Reading {\n  oneof value {\n    string text = 1;\n    group Sample = 2 {\n      int32 level = 3;\n    }\n  }\n}'), `${ATTRIBUTES} OneOf definition groups don't support!`);
    });

    it('testSaveProtoDeviceProfileWithMessageNestedTypes: nested messages are kept and read as protobuf reads them', async () => {
        const schema = proto3('message Station {\n  message Left {\n    message Probe {\n      optional int64 count = 1;\n      optional bool alive = 2;\n    }\n    Probe probe = 1;\n  }\n  message Right {\n    message Probe {\n      optional int32 count = 1;\n      optional bool alive = 2;\n    }\n    Probe probe = 1;\n  }\n  Left left = 1;\n  Right right = 2;\n}', 'nesting');
        const admin = await freshTenant();
        const saved = await admin.save('/api/deviceProfile', protoProfile({ attributes: schema, telemetry: schema }));
        const found = await admin.read(`/api/deviceProfile/${saved.id.id}`);
        expect(found.name).toBe(saved.name);
        const attributesSchema = found.profileData.transportConfiguration.transportPayloadTypeConfiguration.deviceAttributesProtoSchema as string;
        const dynamic = buildDynamicSchema(parseProtoFile(attributesSchema), 'attributes proto schema');
        expect([...dynamic.messages.keys()].sort()).toEqual(['nesting.Station', 'nesting.Station.Left', 'nesting.Station.Left.Probe', 'nesting.Station.Right', 'nesting.Station.Right.Probe']);
        // Written with Left's Probe (int64) into both; Right's Probe reads its count as an int32.
        const bytes = encodeFromJson({ left: { probe: { count: '1', alive: true } }, right: { probe: { count: 0, alive: false } } }, dynamic);
        expect(plainJson(decodeToJson(bytes, dynamic))).toEqual({ left: { probe: { count: '1', alive: true } }, right: { probe: { count: 0, alive: false } } });
    });

    it('testSaveProtoDeviceProfileWithMessageOneOfs: oneof members are read one at a time, unset members left out', async () => {
        const schema = proto3('message Names {\n  repeated string name = 1;\n}\n\nmessage Sample {\n  optional int32 id = 1;\n  oneof choice {\n    string name = 4;\n    Names names = 9;\n  }\n}', 'choosing');
        const admin = await freshTenant();
        const saved = await admin.save('/api/deviceProfile', protoProfile({ attributes: schema, telemetry: schema }));
        const dynamic = buildDynamicSchema(parseProtoFile(saved.profileData.transportConfiguration.transportPayloadTypeConfiguration.deviceAttributesProtoSchema), 'attributes proto schema');
        expect([...dynamic.messages.keys()].sort()).toEqual(['choosing.Names', 'choosing.Sample']);
        expect(dynamic.root.fields).toHaveLength(3);
        expect(plainJson(decodeToJson(encodeFromJson({ name: 'Bob' }, dynamic), dynamic))).toEqual({ name: 'Bob' });
        const both = Buffer.concat([encodeFromJson({ name: 'Bob' }, dynamic), encodeFromJson({ names: { name: ['Alice', 'John'] } }, dynamic)]);
        expect(plainJson(decodeToJson(both, dynamic))).toEqual({ names: { name: ['Alice', 'John'] } });
    });

    it("testSaveProtoDeviceProfileWithInvalidTelemetrySchemaTsField: 'ts' without the optional keyword", async () => {
        await refusedSchema(proto3('message Reading {\n  int64 ts = 1;\n  Values values = 2;\n  message Values {\n    double temperature = 3;\n    Inner inner = 4;\n  }\n  message Inner {\n    optional int32 level = 5;\n    repeated int32 samples = 6;\n  }\n}'), `${TELEMETRY} Field 'ts' has invalid label. Field 'ts' should have optional keyword!`);
    });

    it("testSaveProtoDeviceProfileWithInvalidTelemetrySchemaTsDateType: 'ts' other than int64", async () => {
        await refusedSchema(proto3('message Reading {\n  optional int32 ts = 1;\n  Values values = 2;\n  message Values {\n    double temperature = 3;\n  }\n}'), `${TELEMETRY} Field 'ts' has invalid data type. Only int64 type is supported!`);
    });

    it("testSaveProtoDeviceProfileWithInvalidTelemetrySchemaValuesDateType: 'values' other than a message", async () => {
        await refusedSchema(proto3('message Reading {\n  optional int64 ts = 1;\n  string values = 2;\n}'), `${TELEMETRY} Field 'values' has invalid data type. Only message type is supported!`);
    });

    it("testSaveProtoDeviceProfileWithInvalidRpcRequestSchemaMethodDateType: 'method' other than string", async () => {
        await refusedRpcRequestSchema(rpcRequestMessage('optional int32 method = 1', 'optional int32 requestId = 2', 'optional string params = 3'), `${RPC_REQUEST} Field 'method' has invalid data type. Only string type is supported!`);
    });

    it("testSaveProtoDeviceProfileWithInvalidRpcRequestSchemaRequestIdDateType: 'requestId' other than int32", async () => {
        await refusedRpcRequestSchema(rpcRequestMessage('optional string method = 1', 'optional int64 requestId = 2', 'optional string params = 3'), `${RPC_REQUEST} Field 'requestId' has invalid data type. Only int32 type is supported!`);
    });

    it("testSaveProtoDeviceProfileWithInvalidRpcRequestSchemaMethodLabel: a repeated 'method'", async () => {
        await refusedRpcRequestSchema(rpcRequestMessage('repeated string method = 1', 'optional int32 requestId = 2', 'optional string params = 3'), `${RPC_REQUEST} Field 'method' has invalid label!`);
    });

    it("testSaveProtoDeviceProfileWithInvalidRpcRequestSchemaRequestIdLabel: a repeated 'requestId'", async () => {
        await refusedRpcRequestSchema(rpcRequestMessage('optional string method = 1', 'repeated int32 requestId = 2', 'optional string params = 3'), `${RPC_REQUEST} Field 'requestId' has invalid label!`);
    });

    it("testSaveProtoDeviceProfileWithInvalidRpcRequestSchemaParamsLabel: a repeated 'params'", async () => {
        await refusedRpcRequestSchema(rpcRequestMessage('optional string method = 1', 'optional int32 requestId = 2', 'repeated string params = 3'), `${RPC_REQUEST} Field 'params' has invalid label!`);
    });

    it('testSaveProtoDeviceProfileWithInvalidRpcRequestSchemaFieldsCount: not three fields', async () => {
        await refusedRpcRequestSchema(proto3('message DeviceCall {\n  optional int32 requestId = 2;\n  optional string params = 3;\n}'), `${RPC_REQUEST} DeviceCall message should always contains 3 fields: method, requestId and params!`);
    });

    it("testSaveProtoDeviceProfileWithInvalidRpcRequestSchemaFieldMethodIsNoSet: no 'method'", async () => {
        await refusedRpcRequestSchema(rpcRequestMessage('optional string command = 1', 'optional int32 requestId = 2', 'optional string params = 3'), `${RPC_REQUEST} Failed to get field descriptor for field: method!`);
    });

    it("testSaveProtoDeviceProfileWithInvalidRpcRequestSchemaFieldRequestIdIsNotSet: no 'requestId'", async () => {
        await refusedRpcRequestSchema(rpcRequestMessage('optional string method = 1', 'optional int32 id = 2', 'optional string params = 3'), `${RPC_REQUEST} Failed to get field descriptor for field: requestId!`);
    });

    it("testSaveProtoDeviceProfileWithInvalidRpcRequestSchemaFieldParamsIsNotSet: no 'params'", async () => {
        await refusedRpcRequestSchema(rpcRequestMessage('optional string method = 1', 'optional int32 requestId = 2', 'optional string arguments = 3'), `${RPC_REQUEST} Failed to get field descriptor for field: params!`);
    });
});
