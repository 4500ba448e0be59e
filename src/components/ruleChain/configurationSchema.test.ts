import { describe, expect, it } from 'vitest';
import { configurationUiSchema, inferredSchema, ORIGINATOR_ENTITY_WIDGET, RULE_CHAIN_NODE_CLASS, SCRIPT_WIDGET } from './configurationSchema';
import { paletteGroups } from './NodePalette';
import type { ComponentDescriptor } from './ruleChainModel';

describe('node configuration form', () => {
    it('infers a schema from a configuration when the descriptor has none', () => {
        expect(inferredSchema({ a: 'x', n: 1, b: true, list: ['k'], nested: { c: 2 } })).toEqual({
            type: 'object',
            properties: {
                a: { title: 'a', type: 'string' },
                n: { title: 'n', type: 'number' },
                b: { title: 'b', type: 'boolean' },
                list: { title: 'list', type: 'array', items: { type: 'string' } },
                nested: { title: 'nested', type: 'object', properties: { c: { title: 'c', type: 'number' } } },
            },
        });
    });

    it('edits script fields with the script editor: known node classes and any javascript-format field', () => {
        const schema = { type: 'object' as const, properties: { jsScript: { type: 'string' as const }, other: { type: 'string' as const, format: 'javascript', 'x-tb-function-args': ['a'] } } };
        const ui = configurationUiSchema('org.thingsboard.rule.engine.transform.TbTransformMsgNode', schema);
        expect(ui.jsScript).toMatchObject({ 'ui:widget': SCRIPT_WIDGET, 'ui:options': { spec: { scriptType: 'update', functionName: 'Transform' } } });
        expect(ui.other).toMatchObject({ 'ui:widget': SCRIPT_WIDGET, 'ui:options': { spec: { argNames: ['a'] } } });
    });

    it('picks an originator entity by type when the schema has the originator pair', () => {
        const ui = configurationUiSchema('x.TbMsgGeneratorNode', { type: 'object', properties: { originatorType: {}, originatorId: {} } });
        expect(ui.originatorId).toEqual({ 'ui:widget': ORIGINATOR_ENTITY_WIDGET, 'ui:options': { typeField: 'originatorType' } });
    });

    it("picks a nested rule chain node's chain among the rule chains", () => {
        const ui = configurationUiSchema(RULE_CHAIN_NODE_CLASS, { type: 'object', properties: { ruleChainId: { type: 'string', format: 'uuid' } } });
        expect(ui.ruleChainId).toEqual({ 'ui:widget': ORIGINATOR_ENTITY_WIDGET, 'ui:options': { entityType: 'RULE_CHAIN' } });
        expect(configurationUiSchema('x.Other', { type: 'object', properties: { ruleChainId: {} } }).ruleChainId).toBeUndefined();
    });
});

describe('palette', () => {
    const descriptor = (type: string, name: string, description = ''): ComponentDescriptor => ({
        id: { id: name } as ComponentDescriptor['id'], createdTime: 0, type: type as ComponentDescriptor['type'], scope: 'SYSTEM', name, clazz: `x.${name}`, actions: null,
        configurationDescriptor: { nodeDefinition: { description } },
    });
    const all = [descriptor('ACTION', 'log'), descriptor('FILTER', 'switch'), descriptor('FILTER', 'script', 'Filter by script'), descriptor('FLOW', 'rule chain')];

    it('groups by category in ThingsBoard order, names sorted', () => {
        expect(paletteGroups(all, '').map(group => [group.category, group.items.map(item => item.name)])).toEqual([
            ['FILTER', ['script', 'switch']],
            ['ACTION', ['log']],
            ['FLOW', ['rule chain']],
        ]);
    });

    it('searches names and descriptions, case-insensitively', () => {
        expect(paletteGroups(all, 'BY SCRIPT').flatMap(group => group.items.map(item => item.name))).toEqual(['script']);
        expect(paletteGroups(all, 'nothing')).toEqual([]);
    });
});
