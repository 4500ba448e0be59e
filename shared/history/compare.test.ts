import { describe, expect, it } from 'vitest';
import { compareDashboards } from './compareDashboards';
import { compareDocuments } from './compareDocuments';
import { compareRuleChains } from './compareRuleChains';
import { jsonDiff, jsonEqual } from './jsonDiff';

const names = (comparison: ReturnType<typeof compareDashboards>, section: string) =>
    comparison.sections.find(entry => entry.section === section)!.changes.map(change => `${change.kind} ${change.name}`);

describe('jsonDiff', () => {
    it('lists leaves added, removed and changed at dotted paths, objects by key and arrays by index', () => {
        expect(jsonDiff({ a: 1, b: { c: [1, 2] }, d: 'x' }, { a: 2, b: { c: [1] }, e: true, d: 'x' })).toEqual([
            { kind: 'changed', path: 'a', before: 1, after: 2 },
            { kind: 'removed', path: 'b.c[1]', before: 2 },
            { kind: 'added', path: 'e', after: true },
        ]);
    });
    it('brackets keys that are not identifiers, and treats a change of type as one change', () => {
        expect(jsonDiff({ 'a-b': { x: 1 } }, { 'a-b': [1] })).toEqual([{ kind: 'changed', path: '["a-b"]', before: { x: 1 }, after: [1] }]);
    });
    it('is empty for equal documents whatever their key order, and bounded by its limit', () => {
        expect(jsonDiff({ a: 1, b: 2 }, { b: 2, a: 1 })).toEqual([]);
        expect(jsonEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
        const many = Object.fromEntries(Array.from({ length: 50 }, (_, index) => [`k${index}`, index]));
        expect(jsonDiff({}, many, 10)).toHaveLength(10);
    });
});

const dashboard = (configuration: Record<string, unknown>, title = 'Plant') => ({ title, configuration });

describe('compareDashboards', () => {
    const before = dashboard({
        states: { default: { name: 'Main', root: true, layouts: { main: { widgets: { w1: { sizeX: 4 }, w2: { sizeX: 4 } } } } } },
        widgets: { w1: { typeFullFqn: 'system.cards.value', config: { title: 'Temperature' } }, w2: { bundleAlias: 'charts', typeAlias: 'basic_timeseries', config: {} } },
        entityAliases: { a1: { alias: 'Boiler', filter: { type: 'singleEntity' } } },
    });
    const after = dashboard(
        {
            states: {
                default: { name: 'Main', root: true, layouts: { main: { widgets: { w1: { sizeX: 6 }, w3: { sizeX: 4 } } } } },
                details: { name: 'Details', root: false, layouts: { main: { widgets: {} } } },
            },
            widgets: { w1: { typeFullFqn: 'system.cards.value', config: { title: 'Temperature °C' } }, w3: { typeFullFqn: 'system.cards.html', config: { title: 'Notes' } } },
            entityAliases: {},
            filters: { f1: { filter: 'Active only', keyFilters: [] } },
        },
        'Plant 2',
    );

    it('names states, widgets, aliases and filters added, removed and changed', () => {
        const comparison = compareDashboards(before, after);
        expect(names(comparison, 'states')).toEqual(['changed Main', 'added Details']);
        expect(names(comparison, 'widgets')).toEqual(['changed Temperature °C', 'added Notes', 'removed charts.basic_timeseries']);
        expect(names(comparison, 'aliases')).toEqual(['removed Boiler']);
        expect(names(comparison, 'filters')).toEqual(['added Active only']);
        expect(comparison.sections.find(section => section.section === 'widgets')!.changes[0]!.paths).toEqual(['config.title']);
    });
    it('lists other changes by path, not those the named parts cover', () => {
        expect(names(compareDashboards(before, after), 'fields')).toEqual(['changed title']);
    });
    it('finds nothing between a version and itself', () => {
        const comparison = compareDashboards(before, structuredClone(before));
        expect(comparison.sections.every(section => section.changes.length === 0)).toBe(true);
        expect(comparison.json).toEqual([]);
    });
    it('takes a dashboard without configuration as empty', () => {
        expect(names(compareDashboards({ title: 'x' }, before), 'aliases')).toEqual(['added Boiler']);
    });
});

const node = (id: string, name: string, extra: Record<string, unknown> = {}) => ({ id: { entityType: 'RULE_NODE', id }, type: 'org.thingsboard.rule.engine.filter.TbJsFilterNode', name, configuration: {}, ...extra });

describe('compareRuleChains', () => {
    const before = {
        ruleChain: { name: 'Root', debugMode: false },
        metadata: { firstNodeIndex: 0, nodes: [node('n1', 'Filter'), node('n2', 'Save')], connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }] },
    };
    const after = {
        ruleChain: { name: 'Root chain', debugMode: false },
        metadata: {
            firstNodeIndex: 0,
            nodes: [node('n1', 'Filter', { configuration: { jsScript: 'return true;' } }), node('n3', 'Log')],
            connections: [{ fromIndex: 0, toIndex: 1, type: 'False' }],
        },
    };

    it('names nodes and links added, removed and changed, links as From → To (type)', () => {
        const comparison = compareRuleChains(before, after);
        expect(names(comparison, 'nodes')).toEqual(['changed Filter', 'added Log', 'removed Save']);
        expect(names(comparison, 'links')).toEqual(['added Filter → Log (False)', 'removed Filter → Save (True)']);
        expect(names(comparison, 'fields')).toEqual(['changed name']);
    });
    it('sees a new first node as a changed link from Input', () => {
        const moved = { ...before, metadata: { ...before.metadata, firstNodeIndex: 1 } };
        expect(names(compareRuleChains(before, moved), 'links')).toEqual(['added Input → Save', 'removed Input → Filter']);
    });
    it('matches nodes without ids by type and name', () => {
        const strip = (document: typeof before) => ({ ...document, metadata: { ...document.metadata, nodes: document.metadata.nodes.map(({ id: _id, ...rest }) => rest) } });
        expect(names(compareRuleChains(strip(before), strip(before)), 'nodes')).toEqual([]);
    });
});

describe('compareDocuments', () => {
    it('compares device profiles, widget types and tenant profiles as JSON', () => {
        const comparison = compareDocuments('DEVICE_PROFILE', { name: 'A', profileData: { alarms: [] } }, { name: 'A', profileData: { alarms: [{ id: 'x' }] } });
        expect(comparison.sections).toEqual([]);
        expect(comparison.json).toEqual([{ kind: 'added', path: 'profileData.alarms[0]', after: { id: 'x' } }]);
    });
    it('compares dashboards and rule chains by their parts', () => {
        expect(compareDocuments('DASHBOARD', {}, {}).sections.map(section => section.section)).toEqual(['states', 'widgets', 'aliases', 'filters', 'fields']);
        expect(compareDocuments('RULE_CHAIN', {}, {}).sections.map(section => section.section)).toEqual(['nodes', 'links', 'fields']);
    });
});
