import { describe, expect, it } from 'vitest';
import { copySelection, pasteClipboard, PASTE_OFFSET } from './clipboard';
import { INPUT_NODE_ID, metadataToGraph, type Graph } from './graphModel';

const graph = (): Graph => {
    const drawn = metadataToGraph({
        ruleChainId: { entityType: 'RULE_CHAIN', id: 'c' },
        firstNodeIndex: 0,
        nodes: [
            { id: { entityType: 'RULE_NODE', id: 'a' }, createdTime: 1, type: 'A', name: 'A', configuration: { k: 1 }, additionalInfo: { layoutX: 0, layoutY: 0 } },
            { id: { entityType: 'RULE_NODE', id: 'b' }, type: 'B', name: 'B', additionalInfo: { layoutX: 100, layoutY: 0 } },
            { id: { entityType: 'RULE_NODE', id: 'c' }, type: 'C', name: 'C' },
        ],
        connections: [
            { fromIndex: 0, toIndex: 1, type: 'Success' },
            { fromIndex: 1, toIndex: 2, type: 'Failure' },
        ],
    });
    return { ...drawn, nodes: drawn.nodes.map(node => ({ ...node, selected: node.id === 'a' || node.id === 'b' || node.id === INPUT_NODE_ID })) };
};

describe('copy and paste', () => {
    it('copies selected rule nodes (never the input node) and only links inside the selection', () => {
        const clipboard = copySelection(graph())!;
        expect(clipboard.nodes.map(node => node.key)).toEqual(['a', 'b']);
        expect(clipboard.links).toEqual([{ source: 'a', target: 'b', labels: ['Success'] }]);
    });

    it('pastes copies with fresh ids, no saved ids, remapped links, offset positions, and selects only them', () => {
        let counter = 0;
        const before = graph();
        const after = pasteClipboard(before, copySelection(before)!, () => `p${++counter}`);
        const pasted = after.nodes.filter(node => node.id.startsWith('p'));
        expect(pasted.map(node => node.id)).toEqual(['p1', 'p2']);
        expect(pasted[0]!.position).toEqual({ x: PASTE_OFFSET, y: PASTE_OFFSET });
        expect(pasted[0]!.data).toEqual({ ruleNode: { type: 'A', name: 'A', configuration: { k: 1 }, additionalInfo: { layoutX: 0, layoutY: 0 } } });
        expect(after.edges.at(-1)).toMatchObject({ source: 'p1', target: 'p2', data: { labels: ['Success'] } });
        expect(after.nodes.filter(node => node.selected).map(node => node.id)).toEqual(['p1', 'p2']);
        // the copy is deep: editing it leaves the original alone
        (pasted[0]!.data as { ruleNode: { configuration: { k: number } } }).ruleNode.configuration.k = 2;
        expect((before.nodes[1]!.data as { ruleNode: { configuration: { k: number } } }).ruleNode.configuration.k).toBe(1);
    });

    it('nothing selected copies nothing', () => {
        const nothing = { ...graph(), nodes: graph().nodes.map(node => ({ ...node, selected: false })) };
        expect(copySelection(nothing)).toBeNull();
    });
});
