import type SqliteDatabase from 'better-sqlite3';
import { ErrorCode, ThingsboardError } from '../errors';
import { NULL_UUID } from '../lib/ids';
import type { TsEntry } from '../telemetry/kv';
import type { TelemetryService } from '../telemetry/service';
import { limitOf, tenantProfileConfiguration, type ProfileConfiguration } from '../tenantLimits/tenantProfileConfiguration';
import {
    API_FEATURES,
    API_USAGE_RECORDS,
    DISABLED_MESSAGES,
    HOURLY_SUFFIX,
    moreRestricted,
    RECORD_KEYS,
    stateOfValue,
    type ApiFeature,
    type ApiUsageRecordKey,
    type ApiUsageStateValue,
} from './apiUsageRecords';
import { ApiUsageStateStore } from './apiUsageStateStore';
import { UsageCounters } from './usageCounters';

/** What the metered paths see: count a use, and be refused while the service is disabled. */
export interface UsageMeter {
    /** Counts `amount` uses; throws ThingsBoard's refusal (429) when the key's service is DISABLED. */
    admit(tenantId: string, key: ApiUsageRecordKey, amount?: number): void;
    /** Counts without refusing (a use already admitted by its service's check). */
    count(tenantId: string, key: ApiUsageRecordKey, amount?: number): void;
    isEnabled(tenantId: string, feature: ApiFeature): boolean;
}

/** A metered service refused because the tenant reached its profile's limit this month. */
export class ApiLimitError extends ThingsboardError {
    constructor(readonly feature: ApiFeature) {
        super(DISABLED_MESSAGES[feature], ErrorCode.TOO_MANY_REQUESTS);
    }
}

interface TenantState {
    tenantId: string;
    /** The API_USAGE_STATE entity. */
    id: string;
    monthStart: number;
    profile: ProfileConfiguration;
    states: Record<ApiFeature, ApiUsageStateValue>;
    /** Features whose state changed since the last flush. */
    changed: Set<ApiFeature>;
    /** Limits last written as time series, to write them again only when the profile changes. */
    limitsWritten: string;
}

const FEATURES = Object.keys(API_FEATURES) as ApiFeature[];
const KEYS_OF_FEATURE = Object.fromEntries(FEATURES.map(feature => [feature, RECORD_KEYS.filter(key => API_USAGE_RECORDS[key].feature === feature)])) as Record<ApiFeature, ApiUsageRecordKey[]>;
const FLUSH_INTERVAL_MS = 1000;
const long = (key: string, ts: number, value: number): TsEntry => ({ key, ts, value: { type: 'LONG', value } });

/**
 * ThingsBoard's API usage state service: per tenant and month it counts transport messages and
 * data points, stored data points, rule-engine and JavaScript executions, e-mails, SMS and created
 * alarms. Counting happens in memory; once a second the changed counters are written as time
 * series of the tenant's API_USAGE_STATE entity (`transportMsgCount` at the month's start and
 * `transportMsgCountHourly` at the hour's), so subscribers of that entity see them live. Each
 * service's state (ENABLED, WARNING at warnThreshold, DISABLED at the limit) is decided on every
 * count, so a limit holds at once, and is written as time series and server attributes.
 */
export class ApiUsageService implements UsageMeter {
    private readonly counters: UsageCounters;
    private readonly store: ApiUsageStateStore;
    private readonly tenants = new Map<string, TenantState>();
    private timer: NodeJS.Timeout | null = null;

    constructor(
        private readonly sqlite: SqliteDatabase.Database,
        private readonly telemetry: TelemetryService,
        now: () => number = Date.now,
    ) {
        this.counters = new UsageCounters(now);
        this.store = new ApiUsageStateStore(sqlite);
    }

    start(): void {
        this.store.createMissing();
        // The server's close hooks may shut the database before stop() runs: a tick in between writes nothing.
        this.timer ??= setInterval(() => this.sqlite.open && this.flush(), FLUSH_INTERVAL_MS);
        this.timer.unref();
    }

    stop(): void {
        if (this.timer) clearInterval(this.timer);
        this.timer = null;
        if (this.sqlite.open) this.flush();
    }

    /** The tenant's API_USAGE_STATE entity id (created with the tenant). */
    stateIdOf(tenantId: string): string {
        return this.store.getOrCreate(tenantId).id;
    }

    admit(tenantId: string, key: ApiUsageRecordKey, amount = 1): void {
        const { feature } = API_USAGE_RECORDS[key];
        if (!this.isEnabled(tenantId, feature)) throw new ApiLimitError(feature);
        this.count(tenantId, key, amount);
    }

    count(tenantId: string, key: ApiUsageRecordKey, amount = 1): void {
        if (!tenantId || tenantId === NULL_UUID || amount <= 0) return;
        const tenant = this.tenant(tenantId);
        this.counters.add(tenantId, key, amount);
        this.decide(tenant, API_USAGE_RECORDS[key].feature);
    }

    isEnabled(tenantId: string, feature: ApiFeature): boolean {
        if (!tenantId || tenantId === NULL_UUID) return true;
        return this.tenant(tenantId).states[feature] !== 'DISABLED';
    }

    /** Writes what changed since the last flush: counters, limits and states. */
    flush(): void {
        for (const change of this.counters.drain()) {
            const tenant = this.tenants.get(change.tenantId);
            if (!tenant) continue;
            const { usage } = change;
            const entries = change.keys.flatMap(key => {
                const { countKey } = API_USAGE_RECORDS[key];
                return [long(countKey, usage.monthStart, usage.monthly[key]), long(countKey + HOURLY_SUFFIX, usage.hourStart, usage.hourly[key])];
            });
            this.telemetry.saveTimeseriesInBackground(tenant.id, entries);
        }
        for (const tenant of [...this.tenants.values()]) {
            if (!this.reloadProfile(tenant)) continue;
            this.writeLimits(tenant);
            if (tenant.changed.size === 0) continue;
            const changed = [...tenant.changed];
            tenant.changed.clear();
            this.store.saveStates(tenant.id, tenant.states);
            const ts = Date.now();
            const entries = changed.map(feature => ({ key: API_FEATURES[feature].stateKey, value: { type: 'STRING' as const, value: tenant.states[feature] } }));
            this.telemetry.saveTimeseriesInBackground(tenant.id, entries.map(entry => ({ ...entry, ts })));
            void this.telemetry.saveAttributes('API_USAGE_STATE', tenant.id, 'SERVER_SCOPE', entries, ts);
        }
    }

    /** The tenant's state, loaded on first use from its row and its stored counters of this month and hour. */
    private tenant(tenantId: string): TenantState {
        let tenant = this.tenants.get(tenantId);
        if (!tenant) {
            const row = this.store.getOrCreate(tenantId);
            const usage = this.counters.usageOf(tenantId);
            const monthly: Partial<Record<ApiUsageRecordKey, number>> = {};
            const hourly: Partial<Record<ApiUsageRecordKey, number>> = {};
            const latest = new Map(this.telemetry.timeseries.latest(row.id).map(entry => [entry.key, entry]));
            for (const key of RECORD_KEYS) {
                const { countKey } = API_USAGE_RECORDS[key];
                const month = latest.get(countKey);
                const hour = latest.get(countKey + HOURLY_SUFFIX);
                if (month?.ts === usage.monthStart && month.value.type === 'LONG') monthly[key] = month.value.value;
                if (hour?.ts === usage.hourStart && hour.value.type === 'LONG') hourly[key] = hour.value.value;
            }
            this.counters.seed(tenantId, monthly, hourly);
            tenant = { tenantId, id: row.id, monthStart: usage.monthStart, profile: tenantProfileConfiguration(this.sqlite, tenantId) ?? {}, states: { ...row.states }, changed: new Set(), limitsWritten: '' };
            this.tenants.set(tenantId, tenant);
            for (const feature of FEATURES) this.decide(tenant, feature);
        }
        // A new month enables every service again.
        const { monthStart } = this.counters.usageOf(tenantId);
        if (tenant.monthStart !== monthStart) {
            tenant.monthStart = monthStart;
            for (const feature of FEATURES) this.decide(tenant, feature);
        }
        return tenant;
    }

    /** ThingsBoard's rule: a feature takes the most restricted state of its counters. */
    private decide(tenant: TenantState, feature: ApiFeature): void {
        const usage = this.counters.usageOf(tenant.tenantId);
        let state: ApiUsageStateValue = 'ENABLED';
        for (const key of KEYS_OF_FEATURE[feature]) {
            const { profileLimit } = API_USAGE_RECORDS[key];
            if (profileLimit === null) continue;
            state = moreRestricted(state, stateOfValue(usage.monthly[key], limitOf(tenant.profile, profileLimit), tenant.profile.warnThreshold ?? 0));
        }
        if (tenant.states[feature] !== state) {
            tenant.states[feature] = state;
            tenant.changed.add(feature);
        }
    }

    /**
     * A changed tenant profile (or another profile for the tenant) is decided against within a
     * flush; a deleted tenant is forgotten (false).
     */
    private reloadProfile(tenant: TenantState): boolean {
        const profile = tenantProfileConfiguration(this.sqlite, tenant.tenantId);
        if (!profile) {
            this.tenants.delete(tenant.tenantId);
            this.counters.forget(tenant.tenantId);
            return false;
        }
        if (JSON.stringify(profile) !== JSON.stringify(tenant.profile)) {
            tenant.profile = profile;
            for (const feature of FEATURES) this.decide(tenant, feature);
        }
        return true;
    }

    /** ThingsBoard writes each counter's limit beside it (`transportMsgLimit`), again when the profile changes. */
    private writeLimits(tenant: TenantState): void {
        const limited = RECORD_KEYS.flatMap(key => {
            const { limitKey, profileLimit } = API_USAGE_RECORDS[key];
            return limitKey && profileLimit ? [{ limitKey, limit: limitOf(tenant.profile, profileLimit) }] : [];
        });
        const text = limited.map(entry => entry.limit).join(',');
        if (text === tenant.limitsWritten) return;
        tenant.limitsWritten = text;
        const ts = Date.now();
        this.telemetry.saveTimeseriesInBackground(tenant.id, limited.map(entry => long(entry.limitKey, ts, entry.limit)));
    }
}
