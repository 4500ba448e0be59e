import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { graphFingerprint, graphToMetadata, INPUT_NODE_ID, metadataToGraph } from './graphModel';
import type { RuleChainMetaData } from './ruleChainModel';

const fixture = (name: string) => JSON.parse(readFileSync(`${process.cwd()}/tests/fixtures/rule_chains/${name}`, 'utf8')) as { metadata: RuleChainMetaData };
const frame = { ruleChainId: { entityType: 'RULE_CHAIN' as const, id: 'c1' }, ruleChainConnections: null };

const sortedConnections = (metadata: RuleChainMetaData) =>
    [...(metadata.connections ?? [])].sort((a, b) => a.fromIndex - b.fromIndex || a.toIndex - b.toIndex || a.type.localeCompare(b.type));

describe('metadata ↔ graph', () => {
    for (const name of ['root_rule_chain.json', 'edge_root_rule_chain.json', 'device_profile_rule_chain_template.json']) {
        it(`${name}: every node, position, configuration and connection survives the round trip`, () => {
            const metadata = { ...fixture(name).metadata, ...frame };
            const back = graphToMetadata(metadataToGraph(metadata), frame);
            expect(back.firstNodeIndex).toBe(metadata.firstNodeIndex);
            expect(back.nodes).toEqual(metadata.nodes);
            expect(sortedConnections(back)).toEqual(sortedConnections(metadata));
        });
    }

    it('draws the input node linked to the first node and groups labels of one node pair into one link', () => {
        const graph = metadataToGraph({
            ...frame,
            firstNodeIndex: 1,
            nodes: [{ type: 'a', name: 'A', additionalInfo: { layoutX: 10, layoutY: 20 } }, { type: 'b', name: 'B', id: { entityType: 'RULE_NODE', id: 'n2' } }],
            connections: [
                { fromIndex: 1, toIndex: 0, type: 'True' },
                { fromIndex: 1, toIndex: 0, type: 'False' },
            ],
        });
        expect(graph.nodes.map(node => node.id)).toEqual([INPUT_NODE_ID, 'new-0', 'n2']);
        expect(graph.nodes[1]!.position).toEqual({ x: 10, y: 20 });
        expect(graph.edges).toHaveLength(2);
        expect(graph.edges[0]).toMatchObject({ source: INPUT_NODE_ID, target: 'n2' });
        expect(graph.edges[1]).toMatchObject({ source: 'n2', target: 'new-0', data: { labels: ['True', 'False'] } });
    });

    it('keeps extra fields (ids, createdTime, description, ruleChainConnections) and writes moved positions', () => {
        const metadata: RuleChainMetaData = {
            ...frame,
            ruleChainConnections: [],
            firstNodeIndex: null,
            nodes: [{ id: { entityType: 'RULE_NODE', id: 'n1' }, createdTime: 5, type: 'x', name: 'X', debugMode: true, configuration: { a: 1 }, additionalInfo: { description: 'd', layoutX: 1, layoutY: 2 } }],
            connections: [],
        };
        const graph = metadataToGraph(metadata);
        graph.nodes[1]!.position = { x: 100.4, y: 200.6 };
        const back = graphToMetadata(graph, { ruleChainId: metadata.ruleChainId, ruleChainConnections: [] });
        expect(back.ruleChainConnections).toEqual([]);
        expect(back.firstNodeIndex).toBeNull();
        expect(back.nodes[0]).toEqual({ ...metadata.nodes[0], additionalInfo: { description: 'd', layoutX: 100, layoutY: 201 } });
    });

    it('the fingerprint changes with an edit and not with selection', () => {
        const graph = metadataToGraph({ ...fixture('root_rule_chain.json').metadata, ...frame });
        const before = graphFingerprint(graph);
        expect(graphFingerprint({ ...graph, nodes: graph.nodes.map(node => ({ ...node, selected: true })) })).toBe(before);
        expect(graphFingerprint({ ...graph, edges: graph.edges.slice(1) })).not.toBe(before);
    });
});
