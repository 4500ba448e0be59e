import type SqliteDatabase from 'better-sqlite3';
import { badRequest } from '../errors';
import { newId, timeOfId } from '../lib/ids';
import { ruleNodeKind } from './nodes/catalogue';
import { ForeignEntityError, TenantBoundary } from './tenantBoundary';
import type { RuleChainMetaData as RuleChainMetaDataBody } from '../../shared/generated/api.gen';

/** Metadata as a client sends it (the contract's shape, looser than what the store answers). */
type MetadataToSave = Omit<RuleChainMetaDataBody, 'ruleChainId'>;
/** The same once `validate` passed: every node has a name and a known type. */
type CheckedMetadata = Omit<MetadataToSave, 'nodes'> & { nodes: Array<MetadataToSave['nodes'][number] & { name: string; type: string }> };

/** ThingsBoard's RuleNode JSON. */
export interface RuleNodeJson {
    id?: { entityType: 'RULE_NODE'; id: string };
    createdTime?: number;
    ruleChainId?: { entityType: 'RULE_CHAIN'; id: string } | null;
    type: string;
    name: string;
    debugMode: boolean;
    configuration: Record<string, unknown> | null;
    additionalInfo: Record<string, unknown> | null;
}

export interface NodeConnection {
    fromIndex: number;
    toIndex: number;
    type: string;
}

export interface RuleChainConnection {
    fromIndex: number;
    targetRuleChainId: { entityType: 'RULE_CHAIN'; id: string };
    additionalInfo?: unknown;
    type: string;
}

/** ThingsBoard's RuleChainMetaData JSON. */
export interface RuleChainMetaData {
    ruleChainId: { entityType: 'RULE_CHAIN'; id: string };
    firstNodeIndex: number | null;
    nodes: RuleNodeJson[];
    connections: NodeConnection[] | null;
    ruleChainConnections: RuleChainConnection[] | null;
}

interface NodeRow {
    id: string;
    created_time: number;
    rule_chain_id: string;
    node_index: number;
    type: string;
    name: string;
    debug_mode: number;
    configuration: string | null;
    additional_info: string | null;
}

const parse = (text: string | null): Record<string, unknown> | null => (text === null ? null : (JSON.parse(text) as Record<string, unknown>));
const ruleChainRef = (id: string) => ({ entityType: 'RULE_CHAIN' as const, id });

export function nodeJson(row: NodeRow): RuleNodeJson {
    return {
        id: { entityType: 'RULE_NODE', id: row.id },
        createdTime: row.created_time,
        ruleChainId: ruleChainRef(row.rule_chain_id),
        type: row.type,
        name: row.name,
        debugMode: row.debug_mode === 1,
        configuration: parse(row.configuration),
        additionalInfo: parse(row.additional_info),
    };
}

/** What a save refuses, in ThingsBoard's words where it has them. */
function validate(metadata: MetadataToSave, ownEntity: (ref: { entityType?: unknown; id?: unknown }) => void): asserts metadata is CheckedMetadata {
    const count = metadata.nodes.length;
    for (const node of metadata.nodes) {
        if (typeof node.name !== 'string' || node.name.trim() === '') throw badRequest('Rule node name should be specified!');
        if (typeof node.type !== 'string' || !ruleNodeKind(node.type)) throw badRequest(`Rule node type '${String(node.type)}' is not supported!`);
    }
    const inRange = (index: unknown) => Number.isInteger(index) && (index as number) >= 0 && (index as number) < count;
    if (metadata.firstNodeIndex !== null && metadata.firstNodeIndex !== undefined && !inRange(metadata.firstNodeIndex)) {
        throw badRequest(`First node index ${metadata.firstNodeIndex} is out of range (${count} nodes)`);
    }
    for (const connection of metadata.connections ?? []) {
        if (!inRange(connection.fromIndex) || !inRange(connection.toIndex)) {
            throw badRequest(`Connection ${connection.fromIndex} → ${connection.toIndex} refers to a node that does not exist (${count} nodes)`);
        }
        if (typeof connection.type !== 'string' || connection.type === '') throw badRequest('Connection type should be specified!');
        if (connection.fromIndex === connection.toIndex) throw badRequest("Can't create the relation to yourself.");
    }
    for (const connection of metadata.ruleChainConnections ?? []) {
        if (!inRange(connection.fromIndex)) throw badRequest(`Rule chain connection from ${connection.fromIndex} refers to a node that does not exist`);
    }
    // The tenant boundary: a chain names only its own tenant's entities (the engine checks again at run time).
    const refused = (where: string, run: () => void) => {
        try {
            run();
        } catch (error) {
            if (error instanceof ForeignEntityError) throw badRequest(`${where}: ${error.message}`);
            throw error;
        }
    };
    for (const node of metadata.nodes) {
        for (const ref of ruleNodeKind(node.type ?? '')?.configuredEntities?.(node.configuration ?? {}) ?? []) refused(`Rule node '${node.name}'`, () => ownEntity(ref));
    }
    for (const connection of metadata.ruleChainConnections ?? []) {
        refused(`Rule chain connection from node ${connection.fromIndex}`, () => ownEntity({ entityType: 'RULE_CHAIN', id: connection.targetRuleChainId?.id }));
    }
}

/**
 * The node graph of rule chains in SQLite: nodes by index, connections in their saved order, legacy
 * chain connections as JSON. Saving replaces the whole graph; nodes that keep their id keep their
 * row (and so their debug events), the others are new.
 */
export class RuleChainMetadataStore {
    private readonly boundary: TenantBoundary;

    constructor(private readonly sqlite: SqliteDatabase.Database) {
        this.boundary = new TenantBoundary(sqlite);
    }

    read(ruleChainId: string): RuleChainMetaData {
        const chain = this.sqlite.prepare('SELECT first_rule_node_id, rule_chain_connections FROM rule_chain WHERE id = ?').get(ruleChainId) as
            | { first_rule_node_id: string | null; rule_chain_connections: string | null }
            | undefined;
        const rows = this.sqlite.prepare('SELECT * FROM rule_node WHERE rule_chain_id = ? ORDER BY node_index').all(ruleChainId) as NodeRow[];
        const connections = this.sqlite
            .prepare('SELECT from_index AS fromIndex, to_index AS toIndex, type FROM rule_node_connection WHERE rule_chain_id = ? ORDER BY position, rowid')
            .all(ruleChainId) as NodeConnection[];
        const firstIndex = rows.findIndex(row => row.id === chain?.first_rule_node_id);
        return {
            ruleChainId: ruleChainRef(ruleChainId),
            firstNodeIndex: firstIndex >= 0 ? firstIndex : null,
            nodes: rows.map(nodeJson),
            connections,
            ruleChainConnections: chain?.rule_chain_connections ? (JSON.parse(chain.rule_chain_connections) as RuleChainConnection[]) : null,
        };
    }

    /** Replaces the chain's graph; answers the saved metadata with every node's id. */
    save(ruleChainId: string, input: MetadataToSave): RuleChainMetaData {
        const chain = this.sqlite.prepare('SELECT tenant_id FROM rule_chain WHERE id = ?').get(ruleChainId) as { tenant_id: string } | undefined;
        validate(input, ref => this.boundary.resolve(chain?.tenant_id ?? '', ref));
        const metadata: CheckedMetadata = input;
        const existing = new Set((this.sqlite.prepare('SELECT id FROM rule_node WHERE rule_chain_id = ?').all(ruleChainId) as Array<{ id: string }>).map(row => row.id));
        this.sqlite.transaction(() => {
            const ids = metadata.nodes.map(node => (node.id?.id && existing.has(node.id.id) ? node.id.id : newId()));
            const kept = new Set(ids);
            const removed = [...existing].filter(id => !kept.has(id));
            if (removed.length > 0) this.sqlite.prepare(`DELETE FROM rule_node WHERE id IN (${removed.map(() => '?').join(',')})`).run(...removed);
            // Indexes move; park the kept rows out of the unique (chain, index) range first.
            this.sqlite.prepare('UPDATE rule_node SET node_index = -1 - node_index WHERE rule_chain_id = ?').run(ruleChainId);
            const upsert = this.sqlite.prepare(
                `INSERT INTO rule_node (id, created_time, rule_chain_id, node_index, type, name, debug_mode, configuration, additional_info)
                 VALUES (@id, @created_time, @rule_chain_id, @node_index, @type, @name, @debug_mode, @configuration, @additional_info)
                 ON CONFLICT(id) DO UPDATE SET node_index = excluded.node_index, type = excluded.type, name = excluded.name,
                   debug_mode = excluded.debug_mode, configuration = excluded.configuration, additional_info = excluded.additional_info`,
            );
            metadata.nodes.forEach((node, index) => {
                const id = ids[index]!;
                upsert.run({
                    id,
                    created_time: timeOfId(id),
                    rule_chain_id: ruleChainId,
                    node_index: index,
                    type: node.type,
                    name: node.name,
                    debug_mode: node.debugMode ? 1 : 0,
                    configuration: JSON.stringify(node.configuration ?? ruleNodeKind(node.type)?.defaultConfiguration ?? {}),
                    additional_info: node.additionalInfo === null || node.additionalInfo === undefined ? null : JSON.stringify(node.additionalInfo),
                });
            });
            this.sqlite.prepare('DELETE FROM rule_node_connection WHERE rule_chain_id = ?').run(ruleChainId);
            const link = this.sqlite.prepare('INSERT OR IGNORE INTO rule_node_connection (rule_chain_id, from_index, to_index, type, position) VALUES (?, ?, ?, ?, ?)');
            (metadata.connections ?? []).forEach((connection, position) => link.run(ruleChainId, connection.fromIndex, connection.toIndex, connection.type, position));
            const first = metadata.firstNodeIndex === null || metadata.firstNodeIndex === undefined ? null : ids[metadata.firstNodeIndex]!;
            const chainLinks = metadata.ruleChainConnections?.length ? JSON.stringify(metadata.ruleChainConnections) : null;
            this.sqlite.prepare('UPDATE rule_chain SET first_rule_node_id = ?, rule_chain_connections = ? WHERE id = ?').run(first, chainLinks, ruleChainId);
        })();
        return this.read(ruleChainId);
    }

    /** Names of the chain's output nodes: the relation labels a caller chain may connect from its "rule chain" node. */
    outputLabels(ruleChainId: string): string[] {
        const rows = this.sqlite.prepare("SELECT DISTINCT name FROM rule_node WHERE rule_chain_id = ? AND type = 'org.thingsboard.rule.engine.flow.TbRuleChainOutputNode' ORDER BY name").all(ruleChainId) as Array<{ name: string }>;
        return rows.map(row => row.name);
    }

    /** "Rule chain" nodes of other chains that call this one, with the labels they connect. */
    outputLabelsUsage(tenantId: string, ruleChainId: string) {
        const callers = this.sqlite
            .prepare(
                `SELECT n.id, n.name, n.node_index, c.id AS chain_id, c.name AS chain_name FROM rule_node n JOIN rule_chain c ON c.id = n.rule_chain_id
                 WHERE c.tenant_id = ? AND n.type = 'org.thingsboard.rule.engine.flow.TbRuleChainInputNode' AND json_extract(n.configuration, '$.ruleChainId') = ?`,
            )
            .all(tenantId, ruleChainId) as Array<{ id: string; name: string; node_index: number; chain_id: string; chain_name: string }>;
        const labelsOf = this.sqlite.prepare('SELECT DISTINCT type FROM rule_node_connection WHERE rule_chain_id = ? AND from_index = ? ORDER BY type');
        return callers.map(caller => ({
            ruleChainId: ruleChainRef(caller.chain_id),
            ruleNodeId: { entityType: 'RULE_NODE' as const, id: caller.id },
            ruleChainName: caller.chain_name,
            ruleNodeName: caller.name,
            labels: (labelsOf.all(caller.chain_id, caller.node_index) as Array<{ type: string }>).map(row => row.type),
        }));
    }

    /** The chain a node belongs to, with its tenant; undefined when the node does not exist. */
    nodeOwner(ruleNodeId: string): { ruleChainId: string; tenantId: string } | undefined {
        return this.sqlite.prepare('SELECT c.id AS ruleChainId, c.tenant_id AS tenantId FROM rule_node n JOIN rule_chain c ON c.id = n.rule_chain_id WHERE n.id = ?').get(ruleNodeId) as
            | { ruleChainId: string; tenantId: string }
            | undefined;
    }
}
