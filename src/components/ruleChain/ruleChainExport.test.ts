import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { graphToMetadata, metadataToGraph } from './graphModel';
import { importedChain, ruleChainFile, ruleChainFileError, ruleChainFileName, type RuleChainFile } from './ruleChainExport';
import type { RuleChainMetaData } from './ruleChainModel';

const fixture = (name: string) => JSON.parse(readFileSync(`${process.cwd()}/tests/fixtures/rule_chains/${name}`, 'utf8')) as RuleChainFile;

describe('rule chain files', () => {
    for (const name of ['root_rule_chain.json', 'edge_root_rule_chain.json', 'device_profile_rule_chain_template.json']) {
        it(`${name}: imports, draws, saves with ids, and exports back unchanged`, () => {
            const file = fixture(name);
            const { ruleChain, metadata } = importedChain(file, file.ruleChain.type === 'EDGE' ? 'EDGE' : 'CORE');
            const drawn = graphToMetadata(metadataToGraph(metadata), { ruleChainId: { entityType: 'RULE_CHAIN', id: 'c1' }, ruleChainConnections: metadata.ruleChainConnections });
            // What the server answers: every node with an id and time.
            const saved: RuleChainMetaData = { ...drawn, nodes: drawn.nodes.map((node, index) => ({ ...node, id: { entityType: 'RULE_NODE', id: `n${index}` }, createdTime: index, ruleChainId: drawn.ruleChainId })) };
            const exported = ruleChainFile({ ...ruleChain, id: { entityType: 'RULE_CHAIN', id: 'c1' }, root: true }, saved);
            // The template file has no type; an export always names it.
            expect(exported.ruleChain).toEqual({ type: 'CORE', ...file.ruleChain, root: false });
            expect(exported.metadata.nodes).toEqual(file.metadata.nodes);
            expect(exported.metadata.firstNodeIndex).toBe(file.metadata.firstNodeIndex);
            expect(new Set(exported.metadata.connections!.map(connection => JSON.stringify(connection)))).toEqual(new Set(file.metadata.connections!.map(connection => JSON.stringify(connection))));
        });
    }

    it('an import is a new non-root chain without ids', () => {
        const file = fixture('root_rule_chain.json');
        const withIds = { ...file, metadata: { ...file.metadata, nodes: file.metadata.nodes.map(node => ({ ...node, id: { entityType: 'RULE_NODE' as const, id: 'x' } })) } };
        const { ruleChain, metadata } = importedChain(withIds, 'CORE');
        expect(ruleChain.id).toBeUndefined();
        expect(ruleChain.root).toBe(false);
        expect(metadata.nodes.every(node => node.id === undefined)).toBe(true);
    });

    it('refuses files that are not rule chains', () => {
        expect(ruleChainFileError(null)).toBe('rulechain.invalid-rulechain-file-error');
        expect(ruleChainFileError({ ruleChain: { name: 'x' } })).toBe('rulechain.invalid-rulechain-file-error');
        expect(ruleChainFileError({ ruleChain: {}, metadata: { nodes: [] } })).toBe('rulechain.invalid-rulechain-file-error');
        expect(ruleChainFileError(fixture('root_rule_chain.json'))).toBeNull();
    });

    it('names the file after the chain', () => {
        expect(ruleChainFileName('Root Rule Chain')).toBe('root_rule_chain.json');
    });
});
