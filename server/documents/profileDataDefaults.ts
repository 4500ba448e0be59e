import { defaultTransportConfiguration } from '../deviceProfiles/transportDefaults';
import { isPlainObject } from '../lib/json';

type Json = Record<string, unknown>;

const RULE_DEFAULTS = { schedule: null, alarmDetails: null, dashboardId: null };
const ALARM_DEFAULTS = { clearRule: null, propagate: false, propagateToOwner: false, propagateToTenant: false, propagateRelationTypes: null };

const withRuleDefaults = (rule: unknown) => (isPlainObject(rule) ? { ...RULE_DEFAULTS, ...rule } : rule);

/** An alarm rule of a profile as ThingsBoard serialises its DeviceProfileAlarm: every property, null or false when unset. */
function withAlarmDefaults(alarm: unknown): unknown {
    if (!isPlainObject(alarm)) return alarm;
    const out: Json = { ...ALARM_DEFAULTS, ...alarm };
    if (isPlainObject(out.createRules)) out.createRules = Object.fromEntries(Object.entries(out.createRules).map(([severity, rule]) => [severity, withRuleDefaults(rule)]));
    out.clearRule = withRuleDefaults(out.clearRule);
    return out;
}

/**
 * A device profile's profileData with the four parts ThingsBoard always writes. Where ThingsBoard
 * would write null for a part the body left out, the part's default for the profile's types is
 * written instead (a profile's transport and provisioning settings are never null in ThingsBoard's
 * own UI); docs/compatibility.md says so.
 */
export function withProfileDataDefaults(data: unknown, transportType: string, provisionType: string): unknown {
    if (!isPlainObject(data)) return data;
    const out: Json = {
        configuration: { type: 'DEFAULT' },
        transportConfiguration: defaultTransportConfiguration(transportType),
        provisionConfiguration: { type: provisionType, provisionDeviceSecret: null },
        alarms: null,
        ...data,
    };
    if (Array.isArray(out.alarms)) out.alarms = out.alarms.map(withAlarmDefaults);
    return out;
}
