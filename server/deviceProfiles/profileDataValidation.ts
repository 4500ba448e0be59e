import { badRequest } from '../errors';
import { localTimeOf } from './alarmRules/schedule';
import { profileDataSchemaError } from './profileDataSchema';
import { protoPayloadOf } from './protobuf/protoSchemas';
import { validateProtoPayload } from './protobuf/protoSchemaValidation';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasCondition = (rule: unknown) => isObject(rule) && isObject(rule.condition) && Array.isArray(rule.condition.condition) && rule.condition.condition.length > 0;

/** ThingsBoard's DeviceProfileDataValidator checks of the alarm list: a type on each, no type twice. */
function checkAlarmTypes(alarms: unknown[]): void {
    const types = new Set<string>();
    for (const alarm of alarms) {
        const type = isObject(alarm) && typeof alarm.alarmType === 'string' ? alarm.alarmType : '';
        if (type.trim() === '') throw badRequest('Alarm rule type should be specified!');
        if (types.has(type)) throw badRequest(`Can't create device profile with the same alarm rule types: "${type}"!`);
        types.add(type);
    }
}

/**
 * part2 §5.2 (the console's `deviceProfileAlarm` and `alarmRule` flags): an alarm needs an id, at
 * least one create rule, and a non-empty condition in every create rule and in the clear rule.
 */
function checkAlarmValidity(alarm: Json): void {
    const name = `"${String(alarm.alarmType)}"`;
    if (typeof alarm.id !== 'string' || alarm.id.trim() === '') throw badRequest(`Alarm rule ${name} should have an id!`);
    const createRules = isObject(alarm.createRules) ? Object.entries(alarm.createRules) : [];
    if (createRules.length === 0) throw badRequest(`Alarm rule ${name} should have at least one create condition!`);
    for (const [severity, rule] of createRules) {
        if (!hasCondition(rule)) throw badRequest(`Create condition ${severity} of alarm rule ${name} should have at least one key filter!`);
    }
    if (alarm.clearRule !== undefined && alarm.clearRule !== null && !hasCondition(alarm.clearRule)) {
        throw badRequest(`Clear condition of alarm rule ${name} should have at least one key filter!`);
    }
}

/** Schedules name real time zones (the evaluator could not place them otherwise). */
function checkTimezones(alarm: Json): void {
    const rules = [...(isObject(alarm.createRules) ? Object.values(alarm.createRules) : []), alarm.clearRule];
    for (const rule of rules) {
        const schedule = isObject(rule) ? rule.schedule : null;
        if (!isObject(schedule) || typeof schedule.timezone !== 'string') continue;
        if (!localTimeOf(0, schedule.timezone)) throw badRequest(`Invalid time zone '${schedule.timezone}'!`);
    }
}

/**
 * Validates a device profile's profileData before it is stored: ThingsBoard's own messages first
 * (protobuf schemas, alarm types),
 * then the validity rules of part2 §5.2, then the shape of schemas/documents/device-profile-data.json.
 */
export function validateProfileData(profileData: unknown): void {
    if (!isObject(profileData)) throw badRequest('Device profile data should be specified!');
    // ThingsBoard checks the transport configuration's protobuf schemas before the alarm rules.
    const protoPayload = protoPayloadOf(profileData);
    if (protoPayload) validateProtoPayload(protoPayload);
    const alarms = Array.isArray(profileData.alarms) ? profileData.alarms : [];
    checkAlarmTypes(alarms);
    for (const alarm of alarms) {
        checkAlarmValidity(alarm as Json);
        checkTimezones(alarm as Json);
    }
    const error = profileDataSchemaError(profileData);
    if (error) throw badRequest(error);
}
