import { RECORD_KEYS, type ApiUsageRecordKey } from './apiUsageRecords';

/** ThingsBoard's usage cycles run on UTC: a calendar month, and the current hour within it. */
export const startOfMonth = (ts: number): number => {
    const date = new Date(ts);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
};
export const startOfHour = (ts: number): number => ts - (ts % 3_600_000);

export interface TenantUsage {
    monthStart: number;
    hourStart: number;
    /** When the current hour ends: before it, nothing needs rolling over (the hot path). */
    hourEnd: number;
    monthly: Record<ApiUsageRecordKey, number>;
    hourly: Record<ApiUsageRecordKey, number>;
}

/** The counters of one tenant changed since the last drain: what a flush writes. */
export interface UsageChange {
    tenantId: string;
    usage: TenantUsage;
    keys: ApiUsageRecordKey[];
}

const cycleOf = (now: number) => ({ monthStart: startOfMonth(now), hourStart: startOfHour(now), hourEnd: startOfHour(now) + 3_600_000 });

const zeros = (): Record<ApiUsageRecordKey, number> => Object.fromEntries(RECORD_KEYS.map(key => [key, 0])) as Record<ApiUsageRecordKey, number>;

/**
 * Per-tenant usage counters kept in memory: adding is a few map look-ups, so the metered paths
 * (every device message, every rule node) stay cheap; `drain` hands what changed to the flush,
 * which writes it at most once a second. A new month starts every counter from zero, a new hour
 * the hourly ones.
 */
export class UsageCounters {
    private readonly tenants = new Map<string, TenantUsage>();
    private readonly dirty = new Map<string, Set<ApiUsageRecordKey>>();

    constructor(private readonly now: () => number = Date.now) {}

    has(tenantId: string): boolean {
        return this.tenants.has(tenantId);
    }

    /** Starts a tenant from its stored counters (values of other cycles are ignored by the caller). */
    seed(tenantId: string, monthly: Partial<Record<ApiUsageRecordKey, number>>, hourly: Partial<Record<ApiUsageRecordKey, number>>): void {
        const now = this.now();
        this.tenants.set(tenantId, { ...cycleOf(now), monthly: { ...zeros(), ...monthly }, hourly: { ...zeros(), ...hourly } });
    }

    /** The tenant's counters in the current cycle (rolled over when the month or hour changed). */
    usageOf(tenantId: string): TenantUsage {
        const now = this.now();
        let usage = this.tenants.get(tenantId);
        if (!usage) {
            usage = { ...cycleOf(now), monthly: zeros(), hourly: zeros() };
            this.tenants.set(tenantId, usage);
        }
        if (now < usage.hourEnd) return usage;
        const cycle = cycleOf(now);
        if (usage.monthStart !== cycle.monthStart) usage.monthly = zeros();
        usage.hourly = zeros();
        Object.assign(usage, cycle);
        return usage;
    }

    add(tenantId: string, key: ApiUsageRecordKey, amount = 1): number {
        const usage = this.usageOf(tenantId);
        usage.monthly[key] += amount;
        usage.hourly[key] += amount;
        let keys = this.dirty.get(tenantId);
        if (!keys) this.dirty.set(tenantId, (keys = new Set()));
        keys.add(key);
        return usage.monthly[key];
    }

    /** What changed since the last drain, once. */
    drain(): UsageChange[] {
        const changes = [...this.dirty].map(([tenantId, keys]) => ({ tenantId, usage: this.usageOf(tenantId), keys: [...keys] }));
        this.dirty.clear();
        return changes;
    }

    forget(tenantId: string): void {
        this.tenants.delete(tenantId);
        this.dirty.delete(tenantId);
    }
}
