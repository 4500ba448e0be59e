/**
 * ThingsBoard's metered services (ApiFeature) and their counters (ApiUsageRecordKey), with the
 * time-series keys they are stored under on the tenant's API_USAGE_STATE entity and the tenant
 * profile limit each one is held to.
 */
export type ApiFeature = 'TRANSPORT' | 'DB' | 'RE' | 'JS' | 'EMAIL' | 'SMS' | 'ALARM';

export type ApiUsageStateValue = 'ENABLED' | 'WARNING' | 'DISABLED';

export const API_FEATURES: Readonly<Record<ApiFeature, { stateKey: string; column: string }>> = {
    TRANSPORT: { stateKey: 'transportApiState', column: 'transport_state' },
    DB: { stateKey: 'dbApiState', column: 'db_storage_state' },
    RE: { stateKey: 'ruleEngineApiState', column: 're_exec_state' },
    JS: { stateKey: 'jsExecutionApiState', column: 'js_exec_state' },
    EMAIL: { stateKey: 'emailApiState', column: 'email_exec_state' },
    SMS: { stateKey: 'smsApiState', column: 'sms_exec_state' },
    ALARM: { stateKey: 'alarmApiState', column: 'alarm_exec_state' },
};

export type ApiUsageRecordKey =
    | 'TRANSPORT_MSG_COUNT'
    | 'TRANSPORT_DP_COUNT'
    | 'TRANSPORT_MSG_REFUSED_COUNT'
    | 'STORAGE_DP_COUNT'
    | 'RE_EXEC_COUNT'
    | 'JS_EXEC_COUNT'
    | 'EMAIL_EXEC_COUNT'
    | 'SMS_EXEC_COUNT'
    | 'CREATED_ALARMS_COUNT';

export interface ApiUsageRecord {
    feature: ApiFeature;
    /** The monthly counter's key; the hourly one adds `Hourly`. */
    countKey: string;
    /** The limit's time-series key and the tenant profile configuration field holding it (0 = unlimited); null for a count without a limit. */
    limitKey: string | null;
    profileLimit: string | null;
}

export const API_USAGE_RECORDS: Readonly<Record<ApiUsageRecordKey, ApiUsageRecord>> = {
    TRANSPORT_MSG_COUNT: { feature: 'TRANSPORT', countKey: 'transportMsgCount', limitKey: 'transportMsgLimit', profileLimit: 'maxTransportMessages' },
    TRANSPORT_DP_COUNT: { feature: 'TRANSPORT', countKey: 'transportDataPointsCount', limitKey: 'transportDataPointsLimit', profileLimit: 'maxTransportDataPoints' },
    // Ours, not ThingsBoard's: device messages refused before acknowledgement because the rule engine's queue was full.
    TRANSPORT_MSG_REFUSED_COUNT: { feature: 'TRANSPORT', countKey: 'transportMsgRefusedCount', limitKey: null, profileLimit: null },
    // ThingsBoard holds stored data points to maxDPStorageDays, as its DefaultTenantProfileConfiguration does.
    STORAGE_DP_COUNT: { feature: 'DB', countKey: 'storageDataPointsCount', limitKey: 'storageDataPointsLimit', profileLimit: 'maxDPStorageDays' },
    RE_EXEC_COUNT: { feature: 'RE', countKey: 'ruleEngineExecutionCount', limitKey: 'ruleEngineExecutionLimit', profileLimit: 'maxREExecutions' },
    JS_EXEC_COUNT: { feature: 'JS', countKey: 'jsExecutionCount', limitKey: 'jsExecutionLimit', profileLimit: 'maxJSExecutions' },
    EMAIL_EXEC_COUNT: { feature: 'EMAIL', countKey: 'emailCount', limitKey: 'emailLimit', profileLimit: 'maxEmails' },
    SMS_EXEC_COUNT: { feature: 'SMS', countKey: 'smsCount', limitKey: 'smsLimit', profileLimit: 'maxSms' },
    CREATED_ALARMS_COUNT: { feature: 'ALARM', countKey: 'createdAlarmsCount', limitKey: 'createdAlarmsLimit', profileLimit: 'maxCreatedAlarms' },
};

export const RECORD_KEYS = Object.keys(API_USAGE_RECORDS) as ApiUsageRecordKey[];

export const HOURLY_SUFFIX = 'Hourly';

/** What a refused service answers, in ThingsBoard's words. */
export const DISABLED_MESSAGES: Readonly<Record<ApiFeature, string>> = {
    TRANSPORT: 'Transport is disabled due to API limits!',
    DB: 'DB storage writes are disabled due to API limits!',
    RE: 'Rule Engine execution is disabled due to API limits!',
    JS: 'JS Execution is disabled due to API limits!',
    EMAIL: 'Email sending is disabled due to API limits!',
    SMS: 'SMS sending is disabled due to API limits!',
    ALARM: 'Alarms creation is disabled due to API limits!',
};

const RESTRICTION: Readonly<Record<ApiUsageStateValue, number>> = { ENABLED: 0, WARNING: 1, DISABLED: 2 };

/**
 * ThingsBoard's TenantApiUsageState rule for one counter: enabled below the warning threshold
 * (warnThreshold of the limit, 0.8 when unset), WARNING below the limit, DISABLED at it; a limit
 * of 0 is unlimited.
 */
export function stateOfValue(value: number, limit: number, warnThreshold: number): ApiUsageStateValue {
    const warnAt = Math.floor(limit * (warnThreshold > 0 ? warnThreshold : 0.8));
    if (limit <= 0 || value === 0 || value < warnAt) return 'ENABLED';
    return value < limit ? 'WARNING' : 'DISABLED';
}

export const moreRestricted = (a: ApiUsageStateValue, b: ApiUsageStateValue): ApiUsageStateValue => (RESTRICTION[b] > RESTRICTION[a] ? b : a);
