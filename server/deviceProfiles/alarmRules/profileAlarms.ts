import type { DeviceProfileAlarm } from './types';

const hasCondition = (rule: unknown): boolean => {
    const condition = (rule as { condition?: { condition?: unknown } } | null | undefined)?.condition?.condition;
    return Array.isArray(condition) && condition.length > 0;
};

/**
 * The alarms of a stored profile that can be evaluated (part2 §5.2): id and alarmType set, at
 * least one create rule, and a non-empty condition in every rule. Saves are validated, so this
 * only guards against rows written some other way.
 */
export function evaluableAlarmsOf(profileData: unknown): DeviceProfileAlarm[] {
    const alarms = (profileData as { alarms?: unknown } | null)?.alarms;
    if (!Array.isArray(alarms)) return [];
    return alarms.filter((alarm): alarm is DeviceProfileAlarm => {
        const candidate = alarm as Partial<DeviceProfileAlarm> | null;
        if (!candidate?.id || !candidate.alarmType || !candidate.createRules || typeof candidate.createRules !== 'object') return false;
        const createRules = Object.values(candidate.createRules);
        return createRules.length > 0 && createRules.every(hasCondition) && (!candidate.clearRule || hasCondition(candidate.clearRule));
    });
}
