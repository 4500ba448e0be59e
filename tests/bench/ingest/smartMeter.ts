/**
 * The device of ThingsBoard's published performance method: a smart meter sending a JSON of three
 * data points (pulse counter, leakage flag, battery level), with an alarm rule on its device
 * profile that raises "Low battery" and clears it again.
 */

export const SMART_METER_KEYS = ['pulseCounter', 'leakage', 'batteryLevel'] as const;

/** Below this battery level the profile's rule raises its alarm; at or above it clears it. */
export const LOW_BATTERY = 20;

/**
 * The n-th reading of a meter. The battery drains by one percent a reading and is replaced at 0,
 * so each meter raises its alarm once every 100 readings, keeps it (updated) for 20, then clears
 * it: alarm traffic as a fleet with a few low batteries makes it. `phase` spreads the meters.
 */
export function reading(n: number, phase: number): Record<string, number | boolean> {
    return { pulseCounter: n, leakage: (n + phase) % 500 === 0, batteryLevel: 100 - ((n + phase) % 100) };
}

const numeric = (key: string, operation: string, value: number) => ({
    key: { type: 'TIME_SERIES', key },
    valueType: 'NUMERIC',
    value: null,
    predicate: { type: 'NUMERIC', operation, value: { defaultValue: value, userValue: null, dynamicValue: null } },
});

/** The device profile of the meters, with or without the alarm rule. */
export function smartMeterProfile(name: string, withAlarmRules: boolean) {
    const alarms = withAlarmRules
        ? [
              {
                  id: 'low-battery',
                  alarmType: 'Low battery',
                  propagate: false,
                  propagateRelationTypes: null,
                  createRules: { MINOR: { condition: { condition: [numeric('batteryLevel', 'LESS', LOW_BATTERY)], spec: { type: 'SIMPLE' } }, schedule: null, alarmDetails: null, dashboardId: null } },
                  clearRule: { condition: { condition: [numeric('batteryLevel', 'GREATER_OR_EQUAL', LOW_BATTERY)], spec: { type: 'SIMPLE' } }, schedule: null, alarmDetails: null, dashboardId: null },
              },
          ]
        : [];
    return {
        name,
        type: 'DEFAULT',
        transportType: 'DEFAULT',
        profileData: {
            configuration: { type: 'DEFAULT' },
            transportConfiguration: { type: 'DEFAULT' },
            provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
            alarms,
        },
    };
}
