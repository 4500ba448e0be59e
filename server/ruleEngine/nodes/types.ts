import type SqliteDatabase from 'better-sqlite3';
import type { AlarmService } from '../../alarms/alarmService';
import type { DeviceRpcService } from '../../deviceApi/rpc';
import type { DeviceProfileAlarmService } from '../../deviceProfiles/alarmRules/deviceProfileAlarmService';
import type { Mailer } from '../../mail/mailer';
import type { TelemetryService } from '../../telemetry/service';
import type { TbMsg } from '../message';
import type { ServerRpcCalls } from '../serverRpcCalls';
import type { UsageMeter } from '../../usage/apiUsageService';
import type { EntityRef } from '../tenantBoundary';
import type { ScriptRunner } from '../sandbox/scriptSandbox';

/** The palette groups of the rule chain editor (ThingsBoard's ComponentType; FLOW holds chain links). */
export type ComponentType = 'FILTER' | 'ENRICHMENT' | 'TRANSFORMATION' | 'ACTION' | 'EXTERNAL' | 'FLOW';
export type RuleChainType = 'CORE' | 'EDGE';

/** A message a node passes on, and the relation labels it leaves by. */
export interface NodeOutput {
    relations: readonly string[];
    msg: TbMsg;
}

/** What a node may use while it handles a message. */
export interface NodeServices {
    tenantId: string;
    /** The node's own id (generator originators default to it, debug events name it). */
    nodeId: string;
    ruleChainId: string;
    sqlite: SqliteDatabase.Database;
    telemetry: TelemetryService;
    alarms: AlarmService;
    /** The device profile alarm rules (the device profile node evaluates device messages with them). */
    alarmRules: Pick<DeviceProfileAlarmService, 'evaluateForRuleNode'>;
    rpc: DeviceRpcService;
    /** REST callers of server-side RPC waiting for the rpc call request node's outcome. */
    serverRpc: ServerRpcCalls;
    mailer: Mailer;
    /** API usage of the tenant: stored data points and e-mails are counted, and refused past the limit. */
    usage?: UsageMeter;
    log: (text: string) => void;
    /** Runs the node's scripts in the sandbox, in this tenant's lane. */
    scripts: ScriptRunner;
    /**
     * The tenant boundary (tenantBoundary.ts): the entity when it is one of this chain's tenant,
     * else it throws and the message goes out by Failure. Every new originator a node makes passes it.
     */
    entity: (ref: { entityType?: unknown; id?: unknown }) => EntityRef;
    /** Answers a device's own RPC request (the device API delivers it on the device's connection). */
    replyToDevice: (deviceId: string, requestId: number, body: unknown) => void;
    /** Hands outputs back to the engine later (delay node): they continue from this node then. */
    later: (delayMs: number, outputs: NodeOutput[]) => void;
    /**
     * Slow work (device RPC, HTTP, mail) done outside the tenant's queue, so it does not hold the
     * messages behind it: its outputs continue from this node when ready; an error goes out by Failure.
     */
    detached: (work: () => Promise<NodeOutput[]>) => void;
}

/** Runs one message through a node; a thrown error sends the message out by Failure. */
export type NodeRunner = (msg: TbMsg, configuration: Record<string, unknown>, services: NodeServices) => Promise<NodeOutput[]>;

/** A JSON Schema (draft 7) object of a node's configuration, rendered by the editor with @rjsf. */
export type ConfigurationSchema = Record<string, unknown>;

/**
 * One kind of rule node: its palette entry (ThingsBoard's @RuleNode annotation) and, when the
 * engine executes it, its runner. Kinds without a runner pass messages on by Success.
 */
export interface RuleNodeKind {
    clazz: string;
    type: ComponentType;
    name: string;
    description: string;
    details: string;
    relationTypes: readonly string[];
    customRelations?: boolean;
    inEnabled?: boolean;
    outEnabled?: boolean;
    /** Chain types whose palette shows the node (both when absent). */
    ruleChainTypes?: readonly RuleChainType[];
    icon?: string;
    defaultConfiguration: Record<string, unknown>;
    configurationSchema: ConfigurationSchema;
    run?: NodeRunner;
    /**
     * 'untouched' for nodes that never read or write the originator's data (routing on the message,
     * scripts, logging, sending it out): only they take a message whose originator is not an entity
     * of the tenant (a deleted one). Before any other node runs, the engine resolves the originator
     * through the tenant boundary and sends a foreign one out by Failure.
     */
    originator?: 'untouched';
    /** Entities the configuration names: checked when the chain is saved (400) and before each run (Failure). */
    configuredEntities?: (configuration: Record<string, unknown>) => Array<{ entityType?: unknown; id?: unknown }>;
}

export const SUCCESS = 'Success';
export const FAILURE = 'Failure';
export const success = (msg: TbMsg): NodeOutput[] => [{ relations: [SUCCESS], msg }];
