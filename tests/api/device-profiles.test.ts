// Device profile documents: profileData validated against schemas/documents/device-profile-data.json
// with ThingsBoard's messages and part2 §5.2 validity, and the controller facts of reference §1.4.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixtures';

type Json = Record<string, any>;
let world: World;

beforeAll(async () => {
    world = await createWorld();
}, 60_000);
afterAll(() => world?.close());

const save = (body: Json, token = world.tenant.token) => world.api.post('/api/deviceProfile', body, token);

const filter = { key: { type: 'TIME_SERIES', key: 't' }, valueType: 'NUMERIC', value: null, predicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 1, userValue: null, dynamicValue: null } } };
const rule = (condition: Json[] = [filter], extra: Json = {}) => ({ condition: { condition, spec: { type: 'SIMPLE' } }, schedule: null, alarmDetails: null, dashboardId: null, ...extra });
const alarm = (extra: Json = {}) => ({ id: 'a1', alarmType: 'Hot', createRules: { MAJOR: rule() }, clearRule: null, propagate: false, propagateRelationTypes: null, ...extra });

const profileData = (extra: Json = {}) => ({
    configuration: { type: 'DEFAULT' },
    transportConfiguration: { type: 'DEFAULT' },
    provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
    alarms: null,
    ...extra,
});

let counter = 0;
const named = (body: Json) => ({ name: `profile ${++counter}`, ...body });

/** A full MQTT profile as the console's editor sends it. */
const MQTT_PROFILE = {
    type: 'DEFAULT',
    transportType: 'MQTT',
    provisionType: 'DISABLED',
    profileData: profileData({
        transportConfiguration: {
            type: 'MQTT',
            deviceTelemetryTopic: 'v1/devices/me/telemetry',
            deviceAttributesTopic: 'v1/devices/me/attributes',
            sendAckOnValidationException: false,
            transportPayloadTypeConfiguration: {
                transportPayloadType: 'PROTOBUF',
                deviceTelemetryProtoSchema: 'syntax = "proto3"; message T { optional double temperature = 1; }',
                deviceAttributesProtoSchema: 'syntax = "proto3"; message A { optional string v = 1; }',
                deviceRpcRequestProtoSchema: 'syntax = "proto3"; message Q { optional string method = 1; optional int32 requestId = 2; optional string params = 3; }',
                deviceRpcResponseProtoSchema: 'syntax = "proto3"; message R { optional string payload = 1; }',
                enableCompatibilityWithJsonPayloadFormat: true,
                useJsonPayloadFormatForDefaultDownlinkTopics: false,
            },
        },
        alarms: [
            alarm({
                createRules: {
                    CRITICAL: rule([filter], { schedule: { type: 'SPECIFIC_TIME', timezone: 'Europe/Paris', daysOfWeek: [1, 2, 3], startsOn: 0, endsOn: 3_600_000 } }),
                    WARNING: { ...rule(), condition: { condition: [filter], spec: { type: 'DURATION', unit: 'MINUTES', predicate: { defaultValue: 5, userValue: null, dynamicValue: null } } } },
                },
                clearRule: rule([{ ...filter, predicate: { type: 'COMPLEX', operation: 'OR', predicates: [filter.predicate, { type: 'NUMERIC', operation: 'LESS', value: { defaultValue: 0, dynamicValue: { sourceType: 'CURRENT_TENANT', sourceAttribute: 'x', inherit: false } } }] } }]),
                propagate: true,
                propagateRelationTypes: ['Contains'],
            }),
        ],
    }),
};

describe('profileData validation', () => {
    it('stores a complete MQTT profile with alarm rules as sent, plus the alarm properties ThingsBoard always writes', async () => {
        const saved = await save(named(MQTT_PROFILE));
        expect(saved.status, saved.text).toBe(200);
        const read = await world.api.get(`/api/deviceProfile/${saved.body.id.id}`, world.tenant.token);
        const alarms = ((MQTT_PROFILE.profileData as Json).alarms as Json[]).map(alarm => ({ propagateToOwner: false, propagateToTenant: false, ...alarm }));
        expect(read.body.profileData).toEqual({ ...MQTT_PROFILE.profileData, alarms });
    });

    // The contract's own DeviceProfileData schema answers first for the parts it describes.
    it.each<[string, Json, string | RegExp]>([
        ['no profile data', { profileData: null }, 'Device profile data should be specified!'],
        ['an alarm without type', { profileData: profileData({ alarms: [alarm({ alarmType: '' })] }) }, 'Alarm rule type should be specified!'],
        ['two alarms of one type', { profileData: profileData({ alarms: [alarm(), alarm({ id: 'a2' })] }) }, `Can't create device profile with the same alarm rule types: "Hot"!`],
        ['an alarm without id', { profileData: profileData({ alarms: [alarm({ id: '' })] }) }, 'Alarm rule "Hot" should have an id!'],
        ['an alarm without create rules', { profileData: profileData({ alarms: [alarm({ createRules: {} })] }) }, 'Alarm rule "Hot" should have at least one create condition!'],
        ['a create rule without filters', { profileData: profileData({ alarms: [alarm({ createRules: { MINOR: rule([]) } })] }) }, 'Create condition MINOR of alarm rule "Hot" should have at least one key filter!'],
        ['a clear rule without filters', { profileData: profileData({ alarms: [alarm({ clearRule: rule([]) })] }) }, 'Clear condition of alarm rule "Hot" should have at least one key filter!'],
        ['an unknown time zone', { profileData: profileData({ alarms: [alarm({ createRules: { MAJOR: rule([filter], { schedule: { type: 'CUSTOM', timezone: 'Mars/Base', items: [] } }) } })] }) }, "Invalid time zone 'Mars/Base'!"],
        ['an unknown severity', { profileData: profileData({ alarms: [alarm({ createRules: { HUGE: rule() } })] }) }, 'Validation error: profileData.alarms.0.createRules must be equal to one of the allowed values (CRITICAL, MAJOR, MINOR, WARNING, INDETERMINATE)'],
        ['an unknown predicate operation', { profileData: profileData({ alarms: [alarm({ createRules: { MAJOR: rule([{ ...filter, predicate: { ...filter.predicate, operation: 'BIGGER' } }]) } })] }) }, /predicate\.operation from String "BIGGER": not one of the values accepted/],
        ['an unknown key type', { profileData: profileData({ alarms: [alarm({ createRules: { MAJOR: rule([{ ...filter, key: { type: 'COUNT', key: 't' } }]) } })] }) }, /key\.type from String "COUNT": not one of the values accepted/],
        ['a REPEATING without count', { profileData: profileData({ alarms: [alarm({ createRules: { MAJOR: { ...rule(), condition: { condition: [filter], spec: { type: 'REPEATING' } } } } })] }) }, 'Validation error: profileData.alarms.0.createRules.MAJOR.condition.spec.predicate should be specified'],
        ['a SPECIFIC_TIME day 8', { profileData: profileData({ alarms: [alarm({ createRules: { MAJOR: rule([filter], { schedule: { type: 'SPECIFIC_TIME', timezone: 'UTC', daysOfWeek: [8], startsOn: 0, endsOn: 0 } }) } })] }) }, 'Validation error: profileData.alarms.0.createRules.MAJOR.schedule.daysOfWeek.0 must be <= 7'],
        ['a DURATION without unit', { profileData: profileData({ alarms: [alarm({ createRules: { MAJOR: { ...rule(), condition: { condition: [filter], spec: { type: 'DURATION', predicate: { defaultValue: 1 } } } } } })] }) }, 'Validation error: profileData.alarms.0.createRules.MAJOR.condition.spec.unit should be specified'],
        ['an empty MQTT topic', { transportType: 'MQTT', profileData: profileData({ transportConfiguration: { type: 'MQTT', deviceTelemetryTopic: '' } }) }, 'Validation error: profileData.transportConfiguration.deviceTelemetryTopic must NOT have fewer than 1 characters'],
        ['an unknown payload type', { transportType: 'MQTT', profileData: profileData({ transportConfiguration: { type: 'MQTT', transportPayloadTypeConfiguration: { transportPayloadType: 'XML' } } }) }, 'Validation error: profileData.transportConfiguration.transportPayloadTypeConfiguration.transportPayloadType must be equal to one of the allowed values (JSON, PROTOBUF)'],
        ['a CoAP power mode', { transportType: 'COAP', profileData: profileData({ transportConfiguration: { type: 'COAP', clientSettings: { powerMode: 'SLEEPY' } } }) }, 'Validation error: profileData.transportConfiguration.clientSettings.powerMode must be equal to one of the allowed values (PSM, DRX, E_DRX)'],
        ['a negative SNMP timeout', { transportType: 'SNMP', profileData: profileData({ transportConfiguration: { type: 'SNMP', timeoutMs: -1, retries: 0 } }) }, 'Validation error: profileData.transportConfiguration.timeoutMs must be >= 0'],
        ['an LwM2M pmin below 0', { transportType: 'LWM2M', profileData: profileData({ transportConfiguration: { type: 'LWM2M', observeAttr: { attributeLwm2m: { '/3_1.0/0': { pmin: -5 } } } } }) }, 'Validation error: profileData.transportConfiguration.observeAttr.attributeLwm2m./3_1.0/0.pmin must be >= 0'],
        ['an unknown provision strategy', { profileData: profileData({ provisionConfiguration: { type: 'SOMETIMES' } }) }, /provisionConfiguration\.type from String "SOMETIMES": not one of the values accepted/],
        ['an SNMP mapping without key', { transportType: 'SNMP', profileData: profileData({ transportConfiguration: { type: 'SNMP', timeoutMs: 500, retries: 0, communicationConfigs: [{ spec: 'TELEMETRY_QUERYING', mappings: [{ oid: '1.3.6', dataType: 'LONG' }] }] } }) }, 'Validation error: profileData.transportConfiguration.communicationConfigs.0.mappings.0.key should be specified'],
    ])('refuses %s', async (_what, body, message) => {
        const refused = await save(named(body));
        expect(refused.status, refused.text).toBe(400);
        expect(refused.body).toMatchObject({ status: 400, errorCode: 31, message: typeof message === 'string' ? message : expect.stringMatching(message) });
    });

    it('accepts the shapes of every transport with their defaults', async () => {
        const transports: Json[] = [
            { type: 'COAP', coapDeviceTypeConfiguration: { coapDeviceType: 'EFENTO' }, clientSettings: { powerMode: 'E_DRX', edrxCycle: 81000, pagingTransmissionWindow: 10000 } },
            { type: 'COAP', coapDeviceTypeConfiguration: { coapDeviceType: 'DEFAULT', transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' } }, clientSettings: { powerMode: 'PSM', psmActivityTimer: 10000 } },
            { type: 'LWM2M', observeAttr: { observe: ['/3_1.0/0/9'], attribute: [], telemetry: ['/3_1.0/0/9'], keyName: { '/3_1.0/0/9': 'batteryLevel' }, attributeLwm2m: { '/3_1.0/0': { pmin: 10, pmax: 60 } } }, bootstrap: [], clientLwM2mSettings: { clientOnlyObserveAfterConnect: 1, fwUpdateStrategy: 1, swUpdateStrategy: 1, powerMode: 'DRX', compositeOperationsSupport: false } },
            { type: 'SNMP', timeoutMs: 500, retries: 0, communicationConfigs: [{ spec: 'TELEMETRY_QUERYING', queryingFrequencyMs: 5000, mappings: [{ oid: '1.3.6.1.2.1.1.1.0', key: 'description', dataType: 'STRING' }] }] },
        ];
        for (const transportConfiguration of transports) {
            const saved = await save(named({ transportType: transportConfiguration.type, profileData: profileData({ transportConfiguration }) }));
            expect(saved.status, saved.text).toBe(200);
            expect(saved.body.profileData.transportConfiguration).toEqual(transportConfiguration);
        }
    });
});

describe('controller facts', () => {
    it('names are unique per tenant, not across tenants', async () => {
        expect((await save({ name: 'thermostat' })).body.message).toBe('Device profile with such name already exists!');
        expect((await save({ name: 'thermostat' }, world.tenant2.token)).status).toBe(200);
    });

    it('provision keys are unique across tenants; the key and strategy may come inside profileData', async () => {
        const provisioning = { type: 'ALLOW_CREATE_NEW_DEVICES', provisionDeviceKey: 'unique-key-1', provisionDeviceSecret: 'secret' };
        const first = await save(named({ profileData: profileData({ provisionConfiguration: provisioning }) }));
        expect(first.status, first.text).toBe(200);
        expect(first.body).toMatchObject({ provisionType: 'ALLOW_CREATE_NEW_DEVICES', provisionDeviceKey: 'unique-key-1' });
        expect(first.body.profileData.provisionConfiguration).toEqual({ type: 'ALLOW_CREATE_NEW_DEVICES', provisionDeviceSecret: 'secret' });
        const taken = await save(named({ provisionType: 'ALLOW_CREATE_NEW_DEVICES', provisionDeviceKey: 'unique-key-1', profileData: profileData({ provisionConfiguration: { type: 'ALLOW_CREATE_NEW_DEVICES', provisionDeviceSecret: 's' } }) }), world.tenant2.token);
        expect(taken.body).toMatchObject({ status: 400, message: 'Device profile with such provision device key already exists!' });
    });

    it('a transport given without its settings gets ThingsBoard defaults, which save again unchanged', async () => {
        const mqtt = await save(named({ transportType: 'MQTT' }));
        expect(mqtt.body.profileData.transportConfiguration).toEqual({
            type: 'MQTT',
            deviceTelemetryTopic: 'v1/devices/me/telemetry',
            deviceAttributesTopic: 'v1/devices/me/attributes',
            transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' },
            sendAckOnValidationException: false,
        });
        expect((await save(mqtt.body)).status).toBe(200);
        const coap = await save({ ...mqtt.body, transportType: 'COAP', profileData: { ...mqtt.body.profileData, transportConfiguration: { type: 'MQTT' } } });
        expect(coap.body.profileData.transportConfiguration).toEqual({ type: 'COAP', coapDeviceTypeConfiguration: { coapDeviceType: 'DEFAULT', transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' } } });
        expect((await save(coap.body)).status).toBe(200);
    });

    it('the transport type cannot change while devices use the profile', async () => {
        const profile = (await save(named({}))).body;
        await world.api.post('/api/device', { name: `user of ${profile.name}`, deviceProfileId: profile.id }, world.tenant.token);
        const changed = await save({ ...profile, transportType: 'SNMP', profileData: profileData({ transportConfiguration: { type: 'SNMP', timeoutMs: 500, retries: 0 } }) });
        expect(changed.body).toMatchObject({ status: 400, message: "Can't change device profile transport type because devices referenced it!" });
    });

    it('set default moves the default flag; the default profile and profiles in use cannot be deleted', async () => {
        const profile = (await save(named({}))).body;
        const before = (await world.api.get('/api/deviceProfileInfo/default', world.tenant.token)).body;
        expect((await world.api.post(`/api/deviceProfile/${profile.id.id}/default`, undefined, world.tenant.token)).status).toBe(200);
        expect((await world.api.get('/api/deviceProfileInfo/default', world.tenant.token)).body.id).toEqual(profile.id);
        expect((await world.api.get(`/api/deviceProfile/${before.id.id}`, world.tenant.token)).body.default).toBe(false);
        const refused = await world.api.call('DELETE', `/api/deviceProfile/${profile.id.id}`, { token: world.tenant.token });
        expect(refused.body).toMatchObject({ status: 400, message: 'Deletion of Default Device Profile is prohibited!' });
        await world.api.post(`/api/deviceProfile/${before.id.id}/default`, undefined, world.tenant.token);
        const thermostat = (await world.api.get('/api/deviceProfiles?pageSize=10&page=0&textSearch=thermostat', world.tenant.token)).body.data[0];
        const used = await world.api.call('DELETE', `/api/deviceProfile/${thermostat.id.id}`, { token: world.tenant.token });
        expect(used.body.message).toBe('The device profile referenced by the devices cannot be deleted!');
    });

    it('default rule chain, dashboard, firmware and software must exist in the tenant and fit the profile', async () => {
        const missing = { entityType: 'RULE_CHAIN', id: '5b5e6f70-0000-11ee-8000-000000000000' };
        expect((await save(named({ defaultRuleChainId: missing }))).body.message).toBe("Can't assign non-existent rule chain!");
        const foreignDashboard = (await world.api.post('/api/dashboard', { title: 'Theirs' }, world.tenant2.token)).body;
        expect((await save(named({ defaultDashboardId: foreignDashboard.id }))).body.message).toBe("Can't assign dashboard from different tenant!");
        const ownDashboard = (await world.api.post('/api/dashboard', { title: 'Ours' }, world.tenant.token)).body;
        expect((await save(named({ defaultDashboardId: ownDashboard.id }))).status).toBe(200);

        const profile = (await save(named({}))).body;
        const ota = async (type: string, url: string | null) =>
            (await world.api.post('/api/otaPackage', { title: `${type} ${url ? 'url' : 'empty'}`, version: `${++counter}`, type, deviceProfileId: profile.id, url }, world.tenant.token)).body;
        const firmware = await ota('FIRMWARE', 'https://example.com/fw.bin');
        const software = await ota('SOFTWARE', 'https://example.com/sw.bin');
        const empty = await ota('FIRMWARE', null);
        expect((await save({ ...profile, firmwareId: software.id })).body.message).toBe("Can't assign firmware with type: SOFTWARE");
        expect((await save({ ...profile, firmwareId: empty.id })).body.message).toBe("Can't assign firmware with empty data!");
        expect((await save(named({ softwareId: software.id }))).body.message).toBe("Can't assign software with different deviceProfile!");
        const assigned = await save({ ...profile, firmwareId: firmware.id, softwareId: software.id });
        expect(assigned.status, assigned.text).toBe(200);
        expect(assigned.body).toMatchObject({ firmwareId: firmware.id, softwareId: software.id });
    });

    it('tenants and customers cannot change profiles that are not theirs', async () => {
        const theirs = (await world.api.get('/api/deviceProfileInfo/default', world.tenant2.token)).body;
        const foreign = await world.api.get(`/api/deviceProfile/${theirs.id.id}`, world.tenant.token);
        expect(foreign.status).toBe(403);
        expect((await save(named({}), world.customer.token)).status).toBe(403);
    });
});
