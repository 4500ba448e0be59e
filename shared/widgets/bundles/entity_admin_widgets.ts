import { card, functionDatasource, randomKey, settingsDefaults, type WidgetBundleManifest, type WidgetTypeManifest } from '../manifest';
import { ENTITIES_TABLE_SETTINGS } from './cards';

/**
 * The admin tables' add, edit and delete: custom actions with the icons 'add', 'edit' and 'delete',
 * as ThingsBoard's default configuration has them. The console performs them natively
 * (src/dashboard/widgets/entityAdmin); their bodies only say so.
 */
const adminActions = (entity: 'device' | 'asset', Entity: 'Device' | 'Asset') => {
    const native = `// Thingdeck performs this action natively: the ${entity} admin table's own dialog.`;
    return {
        headerButton: [{ id: `add-${entity}`, name: `Add ${entity}`, icon: 'add', type: 'customPretty', customHtml: '', customCss: '', customFunction: native, customResources: [] }],
        actionCellButton: [
            { id: `edit-${entity}`, name: `Edit ${entity}`, icon: 'edit', type: 'customPretty', customHtml: '', customCss: '', customFunction: native, customResources: [] },
            { id: `delete-${entity}`, name: `Delete ${entity}`, icon: 'delete', type: 'custom', customFunction: native },
        ],
        title: `${Entity} admin table`,
    };
};

const adminTable = (entity: 'device' | 'asset', Entity: 'Device' | 'Asset'): WidgetTypeManifest => {
    const { title, ...actions } = adminActions(entity, Entity);
    return {
        typeAlias: `${entity}_admin_table`, name: title, kind: 'latest', sizeX: 7.5, sizeY: 6.5, settingsSchema: ENTITIES_TABLE_SETTINGS,
        defaultConfig: {
            ...card(title, functionDatasource(randomKey('Random', '#f44336')), { ...settingsDefaults(ENTITIES_TABLE_SETTINGS), entitiesTitle: title, displayEntityType: true }),
            actions,
        },
    };
};

export const bundle: WidgetBundleManifest = {
    alias: 'entity_admin_widgets',
    title: 'Entity admin widgets',
    types: [adminTable('device', 'Device'), adminTable('asset', 'Asset')],
};
