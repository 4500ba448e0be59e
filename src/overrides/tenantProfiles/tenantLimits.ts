/**
 * The limits of a tenant profile (ThingsBoard 3.3's DefaultTenantProfileConfiguration), as data:
 * each with its group, its unit and its kind. Counts, sizes and days are whole numbers from 0,
 * 0 meaning unlimited; rate limits are "capacity:seconds" pairs, empty meaning unlimited.
 */
export type LimitGroup = 'entities' | 'files' | 'apiUsage' | 'ruleEngine' | 'ttl' | 'history' | 'trash' | 'transport';
export type LimitKind = 'count' | 'bytes' | 'rate';

export interface TenantLimit {
    key: string;
    group: LimitGroup;
    kind: LimitKind;
    /** i18n key of the unit shown beside the value. */
    unit: string;
    /**
     * A Thingdeck addition to ThingsBoard's configuration: what a profile without the key gets (the
     * server's default), so profiles saved before it existed stay valid.
     */
    absent?: number;
    /** The largest value the server takes (any safe integer when absent). */
    max?: number;
    /** i18n keys of what 0 means when it is not "unlimited": its name, and the hint under the field. */
    zero?: { value: string; hint: string };
}

const count = (key: string, group: LimitGroup, unit: string): TenantLimit => ({ key, group, kind: 'count', unit: `tenant-profile.unit.${unit}` });
const rate = (key: string, unit: string): TenantLimit => ({ key, group: 'transport', kind: 'rate', unit: `tenant-profile.unit.${unit}` });

export const LIMIT_GROUPS: readonly LimitGroup[] = ['entities', 'files', 'apiUsage', 'ruleEngine', 'ttl', 'history', 'trash', 'transport'];

/** Thingdeck's additions, which ThingsBoard itself does not have (it keeps no versions and deletes for good). */
const THINGDECK_GROUPS: readonly LimitGroup[] = ['history', 'trash'];

/** The groups a server offers: ThingsBoard's own, and Thingdeck's additions on Thingdeck's server. */
export const limitGroupsOf = (thingdeckServer: boolean): readonly LimitGroup[] =>
    thingdeckServer ? LIMIT_GROUPS : LIMIT_GROUPS.filter(group => !THINGDECK_GROUPS.includes(group));

/** In ThingsBoard's order. API usage limits count per calendar month. */
export const TENANT_LIMITS: readonly TenantLimit[] = [
    count('maxDevices', 'entities', 'devices'),
    count('maxAssets', 'entities', 'assets'),
    count('maxCustomers', 'entities', 'customers'),
    count('maxUsers', 'entities', 'users'),
    count('maxDashboards', 'entities', 'dashboards'),
    count('maxRuleChains', 'entities', 'rule-chains'),
    { key: 'maxResourcesInBytes', group: 'files', kind: 'bytes', unit: 'tenant-profile.unit.bytes' },
    { key: 'maxOtaPackagesInBytes', group: 'files', kind: 'bytes', unit: 'tenant-profile.unit.bytes' },
    count('maxTransportMessages', 'apiUsage', 'messages-per-month'),
    count('maxTransportDataPoints', 'apiUsage', 'data-points-per-month'),
    count('maxREExecutions', 'apiUsage', 'executions-per-month'),
    count('maxJSExecutions', 'apiUsage', 'executions-per-month'),
    count('maxDPStorageDays', 'apiUsage', 'data-point-days-per-month'),
    count('maxEmails', 'apiUsage', 'emails-per-month'),
    count('maxSms', 'apiUsage', 'sms-per-month'),
    count('maxCreatedAlarms', 'apiUsage', 'alarms-per-month'),
    count('maxRuleNodeExecutionsPerMessage', 'ruleEngine', 'executions-per-message'),
    count('defaultStorageTtlDays', 'ttl', 'days'),
    count('alarmsTtlDays', 'ttl', 'days'),
    count('rpcTtlDays', 'ttl', 'days'),
    // The version history's retention (server/history/retention.ts: the last 100 saves, whatever their age).
    { ...count('versionHistoryMaxCount', 'history', 'versions'), absent: 100 },
    { ...count('versionHistoryTtlDays', 'history', 'days'), absent: 0 },
    // How long a deleted entity waits in the trash (server/trash/trashService.ts); 0 deletes for good, as ThingsBoard does.
    {
        ...count('trashTtlDays', 'trash', 'days'),
        absent: 30,
        max: 3650,
        zero: { value: 'tenant-profile.deleted-for-good', hint: 'tenant-profile.zero-deleted-for-good' },
    },
    rate('transportTenantMsgRateLimit', 'messages-per-seconds'),
    rate('transportTenantTelemetryMsgRateLimit', 'messages-per-seconds'),
    rate('transportTenantTelemetryDataPointsRateLimit', 'data-points-per-seconds'),
    rate('transportDeviceMsgRateLimit', 'messages-per-seconds'),
    rate('transportDeviceTelemetryMsgRateLimit', 'messages-per-seconds'),
    rate('transportDeviceTelemetryDataPointsRateLimit', 'data-points-per-seconds'),
];

export type TenantConfiguration = Record<string, unknown>;

/** What a new profile starts with, as ThingsBoard's: everything unlimited. */
export const defaultTenantProfileData = (): { configuration: TenantConfiguration } => ({
    configuration: {
        type: 'DEFAULT',
        ...Object.fromEntries(TENANT_LIMITS.map(limit => [limit.key, limit.kind === 'rate' ? null : (limit.absent ?? 0)])),
    },
});

/** "1000:1,20000:60": at most 1000 per second and 20000 per minute. */
const RATE_LIMIT = /^\s*[1-9]\d*\s*:\s*[1-9]\d*\s*(,\s*[1-9]\d*\s*:\s*[1-9]\d*\s*)*$/;

/** The i18n key of what is wrong with one limit's value, or null. */
export const limitError = (limit: TenantLimit, value: unknown): string | null => {
    if (limit.kind === 'rate') {
        if (value === null || value === undefined || value === '') return null;
        return typeof value === 'string' && RATE_LIMIT.test(value) ? null : 'tenant-profile.rate-limit-invalid';
    }
    if (value === undefined && limit.absent !== undefined) return null;
    if (value === null || value === undefined || value === '') return 'tenant-profile.limit-required';
    if (typeof value !== 'number' || !Number.isInteger(value)) return 'tenant-profile.limit-whole-number';
    if (value < 0) return 'tenant-profile.limit-min';
    if (!Number.isSafeInteger(value) || (limit.max !== undefined && value > limit.max)) return 'tenant-profile.limit-too-large';
    return null;
};

/** Every limit's error, by key; empty when the configuration is valid. */
export const limitErrors = (configuration: TenantConfiguration): Record<string, string> =>
    Object.fromEntries(
        TENANT_LIMITS.map(limit => [limit.key, limitError(limit, limitValueIn(configuration, limit))] as const).filter((entry): entry is [string, string] => entry[1] !== null)
    );

/** What a person typed, as the value kept: a number when it reads as one, the text itself when not (it fails validation). */
export const limitValue = (limit: TenantLimit, text: string): unknown => {
    if (limit.kind === 'rate') return text.trim() === '' ? null : text;
    const trimmed = text.trim();
    if (trimmed === '') return '';
    const number = Number(trimmed);
    return Number.isFinite(number) ? number : text;
};

/** The value as text in its field. */
export const limitText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** The limit's value in a configuration: an addition the profile does not have yet reads as its default. */
export const limitValueIn = (configuration: TenantConfiguration, limit: TenantLimit): unknown => configuration[limit.key] ?? limit.absent;

/** The i18n keys of what 0 means for a limit, and of the hint under its field: "unlimited" unless the limit says otherwise. */
export const zeroMeaning = (limit: TenantLimit) => limit.zero ?? { value: 'tenant-profile.unlimited', hint: 'tenant-profile.zero-unlimited' };

/** Whether the value means "no limit": 0 for counts, nothing for rate limits. */
export const isUnlimited = (limit: TenantLimit, value: unknown) => (limit.kind === 'rate' ? value === null || value === undefined || value === '' : value === 0);
