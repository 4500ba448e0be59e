import { alarmJson } from '../../alarms/alarmJson';
import { isCleared, type AlarmSeverity, type AlarmStatus } from '../../alarms/alarmStatus';
import type { AttributeScope } from '../../db/repositories/attributes';
import { readTelemetry, readValues } from '../../telemetry/payload';
import { isTypedObject, parseTypedJson } from '../../telemetry/typedJson';
import { copyMsg, MSG_TYPE, msgJson, msgTs, type TbMsg } from '../message';
import { deviceProfileNode } from './deviceProfileNode';
import { runJsonScript, runStringScript } from '../sandbox/nodeScripts';
import { ALARM_SEVERITIES, ATTRIBUTE_SCOPES, bool, integer, objectSchema, oneOf, script, text, textList } from './schema';
import { FAILURE, SUCCESS, success, type NodeServices, type RuleNodeKind } from './types';

const ENGINE = 'org.thingsboard.rule.engine';

const LOG_SCRIPT = "return '\\nIncoming message:\\n' + JSON.stringify(msg) + '\\nIncoming metadata:\\n' + JSON.stringify(metadata);";
const DETAILS_SCRIPT = 'var details = {};\nif (metadata.prevAlarmDetails) {\n    details = JSON.parse(metadata.prevAlarmDetails);\n    //remove prevAlarmDetails from metadata\n    delete metadata.prevAlarmDetails;\n    //now metadata is the same as it comes IN this rule node\n}\n\n\nreturn details;';
const CLEAR_DETAILS_SCRIPT = 'var details = {};\nif (metadata.prevAlarmDetails) {\n    details = JSON.parse(metadata.prevAlarmDetails);\n    //remove prevAlarmDetails from metadata\n    delete metadata.prevAlarmDetails;\n    //now metadata is the same as it comes IN this rule node\n}\n\n\nreturn details;';
export const GENERATOR_SCRIPT = 'var msg = { temp: 42, humidity: 77 };\nvar metadata = { data: 40 };\nvar msgType = "POST_TELEMETRY_REQUEST";\n\nreturn { msg: msg, metadata: metadata, msgType: msgType };';

/** The entity a generator's messages come from, when its configuration names one (else the node itself). */
export function generatorOriginator(config: Record<string, unknown>): { entityType: string; id: string } | null {
    const { originatorType, originatorId } = config;
    return typeof originatorType === 'string' && originatorType && typeof originatorId === 'string' && originatorId ? { entityType: originatorType, id: originatorId } : null;
}

function requireType(msg: TbMsg, type: string): void {
    if (msg.type !== type) throw new Error(`Unsupported msg type: ${msg.type}`);
}


async function saveTimeseries(msg: TbMsg, _config: Record<string, unknown>, services: NodeServices) {
    requireType(msg, MSG_TYPE.POST_TELEMETRY_REQUEST);
    const entries = readTelemetry(parseTypedJson(msg.data), msgTs(msg), { typeCast: true });
    services.usage?.admit(services.tenantId, 'STORAGE_DP_COUNT', entries.length);
    await services.telemetry.saveTimeseries(msg.originator.id, entries);
    return success(msg);
}

async function saveAttributes(msg: TbMsg, config: Record<string, unknown>, services: NodeServices) {
    requireType(msg, MSG_TYPE.POST_ATTRIBUTES_REQUEST);
    const body = parseTypedJson(msg.data);
    if (!isTypedObject(body)) throw new Error('Attributes must be a JSON object');
    const scope = (ATTRIBUTE_SCOPES as readonly string[]).includes(String(config.scope)) ? (config.scope as AttributeScope) : 'SERVER_SCOPE';
    await services.telemetry.saveAttributes(msg.originator.entityType, msg.originator.id, scope, readValues(body, { typeCast: true }));
    return success(msg);
}

/** Alarm details: the message body itself, or what the details script builds (with the previous details in metadata). */
async function alarmDetails(msg: TbMsg, config: Record<string, unknown>, previous: string | null, services: NodeServices): Promise<unknown> {
    const metadata = previous ? { ...msg.metadata, prevAlarmDetails: previous } : msg.metadata;
    return runJsonScript(services.scripts, { body: String(config.alarmDetailsBuildJs ?? DETAILS_SCRIPT) }, copyMsg(msg, { metadata }));
}

const alarmMsg = (msg: TbMsg, alarm: ReturnType<typeof alarmJson>, flag: string) =>
    copyMsg(msg, { type: MSG_TYPE.ALARM, data: JSON.stringify(alarm), metadata: { ...msg.metadata, [flag]: 'true' } });

async function createAlarm(msg: TbMsg, config: Record<string, unknown>, services: NodeServices) {
    const fromMessage = config.useMessageAlarmData === true ? (msgJson(msg) as Record<string, unknown> | null) : null;
    const type = String(fromMessage?.type ?? config.alarmType ?? 'General Alarm');
    const severity = String(fromMessage?.severity ?? config.severity ?? 'CRITICAL') as AlarmSeverity;
    const open = services.alarms.repository.findLatest(msg.originator.id, type);
    const existing = open && !isCleared(open.status as AlarmStatus) ? open : null;
    const details = fromMessage?.details ?? (await alarmDetails(msg, config, existing?.details ?? null, services));
    const saved = services.alarms.createOrUpdate({
        tenantId: services.tenantId,
        originator: msg.originator,
        type,
        severity,
        status: existing ? (existing.status as AlarmStatus) : 'ACTIVE_UNACK',
        details,
        propagate: config.propagate === true,
        propagateRelationTypes: Array.isArray(config.relationTypes) ? (config.relationTypes as string[]) : [],
    });
    return [{ relations: [existing ? 'Updated' : 'Created'], msg: alarmMsg(msg, alarmJson(saved), existing ? 'isExistingAlarm' : 'isNewAlarm') }];
}

async function clearAlarm(msg: TbMsg, config: Record<string, unknown>, services: NodeServices) {
    const type = String(config.alarmType ?? 'General Alarm');
    const open = services.alarms.repository.findLatest(msg.originator.id, type);
    if (!open || isCleared(open.status as AlarmStatus)) return [{ relations: ['False'], msg }];
    const details = await runJsonScript(services.scripts, { body: String(config.alarmDetailsBuildJs ?? CLEAR_DETAILS_SCRIPT) }, copyMsg(msg, { metadata: { ...msg.metadata, prevAlarmDetails: open.details ?? '{}' } }));
    services.alarms.clear(open.id, Date.now(), details);
    return [{ relations: ['Cleared'], msg: alarmMsg(msg, alarmJson(services.alarms.findById(open.id)!), 'isClearedAlarm') }];
}

/** Params as ThingsBoard's node reads them: JSON text (the REST API's form) is parsed, anything else kept. */
function rpcParams(params: unknown): unknown {
    if (typeof params !== 'string') return params ?? {};
    try {
        return JSON.parse(params);
    } catch {
        return params;
    }
}

/**
 * TbSendRPCRequestNode: `{method, params}` of the message to the device; the answer (or error)
 * comes back as the message. A call of the REST API (metadata `requestUUID`) answers its caller
 * too, within its `expirationTime`. Persistent calls are stored and delivered by the persistent
 * RPC service, so the node passes them on.
 */
async function rpcRequest(msg: TbMsg, config: Record<string, unknown>, services: NodeServices) {
    if (msg.originator.entityType !== 'DEVICE') throw new Error('Message originator is not a device entity!');
    const body = msgJson(msg) as { method?: unknown; params?: unknown } | null;
    if (!body || typeof body.method !== 'string') throw new Error("Method is not present in the message!");
    if (msg.metadata.persistent === 'true') return success(msg);
    const expirationTime = Number(msg.metadata.expirationTime);
    const timeoutMs = Number.isFinite(expirationTime) && expirationTime > 0 ? Math.max(1, expirationTime - Date.now()) : Math.max(1, Number(config.timeoutInSeconds ?? 60)) * 1000;
    const { method } = body;
    const requestUUID = msg.metadata.requestUUID;
    services.detached(async () => {
        try {
            const response = await services.rpc.call(msg.originator.id, method, rpcParams(body.params), { twoWay: msg.metadata.oneway !== 'true', timeoutMs });
            if (requestUUID) services.serverRpc.settle(services.tenantId, requestUUID, { response });
            return success(copyMsg(msg, { data: JSON.stringify(response ?? {}) }));
        } catch (error) {
            if (requestUUID) services.serverRpc.settle(services.tenantId, requestUUID, { error });
            throw error;
        }
    });
    return [];
}

/** TbSendRPCReplyNode: answers a device's own RPC request (its request id in metadata) with the message body. */
async function rpcReply(msg: TbMsg, config: Record<string, unknown>, services: NodeServices) {
    const requestId = Number(msg.metadata[String(config.requestIdMetaDataAttribute ?? 'requestId')]);
    if (!Number.isInteger(requestId)) throw new Error('Request id is not present in the metadata!');
    if (msg.originator.entityType !== 'DEVICE') throw new Error('Message originator is not a device entity!');
    services.replyToDevice(msg.originator.id, requestId, msgJson(msg) ?? msg.data);
    return success(msg);
}

/** TbMsgDelayNode: the message continues by Success after the period; beyond maxPendingMsgs it fails at once. */
const pendingDelays = new Map<string, number>();
async function delay(msg: TbMsg, config: Record<string, unknown>, services: NodeServices) {
    const fromMetadata = config.useMetadataPeriodInSecondsPatterns === true ? Number(msg.metadata[String(config.periodInSecondsPattern ?? '').replace(/^\$\{|\}$/g, '')]) : NaN;
    const seconds = Number.isFinite(fromMetadata) ? fromMetadata : Number(config.periodInSeconds ?? 60);
    const pending = pendingDelays.get(services.nodeId) ?? 0;
    if (pending >= Number(config.maxPendingMsgs ?? 1000)) throw new Error('Max limit of pending messages reached!');
    pendingDelays.set(services.nodeId, pending + 1);
    services.later(Math.max(0, seconds) * 1000, [{ relations: [SUCCESS], msg }]);
    setTimeout(() => pendingDelays.set(services.nodeId, Math.max(0, (pendingDelays.get(services.nodeId) ?? 1) - 1)), Math.max(0, seconds) * 1000).unref();
    return [];
}

/** Nodes of the reference chains this server draws and passes through without doing their work (edge sync). */
const passThrough = (clazz: string, name: string, description: string, ruleChainTypes: RuleNodeKind['ruleChainTypes'], configuration: Record<string, unknown>): RuleNodeKind => ({
    clazz,
    type: 'ACTION',
    name,
    description,
    details: `${description} This server has no edge link: messages pass on by Success.`,
    relationTypes: [SUCCESS, FAILURE],
    ruleChainTypes,
    defaultConfiguration: configuration,
    configurationSchema: objectSchema({ scope: oneOf('Attributes scope', ATTRIBUTE_SCOPES) }),
});

export const ACTION_NODES: readonly RuleNodeKind[] = [
    {
        clazz: `${ENGINE}.telemetry.TbMsgTimeseriesNode`,
        type: 'ACTION',
        name: 'save timeseries',
        description: 'Saves timeseries data',
        details: 'Saves timeseries telemetry data based on configurable TTL parameter. Expects messages with \'POST_TELEMETRY_REQUEST\' message type',
        relationTypes: [SUCCESS, FAILURE],
        defaultConfiguration: { defaultTTL: 0 },
        configurationSchema: objectSchema({ defaultTTL: integer('Default TTL in seconds', { minimum: 0 }) }),
        run: saveTimeseries,
    },
    {
        clazz: `${ENGINE}.telemetry.TbMsgAttributesNode`,
        type: 'ACTION',
        name: 'save attributes',
        description: 'Saves attributes data',
        details: 'Saves entity attributes based on configurable scope parameter. Expects messages with \'POST_ATTRIBUTES_REQUEST\' message type',
        relationTypes: [SUCCESS, FAILURE],
        defaultConfiguration: { scope: 'SERVER_SCOPE', notifyDevice: false },
        configurationSchema: objectSchema({ scope: oneOf('Attributes scope', ATTRIBUTE_SCOPES), notifyDevice: { type: ['boolean', 'string'], title: 'Notify device' } }, ['scope']),
        run: saveAttributes,
    },
    {
        clazz: `${ENGINE}.profile.TbDeviceProfileNode`,
        type: 'ACTION',
        name: 'device profile',
        description: 'Process device messages based on device profile settings',
        details: 'Create and clear alarms based on alarm rules defined in device profile. Generates ',
        relationTypes: ['Alarm Created', 'Alarm Updated', 'Alarm Severity Updated', 'Alarm Cleared', SUCCESS, FAILURE],
        defaultConfiguration: { persistAlarmRulesState: false, fetchAlarmRulesStateOnStart: false },
        configurationSchema: objectSchema({ persistAlarmRulesState: bool('Persist state of alarm rules'), fetchAlarmRulesStateOnStart: bool('Fetch state of alarm rules') }),
        run: deviceProfileNode,
    },
    {
        clazz: `${ENGINE}.action.TbCreateAlarmNode`,
        type: 'ACTION',
        name: 'create alarm',
        description: 'Create or Update Alarm',
        details: 'Details - JS function that creates JSON object based on incoming message. This object will be added into Alarm.details field.',
        relationTypes: ['Created', 'Updated', FAILURE],
        defaultConfiguration: { alarmDetailsBuildJs: DETAILS_SCRIPT, useMessageAlarmData: false, alarmType: 'General Alarm', severity: 'CRITICAL', propagate: false, relationTypes: [] },
        configurationSchema: objectSchema(
            {
                alarmDetailsBuildJs: script('Alarm details builder'),
                useMessageAlarmData: bool('Use message alarm data'),
                alarmType: text('Alarm type'),
                severity: oneOf('Alarm severity', ALARM_SEVERITIES),
                propagate: bool('Propagate'),
                relationTypes: textList('Relation types to propagate'),
            },
            ['alarmType', 'severity'],
        ),
        run: createAlarm,
    },
    {
        clazz: `${ENGINE}.action.TbClearAlarmNode`,
        type: 'ACTION',
        name: 'clear alarm',
        description: 'Clear Alarm',
        details: 'Details - JS function that creates JSON object based on incoming message. This object will be added into Alarm.details field.',
        relationTypes: ['Cleared', 'False', FAILURE],
        defaultConfiguration: { alarmDetailsBuildJs: CLEAR_DETAILS_SCRIPT, alarmType: 'General Alarm' },
        configurationSchema: objectSchema({ alarmDetailsBuildJs: script('Alarm details builder'), alarmType: text('Alarm type') }, ['alarmType']),
        run: clearAlarm,
    },
    {
        clazz: `${ENGINE}.action.TbLogNode`,
        type: 'ACTION',
        name: 'log',
        description: 'Log incoming messages using JS script for transformation Message into String',
        details: 'Transform incoming Message with configured JavaScript function to String and log final value into Thingsboard log file.',
        relationTypes: [SUCCESS, FAILURE],
        defaultConfiguration: { jsScript: LOG_SCRIPT },
        configurationSchema: objectSchema({ jsScript: script('To string function') }, ['jsScript']),
        originator: 'untouched',
        run: async (msg, config, services) => {
            services.log(await runStringScript(services.scripts, { body: String(config.jsScript ?? LOG_SCRIPT) }, msg));
            return success(msg);
        },
    },
    {
        clazz: `${ENGINE}.rpc.TbSendRPCRequestNode`,
        type: 'ACTION',
        name: 'rpc call request',
        description: 'Sends RPC call to device',
        details: 'Expects messages with "method" and "params". Will forward response from device to next nodes.',
        relationTypes: [SUCCESS, FAILURE],
        defaultConfiguration: { timeoutInSeconds: 60 },
        configurationSchema: objectSchema({ timeoutInSeconds: integer('Timeout in seconds', { minimum: 1 }) }),
        run: rpcRequest,
    },
    {
        clazz: `${ENGINE}.rpc.TbSendRPCReplyNode`,
        type: 'ACTION',
        name: 'rpc call reply',
        description: 'Sends reply to RPC call from device',
        details: 'Expects messages with any message type. Will forward message body to the device.',
        relationTypes: [SUCCESS, FAILURE],
        defaultConfiguration: { requestIdMetaDataAttribute: 'requestId' },
        configurationSchema: objectSchema({ requestIdMetaDataAttribute: text('Request Id Metadata attribute name') }),
        run: rpcReply,
    },
    {
        clazz: `${ENGINE}.debug.TbMsgGeneratorNode`,
        type: 'ACTION',
        name: 'generator',
        description: 'Periodically generates messages',
        details: 'Generates messages with configurable period. Javascript function used for message generation.',
        relationTypes: [SUCCESS, FAILURE],
        inEnabled: false,
        defaultConfiguration: { msgCount: 0, periodInSeconds: 1, originatorId: null, originatorType: null, jsScript: GENERATOR_SCRIPT },
        configurationSchema: objectSchema(
            {
                msgCount: integer('Message count (0 - unlimited)', { minimum: 0 }),
                periodInSeconds: integer('Period in seconds', { minimum: 1 }),
                originatorType: { type: ['string', 'null'], title: 'Originator type' },
                originatorId: { type: ['string', 'null'], title: 'Originator id' },
                jsScript: script('Generate function', ['prevMsg', 'prevMetadata', 'prevMsgType']),
            },
            ['periodInSeconds', 'jsScript'],
        ),
        configuredEntities: config => {
            const originator = generatorOriginator(config);
            return originator ? [originator] : [];
        },
        // Runs on its own timer (ruleEngine/generators.ts), never on incoming messages.
    },
    {
        clazz: `${ENGINE}.delay.TbMsgDelayNode`,
        type: 'ACTION',
        name: 'delay',
        description: 'Delays incoming message',
        details: 'Delays messages for configurable period. Please note, this node acknowledges the message from the current queue (message will be removed from queue)',
        relationTypes: [SUCCESS, FAILURE],
        defaultConfiguration: { periodInSeconds: 60, maxPendingMsgs: 1000, periodInSecondsPattern: null, useMetadataPeriodInSecondsPatterns: false },
        configurationSchema: objectSchema({
            periodInSeconds: integer('Period in seconds', { minimum: 0 }),
            maxPendingMsgs: integer('Maximum pending messages', { minimum: 1, maximum: 100000 }),
            useMetadataPeriodInSecondsPatterns: bool('Use period in seconds pattern'),
            periodInSecondsPattern: { type: ['string', 'null'], title: 'Period in seconds pattern' },
        }),
        originator: 'untouched',
        run: delay,
    },
    passThrough(`${ENGINE}.edge.TbMsgPushToCloudNode`, 'push to cloud', 'Pushes messages from edge to cloud.', ['EDGE'], { scope: 'SERVER_SCOPE' }),
    passThrough(`${ENGINE}.edge.TbMsgPushToEdgeNode`, 'push to edge', 'Pushes messages from cloud to edge.', ['CORE'], { scope: 'SERVER_SCOPE' }),
];
