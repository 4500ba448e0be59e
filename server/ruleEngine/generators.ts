import type SqliteDatabase from 'better-sqlite3';
import { newMsg, type TbMsg } from './message';
import { GENERATOR_NODE } from './nodes/catalogue';
import { runUpdateScript } from './sandbox/nodeScripts';

type Emit = (ruleChainId: string, nodeIndex: number, msg: TbMsg) => void;

interface GeneratorRow {
    id: string;
    rule_chain_id: string;
    node_index: number;
    tenant_id: string;
    configuration: string | null;
}

/**
 * Generator nodes (TbMsgGeneratorNode): each runs its script every period and sends the result
 * out by Success, its previous output as the script's input, up to msgCount messages (0: no limit).
 * The originator is the configured entity, or the node itself.
 */
export class GeneratorTimers {
    private readonly timers = new Map<string, { chainId: string; timer: NodeJS.Timeout }>();

    constructor(
        private readonly sqlite: SqliteDatabase.Database,
        private readonly emit: Emit,
        private readonly log: { warn: (text: string) => void },
    ) {}

    startAll(): void {
        for (const row of this.rows()) this.startOne(row);
    }

    restart(ruleChainId: string): void {
        for (const [nodeId, entry] of this.timers) {
            if (entry.chainId === ruleChainId) {
                clearInterval(entry.timer);
                this.timers.delete(nodeId);
            }
        }
        for (const row of this.rows(ruleChainId)) this.startOne(row);
    }

    stopAll(): void {
        for (const entry of this.timers.values()) clearInterval(entry.timer);
        this.timers.clear();
    }

    private rows(ruleChainId?: string): GeneratorRow[] {
        const sql = `SELECT n.id, n.rule_chain_id, n.node_index, c.tenant_id, n.configuration FROM rule_node n JOIN rule_chain c ON c.id = n.rule_chain_id WHERE n.type = ?${ruleChainId ? ' AND n.rule_chain_id = ?' : ''}`;
        return this.sqlite.prepare(sql).all(...(ruleChainId ? [GENERATOR_NODE, ruleChainId] : [GENERATOR_NODE])) as GeneratorRow[];
    }

    private startOne(row: GeneratorRow): void {
        const config = row.configuration ? (JSON.parse(row.configuration) as Record<string, unknown>) : {};
        const periodMs = Math.max(1, Number(config.periodInSeconds) || 1) * 1000;
        const limit = Math.max(0, Number(config.msgCount) || 0);
        const originator =
            typeof config.originatorId === 'string' && config.originatorId && typeof config.originatorType === 'string'
                ? { entityType: config.originatorType, id: config.originatorId }
                : { entityType: 'RULE_NODE', id: row.id };
        let previous = newMsg({ type: '', originator, data: '{}' });
        let sent = 0;
        const tick = async () => {
            if (limit > 0 && sent >= limit) return;
            sent++;
            try {
                const [generated] = await runUpdateScript({ body: String(config.jsScript ?? ''), argNames: ['prevMsg', 'prevMetadata', 'prevMsgType'] }, previous);
                if (!generated) return;
                previous = newMsg({ type: generated.type, originator, data: generated.data, metadata: { ...generated.metadata } });
                this.emit(row.rule_chain_id, row.node_index, previous);
            } catch (error) {
                this.log.warn(`Generator node ${row.id}: ${error instanceof Error ? error.message : String(error)}`);
            }
        };
        const timer = setInterval(() => void tick(), periodMs);
        timer.unref();
        this.timers.set(row.id, { chainId: row.rule_chain_id, timer });
    }
}
