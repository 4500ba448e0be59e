import type { Transaction } from 'kysely';
import { NULL_UUID, newId, timeOfId } from '../../lib/ids';
import {
    ALARMS_TABLE, BAR_CHART, GAUGE, HTML_CARD, HTML_VALUE_CARD, KEY_VALUE_LIST, LINE_CHART, STATE_CHART, TIMESERIES_TABLE, VALUE_CARD,
    type WidgetTemplate,
} from '../../widgets/systemWidgetTemplates';
import type { Database } from '../schema';

type Kind = 'timeseries' | 'latest' | 'rpc' | 'alarm' | 'static';

/** ThingsBoard's 14 system bundles by alias (reference thingsboard-widgets.md); seeded once a type names one. */
export const SYSTEM_BUNDLE_TITLES = {
    alarm_widgets: 'Alarm widgets',
    analogue_gauges: 'Analogue gauges',
    cards: 'Cards',
    charts: 'Charts',
    control_widgets: 'Control widgets',
    date: 'Date',
    digital_gauges: 'Digital gauges',
    edge_widgets: 'Edge widgets',
    entity_admin_widgets: 'Entity admin widgets',
    gateway_widgets: 'Gateway widgets',
    gpio_widgets: 'GPIO widgets',
    input_widgets: 'Input widgets',
    maps_v2: 'Maps',
    navigation_widgets: 'Navigation widgets',
} as const;

export type SystemBundleAlias = keyof typeof SYSTEM_BUNDLE_TITLES;

export interface SystemWidgetType {
    bundle: SystemBundleAlias;
    alias: string;
    name: string;
    kind: Kind;
    sizeX: number;
    sizeY: number;
    /**
     * HTML, CSS and controller script for the sandboxed widget frame. Types the console draws natively
     * (src/dashboard/widgets/catalogue.ts) may leave it out: the runtime never loads their script.
     */
    template?: WidgetTemplate;
    /** The configuration a new widget of this type starts with (descriptor.defaultConfig, stored as text). */
    defaultConfig: Record<string, unknown>;
    settingsSchema?: Record<string, unknown>;
}

export interface SystemBundle {
    alias: SystemBundleAlias;
    title: string;
    types: SystemWidgetType[];
}

/** ThingsBoard's function data keys: a random walk, so a new widget shows data at once. */
const randomKey = (label: string, color: string) => ({
    name: 'f(x)', type: 'function', label, color, settings: {},
    funcBody: 'var value = prevValue + Math.random() * 20 - 10;\nif (value < -100) value = -100;\nif (value > 100) value = 100;\nreturn value;',
});
const functionDatasource = (...keys: Array<ReturnType<typeof randomKey>>) => [{ type: 'function', name: 'function', dataKeys: keys }];
const card = (title: string, datasources: unknown[], settings: Record<string, unknown> = {}) => ({
    datasources, showTitle: true, title, backgroundColor: '#fff', color: 'rgba(0, 0, 0, 0.87)', padding: '8px', settings,
});
const REALTIME_MINUTE = { realtime: { timewindowMs: 60000 }, aggregation: { type: 'NONE', limit: 200 } };
const chart = (title: string) => ({
    ...card(title, functionDatasource(randomKey('First', '#2196f3'), randomKey('Second', '#4caf50'))),
    timewindow: REALTIME_MINUTE, showLegend: true,
});

const HTML_SETTINGS_SCHEMA = {
    schema: { type: 'object', title: 'Settings', properties: { cardHtml: { title: 'HTML', type: 'string' }, cardCss: { title: 'CSS', type: 'string' } }, required: [] },
    form: [{ key: 'cardHtml', type: 'html' }, { key: 'cardCss', type: 'css' }],
};
const GAUGE_SETTINGS_SCHEMA = {
    schema: { type: 'object', title: 'Settings', properties: { minValue: { title: 'Minimum value', type: 'number', default: 0 }, maxValue: { title: 'Maximum value', type: 'number', default: 100 } } },
    form: ['minValue', 'maxValue'],
};
const ALARM_KEYS = ['createdTime', 'originator', 'type', 'severity', 'status'].map(name => ({ name, type: 'alarm', label: name, settings: {} }));

// ── Cards, tables, navigation and the LED (widgets-cards): native widgets, settings as ThingsBoard names them ──
/** A settings schema in ThingsBoard's form ({schema, form}), read by the widget configuration dialog. */
const settingsSchema = (properties: Record<string, Record<string, unknown>>, form: unknown[] = Object.keys(properties)) => ({
    schema: { type: 'object', title: 'Settings', properties, required: [] },
    form,
});
const flag = (title: string, value: boolean) => ({ title, type: 'boolean', default: value });
const text = (title: string, value?: string) => ({ title, type: 'string', ...(value === undefined ? {} : { default: value }) });
const TABLE_PAGING = { displayPagination: flag('Display pagination', true), defaultPageSize: { title: 'Default page size', type: 'integer', default: 10, minimum: 1 } };
const ENTITIES_TABLE_SETTINGS = settingsSchema({
    entitiesTitle: text('Entities table title'),
    enableSearch: flag('Enable entities search', true),
    enableStickyHeader: flag('Always display header', true),
    displayEntityName: flag('Display entity name column', true),
    entityNameColumnTitle: text('Entity name column title'),
    displayEntityLabel: flag('Display entity label column', false),
    entityLabelColumnTitle: text('Entity label column title'),
    displayEntityType: flag('Display entity type column', false),
    ...TABLE_PAGING,
    defaultSortOrder: text('Default sort order', 'entityName'),
});
const TIMESERIES_TABLE_SETTINGS = settingsSchema({
    enableSearch: flag('Enable search', true),
    enableStickyHeader: flag('Always display header', true),
    showTimestamp: flag('Display timestamp column', true),
    showMilliseconds: flag('Display timestamp milliseconds', false),
    useEntityLabel: flag('Use entity label in tab name', false),
    hideEmptyLines: flag('Hide empty lines', false),
    ...TABLE_PAGING,
});
const MARKDOWN_SETTINGS = settingsSchema(
    { markdownTextPattern: text('Markdown/HTML pattern'), markdownCss: text('Markdown/HTML CSS') },
    [{ key: 'markdownTextPattern', type: 'markdown' }, { key: 'markdownCss', type: 'css' }],
);
const NAVIGATION_CARDS_SETTINGS = settingsSchema({
    filterType: { title: 'Filter type', type: 'string', enum: ['all', 'include', 'exclude'], default: 'all' },
    filter: { title: 'Places (paths such as /devices)', type: 'array', items: { type: 'string' } },
});
const NAVIGATION_CARD_SETTINGS = settingsSchema({ name: text('Name', 'Devices'), icon: text('Icon', 'devices_other'), path: text('Navigation path', '/devices') });
const LED_SETTINGS = settingsSchema({
    title: text('LED title'),
    ledColor: { title: 'LED color', type: 'string', default: '#4caf50' },
    initialValue: flag('Initial value', false),
    performCheckStatus: flag('Perform RPC device status check', false),
    checkStatusMethod: text('RPC check device status method', 'checkStatus'),
    retrieveValueMethod: { title: 'Retrieve LED status value using method', type: 'string', enum: ['attribute', 'timeseries'], default: 'attribute' },
    valueAttribute: text('Device attribute/timeseries containing LED status value', 'value'),
    requestTimeout: { title: 'RPC request timeout (ms)', type: 'integer', default: 500, minimum: 0 },
});
const settingsDefaults = (schema: { schema: { properties: Record<string, Record<string, unknown>> } }) =>
    Object.fromEntries(Object.entries(schema.schema.properties).flatMap(([key, property]) => ('default' in property ? [[key, property.default]] : [])));

const CARDS_WIDGET_TYPES: SystemWidgetType[] = [
    { bundle: 'cards', alias: 'attributes_card', name: 'Attributes card', kind: 'latest', sizeX: 7.5, sizeY: 3, template: KEY_VALUE_LIST, defaultConfig: card('Attributes card', functionDatasource(randomKey('First', '#2196f3'), randomKey('Second', '#4caf50'))) },
    {
        bundle: 'cards', alias: 'entities_table', name: 'Entities table', kind: 'latest', sizeX: 7.5, sizeY: 6.5, settingsSchema: ENTITIES_TABLE_SETTINGS,
        defaultConfig: card('Entities table', functionDatasource(randomKey('Temperature', '#2196f3'), randomKey('Humidity', '#4caf50')), settingsDefaults(ENTITIES_TABLE_SETTINGS)),
    },
    {
        bundle: 'cards', alias: 'timeseries_table', name: 'Timeseries table', kind: 'timeseries', sizeX: 8, sizeY: 6.5, template: TIMESERIES_TABLE, settingsSchema: TIMESERIES_TABLE_SETTINGS,
        defaultConfig: { ...card('Timeseries table', functionDatasource(randomKey('Temp', '#2196f3')), settingsDefaults(TIMESERIES_TABLE_SETTINGS)), timewindow: REALTIME_MINUTE },
    },
    {
        bundle: 'cards', alias: 'markdown_card', name: 'Markdown/HTML Card', kind: 'latest', sizeX: 5, sizeY: 3.5, settingsSchema: MARKDOWN_SETTINGS,
        defaultConfig: card('Markdown/HTML Card', functionDatasource(randomKey('Random', '#2196f3')), {
            markdownTextPattern: '### Markdown/HTML card\n - **Current entity**: ${entityName}.\n - **Current value**: ${Random:1}.',
            markdownCss: '',
        }),
    },
    { bundle: 'navigation_widgets', alias: 'navigation_cards', name: 'Navigation cards', kind: 'static', sizeX: 7, sizeY: 6, settingsSchema: NAVIGATION_CARDS_SETTINGS, defaultConfig: card('Navigation cards', [], { filterType: 'all', filter: [] }) },
    { bundle: 'navigation_widgets', alias: 'navigation_card', name: 'Navigation card', kind: 'static', sizeX: 2.5, sizeY: 2, settingsSchema: NAVIGATION_CARD_SETTINGS, defaultConfig: { ...card('Navigation card', [], settingsDefaults(NAVIGATION_CARD_SETTINGS)), showTitle: false } },
    {
        bundle: 'control_widgets', alias: 'led_indicator', name: 'Led indicator', kind: 'rpc', sizeX: 2.5, sizeY: 2.5, settingsSchema: LED_SETTINGS,
        defaultConfig: { ...card('Led indicator', [], { ...settingsDefaults(LED_SETTINGS), title: 'LED' }), showTitle: false, targetDeviceAliases: [] },
    },
];

/**
 * The system widget types, keyed `${bundle}.${alias}` as in ThingsBoard, so dashboards written for it find
 * them. Each part of the console adds one block; a key listed again in a later block replaces the earlier
 * entry (a native widget restating a type the widget frame served before).
 */
export const SYSTEM_WIDGET_TYPES: readonly SystemWidgetType[] = [
    // ── Widget library: types the sandboxed widget frame runs (examples for authors, and fallbacks) ──
    { bundle: 'charts', alias: 'basic_timeseries', name: 'Timeseries Line Chart', kind: 'timeseries', sizeX: 8, sizeY: 5, template: LINE_CHART, defaultConfig: chart('Timeseries Line Chart') },
    { bundle: 'charts', alias: 'timeseries_bars_flot', name: 'Timeseries Bar Chart', kind: 'timeseries', sizeX: 8, sizeY: 5, template: BAR_CHART, defaultConfig: chart('Timeseries Bar Chart') },
    { bundle: 'charts', alias: 'state_chart', name: 'State Chart', kind: 'timeseries', sizeX: 8, sizeY: 5, template: STATE_CHART, defaultConfig: chart('State Chart') },
    { bundle: 'cards', alias: 'simple_card', name: 'Simple card', kind: 'latest', sizeX: 5, sizeY: 3, template: VALUE_CARD, defaultConfig: card('Simple card', functionDatasource(randomKey('Temp', '#2196f3'))) },
    { bundle: 'cards', alias: 'label_value_card', name: 'Label value card', kind: 'latest', sizeX: 5, sizeY: 3, template: VALUE_CARD, defaultConfig: card('Label value card', functionDatasource(randomKey('Humidity', '#4caf50'))) },
    { bundle: 'cards', alias: 'attributes_card', name: 'Attributes card', kind: 'latest', sizeX: 7.5, sizeY: 3, template: KEY_VALUE_LIST, defaultConfig: card('Attributes card', functionDatasource(randomKey('First', '#2196f3'), randomKey('Second', '#4caf50'))) },
    { bundle: 'cards', alias: 'entities_table', name: 'Entities table', kind: 'latest', sizeX: 7.5, sizeY: 6.5, template: KEY_VALUE_LIST, defaultConfig: card('Entities table', functionDatasource(randomKey('Value', '#2196f3'))) },
    { bundle: 'cards', alias: 'timeseries_table', name: 'Timeseries table', kind: 'timeseries', sizeX: 8, sizeY: 6.5, template: TIMESERIES_TABLE, defaultConfig: { ...card('Timeseries table', functionDatasource(randomKey('Temp', '#2196f3'))), timewindow: REALTIME_MINUTE } },
    { bundle: 'cards', alias: 'html_card', name: 'HTML Card', kind: 'static', sizeX: 7.5, sizeY: 3, template: HTML_CARD, settingsSchema: HTML_SETTINGS_SCHEMA, defaultConfig: card('HTML Card', [], { cardHtml: '<div class="card"><b>HTML code</b> here!</div>', cardCss: '.card { font-size: 16px; }' }) },
    { bundle: 'cards', alias: 'html_value_card', name: 'HTML Value Card', kind: 'latest', sizeX: 7.5, sizeY: 3, template: HTML_VALUE_CARD, settingsSchema: HTML_SETTINGS_SCHEMA, defaultConfig: card('HTML Value Card', functionDatasource(randomKey('Random', '#2196f3')), { cardHtml: '<div>Value: ${Random}</div>' }) },
    { bundle: 'analogue_gauges', alias: 'radial_gauge_canvas_gauges', name: 'Radial gauge', kind: 'latest', sizeX: 6, sizeY: 5, template: GAUGE, settingsSchema: GAUGE_SETTINGS_SCHEMA, defaultConfig: card('Radial gauge', functionDatasource(randomKey('Speed', '#2196f3')), { minValue: -100, maxValue: 100 }) },
    { bundle: 'alarm_widgets', alias: 'alarms_table', name: 'Alarms table', kind: 'alarm', sizeX: 10.5, sizeY: 6.5, template: ALARMS_TABLE, defaultConfig: { ...card('Alarms', []), alarmSource: { type: 'function', name: 'alarms', dataKeys: ALARM_KEYS }, alarmSearchStatus: 'ANY' } },
    ...CARDS_WIDGET_TYPES,
];

/** The seeded library: bundles in ThingsBoard's order, each type once (the last entry of a key wins). */
export function systemWidgetBundles(types: readonly SystemWidgetType[] = SYSTEM_WIDGET_TYPES): SystemBundle[] {
    const byKey = new Map<string, SystemWidgetType>();
    for (const type of types) {
        const key = `${type.bundle}.${type.alias}`;
        byKey.delete(key); // a restated key moves to its new place
        byKey.set(key, type);
    }
    return (Object.keys(SYSTEM_BUNDLE_TITLES) as SystemBundleAlias[])
        .map(alias => ({ alias, title: SYSTEM_BUNDLE_TITLES[alias], types: [...byKey.values()].filter(type => type.bundle === alias) }))
        .filter(bundle => bundle.types.length > 0);
}

export const SYSTEM_WIDGET_BUNDLES: readonly SystemBundle[] = systemWidgetBundles();

/** A native type's descriptor has no frame code: the console draws it (src/dashboard/widgets). */
const NATIVE_TEMPLATE: WidgetTemplate = { templateHtml: '', templateCss: '', controllerScript: '// Drawn natively by the console (src/dashboard/widgets).' };

/**
 * Adds every system bundle and type that is not there yet (matched by alias), so it serves a fresh
 * install and a database seeded before the widget library existed alike.
 */
export async function seedSystemWidgets(trx: Transaction<Database>): Promise<void> {
    for (const bundle of SYSTEM_WIDGET_BUNDLES) {
        const known = await trx.selectFrom('widgets_bundle').select('id').where('tenant_id', '=', NULL_UUID).where('alias', '=', bundle.alias).executeTakeFirst();
        if (!known) {
            const id = newId();
            await trx
                .insertInto('widgets_bundle')
                .values({ id, created_time: timeOfId(id), tenant_id: NULL_UUID, alias: bundle.alias, title: bundle.title, image: null, description: null })
                .execute();
        }
        const present = new Set(
            (await trx.selectFrom('widget_type').select('alias').where('tenant_id', '=', NULL_UUID).where('bundle_alias', '=', bundle.alias).execute()).map(row => row.alias),
        );
        for (const type of bundle.types) {
            if (present.has(type.alias)) continue;
            const id = newId();
            const descriptor = {
                type: type.kind,
                sizeX: type.sizeX,
                sizeY: type.sizeY,
                resources: [],
                ...(type.template ?? NATIVE_TEMPLATE),
                settingsSchema: JSON.stringify(type.settingsSchema ?? {}),
                dataKeySettingsSchema: '{}',
                defaultConfig: JSON.stringify(type.defaultConfig),
            };
            await trx
                .insertInto('widget_type')
                .values({ id, created_time: timeOfId(id), tenant_id: NULL_UUID, bundle_alias: bundle.alias, alias: type.alias, name: type.name, image: null, description: null, descriptor: JSON.stringify(descriptor) })
                .execute();
        }
    }
}
