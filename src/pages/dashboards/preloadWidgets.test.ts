import { describe, expect, it, vi } from 'vitest';
import { firstShownWidgetIds, preloadWidgets } from './preloadWidgets';

const loads = vi.hoisted(() => [] as string[]);
// As the catalogue: one loader per native type, none for others.
vi.mock('../../dashboard/widgets/catalogue', () => {
    const loaders = new Map<string, () => Promise<unknown>>();
    return {
        nativeWidgetLoader: ({ bundleAlias, typeAlias }: { bundleAlias: string; typeAlias: string }) => {
            const key = `${bundleAlias}.${typeAlias}`;
            if (bundleAlias === 'custom') return null;
            if (!loaders.has(key)) loaders.set(key, () => (loads.push(key), Promise.resolve(() => null)));
            return loaders.get(key);
        },
    };
});

/** The demo Thermostats dashboard's shape: a chart and a card first, a map in another state. */
const thermostats = {
    widgets: {
        chart: { bundleAlias: 'charts', typeAlias: 'basic_timeseries' },
        card: { bundleAlias: 'cards', typeAlias: 'label_value_card' },
        table: { bundleAlias: 'cards', typeAlias: 'entities_table' },
        mine: { bundleAlias: 'custom', typeAlias: 'gizmo' },
        map: { bundleAlias: 'maps_v2', typeAlias: 'openstreetmap' },
    },
    states: {
        map: { layouts: { main: { widgets: { map: {} } } } },
        default: { root: true, layouts: { main: { widgets: { chart: {}, card: {}, mine: {} } }, right: { widgets: { table: {} } } } },
    },
};

describe('preloading the widgets a dashboard shows first', () => {
    it("takes the root state's layouts, else the state named default, else the first", () => {
        expect(firstShownWidgetIds(thermostats)).toEqual(['chart', 'card', 'mine', 'table']);
        expect(firstShownWidgetIds({ states: { other: { layouts: { main: { widgets: { a: {} } } } }, default: { layouts: { main: { widgets: { b: {} } } } } } })).toEqual(['b']);
        expect(firstShownWidgetIds({ states: { only: { layouts: { main: { widgets: { c: {} } } } } } })).toEqual(['c']);
        expect(firstShownWidgetIds(null)).toEqual([]);
        expect(firstShownWidgetIds({ states: 'broken' })).toEqual([]);
    });

    it('loads the code of those native widgets, once per type, and nothing for other states or unknown types', () => {
        preloadWidgets({ ...thermostats, widgets: { ...thermostats.widgets, chart2: thermostats.widgets.chart }, states: { default: { root: true, layouts: { main: { widgets: { chart: {}, chart2: {}, card: {}, mine: {}, ghost: {} } } } } } });
        expect(loads.sort()).toEqual(['cards.label_value_card', 'charts.basic_timeseries']);
    });
});
