import { EntityDirectory } from '../../alarms/entityDirectory';
import { NULL_UUID } from '../../lib/ids';
import { fromColumns, textValue, type KvColumns } from '../../telemetry/kv';
import { copyMsg, type TbMsg } from '../message';
import { bool, objectSchema, textList, textMap } from './schema';
import { FAILURE, success, type NodeServices, type RuleNodeKind } from './types';

const METADATA = 'org.thingsboard.rule.engine.metadata';

/** The named attributes of one scope of an entity, as text (ThingsBoard puts every value into metadata as a string). */
function attributeTexts(services: NodeServices, entityId: string, scope: string, keys: readonly string[]): Map<string, string> {
    if (keys.length === 0) return new Map();
    const rows = services.sqlite
        .prepare(`SELECT attribute_key AS key, bool_v, str_v, long_v, dbl_v, json_v FROM attribute_kv WHERE entity_id = ? AND attribute_type = ? AND attribute_key IN (${keys.map(() => '?').join(',')})`)
        .all(entityId, scope, ...keys) as Array<KvColumns & { key: string }>;
    return new Map(rows.map(row => [row.key, textValue(fromColumns(row))]));
}

function latestTexts(services: NodeServices, entityId: string, keys: readonly string[]): Map<string, string> {
    if (keys.length === 0) return new Map();
    return new Map(services.telemetry.timeseries.latest(entityId, keys).map(entry => [entry.key, textValue(entry.value)]));
}

const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** TbGetAttributesNode: cs_/shared_/ss_ prefixed attributes and latest time series of the originator into metadata. */
async function originatorAttributes(msg: TbMsg, config: Record<string, unknown>, services: NodeServices) {
    const id = msg.originator.id;
    const metadata: Record<string, string> = { ...msg.metadata };
    const missing: string[] = [];
    const gather = (found: Map<string, string>, keys: string[], prefix: string) => {
        for (const key of keys) {
            const value = found.get(key);
            if (value === undefined) missing.push(prefix + key);
            else metadata[prefix + key] = value;
        }
    };
    gather(attributeTexts(services, id, 'CLIENT_SCOPE', list(config.clientAttributeNames)), list(config.clientAttributeNames), 'cs_');
    gather(attributeTexts(services, id, 'SHARED_SCOPE', list(config.sharedAttributeNames)), list(config.sharedAttributeNames), 'shared_');
    gather(attributeTexts(services, id, 'SERVER_SCOPE', list(config.serverAttributeNames)), list(config.serverAttributeNames), 'ss_');
    gather(latestTexts(services, id, list(config.latestTsKeyNames)), list(config.latestTsKeyNames), '');
    if (config.tellFailureIfAbsent === true && missing.length > 0) throw new Error(`The following attribute/telemetry keys is not present in the DB: [${missing.join(', ')}]`);
    return success(copyMsg(msg, { metadata }));
}

/** Customer and tenant attribute nodes: `attrMapping` source key → metadata key, from server attributes or latest telemetry. */
const mappedAttributes = (entityOf: (msg: TbMsg, services: NodeServices) => string | null) => async (msg: TbMsg, config: Record<string, unknown>, services: NodeServices) => {
    const entityId = entityOf(msg, services);
    if (!entityId) throw new Error('Failed to find the entity for the message originator');
    const mapping = (config.attrMapping ?? {}) as Record<string, string>;
    const keys = Object.keys(mapping);
    const found = config.telemetry === true ? latestTexts(services, entityId, keys) : attributeTexts(services, entityId, 'SERVER_SCOPE', keys);
    const metadata: Record<string, string> = { ...msg.metadata };
    for (const [source, target] of Object.entries(mapping)) {
        const value = found.get(source);
        if (value !== undefined) metadata[target] = value;
    }
    return success(copyMsg(msg, { metadata }));
};

/** The customer of the originator (itself when it is a customer), null when it has none. */
export function customerOf(msg: TbMsg, services: NodeServices): string | null {
    const directory = new EntityDirectory(services.sqlite);
    const row = directory.row(msg.originator.entityType, msg.originator.id);
    if (!row) return null;
    const customerId = directory.customerOf(msg.originator.entityType, msg.originator.id, row);
    return customerId === NULL_UUID ? null : customerId;
}

/** Originator fields ThingsBoard's TbGetOriginatorFieldsNode offers, by the entity row's column. */
const ORIGINATOR_FIELDS: Readonly<Record<string, (row: Record<string, unknown>, entityType: string) => unknown>> = {
    name: row => row.name ?? row.title ?? row.email,
    type: (row, entityType) => row.type ?? entityType,
    label: row => row.label,
    firstName: row => row.first_name,
    lastName: row => row.last_name,
    email: row => row.email,
    title: row => row.title,
    country: row => row.country,
    city: row => row.city,
    phone: row => row.phone,
    id: row => row.id,
    createdTime: row => row.created_time,
};

const mappingSchema = objectSchema({ attrMapping: textMap('Attributes mapping (source → target)'), telemetry: bool('Latest telemetry') });

export const ENRICHMENT_NODES: readonly RuleNodeKind[] = [
    {
        clazz: `${METADATA}.TbGetAttributesNode`,
        type: 'ENRICHMENT',
        name: 'originator attributes',
        description: 'Add Message Originator Attributes or Latest Telemetry into Message Metadata',
        details: 'If Attributes enrichment configured, <b>CLIENT/SHARED/SERVER</b> attributes are added into Message metadata with specific prefix: <i>cs/shared/ss</i>. Latest telemetry value added into metadata without prefix.',
        relationTypes: ['Success', FAILURE],
        defaultConfiguration: { clientAttributeNames: [], sharedAttributeNames: [], serverAttributeNames: [], latestTsKeyNames: [], tellFailureIfAbsent: false, getLatestValueWithTs: false },
        configurationSchema: objectSchema({
            clientAttributeNames: textList('Client attributes'),
            sharedAttributeNames: textList('Shared attributes'),
            serverAttributeNames: textList('Server attributes'),
            latestTsKeyNames: textList('Latest timeseries'),
            tellFailureIfAbsent: bool('Tell Failure'),
            getLatestValueWithTs: bool('Fetch Latest telemetry with Timestamp'),
        }),
        run: originatorAttributes,
    },
    {
        clazz: `${METADATA}.TbGetOriginatorFieldsNode`,
        type: 'ENRICHMENT',
        name: 'originator fields',
        description: 'Add Message Originator fields values into Message Metadata',
        details: 'Will fetch fields values specified in mapping. If specified field is not part of originator fields it will be ignored.',
        relationTypes: ['Success', FAILURE],
        defaultConfiguration: { fieldsMapping: { name: 'originatorName', type: 'originatorType' } },
        configurationSchema: objectSchema({ fieldsMapping: textMap('Fields mapping (originator field → metadata key)') }),
        run: async (msg, config, services) => {
            const row = new EntityDirectory(services.sqlite).row(msg.originator.entityType, msg.originator.id);
            if (!row) throw new Error(`Originator ${msg.originator.entityType} ${msg.originator.id} not found`);
            const metadata: Record<string, string> = { ...msg.metadata };
            for (const [field, target] of Object.entries((config.fieldsMapping ?? {}) as Record<string, string>)) {
                const value = ORIGINATOR_FIELDS[field]?.(row, msg.originator.entityType);
                if (value !== undefined && value !== null) metadata[target] = String(value);
            }
            return success(copyMsg(msg, { metadata }));
        },
    },
    {
        clazz: `${METADATA}.TbGetCustomerAttributeNode`,
        type: 'ENRICHMENT',
        name: 'customer attributes',
        description: 'Add Originators Customer Attributes or Latest Telemetry into Message Metadata',
        details: 'If Attributes enrichment configured, server scope attributes are added into Message metadata. If Latest Telemetry enrichment configured, latest telemetry added into metadata.',
        relationTypes: ['Success', FAILURE],
        defaultConfiguration: { attrMapping: { temperature: 'tempo' }, telemetry: false },
        configurationSchema: mappingSchema,
        run: mappedAttributes(customerOf),
    },
    {
        clazz: `${METADATA}.TbGetTenantAttributeNode`,
        type: 'ENRICHMENT',
        name: 'tenant attributes',
        description: 'Add Originators Tenant Attributes or Latest Telemetry into Message Metadata',
        details: 'If Attributes enrichment configured, server scope attributes are added into Message metadata. If Latest Telemetry enrichment configured, latest telemetry added into metadata.',
        relationTypes: ['Success', FAILURE],
        defaultConfiguration: { attrMapping: { temperature: 'tempo' }, telemetry: false },
        configurationSchema: mappingSchema,
        originator: 'untouched',
        run: mappedAttributes((_msg, services) => services.tenantId),
    },
];
