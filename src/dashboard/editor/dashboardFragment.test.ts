import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import dashboardSchema from '../../../schemas/documents/dashboard-configuration.json';
import fragmentSchema from '../../../schemas/documents/dashboard-fragment.json';
import { aliasIdsOf, filterIdsOf, stateFileName, stateFragment, widgetsFragment } from './dashboardFragment';
import { sourceDashboard } from './fragmentFixtures';

const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, discriminator: true, strict: true });
ajv.addSchema(dashboardSchema);
const validate = ajv.compile(fragmentSchema);

describe('exporting a state', () => {
    it('carries the state, the widgets of both its layouts and only the aliases and filters they reference', () => {
        const fragment = stateFragment(sourceDashboard(), 'thermostats', { dashboardTitle: 'Boilers', exportedTime: 1 });
        expect(fragment).toMatchObject({ format: 'thingdeck.dashboard-fragment', version: 1, kind: 'state', stateId: 'thermostats' });
        expect(Object.keys(fragment.widgets).sort()).toEqual(['alarms', 'chart', 'knob']);
        expect(Object.keys(fragment.entityAliases).sort()).toEqual(['al-boiler', 'al-thermo']);
        expect(Object.keys(fragment.filters)).toEqual(['fl-hot']);
        expect(fragment.state.layouts.right?.widgets.alarms).toBeDefined();
    });

    it('is a copy: changing it leaves the dashboard as it was', () => {
        const config = sourceDashboard();
        const fragment = stateFragment(config, 'thermostats');
        fragment.widgets.chart.config.title = 'changed';
        fragment.entityAliases['al-thermo'].alias = 'changed';
        expect(config.widgets.chart.config.title).toBe('chart');
        expect(config.entityAliases['al-thermo'].alias).toBe('Thermostats');
    });

    it('is valid against schemas/documents/dashboard-fragment.json, and the schema refuses what is not a fragment', () => {
        const fragment = stateFragment(sourceDashboard(), 'thermostats', { dashboardTitle: 'Boilers', exportedTime: 1 });
        expect(validate(JSON.parse(JSON.stringify(fragment))), JSON.stringify(validate.errors)).toBe(true);
        expect(validate({ ...fragment, version: 2 })).toBe(false);
        expect(validate({ ...fragment, state: undefined })).toBe(false);
        expect(validate({ ...fragment, kind: 'widgets' })).toBe(false);
        expect(validate({ ...fragment, extra: 1 })).toBe(false);
        expect(validate({ ...fragment, widgets: { chart: { id: 'chart' } } })).toBe(false);
    });

    it('names the file after the state', () => {
        expect(stateFileName('Thermostats & boilers')).toBe('thermostats___boilers_state.json');
    });
});

describe('copying widgets', () => {
    it('carries the chosen widgets, their places from the set’s top left corner, and their references', () => {
        const config = sourceDashboard();
        config.states.thermostats.layouts.main.widgets.chart = { sizeX: 8, sizeY: 6, row: 4, col: 6 };
        config.states.thermostats.layouts.main.widgets.knob = { sizeX: 4, sizeY: 3, row: 2, col: 14 };
        const fragment = widgetsFragment(config, { stateId: 'thermostats', layoutId: 'main' }, ['chart', 'knob']);
        expect(fragment.kind).toBe('widgets');
        expect(fragment.layout.widgets.chart).toMatchObject({ row: 2, col: 0 });
        expect(fragment.layout.widgets.knob).toMatchObject({ row: 0, col: 8 });
        expect(Object.keys(fragment.entityAliases).sort()).toEqual(['al-boiler', 'al-thermo']);
        expect(validate(JSON.parse(JSON.stringify(fragment))), JSON.stringify(validate.errors)).toBe(true);
    });

    it('finds references in datasources, the alarm source and RPC target devices', () => {
        const { widgets } = sourceDashboard();
        expect(aliasIdsOf(widgets.chart)).toEqual(['al-thermo']);
        expect(filterIdsOf(widgets.chart)).toEqual(['fl-hot']);
        expect(aliasIdsOf(widgets.knob)).toEqual(['al-boiler']);
        expect(aliasIdsOf(widgets.alarms)).toEqual(['al-thermo']);
    });
});
