/**
 * The counters of the API usage page, in ThingsBoard's ApiUsageRecordKey order: the time-series
 * keys of the tenant's API_USAGE_STATE entity holding this month's value (`transportMsgCount`, at
 * the month's start), the current hour's (`…Hourly`), the profile limit (`transportMsgLimit`,
 * 0 = unlimited) and the state of the service it belongs to (`transportApiState`).
 */
export interface UsageCounter {
    countKey: string;
    /** null: a counter no profile limits (it shows `note` instead). */
    limitKey: string | null;
    stateKey: string;
    /** i18n key of the card title. */
    label: string;
    /** i18n key of the line under the value of a counter without a limit. */
    note?: string;
}

export const USAGE_COUNTERS: readonly UsageCounter[] = [
    { countKey: 'transportMsgCount', limitKey: 'transportMsgLimit', stateKey: 'transportApiState', label: 'api-usage.transport-messages' },
    { countKey: 'transportDataPointsCount', limitKey: 'transportDataPointsLimit', stateKey: 'transportApiState', label: 'api-usage.transport-data-points' },
    { countKey: 'storageDataPointsCount', limitKey: 'storageDataPointsLimit', stateKey: 'dbApiState', label: 'api-usage.storage-data-points' },
    { countKey: 'ruleEngineExecutionCount', limitKey: 'ruleEngineExecutionLimit', stateKey: 'ruleEngineApiState', label: 'api-usage.rule-engine-executions' },
    { countKey: 'jsExecutionCount', limitKey: 'jsExecutionLimit', stateKey: 'jsExecutionApiState', label: 'api-usage.javascript-executions' },
    { countKey: 'emailCount', limitKey: 'emailLimit', stateKey: 'emailApiState', label: 'api-usage.email-messages' },
    { countKey: 'smsCount', limitKey: 'smsLimit', stateKey: 'smsApiState', label: 'api-usage.sms-messages' },
    { countKey: 'createdAlarmsCount', limitKey: 'createdAlarmsLimit', stateKey: 'alarmApiState', label: 'api-usage.alarms-created' },
    // Not a ThingsBoard key: device messages refused before acknowledgement while the tenant's rule-engine queue was full (#29.3).
    { countKey: 'transportMsgRefusedCount', limitKey: null, stateKey: 'transportApiState', label: 'api-usage.transport-messages-refused', note: 'api-usage.refused-note' },
];

export const HOURLY = 'Hourly';
export const HOUR_MS = 3_600_000;
/** The hourly bars cover the last day. */
export const HOURS_SHOWN = 24;

export type UsageState = 'ENABLED' | 'WARNING' | 'DISABLED';

export interface TsValue {
    ts: number;
    value: string;
}

export interface UsageCard {
    counter: UsageCounter;
    /** This month's value. */
    value: number;
    /** The profile limit; 0 = unlimited. */
    limit: number;
    /** Share of the limit used, 0–100; null when unlimited. */
    percent: number | null;
    state: UsageState;
    /** One value per hour, oldest first, the current hour last. */
    hours: Array<{ ts: number; value: number }>;
}

const numberOf = (value: string | undefined) => {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : 0;
};

export const startOfMonth = (now: number) => {
    const date = new Date(now);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
};

const STATES: readonly UsageState[] = ['ENABLED', 'WARNING', 'DISABLED'];

/**
 * The cards from the entity's latest values and hourly series. A monthly value written before
 * this month's start is last month's, so it reads 0; a state never written is ENABLED.
 */
export function usageCardsOf(latest: Readonly<Record<string, TsValue | undefined>>, hourly: Readonly<Record<string, readonly TsValue[] | undefined>>, now: number): UsageCard[] {
    const monthStart = startOfMonth(now);
    const currentHour = now - (now % HOUR_MS);
    const hourStarts = Array.from({ length: HOURS_SHOWN }, (_, index) => currentHour - (HOURS_SHOWN - 1 - index) * HOUR_MS);
    return USAGE_COUNTERS.map(counter => {
        const count = latest[counter.countKey];
        const value = count && count.ts >= monthStart ? numberOf(count.value) : 0;
        const limit = counter.limitKey ? numberOf(latest[counter.limitKey]?.value) : 0;
        const stateText = latest[counter.stateKey]?.value as UsageState | undefined;
        const byHour = new Map((hourly[counter.countKey + HOURLY] ?? []).map(point => [point.ts, numberOf(point.value)]));
        return {
            counter,
            value,
            limit,
            percent: limit > 0 ? Math.min(100, (value / limit) * 100) : null,
            state: stateText && STATES.includes(stateText) ? stateText : 'ENABLED',
            hours: hourStarts.map(ts => ({ ts, value: byHour.get(ts) ?? 0 })),
        };
    });
}

/** Every time-series key the page reads as a latest value. */
export const LATEST_KEYS = [...new Set(USAGE_COUNTERS.flatMap(counter => [counter.countKey, ...(counter.limitKey ? [counter.limitKey] : []), counter.stateKey]))];
export const HOURLY_KEYS = USAGE_COUNTERS.map(counter => counter.countKey + HOURLY);
