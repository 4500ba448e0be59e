import type { WidgetTypeManifest } from '../../../shared/widgets/manifest';
import type { EntityAlias, Widget } from '../../dashboard/model/dashboardConfig';

/** The gallery's one alias: the demo tenant's thermostats, whose telemetry, attributes and alarms the widgets show. */
export const GALLERY_ALIAS_ID = 'gallery-thermostats';
export const GALLERY_ALIASES: Record<string, EntityAlias> = {
    [GALLERY_ALIAS_ID]: {
        id: GALLERY_ALIAS_ID,
        alias: 'Thermostats',
        filter: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '', resolveMultiple: true },
    } as EntityAlias,
};

/** The thermostats' time series in the order a default configuration's function keys are taken over. */
const LIVE_KEYS = ['temperature', 'humidity'];
/** Keys a map reads from the thermostats' server attributes. */
const ATTRIBUTE_KEYS = new Set(['latitude', 'longitude']);

interface FunctionKey {
    name: string;
    type: string;
    label?: string;
    [field: string]: unknown;
}

/** A function key of a default configuration bound to the thermostats' own key of the same role. */
function liveKey(key: FunctionKey, index: number): FunctionKey {
    if (key.type !== 'function') return key;
    const label = key.label ?? key.name;
    const { funcBody: _random, ...rest } = key;
    if (ATTRIBUTE_KEYS.has(label)) return { ...rest, name: label, type: 'attribute' };
    return { ...rest, name: LIVE_KEYS[index % LIVE_KEYS.length]!, type: 'timeseries' };
}

/** A default configuration's function datasources (random data) turned into the thermostats' live data. */
function liveDatasources(datasources: unknown): unknown {
    if (!Array.isArray(datasources)) return datasources;
    return datasources.map(datasource => {
        const source = datasource as { type?: string; dataKeys?: FunctionKey[] };
        if (source.type !== 'function') return datasource;
        return { ...source, type: 'entity', name: undefined, entityAliasId: GALLERY_ALIAS_ID, dataKeys: (source.dataKeys ?? []).map(liveKey) };
    });
}

/**
 * The widget the gallery shows for a type: its default configuration, with the random function data
 * replaced by the demo thermostats' telemetry, attributes and alarms, and RPC widgets aimed at them.
 */
export function galleryWidget(bundleAlias: string, type: WidgetTypeManifest): Widget {
    const config = { ...type.defaultConfig } as Record<string, unknown>;
    config.datasources = liveDatasources(config.datasources);
    if (config.alarmSource) config.alarmSource = (liveDatasources([config.alarmSource]) as unknown[])[0];
    if (type.kind === 'rpc') config.targetDeviceAliasIds = [GALLERY_ALIAS_ID];
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
