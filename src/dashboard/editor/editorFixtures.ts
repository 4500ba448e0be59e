import type { DashboardConfiguration, Widget } from '../model/dashboardConfig';

/** A small configuration for the editor's tests: one root state 'default' with an empty main layout. */
export const emptyConfig = (): DashboardConfiguration => ({
    widgets: {},
    states: { default: { name: 'Dash', root: true, layouts: { main: { widgets: {}, gridSettings: { columns: 24, margin: 10 } } } } },
    entityAliases: {},
    filters: {},
    settings: { stateControllerId: 'entity' },
});

export const widgetOf = (id: string, sizeX = 8, sizeY = 6): Widget => ({
    id,
    bundleAlias: 'cards',
    typeAlias: 'simple_card',
    type: 'latest',
    sizeX,
    sizeY,
    config: { title: id, datasources: [] },
});
