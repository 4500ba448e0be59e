import { NULL_UUID } from '../../lib/ids';
import { textValue } from '../../telemetry/kv';
import type { TelemetryService } from '../../telemetry/service';
import type { TimeseriesSources } from '../../telemetry/timeseriesSource';
import type { ResolvedEntity } from '../../ws/entityQuery';
import { passesKeyFilters, type DynamicValues } from '../../ws/keyFilters';
import { MISSING, readLatest } from '../../ws/latestValues';
import type { EntityKey, LatestValues } from '../../ws/protocol';
import { predicateValuesOfRule } from './ruleKeys';
import type { RuleInputs } from './ruleState';
import type { AlarmConditionFilter, AlarmRule, PredicateValue } from './types';

/** A device with its owners, whose attributes dynamic thresholds may come from. */
export interface DeviceEntity extends ResolvedEntity {
    tenantId: string;
    customerId: string;
}

/** The device's values a set of rules reads, and the resolved dynamic thresholds (ThingsBoard's DataSnapshot). */
export interface DeviceSnapshot {
    latest: LatestValues;
    dynamic: DynamicValues;
}

/** The keys the rules read: filter keys and CURRENT_DEVICE threshold attributes. */
function keysOfRules(rules: readonly AlarmRule[]): EntityKey[] {
    const keys = new Map<string, EntityKey>();
    const add = (key: EntityKey) => keys.set(`${key.type}:${key.key}`, key);
    for (const rule of rules) {
        for (const filter of rule.condition.condition) if (filter.key.type !== 'CONSTANT') add(filter.key);
        for (const value of predicateValuesOfRule(rule)) {
            const dynamic = value.dynamicValue;
            if (dynamic?.sourceType === 'CURRENT_DEVICE' && dynamic.sourceAttribute) add({ type: 'ATTRIBUTE', key: dynamic.sourceAttribute });
        }
    }
    return [...keys.values()];
}

const present = (latest: LatestValues, type: 'ATTRIBUTE', key: string): string | null => {
    const value = latest[type]?.[key];
    return value && !(value.ts === MISSING.ts && value.value === MISSING.value) ? value.value : null;
};

/**
 * Reads what the rules need: the device's latest time series and attributes of their keys, and
 * each dynamic threshold — the device's attribute (any scope) for CURRENT_DEVICE, the customer's or
 * tenant's server attribute for CURRENT_CUSTOMER / CURRENT_TENANT; `inherit` falls back from the
 * device to its customer and then its tenant.
 */
export async function readDeviceSnapshot(telemetry: TelemetryService, sources: TimeseriesSources, device: DeviceEntity, rules: readonly AlarmRule[]): Promise<DeviceSnapshot> {
    const latest = await readLatest(telemetry, sources, device, keysOfRules(rules));
    const serverAttribute = async (ownerId: string, key: string): Promise<string | null> => {
        if (ownerId === NULL_UUID) return null;
        const [entry] = await telemetry.attributes.findEntries(ownerId, ['SERVER_SCOPE'], [key]);
        return entry ? textValue(entry.value) : null;
    };
    const dynamic: DynamicValues = new Map();
    for (const value of rules.flatMap(predicateValuesOfRule)) {
        const source = value.dynamicValue;
        if (!source?.sourceAttribute) continue;
        const chain: Array<() => Promise<string | null>> = [];
        if (source.sourceType === 'CURRENT_DEVICE') chain.push(async () => present(latest, 'ATTRIBUTE', source.sourceAttribute!));
        if (source.sourceType === 'CURRENT_CUSTOMER' || (source.sourceType === 'CURRENT_DEVICE' && source.inherit)) {
            chain.push(() => serverAttribute(device.customerId, source.sourceAttribute!));
        }
        if (source.sourceType === 'CURRENT_TENANT' || source.inherit) chain.push(() => serverAttribute(device.tenantId, source.sourceAttribute!));
        let found: string | null = null;
        for (const step of chain) if ((found = await step()) !== null) break;
        dynamic.set(value, found);
    }
    return { latest, dynamic };
}

/** Every filter passes; a CONSTANT key compares the filter's own value. */
export function conditionHolds(filters: readonly AlarmConditionFilter[], snapshot: DeviceSnapshot): boolean {
    return filters.every(filter => {
        const latest: LatestValues =
            filter.key.type === 'CONSTANT' ? { CONSTANT: { [filter.key.key]: { ts: 1, value: String(filter.value ?? '') } } } : snapshot.latest;
        return passesKeyFilters([{ key: filter.key, valueType: filter.valueType, predicate: filter.predicate }], latest, snapshot.dynamic);
    });
}

/** A DURATION or REPEATING threshold: the dynamic value when found, else the default (ThingsBoard ignores userValue here). */
export function thresholdOf(value: PredicateValue, snapshot: DeviceSnapshot): number {
    const dynamic = snapshot.dynamic.get(value);
    const chosen = dynamic !== null && dynamic !== undefined && Number.isFinite(Number(dynamic)) ? dynamic : value.defaultValue;
    const number = Number(chosen ?? 0);
    return Number.isFinite(number) ? number : 0;
}

export const inputsOf = (snapshot: DeviceSnapshot, ts: number): RuleInputs => ({
    ts,
    holds: rule => conditionHolds(rule.condition.condition, snapshot),
    numberOf: value => thresholdOf(value, snapshot),
});

/** The text of a device value for alarm details. */
export const snapshotValue = (snapshot: DeviceSnapshot) => (type: string, key: string): string | null => {
    const value = snapshot.latest[type as keyof LatestValues]?.[key];
    return value && !(value.ts === MISSING.ts && value.value === MISSING.value) ? value.value : null;
};

/** A value a message carries that is not stored yet (the device profile node runs before the save nodes). */
export interface MessageValue {
    /** The rule key types this value answers: TIME_SERIES for telemetry, ATTRIBUTE and CLIENT_ATTRIBUTE for a device's attributes. */
    types: readonly string[];
    key: string;
    ts: number;
    value: string;
}

/** The snapshot as it will be once the message's values are stored: newer values replace the read ones. */
export function withMessageValues(snapshot: DeviceSnapshot, values: readonly MessageValue[]): DeviceSnapshot {
    if (values.length === 0) return snapshot;
    const latest: LatestValues = { ...snapshot.latest };
    for (const value of values) {
        for (const type of value.types as Array<keyof LatestValues>) {
            const byKey = latest[type];
            if (!byKey || !(value.key in byKey)) continue;
            const current = byKey[value.key];
            if (current && current.ts !== MISSING.ts && current.ts > value.ts) continue;
            latest[type] = { ...byKey, [value.key]: { ts: value.ts, value: value.value } };
        }
    }
    return { ...snapshot, latest };
}
