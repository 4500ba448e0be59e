import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { upgradeDashboardConfiguration, upgradeDatasource } from './upgradeConfiguration';

const NOW = Date.UTC(2026, 10, 22, 12);
const ids = () => {
    let next = 0;
    return () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;
};
const upgrade = (stored: unknown) => upgradeDashboardConfiguration(stored, { title: 'Old', now: NOW, newId: ids() });
const key = { name: 'temperature', type: 'timeseries' as const };

describe('upgradeDatasource (part2 §3.2)', () => {
    it('turns a device datasource into an entity datasource of a DEVICE', () => {
        expect(upgradeDatasource({ type: 'device', deviceId: 'd-1', deviceName: 'Thermostat T1', deviceAliasId: 'a-1', dataKeys: [key] })).toEqual({
            type: 'entity',
            entityType: 'DEVICE',
            entityId: 'd-1',
            entityName: 'Thermostat T1',
            entityAliasId: 'a-1',
            name: 'Thermostat T1',
            dataKeys: [key],
        });
    });

    it('keeps entity, function and entityCount datasources as they are', () => {
        const entity = { type: 'entity' as const, entityAliasId: 'a-1', name: null, dataKeys: [key] };
        expect(upgradeDatasource(entity)).toBe(entity);
        const fn = { type: 'function' as const, name: 'function', dataKeys: [{ name: 'f(x)', type: 'function' as const }] };
        expect(upgradeDatasource(fn)).toBe(fn);
    });
});

describe('upgradeDashboardConfiguration', () => {
    const deviceWidget = { id: 'w1', bundleAlias: 'cards', typeAlias: 'simple_card', type: 'latest', sizeX: 4, sizeY: 3, row: 1, col: 2,
        config: { datasources: [{ type: 'device', deviceAliasId: '1', dataKeys: [key] }] } };

    it("converts the old deviceAliases map to entity aliases and re-points datasources at the new ids", () => {
        const config = upgrade({
            widgets: { w1: deviceWidget, w2: { ...deviceWidget, id: 'w2', config: { datasources: [], targetDeviceAliasIds: ['2'] } } },
            deviceAliases: {
                1: { alias: 'Thermostats', deviceFilter: { useFilter: true, deviceNameFilter: 'Therm' } },
                2: { alias: 'Listed', deviceFilter: { useFilter: false, deviceList: ['d-1', 'd-2'] } },
                3: { alias: 'One', deviceId: 'd-3' },
            },
        });
        expect(config).not.toHaveProperty('deviceAliases');
        expect(Object.values(config.entityAliases)).toEqual([
            { id: '00000000-0000-4000-8000-000000000001', alias: 'Thermostats', filter: { type: 'entityName', entityType: 'DEVICE', resolveMultiple: false, entityNameFilter: 'Therm' } },
            { id: '00000000-0000-4000-8000-000000000002', alias: 'Listed', filter: { type: 'entityList', entityType: 'DEVICE', resolveMultiple: false, entityList: ['d-1', 'd-2'] } },
            { id: '00000000-0000-4000-8000-000000000003', alias: 'One', filter: { type: 'entityList', entityType: 'DEVICE', resolveMultiple: false, entityList: ['d-3'] } },
        ]);
        expect(config.widgets.w1.config.datasources).toEqual([{ type: 'entity', entityType: 'DEVICE', entityAliasId: '00000000-0000-4000-8000-000000000001', dataKeys: [key] }]);
        expect(config.widgets.w2.config.targetDeviceAliasIds).toEqual(['00000000-0000-4000-8000-000000000002']);
    });

    it('gives 1.x aliases (entityType + entityFilter) a filter and keeps UUID alias ids', () => {
        const id = 'ab8ec8e6-0ff1-4bbc-9c41-2e0e1f1a2d00';
        const config = upgrade({ widgets: {}, entityAliases: { [id]: { id, alias: 'Assets', entityType: 'ASSET', entityFilter: { useFilter: false, entityList: ['x'] } } } });
        expect(config.entityAliases[id]).toEqual({ id, alias: 'Assets', filter: { type: 'entityList', entityType: 'ASSET', resolveMultiple: false, entityList: ['x'] } });
    });

    it('turns a widget list into the map by id and creates the root default state holding every widget', () => {
        const config = upgrade({ widgets: [deviceWidget, { ...deviceWidget, id: undefined, row: 5, col: 0 }] });
        expect(Object.keys(config.widgets)).toEqual(['w1', '00000000-0000-4000-8000-000000000001']);
        expect(config.states).toEqual({
            default: {
                name: 'Old',
                root: true,
                layouts: {
                    main: {
                        widgets: { w1: { sizeX: 4, sizeY: 3, row: 1, col: 2 }, '00000000-0000-4000-8000-000000000001': { sizeX: 4, sizeY: 3, row: 5, col: 0 } },
                        gridSettings: { backgroundColor: '#eeeeee', columns: 24, margin: 10, backgroundSizeMode: '100%' },
                    },
                },
            },
        });
    });

    it("opens the old system chart charts/timeseries as charts/basic_timeseries", () => {
        const chart = { ...deviceWidget, isSystemType: true, bundleAlias: 'charts', typeAlias: 'timeseries', type: 'timeseries' };
        expect(upgrade({ widgets: { w1: chart } }).widgets.w1.typeAlias).toBe('basic_timeseries');
        expect(upgrade({ widgets: { w1: { ...chart, isSystemType: false } } }).widgets.w1.typeAlias).toBe('timeseries');
    });

    it('reads the old margins pair as margin and gives layouts without grid settings the defaults', () => {
        const config = upgrade({ widgets: {}, states: { s: { name: 'S', root: true, layouts: { main: { widgets: {}, gridSettings: { columns: 24, margins: [7, 7] } }, right: { widgets: {} } } } } });
        expect(config.states.s.layouts.main.gridSettings).toEqual({ columns: 24, margin: 7 });
        expect(config.states.s.layouts.right?.gridSettings).toEqual({ backgroundColor: '#eeeeee', columns: 24, margin: 10, backgroundSizeMode: '100%' });
    });

    it('fills missing filters, time window and settings with the defaults', () => {
        const config = upgrade(null);
        expect(config).toMatchObject({ widgets: {}, entityAliases: {}, filters: {}, settings: { stateControllerId: 'entity', toolbarAlwaysOpen: true, showDashboardTimewindow: true } });
        expect(config.timewindow).toMatchObject({ selectedTab: 0, realtime: { timewindowMs: 60_000, interval: 1000 }, aggregation: { type: 'AVG' } });
        expect(config.states.default.root).toBe(true);
        expect(upgrade({ widgets: {}, settings: { showTitle: true } }).settings).toEqual({ showTitle: true, toolbarAlwaysOpen: true });
    });

    it('leaves current dashboards as they are and never modifies its input', () => {
        const stored = (JSON.parse(readFileSync(`${process.cwd()}/tests/fixtures/dashboards/thermostats.json`, 'utf8')) as { configuration: unknown }).configuration;
        const copy = structuredClone(stored);
        expect(upgrade(stored)).toEqual(copy);
        expect(stored).toEqual(copy);
    });
});
