import type { WidgetTemplate } from './frameTemplates';

/** ThingsBoard's widget kinds (descriptor.type). */
export type WidgetKind = 'timeseries' | 'latest' | 'rpc' | 'alarm' | 'static';

/** A JSON schema property of a settings form, as ThingsBoard's settings schemas write them. */
export type SettingsProperty = Record<string, unknown>;

/** A settings form in ThingsBoard's shape: `{schema, form}` (descriptor.settingsSchema, stored as text). */
export interface SettingsForm {
    schema: { type: 'object'; title: string; properties: Record<string, SettingsProperty>; required: string[] };
    form: unknown[];
}

/**
 * One widget type as ThingsBoard's widget library knows it: what the server seeds as the type's descriptor
 * and what the console's gallery and editor read. The console's native component for it is registered by
 * `bundleAlias.typeAlias` in src/dashboard/widgets/catalogue/<bundleAlias>.ts.
 */
export interface WidgetTypeManifest {
    typeAlias: string;
    name: string;
    kind: WidgetKind;
    sizeX: number;
    sizeY: number;
    /** The widget's own settings (config.settings). */
    settingsSchema?: SettingsForm;
    /** The settings of each of its data keys (dataKey.settings). */
    dataKeySettingsSchema?: SettingsForm;
    /** The configuration a new widget of this type starts with (descriptor.defaultConfig). */
    defaultConfig: Record<string, unknown>;
    /** Frame code stored in the descriptor; types without it store a note that the console draws them. */
    template?: WidgetTemplate;
    description?: string;
}

export interface WidgetBundleManifest {
    alias: string;
    title: string;
    types: readonly WidgetTypeManifest[];
}

// ── Builders the bundle files share ──

/** A settings form over the given properties, in their order unless a form layout is given. */
export const settingsForm = (properties: Record<string, SettingsProperty>, form: unknown[] = Object.keys(properties)): SettingsForm => ({
    schema: { type: 'object', title: 'Settings', properties, required: [] },
    form,
});

/** The values a settings form starts with: each property's `default`. */
export const settingsDefaults = (form: SettingsForm): Record<string, unknown> =>
    Object.fromEntries(Object.entries(form.schema.properties).flatMap(([key, property]) => ('default' in property ? [[key, property.default]] : [])));

export const flag = (title: string, value: boolean): SettingsProperty => ({ title, type: 'boolean', default: value });
export const text = (title: string, value?: string): SettingsProperty => ({ title, type: 'string', ...(value === undefined ? {} : { default: value }) });
export const integer = (title: string, value?: number, minimum?: number): SettingsProperty => ({
    title, type: 'integer', ...(value === undefined ? {} : { default: value }), ...(minimum === undefined ? {} : { minimum }),
});
export const number = (title: string, value?: number): SettingsProperty => ({ title, type: 'number', ...(value === undefined ? {} : { default: value }) });
export const choice = (title: string, values: readonly string[], value?: string): SettingsProperty => ({
    title, type: 'string', enum: [...values], ...(value === undefined ? {} : { default: value }),
});

export interface DataKey {
    name: string;
    type: string;
    label: string;
    color?: string;
    settings: Record<string, unknown>;
    funcBody?: string;
}

/** ThingsBoard's function data keys: a random walk, so a new widget shows data at once. */
export const randomKey = (label: string, color: string): DataKey => ({
    name: 'f(x)', type: 'function', label, color, settings: {},
    funcBody: 'var value = prevValue + Math.random() * 20 - 10;\nif (value < -100) value = -100;\nif (value > 100) value = 100;\nreturn value;',
});
export const functionDatasource = (...keys: DataKey[]) => [{ type: 'function', name: 'function', dataKeys: keys }];

/** The frame, title and colours every default configuration shares. */
export const card = (title: string, datasources: unknown[], settings: Record<string, unknown> = {}) => ({
    datasources, showTitle: true, title, backgroundColor: '#fff', color: 'rgba(0, 0, 0, 0.87)', padding: '8px', settings,
});
export const REALTIME_MINUTE = { realtime: { timewindowMs: 60000 }, aggregation: { type: 'NONE', limit: 200 } };
