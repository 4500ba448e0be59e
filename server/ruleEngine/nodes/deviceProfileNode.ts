import { alarmJson } from '../../alarms/alarmJson';
import type { AlarmChangeKind, DeviceMessage } from '../../deviceProfiles/alarmRules/deviceProfileAlarmService';
import type { MessageValue } from '../../deviceProfiles/alarmRules/deviceSnapshot';
import { textValue } from '../../telemetry/kv';
import { readTelemetry, readValues } from '../../telemetry/payload';
import { isTypedObject, parseTypedJson } from '../../telemetry/typedJson';
import { MSG_TYPE, msgTs, newMsg, type TbMsg } from '../message';
import { SUCCESS, success, type NodeOutput, type NodeServices } from './types';

/** ThingsBoard's DeviceProfileRuleNode outputs: the relation and metadata flags of each alarm change. */
const ALARM_OUTPUTS: Readonly<Record<AlarmChangeKind, { relation: string; flags: Record<string, string> }>> = {
    created: { relation: 'Alarm Created', flags: { isNewAlarm: 'true' } },
    updated: { relation: 'Alarm Updated', flags: { isExistingAlarm: 'true' } },
    severityUpdated: { relation: 'Alarm Severity Updated', flags: { isExistingAlarm: 'true', isSeverityUpdated: 'true' } },
    cleared: { relation: 'Alarm Cleared', flags: { isClearedAlarm: 'true' } },
};

/** What the alarm rules evaluate of a device message, with the values it carries; null for other message types. */
function evaluationInput(msg: TbMsg): { message: DeviceMessage; values: MessageValue[] } | null {
    if (msg.type === MSG_TYPE.POST_TELEMETRY_REQUEST) {
        const entries = readTelemetry(parseTypedJson(msg.data), msgTs(msg), { typeCast: true });
        return {
            message: { kind: 'timeseries', entries },
            values: entries.map(entry => ({ types: ['TIME_SERIES'], key: entry.key, ts: entry.ts, value: textValue(entry.value) })),
        };
    }
    if (msg.type === MSG_TYPE.POST_ATTRIBUTES_REQUEST) {
        const body = parseTypedJson(msg.data);
        if (!isTypedObject(body)) return null;
        const entries = readValues(body, { typeCast: true });
        const ts = msgTs(msg);
        return {
            message: { kind: 'attributes', keys: entries.map(entry => entry.key), ts },
            values: entries.map(entry => ({ types: ['ATTRIBUTE', 'CLIENT_ATTRIBUTE'], key: entry.key, ts, value: textValue(entry.value) })),
        };
    }
    return null;
}

/**
 * TbDeviceProfileNode: the device's profile alarm rules on its telemetry and attribute messages.
 * Each alarm created, updated, escalated or cleared leaves as a new ALARM message by its relation
 * (before the incoming message), and the incoming message goes on by Success.
 */
export async function deviceProfileNode(msg: TbMsg, _config: Record<string, unknown>, services: NodeServices): Promise<NodeOutput[]> {
    const evaluated = msg.type === MSG_TYPE.POST_TELEMETRY_REQUEST || msg.type === MSG_TYPE.POST_ATTRIBUTES_REQUEST;
    if (msg.originator.entityType !== 'DEVICE' || !evaluated) return success(msg);
    const changes = await services.alarmRules.evaluateForRuleNode(msg.originator.id, () => evaluationInput(msg));
    const alarms = changes.map(({ kind, alarm }): NodeOutput => {
        const output = ALARM_OUTPUTS[kind];
        const alarmMsg = newMsg({ type: MSG_TYPE.ALARM, originator: msg.originator, customerId: msg.customerId, data: JSON.stringify(alarmJson(alarm)), metadata: { ...msg.metadata, ...output.flags } });
        return { relations: [output.relation], msg: alarmMsg };
    });
    return [...alarms, { relations: [SUCCESS], msg }];
}
