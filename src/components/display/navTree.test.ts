import { describe, expect, it } from 'vitest';
import { branchIds, searchTree, type NavTreeNode } from './navTree';

const TREE: NavTreeNode[] = [
    { id: 'plant', text: 'Plant', children: [{ id: 'boiler', text: 'Boiler room', children: [{ id: 'pump', text: 'Pump 1' }] }, { id: 'office', text: 'Office' }] },
    { id: 'store', text: 'Store' },
];

const texts = (nodes: NavTreeNode[]): unknown[] => nodes.map(node => (node.children?.length ? [node.text, texts(node.children)] : node.text));

describe('nav tree search', () => {
    it.each([
        ['', [['Plant', [['Boiler room', ['Pump 1']], 'Office']], 'Store']],
        ['PUMP', [['Plant', [['Boiler room', ['Pump 1']]]]]],
        ['office', [['Plant', ['Office']]]],
        ['plnt', []], // not fuzzy
        ['st', ['Store']],
    ])('%j keeps only matches and their branches', (search, expected) => {
        expect(texts(searchTree(TREE, search))).toEqual(expected);
    });

    it('lists the branches to open', () => {
        expect(branchIds(searchTree(TREE, 'pump'))).toEqual(['plant', 'boiler']);
    });
});
