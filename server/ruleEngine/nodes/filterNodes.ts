import { MSG_TYPE } from '../message';
import { runFilterScript, runSwitchScript } from '../sandbox/nodeScripts';
import { bool, ENTITY_TYPES, objectSchema, oneOf, script, text, textList } from './schema';
import type { RuleNodeKind } from './types';

const FILTER = 'org.thingsboard.rule.engine.filter';

/** TbMsgTypeSwitchNode's relation per message type; anything else leaves by Other. */
export const MSG_TYPE_RELATIONS: Readonly<Record<string, string>> = {
    [MSG_TYPE.POST_ATTRIBUTES_REQUEST]: 'Post attributes',
    [MSG_TYPE.POST_TELEMETRY_REQUEST]: 'Post telemetry',
    [MSG_TYPE.TO_SERVER_RPC_REQUEST]: 'RPC Request from Device',
    [MSG_TYPE.ACTIVITY_EVENT]: 'Activity Event',
    [MSG_TYPE.INACTIVITY_EVENT]: 'Inactivity Event',
    [MSG_TYPE.CONNECT_EVENT]: 'Connect Event',
    [MSG_TYPE.DISCONNECT_EVENT]: 'Disconnect Event',
    [MSG_TYPE.ENTITY_CREATED]: 'Entity Created',
    [MSG_TYPE.ENTITY_UPDATED]: 'Entity Updated',
    [MSG_TYPE.ENTITY_DELETED]: 'Entity Deleted',
    [MSG_TYPE.ENTITY_ASSIGNED]: 'Entity Assigned',
    [MSG_TYPE.ENTITY_UNASSIGNED]: 'Entity Unassigned',
    [MSG_TYPE.ATTRIBUTES_UPDATED]: 'Attributes Updated',
    [MSG_TYPE.ATTRIBUTES_DELETED]: 'Attributes Deleted',
    [MSG_TYPE.ALARM_ACK]: 'Alarm Acknowledged',
    [MSG_TYPE.ALARM_CLEAR]: 'Alarm Cleared',
    [MSG_TYPE.RPC_CALL_FROM_SERVER_TO_DEVICE]: 'RPC Request to Device',
    [MSG_TYPE.TIMESERIES_UPDATED]: 'Timeseries Updated',
};
const OTHER = 'Other';

const DEFAULT_FILTER_SCRIPT = "return msg.temperature > 20;";
const DEFAULT_SWITCH_SCRIPT =
    "function nextRelation(metadata, msg) {\n    return ['one','nine'];\n}\nif(msgType === 'POST_TELEMETRY_REQUEST') {\n    return ['two'];\n}\nreturn nextRelation(metadata, msg);";

export const FILTER_NODES: readonly RuleNodeKind[] = [
    {
        clazz: `${FILTER}.TbMsgTypeSwitchNode`,
        type: 'FILTER',
        name: 'message type switch',
        description: 'Route incoming messages by Message Type',
        details: 'Sends messages with message types <b>"Post attributes", "Post telemetry", "RPC Request"</b> etc. via corresponding chain, otherwise <b>Other</b> chain is used.',
        relationTypes: [...Object.values(MSG_TYPE_RELATIONS), OTHER],
        defaultConfiguration: { version: 0 },
        configurationSchema: objectSchema({}),
        originator: 'untouched',
        run: async msg => [{ relations: [MSG_TYPE_RELATIONS[msg.type] ?? OTHER], msg }],
    },
    {
        clazz: `${FILTER}.TbJsFilterNode`,
        type: 'FILTER',
        name: 'script',
        description: 'Filter incoming messages using JS script',
        details: 'Evaluate incoming Message with configured JavaScript condition. If <b>True</b> - send Message via <b>True</b> chain, otherwise <b>False</b> chain is used.',
        relationTypes: ['True', 'False'],
        defaultConfiguration: { jsScript: DEFAULT_FILTER_SCRIPT },
        configurationSchema: objectSchema({ jsScript: script('Filter function') }, ['jsScript']),
        originator: 'untouched',
        run: async (msg, config, services) => [{ relations: [(await runFilterScript(services.scripts, { body: String(config.jsScript ?? '') }, msg)) ? 'True' : 'False'], msg }],
    },
    {
        clazz: `${FILTER}.TbJsSwitchNode`,
        type: 'FILTER',
        name: 'switch',
        description: 'Route incoming Message to one or multiple output chains',
        details: 'Node executes configured JS script. Script should return array of next Chain names where Message should be routed.',
        relationTypes: [],
        customRelations: true,
        defaultConfiguration: { jsScript: DEFAULT_SWITCH_SCRIPT },
        configurationSchema: objectSchema({ jsScript: script('Switch function') }, ['jsScript']),
        originator: 'untouched',
        run: async (msg, config, services) => [{ relations: await runSwitchScript(services.scripts, { body: String(config.jsScript ?? '') }, msg), msg }],
    },
    {
        clazz: `${FILTER}.TbMsgTypeFilterNode`,
        type: 'FILTER',
        name: 'message type',
        description: 'Filter incoming messages by Message Type',
        details: 'If incoming MessageType is expected - send Message via <b>True</b> chain, otherwise <b>False</b> chain is used.',
        relationTypes: ['True', 'False'],
        defaultConfiguration: { messageTypes: [MSG_TYPE.POST_TELEMETRY_REQUEST, MSG_TYPE.POST_ATTRIBUTES_REQUEST] },
        configurationSchema: objectSchema({ messageTypes: textList('Message types filter') }),
        originator: 'untouched',
        run: async (msg, config) => [{ relations: [(config.messageTypes as string[] | undefined)?.includes(msg.type) ? 'True' : 'False'], msg }],
    },
    {
        clazz: `${FILTER}.TbOriginatorTypeFilterNode`,
        type: 'FILTER',
        name: 'originator type',
        description: 'Filter incoming messages by message Originator Type',
        details: 'If Originator Type of incoming message is expected - send Message via <b>True</b> chain, otherwise <b>False</b> chain is used.',
        relationTypes: ['True', 'False'],
        defaultConfiguration: { originatorTypes: ['DEVICE'] },
        configurationSchema: objectSchema({ originatorTypes: textList('Originator types filter', { items: { type: 'string', enum: ENTITY_TYPES } }) }),
        originator: 'untouched',
        run: async (msg, config) => [{ relations: [(config.originatorTypes as string[] | undefined)?.includes(msg.originator.entityType) ? 'True' : 'False'], msg }],
    },
    {
        clazz: `${FILTER}.TbOriginatorTypeSwitchNode`,
        type: 'FILTER',
        name: 'originator type switch',
        description: 'Route incoming messages by Message Originator Type',
        details: 'Routes messages to chain according to the originator type.',
        relationTypes: ['Device', 'Asset', 'Entity View', 'Tenant', 'Customer', 'User', 'Dashboard', 'Rule chain', 'Rule node', 'Edge'],
        defaultConfiguration: { version: 0 },
        configurationSchema: objectSchema({}),
        originator: 'untouched',
        run: async msg => [{ relations: [originatorTypeLabel(msg.originator.entityType)], msg }],
    },
    {
        clazz: `${FILTER}.TbCheckMessageNode`,
        type: 'FILTER',
        name: 'check fields presence',
        description: 'Checks the presence of the specified fields in the message and/or metadata.',
        details: 'Checks the presence of the specified fields in the message and/or metadata. By default, the rule node checks that all specified fields need to be present.',
        relationTypes: ['True', 'False'],
        defaultConfiguration: { messageNames: [], metadataNames: [], checkAllKeys: true },
        configurationSchema: objectSchema({ messageNames: textList('Message field names'), metadataNames: textList('Metadata field names'), checkAllKeys: bool('Check that all selected keys are present') }),
        originator: 'untouched',
        run: async (msg, config) => {
            let body: Record<string, unknown> = {};
            try {
                body = JSON.parse(msg.data) as Record<string, unknown>;
            } catch {
                // not an object: no message fields
            }
            const present = [
                ...((config.messageNames as string[] | undefined) ?? []).map(name => body !== null && typeof body === 'object' && name in body),
                ...((config.metadataNames as string[] | undefined) ?? []).map(name => name in msg.metadata),
            ];
            const ok = config.checkAllKeys === false ? present.some(Boolean) : present.every(Boolean);
            return [{ relations: [ok ? 'True' : 'False'], msg }];
        },
    },
    {
        clazz: `${FILTER}.TbCheckRelationNode`,
        type: 'FILTER',
        name: 'check relation',
        description: 'Checks the relation from the selected entity to originator of the message by type and direction',
        details: 'If at least one relation exists - send Message via <b>True</b> chain, otherwise <b>False</b> chain is used.',
        relationTypes: ['True', 'False'],
        defaultConfiguration: { checkForSingleEntity: true, direction: 'FROM', entityType: null, entityId: null, relationType: 'Contains' },
        configurationSchema: objectSchema(
            {
                direction: oneOf('Direction', ['FROM', 'TO']),
                relationType: text('Relation type'),
                checkForSingleEntity: bool('Check relation to specific entity'),
                entityType: { type: ['string', 'null'], title: 'Entity type', enum: [...ENTITY_TYPES, null] },
                entityId: { type: ['string', 'null'], title: 'Entity id' },
            },
            ['direction', 'relationType'],
        ),
        configuredEntities: config => (config.checkForSingleEntity !== false && config.entityId ? [{ entityType: config.entityType, id: config.entityId }] : []),
        run: async (msg, config, services) => {
            // FROM: the configured entity (or any) is the relation's source and the originator its target.
            const from = config.direction !== 'TO';
            const originatorColumn = from ? 'to_id' : 'from_id';
            const otherColumn = from ? 'from_id' : 'to_id';
            const params: unknown[] = [msg.originator.id, String(config.relationType ?? 'Contains')];
            let sql = `SELECT 1 FROM relation WHERE ${originatorColumn} = ? AND relation_type = ? AND relation_type_group = 'COMMON'`;
            if (config.checkForSingleEntity !== false) {
                sql += ` AND ${otherColumn} = ?`;
                params.push(String(config.entityId ?? ''));
            }
            const found = services.sqlite.prepare(`${sql} LIMIT 1`).get(...params) !== undefined;
            return [{ relations: [found ? 'True' : 'False'], msg }];
        },
    },
];

const ORIGINATOR_TYPE_LABELS: Readonly<Record<string, string>> = {
    DEVICE: 'Device',
    ASSET: 'Asset',
    ENTITY_VIEW: 'Entity View',
    TENANT: 'Tenant',
    CUSTOMER: 'Customer',
    USER: 'User',
    DASHBOARD: 'Dashboard',
    RULE_CHAIN: 'Rule chain',
    RULE_NODE: 'Rule node',
    EDGE: 'Edge',
};
const originatorTypeLabel = (entityType: string) => ORIGINATOR_TYPE_LABELS[entityType] ?? OTHER;
