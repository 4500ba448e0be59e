import type SqliteDatabase from 'better-sqlite3';
import { hostname } from 'node:os';
import { NULL_UUID, newId, timeOfId } from '../lib/ids';
import type { TelemetryService } from '../telemetry/service';

/** ThingsBoard's queue for a message whose device profile names none. */
export const MAIN_QUEUE = 'Main';
/** ThingsBoard's pack processing timeout of its queues (TB_QUEUE_RE_*_PACK_PROCESSING_TIMEOUT_MS). */
export const PACK_PROCESSING_TIMEOUT_MS = 2000;
/** How often the counters are written (TB_QUEUE_RULE_ENGINE_STATS_PRINT_INTERVAL_MS). */
export const STATS_INTERVAL_MS = 60_000;
/**
 * The first interval after a start is this short (ThingsBoard waits a whole interval): the Rule
 * Engine Statistics dashboard shows the demo chains' traffic seconds after a fresh start, not a minute.
 */
export const FIRST_STATS_AFTER_MS = 10_000;
/** The type of the asset each tenant's queue statistics are written to, named `<queue>_<service id>`. */
export const SERVICE_QUEUE_ASSET_TYPE = 'TbServiceQueue';

/** A tenant's counters of one queue, as TbTenantRuleEngineStats names them. */
const COUNTERS = ['totalMsgs', 'successfulMsgs', 'timeoutMsgs', 'failedMsgs', 'tmpTimeout', 'tmpFailed'] as const;
type Counters = Record<(typeof COUNTERS)[number], number>;

/** A message that left a node by Failure with no connection to take it: ThingsBoard's RuleNodeException. */
export interface RuleNodeFailure {
    ts: number;
    message: string;
    ruleChainId: string;
    ruleChainName: string;
    ruleNodeId: string;
    ruleNodeName: string;
}

/** How a message's processing ended: done, failed in a node, or done after the pack processing timeout. */
export type MessageOutcome = { kind: 'success' } | { kind: 'failed'; failure: RuleNodeFailure } | { kind: 'timeout' };

/**
 * Rule-engine statistics per tenant and queue, as ThingsBoard 3.3 records them (TbRuleEngineConsumerStats,
 * DefaultRuleEngineStatisticsService): each interval, a tenant's counters of a queue that processed any
 * message become telemetry of its `<queue>_<service id>` asset of type TbServiceQueue (created on first
 * use), and the first failure of the interval its `ruleEngineException` (JSON). The Rule Engine Statistics
 * dashboard reads them. Retries are not part of this engine, so tmpTimeout and tmpFailed stay 0.
 */
export class RuleEngineQueueStats {
    private readonly counters = new Map<string, Counters>();
    private readonly failures = new Map<string, RuleNodeFailure>();
    private timer: NodeJS.Timeout | null = null;
    private firstTimer: NodeJS.Timeout | null = null;
    private readonly statements;

    constructor(
        sqlite: SqliteDatabase.Database,
        private readonly telemetry: TelemetryService,
        private readonly serviceId: string = process.env.TB_SERVICE_ID || hostname(),
    ) {
        this.statements = {
            asset: sqlite.prepare('SELECT id FROM asset WHERE tenant_id = ? AND name = ?'),
            tenant: sqlite.prepare('SELECT id FROM tenant WHERE id = ?'),
            insertAsset: sqlite.prepare('INSERT INTO asset (id, created_time, tenant_id, customer_id, name, type, label, additional_info) VALUES (?, ?, ?, ?, ?, ?, NULL, NULL)'),
        };
    }

    record(tenantId: string, queue: string, outcome: MessageOutcome): void {
        const key = `${tenantId}\n${queue}`;
        const counters = this.counters.get(key) ?? (Object.fromEntries(COUNTERS.map(name => [name, 0])) as Counters);
        counters.totalMsgs++;
        if (outcome.kind === 'success') counters.successfulMsgs++;
        else if (outcome.kind === 'timeout') counters.timeoutMsgs++;
        else {
            counters.failedMsgs++;
            if (!this.failures.has(key)) this.failures.set(key, outcome.failure);
        }
        this.counters.set(key, counters);
    }

    /** Writes the interval's statistics (stamped `ts`) and starts the next interval from zero. */
    flush(ts = Date.now()): void {
        const counters = [...this.counters];
        const failures = [...this.failures];
        this.counters.clear();
        this.failures.clear();
        for (const [key, values] of counters) {
            const assetId = this.assetOf(key);
            if (assetId) this.telemetry.saveTimeseriesInBackground(assetId, COUNTERS.map(name => ({ ts, key: name, value: { type: 'LONG', value: values[name] } })));
        }
        for (const [key, failure] of failures) {
            const assetId = this.assetOf(key);
            const { ts: failedAt, message, ...where } = failure;
            const json = JSON.stringify({ ruleNodeId: where.ruleNodeId, ruleChainId: where.ruleChainId, ruleNodeName: where.ruleNodeName, ruleChainName: where.ruleChainName, message });
            if (assetId) this.telemetry.saveTimeseriesInBackground(assetId, [{ ts: failedAt, key: 'ruleEngineException', value: { type: 'JSON', value: json } }]);
        }
    }

    /** Writes the first statistics after a short first interval, then every `intervalMs`. */
    start(intervalMs = STATS_INTERVAL_MS): void {
        if (this.timer || this.firstTimer) return;
        this.firstTimer = setTimeout(() => {
            this.firstTimer = null;
            this.flush();
            this.timer = setInterval(() => this.flush(), intervalMs);
            this.timer.unref();
        }, Math.min(intervalMs, FIRST_STATS_AFTER_MS));
        this.firstTimer.unref();
    }

    stop(): void {
        if (this.firstTimer) clearTimeout(this.firstTimer);
        if (this.timer) clearInterval(this.timer);
        this.firstTimer = null;
        this.timer = null;
    }

    /** The tenant's asset of the queue, created on first use; none once the tenant is gone. */
    private assetOf(key: string): string | null {
        const [tenantId, queue] = key.split('\n') as [string, string];
        const name = `${queue}_${this.serviceId}`;
        const found = this.statements.asset.get(tenantId, name) as { id: string } | undefined;
        if (found) return found.id;
        if (!this.statements.tenant.get(tenantId)) return null;
        const id = newId();
        this.statements.insertAsset.run(id, timeOfId(id), tenantId, NULL_UUID, name, SERVICE_QUEUE_ASSET_TYPE);
        return id;
    }
}
