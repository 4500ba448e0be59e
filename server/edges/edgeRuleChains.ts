import type SqliteDatabase from 'better-sqlite3';
import { badRequest } from '../errors';
import { fromJsonColumn } from '../lib/json';
import type { Row } from '../registry/codec';
import { EdgeAssignmentStore } from './edgeAssignmentStore';
import { EdgeEventStore } from './edgeEventStore';

/** ThingsBoard marks a chain "assign to every new edge" with a relation from the tenant to it. */
const AUTO_ASSIGN = 'EDGE_AUTO_ASSIGN_RULE_CHAIN';
/** The node that forwards messages to another rule chain: what makes one chain need another. */
const RULE_CHAIN_INPUT_NODE = 'org.thingsboard.rule.engine.flow.TbRuleChainInputNode';

const ruleChainRef = (id: string) => ({ entityType: 'RULE_CHAIN' as const, id });

/**
 * The tenant's edge rule chains: the template root every new edge starts with, the chains assigned
 * to every new edge, and the chains an edge's chains forward to but the edge does not have.
 */
export class EdgeRuleChains {
    private readonly assignments: EdgeAssignmentStore;
    private readonly events: EdgeEventStore;

    constructor(private readonly sqlite: SqliteDatabase.Database) {
        this.assignments = new EdgeAssignmentStore(sqlite);
        this.events = new EdgeEventStore(sqlite);
    }

    /** Only EDGE chains live on edges. */
    requireEdgeChain(chain: Row): void {
        if (chain.type !== 'EDGE') throw badRequest(`Rule chain '${String(chain.name)}' is not an edge rule chain!`);
    }

    autoAssigned(tenantId: string): Row[] {
        return this.sqlite
            .prepare(
                `SELECT c.* FROM rule_chain c JOIN relation r ON r.to_id = c.id AND r.to_type = 'RULE_CHAIN'
                 WHERE r.from_id = ? AND r.from_type = 'TENANT' AND r.relation_type_group = ? AND r.relation_type = ? ORDER BY c.name, c.id`,
            )
            .all(tenantId, AUTO_ASSIGN, AUTO_ASSIGN) as Row[];
    }

    setAutoAssign(tenantId: string, chain: Row, on: boolean): void {
        this.requireEdgeChain(chain);
        const params = [tenantId, chain.id, AUTO_ASSIGN, AUTO_ASSIGN];
        if (on) {
            this.sqlite
                .prepare(
                    "INSERT OR IGNORE INTO relation (from_id, from_type, to_id, to_type, relation_type_group, relation_type, additional_info) VALUES (?, 'TENANT', ?, 'RULE_CHAIN', ?, ?, NULL)",
                )
                .run(...params);
        } else {
            this.sqlite.prepare("DELETE FROM relation WHERE from_id = ? AND from_type = 'TENANT' AND to_id = ? AND to_type = 'RULE_CHAIN' AND relation_type_group = ? AND relation_type = ?").run(...params);
        }
    }

    /** The template root: an EDGE chain with root set, one per tenant. */
    setTemplateRoot(tenantId: string, chain: Row): void {
        this.requireEdgeChain(chain);
        this.sqlite.transaction(() => {
            this.sqlite.prepare("UPDATE rule_chain SET root = 0 WHERE tenant_id = ? AND type = 'EDGE' AND root = 1 AND id != ?").run(tenantId, chain.id);
            this.sqlite.prepare('UPDATE rule_chain SET root = 1 WHERE id = ?').run(chain.id);
        })();
    }

    /** Only edge chains go on an edge, and the edge's root stays on it. */
    checkAssignment(edge: Row, chain: Row, add: boolean): void {
        if (add) this.requireEdgeChain(chain);
        else if (edge.root_rule_chain_id === chain.id) throw badRequest(`Rule chain '${String(chain.name)}' is the root rule chain of edge '${String(edge.name)}' and can't be unassigned!`);
    }

    /** A chain on an edge, with the event the edge will read. */
    assign(tenantId: string, edgeId: string, chainId: string): void {
        if (this.assignments.assign(edgeId, ruleChainRef(chainId))) {
            this.events.add(tenantId, edgeId, { type: 'RULE_CHAIN', action: 'ASSIGNED_TO_EDGE', entityId: chainId });
        }
    }

    /** What a new edge starts with: the root chain it was given and every auto-assigned chain. */
    assignInitial(tenantId: string, edgeId: string, rootChainId: string | null): void {
        if (rootChainId) this.assign(tenantId, edgeId, rootChainId);
        for (const chain of this.autoAssigned(tenantId)) this.assign(tenantId, edgeId, chain.id as string);
    }

    /** The edge's root chain, which must be one of its chains. */
    setEdgeRoot(tenantId: string, edge: Row, chain: Row): void {
        this.requireEdgeChain(chain);
        if (!this.assignments.isAssigned(edge.id as string, ruleChainRef(chain.id as string))) {
            throw badRequest(`Rule chain '${String(chain.name)}' is not assigned to edge '${String(edge.name)}'!`);
        }
        this.sqlite.prepare('UPDATE edge SET root_rule_chain_id = ? WHERE id = ?').run(chain.id, edge.id);
        this.events.add(tenantId, edge.id as string, { type: 'RULE_CHAIN', action: 'UPDATED', entityId: chain.id as string });
    }

    /**
     * ThingsBoard's findMissingToRelatedRuleChains: for each chain of the edge that forwards to
     * chains the edge lacks, the chain's name → the names of those chains.
     */
    missingRelated(edgeId: string): Record<string, string[]> {
        const assigned = new Set(this.assignments.entityIdsOf(edgeId, 'RULE_CHAIN'));
        const nameOf = this.sqlite.prepare('SELECT name FROM rule_chain WHERE id = ?').pluck();
        const inputNodes = this.sqlite.prepare('SELECT configuration FROM rule_node WHERE rule_chain_id = ? AND type = ? ORDER BY node_index');
        const missing: Record<string, string[]> = {};
        for (const chainId of assigned) {
            const names: string[] = [];
            for (const { configuration } of inputNodes.all(chainId, RULE_CHAIN_INPUT_NODE) as Array<{ configuration: string | null }>) {
                const target = fromJsonColumn<{ ruleChainId?: unknown }>(configuration)?.ruleChainId;
                if (typeof target !== 'string' || assigned.has(target)) continue;
                const name = nameOf.get(target) as string | undefined;
                if (name !== undefined && !names.includes(name)) names.push(name);
            }
            if (names.length > 0) missing[nameOf.get(chainId) as string] = names;
        }
        return missing;
    }
}
