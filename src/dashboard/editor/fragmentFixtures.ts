import type { DashboardConfiguration, EntityAlias, Widget } from '../model/dashboardConfig';
import { emptyConfig, widgetOf } from './editorFixtures';

// A source dashboard for the fragment tests: state 'thermostats' shows a chart on alias "Thermostats"
// with filter "Hot", an RPC knob on alias "Boiler" and an alarm table on alias "Thermostats";
// the root state shows a card on alias "Unused", which no export of 'thermostats' may carry.

export const thermostatsAlias = (id = 'al-thermo'): EntityAlias => ({ id, alias: 'Thermostats', filter: { type: 'deviceType', resolveMultiple: true, deviceType: 'thermostat', deviceNameFilter: '' } });

const sourcedWidget = (id: string, aliasId: string, filterId?: string): Widget => ({
    ...widgetOf(id),
    config: { title: id, datasources: [{ type: 'entity', dataKeys: [], entityAliasId: aliasId, ...(filterId ? { filterId } : {}) }] },
});

export const sourceDashboard = (): DashboardConfiguration => {
    const config = emptyConfig();
    return {
        ...config,
        widgets: {
            chart: { ...sourcedWidget('chart', 'al-thermo', 'fl-hot'), config: { ...sourcedWidget('chart', 'al-thermo', 'fl-hot').config, actions: { headerButton: [{ name: 'Again', type: 'openDashboardState', targetDashboardStateId: 'thermostats' }] } } },
            knob: { ...widgetOf('knob'), type: 'rpc', config: { title: 'knob', targetDeviceAliasIds: ['al-boiler'] } },
            alarms: { ...widgetOf('alarms'), type: 'alarm', config: { title: 'alarms', alarmSource: { type: 'entity', dataKeys: [], entityAliasId: 'al-thermo' } } },
            card: sourcedWidget('card', 'al-unused'),
        },
        states: {
            default: { name: 'Overview', root: true, layouts: { main: { widgets: { card: { sizeX: 8, sizeY: 6, row: 0, col: 0 } } } } },
            thermostats: {
                name: 'Thermostats',
                root: false,
                layouts: {
                    main: { widgets: { chart: { sizeX: 8, sizeY: 6, row: 0, col: 0 }, knob: { sizeX: 4, sizeY: 3, row: 0, col: 8 } }, gridSettings: { columns: 24 } },
                    right: { widgets: { alarms: { sizeX: 8, sizeY: 6, row: 0, col: 0 } } },
                },
            },
        },
        entityAliases: {
            'al-thermo': thermostatsAlias(),
            'al-boiler': { id: 'al-boiler', alias: 'Boiler', filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: { entityType: 'DEVICE', id: 'd-1' } } },
            'al-unused': { id: 'al-unused', alias: 'Unused', filter: { type: 'entityType', resolveMultiple: true, entityType: 'ASSET' } },
        },
        filters: {
            'fl-hot': { id: 'fl-hot', filter: 'Hot', editable: true, keyFilters: [{ key: { type: 'TIME_SERIES', key: 'temperature' }, valueType: 'NUMERIC', predicates: [] }] },
            'fl-cold': { id: 'fl-cold', filter: 'Cold', editable: true, keyFilters: [] },
        },
    };
};

/** Ids 'n1', 'n2', … in the order asked. */
export const counterIds = () => {
    let next = 0;
    return () => `n${++next}`;
};
