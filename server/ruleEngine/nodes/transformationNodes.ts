import { copyMsg, msgJson, type TbMsg } from '../message';
import { runUpdateScript } from '../sandbox/nodeScripts';
import { customerOf } from './enrichmentNodes';
import { bool, objectSchema, oneOf, script, text } from './schema';
import { FAILURE, success, type NodeServices, type RuleNodeKind } from './types';

const TRANSFORM = 'org.thingsboard.rule.engine.transform';

const DEFAULT_TRANSFORM_SCRIPT = 'return {msg: msg, metadata: metadata, msgType: msgType};';

/** `${key}` from metadata and `$[key]` from the message body (ThingsBoard's TbNodeUtils.processPattern). */
export function processPattern(pattern: string, msg: TbMsg): string {
    const body = msgJson(msg);
    return pattern
        .replace(/\$\{([^}]+)\}/g, (whole, key: string) => msg.metadata[key] ?? whole)
        .replace(/\$\[([^\]]+)\]/g, (whole, path: string) => {
            let value: unknown = body;
            for (const part of path.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
            return value === undefined || value === null ? whole : typeof value === 'object' ? JSON.stringify(value) : String(value);
        });
}

/** Who a changed originator is, by TbChangeOriginatorNode's originatorSource. */
const ORIGINATOR_SOURCES: Readonly<Record<string, (msg: TbMsg, services: NodeServices) => TbMsg['originator'] | null>> = {
    CUSTOMER: (msg, services) => {
        const id = customerOf(msg, services);
        return id ? { entityType: 'CUSTOMER', id } : null;
    },
    TENANT: (_msg, services) => ({ entityType: 'TENANT', id: services.tenantId }),
    RELATED: (msg, services) => {
        const row = services.sqlite
            .prepare("SELECT from_id AS id, from_type AS entityType FROM relation WHERE to_id = ? AND relation_type = 'Contains' AND relation_type_group = 'COMMON' LIMIT 1")
            .get(msg.originator.id) as TbMsg['originator'] | undefined;
        return row ?? null;
    },
    ALARM_ORIGINATOR: msg => {
        const alarm = msgJson(msg) as { originator?: { entityType?: string; id?: string } } | null;
        return alarm?.originator?.entityType && alarm.originator.id ? { entityType: alarm.originator.entityType, id: alarm.originator.id } : null;
    },
};

export const TRANSFORMATION_NODES: readonly RuleNodeKind[] = [
    {
        clazz: `${TRANSFORM}.TbTransformMsgNode`,
        type: 'TRANSFORMATION',
        name: 'script',
        description: 'Change Message payload, Metadata or Message type using JavaScript',
        details: 'JavaScript function receive 3 input parameters <br/> <code>metadata</code> - is a Message metadata.<br/><code>msg</code> - is a Message payload.<br/><code>msgType</code> - is a Message type.<br/>Should return the following structure:<br/><code>{ msg: <i style="color: #666;">new payload</i>,<br/>&nbsp&nbsp&nbspmetadata: <i style="color: #666;">new metadata</i>,<br/>&nbsp&nbsp&nbspmsgType: <i style="color: #666;">new msgType</i> }</code><br/>All fields in resulting object are optional and will be taken from original message if not specified.',
        relationTypes: ['Success', FAILURE],
        defaultConfiguration: { jsScript: DEFAULT_TRANSFORM_SCRIPT },
        configurationSchema: objectSchema({ jsScript: script('Transform function') }, ['jsScript']),
        originator: 'untouched',
        run: async (msg, config, services) => (await runUpdateScript(services.scripts, { body: String(config.jsScript ?? '') }, msg)).flatMap(success),
    },
    {
        clazz: `${TRANSFORM}.TbChangeOriginatorNode`,
        type: 'TRANSFORMATION',
        name: 'change originator',
        description: 'Change Message Originator To Tenant/Customer/Related Entity/Alarm Originator',
        details: 'Related Entity found using configured relation direction and Relation Type. If multiple Related Entities are found, only first Entity is used as new Originator, other entities are discarded.',
        relationTypes: ['Success', FAILURE],
        defaultConfiguration: { originatorSource: 'CUSTOMER', relationsQuery: { direction: 'FROM', maxLevel: 1, filters: [{ relationType: 'Contains', entityTypes: [] }], fetchLastLevelOnly: false } },
        configurationSchema: objectSchema({ originatorSource: oneOf('Originator source', Object.keys(ORIGINATOR_SOURCES)), relationsQuery: { type: 'object', title: 'Relations query' } }, ['originatorSource']),
        run: async (msg, config, services) => {
            const source = ORIGINATOR_SOURCES[String(config.originatorSource)];
            const originator = source?.(msg, services);
            if (!originator) throw new Error('Failed to find new originator!');
            return success(copyMsg(msg, { originator: services.entity(originator) }));
        },
    },
    {
        clazz: 'org.thingsboard.rule.engine.mail.TbMsgToEmailNode',
        type: 'TRANSFORMATION',
        name: 'to email',
        description: 'Transforms message to email message',
        details: 'Transforms message to email message by populating email fields using values derived from message metadata. Set <code>SEND_EMAIL</code> output message type.',
        relationTypes: ['Success', FAILURE],
        defaultConfiguration: { fromTemplate: 'info@testmail.org', toTemplate: '${userEmail}', ccTemplate: null, bccTemplate: null, subjectTemplate: 'Device ${deviceType} temperature high', bodyTemplate: 'Device ${deviceName} has high temperature ${temp}', isHtml: false },
        configurationSchema: objectSchema(
            {
                fromTemplate: text('From Template'),
                toTemplate: text('To Template'),
                ccTemplate: { type: ['string', 'null'], title: 'Cc Template' },
                bccTemplate: { type: ['string', 'null'], title: 'Bcc Template' },
                subjectTemplate: text('Subject Template'),
                bodyTemplate: text('Body Template', { format: 'textarea' }),
                isHtml: bool('Is HTML'),
            },
            ['fromTemplate', 'toTemplate', 'subjectTemplate', 'bodyTemplate'],
        ),
        originator: 'untouched',
        run: async (msg, config) => {
            const fill = (key: string) => (typeof config[key] === 'string' ? processPattern(config[key], msg) : null);
            const email = { from: fill('fromTemplate'), to: fill('toTemplate'), cc: fill('ccTemplate'), bcc: fill('bccTemplate'), subject: fill('subjectTemplate'), body: fill('bodyTemplate'), html: config.isHtml === true };
            return success(copyMsg(msg, { type: 'SEND_EMAIL', data: JSON.stringify(email) }));
        },
    },
];
