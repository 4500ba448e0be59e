import type { WidgetTypeManifest } from '../../../shared/widgets/manifest';
import type { EntityAlias, Widget } from '../../dashboard/model/dashboardConfig';

/**
 * The gallery's two aliases: the demo thermostat T1 (a default configuration's function datasource is
 * one source, so most widgets show one device) and all the demo thermostats, for the widgets that list
 * entities (tables, the hierarchy, maps, the alarm table).
 */
export const GALLERY_ALIAS_ID = 'gallery-thermostat';
export const GALLERY_LIST_ALIAS_ID = 'gallery-thermostats';
export const GALLERY_ALIASES: Record<string, EntityAlias> = {
    [GALLERY_ALIAS_ID]: {
        id: GALLERY_ALIAS_ID,
        alias: 'Thermostat T1',
        filter: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: 'Thermostat T1', resolveMultiple: false },
    } as EntityAlias,
    [GALLERY_LIST_ALIAS_ID]: {
        id: GALLERY_LIST_ALIAS_ID,
        alias: 'Thermostats',
        filter: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '', resolveMultiple: true },
    } as EntityAlias,
};

/** Types (by `bundle.type` or a whole bundle) that show a list of entities: they get every thermostat. */
const LISTING = new Set(['cards.entities_table', 'cards.timeseries_table', 'cards.entities_hierarchy', 'alarm_widgets', 'entity_admin_widgets', 'maps_v2']);
const lists = (bundleAlias: string, typeAlias: string) => LISTING.has(bundleAlias) || LISTING.has(`${bundleAlias}.${typeAlias}`);

/** The thermostats' time series, by the role a function key's label names; others take them in turn. */
const LIVE_KEYS = ['temperature', 'humidity'];
/** Keys a map reads from the thermostats' server attributes. */
const ATTRIBUTE_KEYS = new Set(['latitude', 'longitude']);

interface DataKeyShape {
    name: string;
    type: string;
    label?: string;
    [field: string]: unknown;
}

/** A function key of a default configuration bound to the thermostat's own key of the same role. */
function liveKey(key: DataKeyShape, index: number): DataKeyShape {
    if (key.type !== 'function') return key;
    const label = key.label ?? key.name;
    const { funcBody: _random, ...rest } = key;
    if (ATTRIBUTE_KEYS.has(label)) return { ...rest, name: label, type: 'attribute' };
    const named = LIVE_KEYS.find(live => label.toLowerCase().startsWith(live.slice(0, 4)));
    return { ...rest, name: named ?? LIVE_KEYS[index % LIVE_KEYS.length]!, type: 'timeseries' };
}

/** A default configuration's function datasources (random data) turned into the thermostats' live data. */
function liveDatasources(datasources: unknown, aliasId: string): unknown {
    if (!Array.isArray(datasources)) return datasources;
    return datasources.map(datasource => {
        const source = datasource as { type?: string; dataKeys?: DataKeyShape[] };
        if (source.type !== 'function') return datasource;
        return { ...source, type: 'entity', name: undefined, entityAliasId: aliasId, dataKeys: (source.dataKeys ?? []).map(liveKey) };
    });
}

const attribute = (name: string, label = name): DataKeyShape => ({ name, type: 'attribute', label, settings: {} });
const series = (name: string, label = name): DataKeyShape => ({ name, type: 'timeseries', label, settings: {} });

/**
 * The input widgets start without a datasource (one is chosen when they are put on a dashboard); in the
 * gallery each edits a key of T1 that suits it: its alarm thresholds and flags, its readings.
 */
const INPUT_KEYS: Readonly<Record<string, DataKeyShape[]>> = {
    update_multiple_attributes: [attribute('temperatureAlarmThreshold', 'Temperature threshold'), attribute('humidityAlarmThreshold', 'Humidity threshold')],
    ...Object.fromEntries(
        (['server', 'shared'] as const).flatMap(scope => [
            [`update_${scope}_integer_attribute`, [attribute('humidityAlarmThreshold', 'Humidity threshold')]],
            [`update_${scope}_double_attribute`, [attribute('temperatureAlarmThreshold', 'Temperature threshold')]],
            [`update_${scope}_string_attribute`, [attribute('room', 'Room')]],
            [`update_${scope}_boolean_attribute`, [attribute('temperatureAlarmFlag', 'Temperature alarm')]],
            [`update_${scope}_image_attribute`, [attribute('roomPhoto', 'Room photo')]],
            [`update_${scope}_date_attribute`, [attribute('installedAt', 'Installed')]],
            [`update_${scope}_location_attribute`, [attribute('latitude'), attribute('longitude')]],
        ]),
    ),
    update_integer_timeseries: [series('humidity', 'Humidity')],
    update_double_timeseries: [series('temperature', 'Temperature')],
    update_string_timeseries: [series('mode', 'Mode')],
    update_boolean_timeseries: [series('heating', 'Heating')],
    update_location_timeseries: [series('latitude'), series('longitude')],
    update_json_attribute: [attribute('schedule', 'Schedule')],
    web_camera_input: [attribute('roomPhoto', 'Room photo')],
};

/**
 * The widget the gallery shows for a type: its default configuration, with the random function data
 * replaced by the demo thermostats' telemetry, attributes and alarms, inputs given a key of T1, and RPC
 * widgets aimed at T1 (the thermostat simulator answers their calls).
 */
export function galleryWidget(bundleAlias: string, type: WidgetTypeManifest): Widget {
    const aliasId = lists(bundleAlias, type.typeAlias) ? GALLERY_LIST_ALIAS_ID : GALLERY_ALIAS_ID;
    const config = { ...type.defaultConfig } as Record<string, unknown>;
    config.datasources = liveDatasources(config.datasources, aliasId);
    const inputKeys = bundleAlias === 'input_widgets' ? INPUT_KEYS[type.typeAlias] : undefined;
    if (inputKeys) config.datasources = [{ type: 'entity', entityAliasId: aliasId, dataKeys: inputKeys }];
    if (config.alarmSource) config.alarmSource = (liveDatasources([config.alarmSource], aliasId) as unknown[])[0];
    if (type.kind === 'rpc' || Array.isArray(config.targetDeviceAliasIds)) config.targetDeviceAliasIds = [aliasId];
    return {
        id: `gallery-${bundleAlias}-${type.typeAlias}`,
        bundleAlias,
        typeAlias: type.typeAlias,
        type: type.kind,
        sizeX: type.sizeX,
        sizeY: type.sizeY,
        isSystemType: true,
        config,
    } as Widget;
}
