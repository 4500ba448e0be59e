import type { EntityId } from '../../../resources/kernel';
import type { AlarmSeverity } from '../../../shared/generated/api.gen';
import type { FilterPredicateValue, KeyFilter } from '../keyFilters/keyFilterModel';
import type * as ProfileDocument from '../../../shared/generated/deviceProfileData.gen';
import profileDataSchema from '../../../schemas/documents/device-profile-data.json';

/** The device profile as POST /api/deviceProfile takes it (reference §1.4). */

export type TransportType = 'DEFAULT' | 'MQTT' | 'COAP' | 'LWM2M' | 'SNMP';
export type ProvisionType = 'DISABLED' | 'ALLOW_CREATE_NEW_DEVICES' | 'CHECK_PRE_PROVISIONED_DEVICES';

export type { EntityId };

// Alarm rules as schemas/documents/device-profile-data.json types them (codegen: shared/generated/
// deviceProfileData.gen.ts), the document the server validates every saved profile against. The
// editors hold a condition's filters in the key-filter model they share with dashboards, which
// profileModel.types.test.ts keeps assignable to the document's filters.
/** A DURATION's length or a REPEATING's count is a number predicate value in the editors. */
type WithNumberPredicate<Spec> = Spec extends { predicate: unknown } ? Omit<Spec, 'predicate'> & { predicate: FilterPredicateValue<number> } : Spec;
export type AlarmConditionSpec = WithNumberPredicate<ProfileDocument.AlarmConditionSpec>;
export type TimeUnit = Extract<AlarmConditionSpec, { type: 'DURATION' }>['unit'];
export type AlarmSchedule = ProfileDocument.AlarmSchedule;
export type CustomScheduleItem = Extract<AlarmSchedule, { type: 'CUSTOM' }>['items'][number];

export type AlarmRule = Omit<ProfileDocument.AlarmRule, 'condition'> & {
    condition: { condition: KeyFilter[]; spec: AlarmConditionSpec };
};

/** The editor fills in what the document lets a client leave out: one rule per severity, propagation. */
export type DeviceProfileAlarm = Omit<ProfileDocument.DeviceProfileAlarm, 'createRules' | 'clearRule' | 'propagate' | 'propagateRelationTypes'> & {
    createRules: Partial<Record<AlarmSeverity, AlarmRule>>;
    clearRule?: AlarmRule | null;
    propagate: boolean;
    propagateRelationTypes: string[] | null;
};

/** Transport documents are edited section by section; their inner shapes follow the JSON Schema. */
export type TransportConfiguration = { type: TransportType } & Record<string, unknown>;

export interface ProvisionConfiguration {
    type: ProvisionType;
    provisionDeviceKey?: string | null;
    provisionDeviceSecret?: string | null;
}

export interface DeviceProfileData {
    configuration: { type: 'DEFAULT' };
    transportConfiguration: TransportConfiguration;
    provisionConfiguration: ProvisionConfiguration;
    alarms: DeviceProfileAlarm[] | null;
}

export interface DeviceProfile {
    id?: EntityId;
    name: string;
    description: string | null;
    image: string | null;
    type: 'DEFAULT';
    transportType: TransportType;
    provisionType: ProvisionType;
    provisionDeviceKey: string | null;
    defaultRuleChainId: EntityId | null;
    defaultDashboardId: EntityId | null;
    defaultQueueName: string | null;
    firmwareId: EntityId | null;
    softwareId: EntityId | null;
    profileData: DeviceProfileData;
    default?: boolean;
}

export const TRANSPORT_TYPES: readonly TransportType[] = ['DEFAULT', 'MQTT', 'COAP', 'LWM2M', 'SNMP'];
export const PROVISION_TYPES: readonly ProvisionType[] = ['DISABLED', 'ALLOW_CREATE_NEW_DEVICES', 'CHECK_PRE_PROVISIONED_DEVICES'];
export const TIME_UNITS: readonly TimeUnit[] = ['SECONDS', 'MINUTES', 'HOURS', 'DAYS'];

type SchemaNode = { default?: unknown; properties?: Record<string, SchemaNode>; $ref?: string; oneOf?: SchemaNode[] };
const definitions = (profileDataSchema as unknown as { definitions: Record<string, SchemaNode> }).definitions;
const resolve = (node: SchemaNode): SchemaNode => (node.$ref ? definitions[node.$ref.split('/').pop()!]! : node);

/**
 * The `default` of every property of a schema definition (one level, plus `oneOf` branch
 * properties when a branch is named): the JSON Schema is the one source of ThingsBoard's defaults.
 */
export const schemaDefaults = (definition: string, branchTitle?: string): Record<string, unknown> => {
    const node = definitions[definition]!;
    const branch = branchTitle ? node.oneOf?.map(resolve).find(option => (option as { title?: string }).title === branchTitle) : undefined;
    const properties = { ...node.properties, ...branch?.properties };
    return Object.fromEntries(
        Object.entries(properties)
            .filter(([, property]) => property.default !== undefined)
            .map(([key, property]) => [key, structuredClone(property.default)])
    );
};

const jsonPayload = () => ({ transportPayloadType: 'JSON' });

/** A fresh transport configuration of the type with ThingsBoard's defaults (part2 §3.6). */
export const defaultTransportConfiguration = (type: TransportType): TransportConfiguration => {
    switch (type) {
        case 'MQTT':
            return { type, ...schemaDefaults('MqttTransportConfiguration'), transportPayloadTypeConfiguration: jsonPayload() };
        case 'COAP':
            return {
                type,
                coapDeviceTypeConfiguration: { coapDeviceType: 'DEFAULT', transportPayloadTypeConfiguration: jsonPayload() },
                clientSettings: schemaDefaults('PowerSavingConfiguration'),
            };
        case 'LWM2M':
            return {
                type,
                observeAttr: schemaDefaults('Lwm2mObserveAttr'),
                bootstrapServerUpdateEnable: false,
                bootstrap: [],
                clientLwM2mSettings: schemaDefaults('Lwm2mClientSettings'),
            };
        case 'SNMP':
            return { type, ...schemaDefaults('SnmpTransportConfiguration') };
        default:
            return { type: 'DEFAULT' };
    }
};

/** The payload part of MQTT and CoAP when PROTOBUF is chosen: the sample schemas ThingsBoard offers. */
export const protobufPayloadConfiguration = (): Record<string, unknown> => ({
    transportPayloadType: 'PROTOBUF',
    ...schemaDefaults('ProtoPayloadConfiguration'),
});

export const newDeviceProfile = (): DeviceProfile => ({
    name: '',
    description: null,
    image: null,
    type: 'DEFAULT',
    transportType: 'DEFAULT',
    provisionType: 'DISABLED',
    provisionDeviceKey: null,
    defaultRuleChainId: null,
    defaultDashboardId: null,
    defaultQueueName: null,
    firmwareId: null,
    softwareId: null,
    profileData: {
        configuration: { type: 'DEFAULT' },
        transportConfiguration: defaultTransportConfiguration('DEFAULT'),
        provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
        alarms: [],
    },
});

/** A new transport type starts from that type's defaults; the same type keeps its settings. */
export const withTransportType = (profile: DeviceProfile, type: TransportType): DeviceProfile =>
    profile.transportType === type
        ? profile
        : { ...profile, transportType: type, profileData: { ...profile.profileData, transportConfiguration: defaultTransportConfiguration(type) } };

/** Provisioning lives twice in ThingsBoard's model: on the profile and in its profile data. */
export const withProvisioning = (profile: DeviceProfile, provision: ProvisionConfiguration): DeviceProfile => {
    const enabled = provision.type !== 'DISABLED';
    const configuration: ProvisionConfiguration = {
        type: provision.type,
        provisionDeviceKey: enabled ? (provision.provisionDeviceKey ?? '') : null,
        provisionDeviceSecret: enabled ? (provision.provisionDeviceSecret ?? '') : null,
    };
    return {
        ...profile,
        provisionType: provision.type,
        provisionDeviceKey: configuration.provisionDeviceKey ?? null,
        profileData: { ...profile.profileData, provisionConfiguration: configuration },
    };
};

/** Key and secret are required once provisioning is enabled. */
export const provisioningErrors = (provision: ProvisionConfiguration): { key?: string; secret?: string } => {
    if (provision.type === 'DISABLED') return {};
    return {
        ...(provision.provisionDeviceKey?.trim() ? {} : { key: 'device-profile.provision-device-key-required' }),
        ...(provision.provisionDeviceSecret?.trim() ? {} : { secret: 'device-profile.provision-device-secret-required' }),
    };
};

/**
 * A profile read from the server or an imported file, completed so the editor can rely on
 * every part being present (the auto-created default profile has `alarms: null`).
 */
export const normalizeProfile = (input: Partial<DeviceProfile>): DeviceProfile => {
    const base = newDeviceProfile();
    const transportType = input.transportType ?? base.transportType;
    const data: Partial<DeviceProfileData> = input.profileData ?? {};
    return {
        ...base,
        ...input,
        transportType,
        profileData: {
            configuration: { type: 'DEFAULT' },
            transportConfiguration: data.transportConfiguration ?? defaultTransportConfiguration(transportType),
            provisionConfiguration: data.provisionConfiguration ?? { type: input.provisionType ?? 'DISABLED', provisionDeviceKey: input.provisionDeviceKey ?? null },
            alarms: data.alarms ?? [],
        },
    };
};
