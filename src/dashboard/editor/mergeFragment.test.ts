import { describe, expect, it } from 'vitest';
import { stateFragment, widgetsFragment } from './dashboardFragment';
import { emptyConfig, widgetOf } from './editorFixtures';
import { counterIds, sourceDashboard, thermostatsAlias } from './fragmentFixtures';
import { addWidget } from './layoutOps';
import { mergeFragment } from './mergeFragment';
import { clashKey, defaultChoices, freeName, nameClashes } from './nameClashes';

const main = { stateId: 'default', layoutId: 'main' } as const;
const exported = () => stateFragment(sourceDashboard(), 'thermostats');

describe('alias and filter name clashes', () => {
    it('finds none in a dashboard without those names', () => {
        expect(nameClashes(emptyConfig(), exported())).toEqual([]);
    });

    it('tells a same-named alias with the same filter from one with another filter, case aside, and proposes reuse or rename', () => {
        const target = { ...emptyConfig(), entityAliases: { mine: { ...thermostatsAlias('mine'), alias: 'thermostats' } } };
        const [same] = nameClashes(target, exported());
        expect(same).toMatchObject({ kind: 'alias', incomingId: 'al-thermo', existingId: 'mine', identical: true, renamed: 'Thermostats (2)' });
        target.entityAliases.mine.filter = { type: 'deviceType', resolveMultiple: true, deviceType: 'boiler' };
        const [different] = nameClashes(target, exported());
        expect(different.identical).toBe(false);
        expect(defaultChoices([same, different].map((clash, i) => ({ ...clash, incomingId: String(i) })))).toEqual({ 'alias:0': 'reuse', 'alias:1': 'rename' });
    });

    it('compares filters by their key filters, and names them exactly', () => {
        const hot = sourceDashboard().filters!['fl-hot'];
        const target = { ...emptyConfig(), filters: { a: { ...hot, id: 'a' }, b: { ...hot, id: 'b', filter: 'hot', keyFilters: [] } } };
        const clashes = nameClashes(target, exported());
        expect(clashes).toEqual([{ kind: 'filter', incomingId: 'fl-hot', name: 'Hot', existingId: 'a', identical: true, renamed: 'Hot (2)' }]);
    });

    it('offers the dashboard’s alias with the same settings under another name (an earlier paste) and proposes it', () => {
        const target = { ...emptyConfig(), entityAliases: { boilers: { ...thermostatsAlias('boilers'), filter: { type: 'deviceType' as const, resolveMultiple: true, deviceType: 'boiler' } } } };
        const once = mergeFragment(target, exported(), {}, main, counterIds()).configuration;
        const twin = Object.values(once.entityAliases).find(alias => alias.alias === 'Thermostats (2)')!;
        const [clash] = nameClashes(once, exported());
        expect(clash).toMatchObject({ existingId: 'boilers', identical: false, sameAs: { id: twin.id, name: 'Thermostats (2)' } });
        expect(defaultChoices([clash])).toEqual({ 'alias:al-thermo': 'same' });
        // Pasting again adds no third copy: the widgets use "Thermostats (2)".
        const twice = mergeFragment(once, exported(), {}, main, counterIds()).configuration;
        expect(Object.values(twice.entityAliases).filter(alias => alias.alias.startsWith('Thermostats'))).toHaveLength(2);
    });

    it('renames to the first free "Name (n)"', () => {
        const taken = new Set(['Thermostats', 'Thermostats (2)', 'Thermostats (3)']);
        expect(freeName('Thermostats', name => taken.has(name))).toBe('Thermostats (4)');
        expect(freeName('Thermostats (2)', name => taken.has(name))).toBe('Thermostats (4)');
    });
});

describe('importing a state', () => {
    it('adds a non-root state with new ids for widgets, aliases and filters, the widgets pointing at them', () => {
        const target = emptyConfig();
        const { configuration, stateId, widgetCount } = mergeFragment(target, exported(), {}, main, counterIds());
        expect(stateId).toBe('thermostats');
        expect(widgetCount).toBe(3);
        const state = configuration.states.thermostats;
        expect(state.root).toBe(false);
        expect(configuration.states.default.root).toBe(true);
        const widgets = [...Object.keys(state.layouts.main.widgets), ...Object.keys(state.layouts.right!.widgets)].map(id => configuration.widgets[id]);
        expect(widgets.map(widget => widget.typeAlias)).toHaveLength(3);
        expect(widgets.every(widget => /^n\d+$/.test(widget.id))).toBe(true);
        const aliasByName = Object.fromEntries(Object.values(configuration.entityAliases).map(alias => [alias.alias, alias.id]));
        const filterByName = Object.fromEntries(Object.values(configuration.filters!).map(filter => [filter.filter, filter.id]));
        const [chart, knob, alarms] = widgets;
        expect(chart.config.datasources![0]).toMatchObject({ entityAliasId: aliasByName.Thermostats, filterId: filterByName.Hot });
        expect(knob.config.targetDeviceAliasIds).toEqual([aliasByName.Boiler]);
        expect(alarms.config.alarmSource?.entityAliasId).toBe(aliasByName.Thermostats);
        expect(Object.keys(aliasByName).sort()).toEqual(['Boiler', 'Thermostats']);
        expect(aliasByName.Thermostats).not.toBe('al-thermo');
        // The action that reopened the exported state opens the imported one.
        expect(chart.config.actions!.headerButton[0].targetDashboardStateId).toBe('thermostats');
        expect(target.widgets).toEqual({});
    });

    it('gives a state whose id or name the dashboard has a new name and id, and its self-links follow', () => {
        const target = sourceDashboard();
        const { configuration, stateId, stateName } = mergeFragment(target, exported(), {}, main, counterIds());
        expect(stateName).toBe('Thermostats (2)');
        expect(stateId).toBe('thermostats_(2)');
        expect(configuration.states.thermostats).toBe(target.states.thermostats);
        const chart = Object.values(configuration.widgets).find(widget => widget.config.actions && widget.id !== 'chart')!;
        expect(chart.config.actions!.headerButton[0].targetDashboardStateId).toBe('thermostats_(2)');
    });

    it('reuses a clashing alias when asked (the widgets then point at the dashboard’s own), renames it otherwise', () => {
        const target = { ...emptyConfig(), entityAliases: { mine: { ...thermostatsAlias('mine'), filter: { type: 'deviceType' as const, resolveMultiple: true, deviceType: 'boiler' } } } };
        const renamed = mergeFragment(target, exported(), {}, main, counterIds()).configuration;
        expect(Object.values(renamed.entityAliases).map(alias => alias.alias).sort()).toEqual(['Boiler', 'Thermostats', 'Thermostats (2)']);
        const chartOf = (config: typeof renamed) => Object.values(config.widgets).find(widget => widget.config.datasources?.[0]?.filterId)!;
        expect(renamed.entityAliases[chartOf(renamed).config.datasources![0].entityAliasId!].alias).toBe('Thermostats (2)');

        const reused = mergeFragment(target, exported(), { [clashKey({ kind: 'alias', incomingId: 'al-thermo' })]: 'reuse' }, main, counterIds()).configuration;
        expect(Object.values(reused.entityAliases).map(alias => alias.alias).sort()).toEqual(['Boiler', 'Thermostats']);
        expect(chartOf(reused).config.datasources![0].entityAliasId).toBe('mine');
    });
});

describe('pasting widgets', () => {
    it('places the set at the first free rectangle keeping its arrangement, with the references they need', () => {
        const config = sourceDashboard();
        const copied = widgetsFragment(config, { stateId: 'thermostats', layoutId: 'main' }, ['chart', 'knob']);
        const target = addWidget(emptyConfig(), main, widgetOf('mine', 24, 2));
        const { configuration, widgetCount, stateId } = mergeFragment(target, copied, {}, main, counterIds());
        expect([widgetCount, stateId]).toEqual([2, 'default']);
        const places = configuration.states.default.layouts.main.widgets;
        const pasted = Object.keys(places).filter(id => id !== 'mine');
        expect(pasted.map(id => [configuration.widgets[id].config.title, places[id].row, places[id].col]).sort()).toEqual([
            ['chart', 2, 0],
            ['knob', 2, 8],
        ]);
        expect(Object.values(configuration.entityAliases).map(alias => alias.alias).sort()).toEqual(['Boiler', 'Thermostats']);
    });

    it('pasting into the dashboard it came from reuses its own aliases and filters (same names, same settings)', () => {
        const config = sourceDashboard();
        const copied = widgetsFragment(config, { stateId: 'thermostats', layoutId: 'main' }, ['chart']);
        const { configuration } = mergeFragment(config, copied, {}, { stateId: 'thermostats', layoutId: 'main' }, counterIds());
        expect(configuration.entityAliases).toEqual(config.entityAliases);
        expect(configuration.filters).toEqual(config.filters);
        expect(Object.keys(configuration.widgets)).toHaveLength(5);
    });
});
