import { describe, expect, it } from 'vitest';
import { canConnect, labelChoices, labelsError, labelsUsedElsewhere, nestedRuleChainId } from './connectionRules';
import { INPUT_NODE_ID, link } from './graphModel';
import type { NodeDefinition } from './ruleChainModel';

const definition = (overrides: Partial<NodeDefinition> = {}): NodeDefinition => ({
    description: '', details: '', inEnabled: true, outEnabled: true, relationTypes: ['True', 'False', 'Failure'], customRelations: false, ruleChainNode: false, defaultConfiguration: {}, configurationSchema: null, ...overrides,
});

describe('connection rules', () => {
    const definitions: Record<string, NodeDefinition> = {
        filter: definition(),
        generator: definition({ inEnabled: false }),
        sink: definition({ outEnabled: false }),
    };
    const definitionOf = (id: string) => definitions[id] ?? null;

    it('refuses self links, links into the input node or a node without input, and out of a node without output', () => {
        expect(canConnect('filter', 'filter', definitionOf)).toBe(false);
        expect(canConnect('filter', INPUT_NODE_ID, definitionOf)).toBe(false);
        expect(canConnect('filter', 'generator', definitionOf)).toBe(false);
        expect(canConnect('sink', 'filter', definitionOf)).toBe(false);
        expect(canConnect('filter', 'sink', definitionOf)).toBe(true);
        expect(canConnect(INPUT_NODE_ID, 'filter', definitionOf)).toBe(true);
    });

    it('a link needs a label, one of the node definition relation types unless custom relations are allowed', () => {
        expect(labelsError([], definition())).toBe('rulenode.link-labels-required');
        expect(labelsError(['True'], definition())).toBeNull();
        expect(labelsError(['Anything'], definition())).toBe('rulenode.link-label-not-allowed');
        expect(labelsError(['Anything'], definition({ customRelations: true }))).toBeNull();
        // a node without a descriptor (unknown class) takes any label
        expect(labelsError(['Anything'], null)).toBeNull();
    });

    it('lists the labels the source already uses on its other links', () => {
        const graph = { nodes: [], edges: [link('a', 'b', ['True']), link('a', 'c', ['False', 'Failure']), link('x', 'b', ['Other'])] };
        expect(labelsUsedElsewhere(graph, 'a', 'b')).toEqual(['False', 'Failure']);
    });

    it("a nested rule chain offers its chain's output labels (custom ones too, as ThingsBoard allows)", () => {
        const nested = definition({ ruleChainNode: true, relationTypes: [], customRelations: true });
        expect(labelChoices(nested, ['Done', 'Too hot'])).toEqual({ options: ['Done', 'Too hot'], allowCustom: true });
        expect(labelChoices(definition(), ['Done']).options).toEqual(['True', 'False', 'Failure']);
        expect(nestedRuleChainId(nested, { ruleChainId: 'c-1' })).toBe('c-1');
        expect(nestedRuleChainId(nested, { ruleChainId: null })).toBeNull();
        expect(nestedRuleChainId(definition(), { ruleChainId: 'c-1' })).toBeNull();
    });
});
