import { isPlainObject } from '../lib/json';

type Json = Record<string, unknown>;

/**
 * ThingsBoard's UI writes `settings: {}` and a random `_hash` on every data key it creates, and
 * `settings: {}` on every widget's config; its widgets read `dataKey.settings.<option>` without a
 * guard, so a key without them leaves the widget spinning (and a dashboard exported from here
 * breaks a real ThingsBoard the same way). A dashboard is stored and answered with them.
 */
function withDataKeyDefaults(key: unknown): unknown {
    if (!isPlainObject(key)) return key;
    const out: Json = { ...key };
    if (!isPlainObject(out.settings)) out.settings = {};
    if (typeof out._hash !== 'number') out._hash = Math.random();
    return out;
}

const withKeyListDefaults = (keys: unknown) => (Array.isArray(keys) ? keys.map(withDataKeyDefaults) : keys);

/** A datasource's keys (dataKeys; latestDataKeys, which later ThingsBoard versions add) with their defaults. */
function withDatasourceDefaults(datasource: unknown): unknown {
    if (!isPlainObject(datasource)) return datasource;
    const out: Json = { ...datasource };
    for (const list of ['dataKeys', 'latestDataKeys']) if (list in out) out[list] = withKeyListDefaults(out[list]);
    return out;
}

function withWidgetDefaults(widget: unknown): unknown {
    if (!isPlainObject(widget) || !isPlainObject(widget.config)) return widget;
    const config: Json = { ...widget.config };
    if (!isPlainObject(config.settings)) config.settings = {};
    if (Array.isArray(config.datasources)) config.datasources = config.datasources.map(withDatasourceDefaults);
    if (isPlainObject(config.alarmSource)) config.alarmSource = withDatasourceDefaults(config.alarmSource);
    return { ...widget, config };
}

/** A dashboard configuration with the fields ThingsBoard always writes; anything else is kept as given. */
export function withDashboardDefaults(configuration: unknown): unknown {
    if (!isPlainObject(configuration)) return configuration;
    const widgets = configuration.widgets;
    if (isPlainObject(widgets)) {
        return { ...configuration, widgets: Object.fromEntries(Object.entries(widgets).map(([id, widget]) => [id, withWidgetDefaults(widget)])) };
    }
    // Dashboards of ThingsBoard 1.x kept their widgets in an array.
    if (Array.isArray(widgets)) return { ...configuration, widgets: widgets.map(withWidgetDefaults) };
    return configuration;
}
