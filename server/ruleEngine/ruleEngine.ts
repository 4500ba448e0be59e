import { randomUUID } from 'node:crypto';
import type SqliteDatabase from 'better-sqlite3';
import type { AlarmService } from '../alarms/alarmService';
import type { DeviceRpcService } from '../deviceApi/rpc';
import type { EventService } from '../events/eventService';
import type { Mailer } from '../mail/mailer';
import type { TelemetryService } from '../telemetry/service';
import { alarmJson } from '../alarms/alarmJson';
import type { AlarmEvent } from '../alarms/alarmService';
import { copyMsg, MSG_TYPE, newMsg, type TbMsg } from './message';
import { deviceStateMessage } from './deviceMessages';
import { ServerRpcCalls } from './serverRpcCalls';
import type { DeviceIdentity } from '../deviceApi/deviceAuth';
import type { DeviceStateEventType, DeviceStateJson } from '../deviceApi/deviceState';
import { RULE_CHAIN_INPUT_NODE, RULE_CHAIN_OUTPUT_NODE, ruleNodeKind } from './nodes/catalogue';
import { FAILURE, SUCCESS, type NodeOutput, type NodeServices, type RuleNodeKind } from './nodes/types';
import { MAIN_QUEUE, PACK_PROCESSING_TIMEOUT_MS, RuleEngineQueueStats, type RuleNodeFailure } from './queueStats';
import { GeneratorTimers } from './generators';
import { TenantBoundary } from './tenantBoundary';
import type { ScriptSandbox } from './sandbox/scriptSandbox';
import type { UsageMeter } from '../usage/apiUsageService';
import { meterRuleNode } from '../usage/ruleNodeUsage';
import { meterDeviceRequest, meterRefusedDeviceRequest } from '../usage/transportUsage';
import { DEFAULT_QUEUE_LIMITS, TenantQueues, type QueueLimits } from './tenantQueues';
import { RefusalLog } from './refusalLog';

export interface RuleEngineDeps {
    sqlite: SqliteDatabase.Database;
    telemetry: TelemetryService;
    alarms: AlarmService;
    alarmRules: NodeServices['alarmRules'];
    rpc: DeviceRpcService;
    mailer: Mailer;
    events: EventService;
    /** The script sandbox every script node and generator runs in, per tenant. */
    scripts: ScriptSandbox;
    /** API usage: node and script executions are counted, and refused once the tenant's limit is reached. */
    usage?: UsageMeter;
    /** The per-tenant queue bound and how long a device's message waits for room (DEFAULT_QUEUE_LIMITS). */
    queueLimits?: QueueLimits;
    log: { info: (text: string) => void; warn: (text: string) => void };
    /** How often the per-queue statistics are written (ThingsBoard: 60 s). */
    statsIntervalMs?: number;
}

/** What one message may still do, and the first Failure no connection took. */
interface MessageBudget {
    hops: number;
    failure?: RuleNodeFailure;
}

interface LoadedNode {
    id: string;
    index: number;
    name: string;
    type: string;
    debugMode: boolean;
    configuration: Record<string, unknown>;
    kind: RuleNodeKind | undefined;
}

/** A chain's graph, ready to walk: nodes by index and their outgoing links by relation label. */
interface LoadedChain {
    id: string;
    tenantId: string;
    name: string;
    firstIndex: number | null;
    nodes: LoadedNode[];
    links: Map<number, Map<string, number[]>>;
    chainLinks: Map<number, Array<{ type: string; target: string }>>;
}

/** Where a nested chain returns to: the caller chain's "rule chain" node. */
/** A delay node's message waiting for its time (rule_engine_delayed_msg). */
interface DelayedMsg {
    id: string;
    chainId: string;
    nodeIndex: number;
    dueTs: number;
    outputs: NodeOutput[];
}

interface CallerFrame {
    chain: LoadedChain;
    index: number;
}

/** One message may visit at most this many nodes: a chain that loops on itself stops here. */
const MAX_HOPS_PER_MESSAGE = 1000;

/** A device message refused because its tenant's rule-engine queue stayed full: never acknowledged. */
export class RuleEngineBusyError extends Error {
    constructor(readonly tenantId: string) {
        super(`Rule engine queue of tenant ${tenantId} is full`);
    }
}

/**
 * The embedded rule engine: every message goes through its tenant's bounded queue (messages of
 * one originator one after another, several originators at once; tenantQueues.ts) into the device profile's default chain or the
 * tenant's root chain, node by node, following the relation labels each node answers. A node
 * that throws sends the message out by Failure with the error in metadata; nothing a node does
 * reaches the caller that pushed the message.
 */
export class RuleEngine {
    private readonly chains = new Map<string, LoadedChain>();
    private readonly queues: TenantQueues;
    /** Refused device messages and dropped internal ones, logged at most every few seconds per tenant. */
    private readonly refusals: RefusalLog;
    private readonly deviceReplies = new Map<string, (requestId: number, body: unknown) => void>();
    private readonly timers = new Set<NodeJS.Timeout>();
    /** The delayed messages kept by an earlier run were scheduled (once per server). */
    private delayedTakenUp = false;
    /** Detached node work (device RPC, HTTP, mail) still running. */
    private inFlight = 0;
    readonly generators: GeneratorTimers;
    /** Server-side RPC calls of the REST API waiting for the chain's rpc call request node. */
    readonly serverRpc = new ServerRpcCalls();
    /** Acknowledged and cleared flags of alarms seen, to tell which change an alarm event is. */
    private readonly alarmFlags = new Map<string, { acked: boolean; cleared: boolean }>();
    private stopAlarms: (() => void) | null = null;
    private readonly statements;
    /** Decides which entities a chain may touch: its tenant's, nothing else. */
    private readonly boundary: TenantBoundary;
    /** Messages processed, failed and timed out per tenant and queue (the Rule Engine Statistics dashboard). */
    readonly queueStats: RuleEngineQueueStats;

    constructor(private readonly deps: RuleEngineDeps) {
        const { sqlite } = deps;
        this.queues = new TenantQueues(deps.queueLimits ?? DEFAULT_QUEUE_LIMITS, error => deps.log.warn(`Rule engine: ${error instanceof Error ? error.message : String(error)}`));
        this.refusals = new RefusalLog(text => deps.log.warn(text));
        this.statements = {
            chain: sqlite.prepare('SELECT id, tenant_id, name, first_rule_node_id, rule_chain_connections FROM rule_chain WHERE id = ?'),
            nodes: sqlite.prepare('SELECT id, node_index, name, type, debug_mode, configuration FROM rule_node WHERE rule_chain_id = ? ORDER BY node_index'),
            links: sqlite.prepare('SELECT from_index, to_index, type FROM rule_node_connection WHERE rule_chain_id = ? ORDER BY position, rowid'),
            root: sqlite.prepare("SELECT id FROM rule_chain WHERE tenant_id = ? AND type = 'CORE' AND root = 1"),
            device: sqlite.prepare('SELECT id AS deviceId, tenant_id AS tenantId, customer_id AS customerId, name, type FROM device WHERE id = ?'),
            profileChain: sqlite.prepare('SELECT p.default_rule_chain_id AS id, p.default_queue_name AS queue FROM device d JOIN device_profile p ON p.id = d.device_profile_id WHERE d.id = ?'),
            delayedAdd: sqlite.prepare('INSERT INTO rule_engine_delayed_msg (id, tenant_id, rule_chain_id, node_index, due_ts, outputs) VALUES (?, ?, ?, ?, ?, ?)'),
            delayedDone: sqlite.prepare('DELETE FROM rule_engine_delayed_msg WHERE id = ?'),
            delayedAll: sqlite.prepare('SELECT id, rule_chain_id AS chainId, node_index AS nodeIndex, due_ts AS dueTs, outputs FROM rule_engine_delayed_msg ORDER BY due_ts'),
        };
        this.boundary = new TenantBoundary(sqlite);
        this.queueStats = new RuleEngineQueueStats(sqlite, deps.telemetry);
        this.generators = new GeneratorTimers(sqlite, this.boundary, deps.scripts, (chainId, nodeIndex, output) => this.continueFrom(chainId, nodeIndex, [output], 'new'), deps.log);
    }

    /** Starts the generator nodes of every chain, takes up the delayed messages kept, and listens for alarm acknowledgements and clears. */
    start(): void {
        this.generators.startAll();
        if (!this.delayedTakenUp) {
            this.delayedTakenUp = true;
            for (const row of this.statements.delayedAll.all() as Array<Omit<DelayedMsg, 'outputs'> & { outputs: string }>) {
                this.schedule({ ...row, outputs: JSON.parse(row.outputs) as NodeOutput[] });
            }
        }
        this.queueStats.start(this.deps.statsIntervalMs);
        this.stopAlarms ??= this.deps.alarms.listen(event => this.onAlarmEvent(event));
    }

    stop(): void {
        this.stopAlarms?.();
        this.stopAlarms = null;
        this.generators.stopAll();
        this.queueStats.stop();
        for (const timer of this.timers) clearTimeout(timer);
        this.timers.clear();
    }

    /** Forgets a chain's cached graph after its metadata changed or it was deleted; restarts its generators. */
    invalidate(ruleChainId: string): void {
        this.chains.delete(ruleChainId);
        this.generators.restart(ruleChainId);
    }

    /** The device API registers how to answer a device's own RPC requests while it is connected. */
    onDeviceReply(deviceId: string, reply: (requestId: number, body: unknown) => void): () => void {
        this.deviceReplies.set(deviceId, reply);
        return () => {
            if (this.deviceReplies.get(deviceId) === reply) this.deviceReplies.delete(deviceId);
        };
    }

    /**
     * Queues a message no device waits for (device state, alarm events, server-side RPC);
     * resolves once it went through its chain, never rejects. A full queue drops it (logged).
     */
    push(tenantId: string, msg: TbMsg, ruleChainId?: string): Promise<void> {
        if (this.deps.usage && !this.deps.usage.isEnabled(tenantId, 'RE')) return Promise.resolve();
        const done = this.queues.tryRun(tenantId, msg.originator.id, () => this.process(tenantId, msg, ruleChainId));
        if (done) return done;
        this.refusals.dropped(tenantId);
        return Promise.resolve();
    }

    /**
     * What the device API awaits before it answers the device (messages of one device, kept in
     * their order). Its messages are taken into the
     * tenant's queue together, waiting for room while it is full (the device is not answered
     * meanwhile: backpressure); when no room came in time they are refused with RuleEngineBusyError,
     * counted in API usage and logged, and the device gets no acknowledgement. Taken messages are
     * awaited until they went through their chain, their points committed (ThingsBoard's transports
     * answer once a durable queue took the message; ours is in memory, so the answer waits for the
     * write): what a device was answered for survives a crash too. Nodes that wait for the world
     * (REST calls, mail, delays) run detached and do not hold the device, and nothing a chain does
     * fails the device's call.
     */
    async pushDeviceMessages(tenantId: string, msgs: readonly TbMsg[]): Promise<void> {
        meterDeviceRequest(this.deps.usage, tenantId, msgs);
        if (this.deps.usage && !this.deps.usage.isEnabled(tenantId, 'RE')) return;
        const done = await this.queues.offer(
            tenantId,
            msgs[0]?.originator.id ?? '',
            msgs.map(msg => () => this.process(tenantId, msg)),
        );
        if (!done) {
            meterRefusedDeviceRequest(this.deps.usage, tenantId);
            this.refusals.refused(tenantId, msgs.length);
            throw new RuleEngineBusyError(tenantId);
        }
        await Promise.all(done);
    }

    /** A device connected, disconnected, became active or inactive: its state message into its chain. */
    deviceStateChanged(deviceId: string, type: DeviceStateEventType, state: DeviceStateJson): void {
        const device = this.statements.device.get(deviceId) as DeviceIdentity | undefined;
        if (device) void this.push(device.tenantId, deviceStateMessage(device, type, state));
    }

    /** Messages a tenant has taken into its queue and not finished yet. */
    queuedOf(tenantId: string): number {
        return this.queues.sizeOf(tenantId);
    }

    /** Resolves when every tenant queue is empty and no detached work runs (tests, benchmarks, shutdown). */
    async settled(): Promise<void> {
        while (!this.queues.idle || this.inFlight > 0) {
            if (!this.queues.idle) await this.queues.drained();
            else await new Promise(resolve => setTimeout(resolve, 5));
        }
    }

    /** ALARM_ACK and ALARM_CLEAR messages, originated by the alarm's entity, when an alarm becomes acknowledged or cleared. */
    private onAlarmEvent(event: AlarmEvent): void {
        const { alarm } = event;
        if (event.kind === 'deleted') {
            this.alarmFlags.delete(alarm.id);
            return;
        }
        const now = { acked: alarm.status.endsWith('_ACK'), cleared: alarm.status.startsWith('CLEARED') };
        const before = this.alarmFlags.get(alarm.id) ?? { acked: false, cleared: false };
        if (now.acked && now.cleared) this.alarmFlags.delete(alarm.id);
        else this.alarmFlags.set(alarm.id, now);
        const types = [...(now.acked && !before.acked ? [MSG_TYPE.ALARM_ACK] : []), ...(now.cleared && !before.cleared ? [MSG_TYPE.ALARM_CLEAR] : [])];
        for (const type of types) {
            const msg = newMsg({ type, originator: { entityType: alarm.originator_type, id: alarm.originator_id }, data: JSON.stringify(alarmJson(alarm)) });
            void this.push(alarm.tenant_id, msg);
        }
    }

    private entryChainOf(tenantId: string, msg: TbMsg): string | undefined {
        if (msg.originator.entityType === 'DEVICE') {
            const profile = this.statements.profileChain.get(msg.originator.id) as { id: string | null } | undefined;
            if (profile?.id) return profile.id;
        }
        return (this.statements.root.get(tenantId) as { id: string } | undefined)?.id;
    }

    /** One message through its entry chain: the device profile's when it names one, else the tenant's root chain. */
    private async process(tenantId: string, msg: TbMsg, ruleChainId?: string): Promise<void> {
        const chainId = ruleChainId ?? this.entryChainOf(tenantId, msg);
        const chain = chainId ? this.load(chainId) : undefined;
        if (!chain || chain.firstIndex === null) return;
        const first = chain.firstIndex;
        await this.counted(tenantId, msg, budget => this.walk(chain, first, msg, null, [], budget));
    }

    private load(chainId: string): LoadedChain | undefined {
        const cached = this.chains.get(chainId);
        if (cached) return cached;
        const row = this.statements.chain.get(chainId) as { id: string; tenant_id: string; name: string; first_rule_node_id: string | null; rule_chain_connections: string | null } | undefined;
        if (!row) return undefined;
        const nodes = (this.statements.nodes.all(chainId) as Array<{ id: string; node_index: number; name: string; type: string; debug_mode: number; configuration: string | null }>).map(
            (node): LoadedNode => ({
                id: node.id,
                index: node.node_index,
                name: node.name,
                type: node.type,
                debugMode: node.debug_mode === 1,
                configuration: node.configuration ? (JSON.parse(node.configuration) as Record<string, unknown>) : {},
                kind: ruleNodeKind(node.type),
            }),
        );
        const links = new Map<number, Map<string, number[]>>();
        for (const link of this.statements.links.all(chainId) as Array<{ from_index: number; to_index: number; type: string }>) {
            const byLabel = links.get(link.from_index) ?? new Map<string, number[]>();
            byLabel.set(link.type, [...(byLabel.get(link.type) ?? []), link.to_index]);
            links.set(link.from_index, byLabel);
        }
        const chainLinks = new Map<number, Array<{ type: string; target: string }>>();
        for (const link of row.rule_chain_connections ? (JSON.parse(row.rule_chain_connections) as Array<{ fromIndex: number; type: string; targetRuleChainId: { id: string } }>) : []) {
            chainLinks.set(link.fromIndex, [...(chainLinks.get(link.fromIndex) ?? []), { type: link.type, target: link.targetRuleChainId.id }]);
        }
        const firstIndex = nodes.findIndex(node => node.id === row.first_rule_node_id);
        const chain: LoadedChain = { id: row.id, tenantId: row.tenant_id, name: row.name, firstIndex: firstIndex >= 0 ? firstIndex : null, nodes, links, chainLinks };
        this.chains.set(chainId, chain);
        return chain;
    }

    /**
     * Re-enters a chain after a node's outputs became ready later: a delayed or detached node's
     * (part of a message already taken, never refused) or a generator's (a new message, dropped
     * when the queue is full).
     */
    private continueFrom(chainId: string, nodeIndex: number, outputs: NodeOutput[], message: 'taken' | 'new' = 'taken'): Promise<void> | undefined {
        const chain = this.load(chainId);
        if (!chain) return;
        const msg = outputs[0]?.msg;
        if (!msg) return;
        const work = () => this.counted(chain.tenantId, msg, budget => this.follow(chain, nodeIndex, outputs, [], budget));
        if (message === 'taken') return this.queues.run(chain.tenantId, msg.originator.id, work);
        if (!this.queues.tryRun(chain.tenantId, msg.originator.id, work)) this.refusals.dropped(chain.tenantId);
    }

    /**
     * A delay node's message, kept in the database until it went on: a restart, clean or not,
     * takes it up at its due time (ThingsBoard keeps it in memory and loses it).
     */
    private delay(chain: LoadedChain, nodeIndex: number, outputs: NodeOutput[], delayMs: number): void {
        const delayed: DelayedMsg = { id: randomUUID(), chainId: chain.id, nodeIndex, dueTs: Date.now() + delayMs, outputs };
        this.statements.delayedAdd.run(delayed.id, chain.tenantId, chain.id, nodeIndex, delayed.dueTs, JSON.stringify(outputs));
        this.schedule(delayed);
    }

    private schedule(delayed: DelayedMsg): void {
        const timer = setTimeout(() => {
            this.timers.delete(timer);
            const done = () => {
                // The database may be closed by then (a shutdown that gave up waiting): the row stays for the next start.
                if (this.deps.sqlite.open) this.statements.delayedDone.run(delayed.id);
            };
            const going = this.continueFrom(delayed.chainId, delayed.nodeIndex, delayed.outputs);
            if (going) void going.finally(done);
            else done();
        }, Math.max(0, delayed.dueTs - Date.now()));
        timer.unref();
        this.timers.add(timer);
    }

    /** Processes one message of a queue and counts how it ended, as ThingsBoard's queue consumers do. */
    private async counted(tenantId: string, msg: TbMsg, process: (budget: MessageBudget) => Promise<void>): Promise<void> {
        const budget: MessageBudget = { hops: 0 };
        const started = performance.now();
        try {
            await process(budget);
        } finally {
            const queue = this.queueOf(msg);
            if (budget.failure) this.queueStats.record(tenantId, queue, { kind: 'failed', failure: budget.failure });
            else this.queueStats.record(tenantId, queue, { kind: performance.now() - started > PACK_PROCESSING_TIMEOUT_MS ? 'timeout' : 'success' });
        }
    }

    /** A device's messages go to its profile's queue, every other message to Main. */
    private queueOf(msg: TbMsg): string {
        if (msg.originator.entityType !== 'DEVICE') return MAIN_QUEUE;
        const profile = this.statements.profileChain.get(msg.originator.id) as { queue: string | null } | undefined;
        return profile?.queue || MAIN_QUEUE;
    }

    private async walk(chain: LoadedChain, index: number, msg: TbMsg, arrivedBy: string | null, callers: CallerFrame[], budget: MessageBudget): Promise<void> {
        const node = chain.nodes[index];
        if (!node) return;
        if (++budget.hops > MAX_HOPS_PER_MESSAGE) {
            this.deps.log.warn(`Rule engine: message ${msg.id} visited ${MAX_HOPS_PER_MESSAGE} nodes in chain ${chain.id}; it stops here`);
            return;
        }
        if (node.debugMode) this.debugEvent(chain, node, 'IN', msg, arrivedBy ?? SUCCESS);

        if (node.type === RULE_CHAIN_INPUT_NODE) {
            let target: LoadedChain | undefined;
            try {
                this.checkBoundary(chain, node, msg);
                target = this.load(String(node.configuration.ruleChainId ?? ''));
                if (!target || target.firstIndex === null) throw new Error('Rule chain to forward to was not found');
            } catch (error) {
                await this.follow(chain, index, [this.failure(msg, error)], callers, budget, node);
                return;
            }
            await this.walk(target, target.firstIndex, msg, null, [...callers, { chain, index }], budget);
            return;
        }
        if (node.type === RULE_CHAIN_OUTPUT_NODE) {
            const caller = callers.at(-1);
            if (caller) await this.follow(caller.chain, caller.index, [{ relations: [node.name], msg }], callers.slice(0, -1), budget);
            return;
        }

        let outputs: NodeOutput[];
        try {
            meterRuleNode(this.deps.usage, chain.tenantId, node.configuration);
            if (node.kind?.run) {
                this.checkBoundary(chain, node, msg);
                outputs = await node.kind.run(msg, node.configuration, this.services(chain, node, msg));
            } else outputs = [{ relations: [SUCCESS], msg }];
        } catch (error) {
            outputs = [this.failure(msg, error)];
        }
        await this.follow(chain, index, outputs, callers, budget, node);
    }

    private async follow(chain: LoadedChain, index: number, outputs: NodeOutput[], callers: CallerFrame[], budget: MessageBudget, node = chain.nodes[index]): Promise<void> {
        for (const output of outputs) {
            for (const relation of output.relations) {
                if (node?.debugMode) this.debugEvent(chain, node, 'OUT', output.msg, relation, output.msg.metadata.error);
                const targets = chain.links.get(index)?.get(relation) ?? [];
                const chainLinks = (chain.chainLinks.get(index) ?? []).filter(link => link.type === relation);
                // ThingsBoard fails the message when a node reports Failure and no connection takes it.
                if (relation === FAILURE && targets.length === 0 && chainLinks.length === 0 && node) {
                    budget.failure ??= {
                        ts: Date.now(), message: output.msg.metadata.error ?? 'Unknown',
                        ruleChainId: chain.id, ruleChainName: chain.name, ruleNodeId: node.id, ruleNodeName: node.name,
                    };
                }
                for (const target of targets) await this.walk(chain, target, output.msg, relation, callers, budget);
                for (const link of chainLinks) {
                    const other = this.load(link.target);
                    if (other && other.firstIndex !== null && other.tenantId === chain.tenantId) await this.walk(other, other.firstIndex, output.msg, relation, callers, budget);
                }
            }
        }
    }

    /**
     * The tenant boundary before a node runs: the entities its configuration names and, unless it
     * leaves the originator untouched, the message's originator must be the chain's tenant's; a
     * foreign one throws, so the message goes out by Failure and the node does nothing.
     */
    private checkBoundary(chain: LoadedChain, node: LoadedNode, msg: TbMsg): void {
        for (const ref of node.kind?.configuredEntities?.(node.configuration) ?? []) this.boundary.resolve(chain.tenantId, ref);
        if (node.kind?.originator !== 'untouched') this.boundary.resolve(chain.tenantId, msg.originator);
    }

    /** ThingsBoard's tellFailure: the message goes on by Failure with the error text in metadata. */
    private failure(msg: TbMsg, error: unknown): NodeOutput {
        const text = error instanceof Error ? error.message : String(error);
        const extra = (error as { metadata?: Record<string, string> } | null)?.metadata ?? {};
        return { relations: [FAILURE], msg: copyMsg(msg, { metadata: { ...msg.metadata, ...extra, error: text } }) };
    }

    private services(chain: LoadedChain, node: LoadedNode, msg: TbMsg): NodeServices {
        const { deps } = this;
        return {
            tenantId: chain.tenantId,
            nodeId: node.id,
            ruleChainId: chain.id,
            sqlite: deps.sqlite,
            telemetry: deps.telemetry,
            alarms: deps.alarms,
            alarmRules: deps.alarmRules,
            rpc: deps.rpc,
            serverRpc: this.serverRpc,
            mailer: deps.mailer,
            usage: deps.usage,
            log: text => deps.log.info(`[${node.name}] ${text}`),
            entity: ref => this.boundary.resolve(chain.tenantId, ref),
            scripts: deps.scripts.forTenant(chain.tenantId),
            replyToDevice: (deviceId, requestId, body) => this.deviceReplies.get(deviceId)?.(requestId, body),
            detached: work => {
                this.inFlight++;
                work()
                    .catch(error => [this.failure(msg, error)])
                    .then(outputs => void this.continueFrom(chain.id, node.index, outputs))
                    .finally(() => this.inFlight--);
            },
            later: (delayMs, outputs) => this.delay(chain, node.index, outputs, delayMs),
        };
    }

    /** DEBUG_RULE_NODE events in ThingsBoard's body shape (entityName carries the originator's type, as there). */
    private debugEvent(chain: LoadedChain, node: LoadedNode, direction: 'IN' | 'OUT', msg: TbMsg, relationType: string, error?: string): void {
        try {
            this.deps.events.record(chain.tenantId, { entityType: 'RULE_NODE', id: node.id } as never, 'DEBUG_RULE_NODE', {
                type: direction,
                entityId: msg.originator.id,
                entityName: msg.originator.entityType,
                msgId: msg.id,
                msgType: msg.type,
                relationType,
                dataType: msg.dataType,
                data: msg.data,
                metadata: JSON.stringify(msg.metadata),
                ...(error ? { error } : {}),
            });
        } catch (failure) {
            this.deps.log.warn(`Rule engine: debug event not stored: ${String(failure)}`);
        }
    }
}
