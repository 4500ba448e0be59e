import type SqliteDatabase from 'better-sqlite3';
import { newMsg, type TbMsg } from './message';
import { generatorOriginator } from './nodes/actionNodes';
import { GENERATOR_NODE } from './nodes/catalogue';
import { FAILURE, SUCCESS, type NodeOutput } from './nodes/types';
import { runUpdateScript } from './sandbox/nodeScripts';
import type { ScriptSandbox } from './sandbox/scriptSandbox';
import type { TenantBoundary } from './tenantBoundary';

type Emit = (ruleChainId: string, nodeIndex: number, output: NodeOutput) => void;

interface GeneratorRow {
    id: string;
    rule_chain_id: string;
    node_index: number;
    tenant_id: string;
    configuration: string | null;
}

/** What a generator keeps across restarts: how many messages it sent, under which configuration. */
interface GeneratorState {
    sent: number;
    /** The settings that make it a generator of its own; saving different ones starts the count again. */
    settings: string;
}

/**
 * Generator nodes (TbMsgGeneratorNode): each runs its script every period and sends the result
 * out by Success, its previous output as the script's input, up to msgCount messages in its life
 * (0: no limit; the count is kept in rule_node_state, so a restart does not start it again). The
 * originator is the configured entity, resolved through the tenant boundary at every tick, or
 * the node itself. A script error or a refused originator goes out by Failure and counts, as in
 * ThingsBoard.
 */
export class GeneratorTimers {
    private readonly timers = new Map<string, { chainId: string; timer: NodeJS.Timeout }>();
    private readonly statements;

    constructor(
        private readonly sqlite: SqliteDatabase.Database,
        private readonly boundary: TenantBoundary,
        private readonly sandbox: ScriptSandbox,
        private readonly emit: Emit,
        private readonly log: { warn: (text: string) => void },
    ) {
        this.statements = {
            state: sqlite.prepare('SELECT state_data FROM rule_node_state WHERE rule_node_id = ?'),
            saveState: sqlite.prepare('INSERT INTO rule_node_state (rule_node_id, state_data) VALUES (?, ?) ON CONFLICT(rule_node_id) DO UPDATE SET state_data = excluded.state_data'),
        };
    }

    startAll(): void {
        for (const row of this.rows()) this.startOne(row);
    }

    restart(ruleChainId: string): void {
        for (const [nodeId, entry] of this.timers) {
            if (entry.chainId === ruleChainId) this.stopOne(nodeId);
        }
        for (const row of this.rows(ruleChainId)) this.startOne(row);
    }

    stopAll(): void {
        for (const nodeId of [...this.timers.keys()]) this.stopOne(nodeId);
    }

    /** Whether a generator node still has messages to send (tests). */
    isRunning(nodeId: string): boolean {
        return this.timers.has(nodeId);
    }

    private stopOne(nodeId: string): void {
        const entry = this.timers.get(nodeId);
        if (entry) clearInterval(entry.timer);
        this.timers.delete(nodeId);
    }

    private rows(ruleChainId?: string): GeneratorRow[] {
        const sql = `SELECT n.id, n.rule_chain_id, n.node_index, c.tenant_id, n.configuration FROM rule_node n JOIN rule_chain c ON c.id = n.rule_chain_id WHERE n.type = ?${ruleChainId ? ' AND n.rule_chain_id = ?' : ''}`;
        return this.sqlite.prepare(sql).all(...(ruleChainId ? [GENERATOR_NODE, ruleChainId] : [GENERATOR_NODE])) as GeneratorRow[];
    }

    /** The stored count when the generator's settings are unchanged, else a fresh one. */
    private stateOf(nodeId: string, settings: string): GeneratorState {
        const row = this.statements.state.get(nodeId) as { state_data: string } | undefined;
        const stored = row ? (JSON.parse(row.state_data) as Partial<GeneratorState>) : null;
        return stored?.settings === settings && Number.isSafeInteger(stored.sent) ? { sent: stored.sent!, settings } : { sent: 0, settings };
    }

    private startOne(row: GeneratorRow): void {
        const config = row.configuration ? (JSON.parse(row.configuration) as Record<string, unknown>) : {};
        const periodMs = Math.max(1, Number(config.periodInSeconds) || 1) * 1000;
        const limit = Math.max(0, Number(config.msgCount) || 0);
        const configured = generatorOriginator(config);
        const self = { entityType: 'RULE_NODE', id: row.id };
        const state = this.stateOf(row.id, JSON.stringify([limit, periodMs, configured, String(config.jsScript ?? '')]));
        if (limit > 0 && state.sent >= limit) return;
        const scripts = this.sandbox.forTenant(row.tenant_id);
        let previous: TbMsg | null = null;
        const tick = async () => {
            // Counted before it is sent: after a crash a message may be missing, never sent twice.
            state.sent++;
            this.statements.saveState.run(row.id, JSON.stringify(state));
            if (limit > 0 && state.sent >= limit) this.stopOne(row.id);
            try {
                const originator = configured ? this.boundary.resolve(row.tenant_id, configured) : self;
                previous ??= newMsg({ type: '', originator, data: '{}' });
                const [generated] = await runUpdateScript(scripts, { body: String(config.jsScript ?? ''), argNames: ['prevMsg', 'prevMetadata', 'prevMsgType'] }, previous);
                if (!generated) return;
                previous = newMsg({ type: generated.type, originator, data: generated.data, metadata: { ...generated.metadata } });
                this.emit(row.rule_chain_id, row.node_index, { relations: [SUCCESS], msg: previous });
            } catch (error) {
                const text = error instanceof Error ? error.message : String(error);
                this.log.warn(`Generator node ${row.id}: ${text}`);
                this.emit(row.rule_chain_id, row.node_index, { relations: [FAILURE], msg: newMsg({ type: '', originator: self, data: '{}', metadata: { error: text } }) });
            }
        };
        const timer = setInterval(() => void tick(), periodMs);
        timer.unref();
        this.timers.set(row.id, { chainId: row.rule_chain_id, timer });
    }
}
