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

// ── Gauges, alarm table, controls, inputs and the map (widgets-controls): native widgets, settings as ThingsBoard names them ──
/** A settings form in ThingsBoard's shape ({schema, form}) over the given properties, in their order. */
const controlsSettings = (properties: Record<string, Record<string, unknown>>) => ({ schema: { type: 'object', title: 'Settings', properties, required: [] }, form: Object.keys(properties) });
const BAND = { type: 'object', properties: { from: { type: 'number' }, to: { type: 'number' }, color: { type: 'string' } } };
const GAUGE_SETTINGS = controlsSettings({
    minValue: { title: 'Minimum value', type: 'number', default: 0 },
    maxValue: { title: 'Maximum value', type: 'number', default: 100 },
    unitTitle: { title: 'Unit title', type: 'string' },
    units: { title: 'Units', type: 'string' },
    decimals: { title: 'Decimals', type: 'integer', minimum: 0 },
    majorTicksCount: { title: 'Major ticks count', type: 'integer', default: 10, minimum: 1 },
    minorTicks: { title: 'Minor ticks count', type: 'integer', default: 2, minimum: 0 },
    gaugeType: { title: 'Gauge type', type: 'string', enum: ['arc', 'donut', 'horizontalBar', 'verticalBar'] },
    levelColors: { title: 'Level colours, from min to max', type: 'array', items: { type: 'string' } },
    useFixedLevelColor: { title: 'Use fixed level colours', type: 'boolean', default: false },
    fixedLevelColors: { title: 'Fixed level colours', type: 'array', items: BAND },
    highlights: { title: 'Highlights', type: 'array', items: BAND },
    showMinMax: { title: 'Show min and max', type: 'boolean', default: true },
});
const gaugeType = (bundle: 'analogue_gauges' | 'digital_gauges', alias: string, name: string, size: [number, number], key: string, settings: Record<string, unknown>): SystemWidgetType => ({
    bundle, alias, name, kind: 'latest', sizeX: size[0], sizeY: size[1], settingsSchema: GAUGE_SETTINGS,
    defaultConfig: card(name, functionDatasource(randomKey(key, '#2196f3')), settings),
});
const ALARMS_TABLE_SETTINGS = controlsSettings({
    alarmsTitle: { title: 'Alarms table title', type: 'string' },
    enableSearch: { title: 'Enable alarms search', type: 'boolean', default: true },
    displayPagination: { title: 'Display pagination', type: 'boolean', default: true },
    defaultPageSize: { title: 'Default page size', type: 'integer', default: 10, minimum: 1 },
    allowAcknowledgment: { title: 'Allow alarms acknowledgment', type: 'boolean', default: true },
    allowClear: { title: 'Allow alarms clear', type: 'boolean', default: true },
});
const REQUEST_TIMEOUT = { title: 'RPC request timeout (ms)', type: 'integer', default: 500, minimum: 0 };
const RPC_METHODS = {
    getValueMethod: { title: 'RPC get value method', type: 'string', default: 'getValue' },
    setValueMethod: { title: 'RPC set value method', type: 'string', default: 'setValue' },
};
const RPC_BUTTON_SETTINGS = controlsSettings({
    title: { title: 'Widget title', type: 'string' },
    buttonText: { title: 'Button label', type: 'string', default: 'Send RPC' },
    oneWayElseTwoWay: { title: 'Is one way command', type: 'boolean', default: true },
    showError: { title: 'Show RPC command execution error', type: 'boolean', default: true },
    methodName: { title: 'RPC method', type: 'string', default: 'rpcCommand' },
    methodParams: { title: 'RPC method params', type: 'string', default: '{}' },
    requestTimeout: { ...REQUEST_TIMEOUT, default: 5000 },
});
const SWITCH_SETTINGS = controlsSettings({
    title: { title: 'Switch title', type: 'string' },
    initialValue: { title: 'Initial value', type: 'boolean', default: false },
    showOnOffLabels: { title: 'Show on/off labels', type: 'boolean', default: true },
    retrieveValueMethod: { title: 'Retrieve on/off value using method', type: 'string', enum: ['none', 'rpc', 'attribute', 'timeseries'], default: 'rpc' },
    valueKey: { title: 'Attribute/Timeseries value key', type: 'string', default: 'value' },
    ...RPC_METHODS,
    requestTimeout: REQUEST_TIMEOUT,
});
const KNOB_SETTINGS = controlsSettings({
    title: { title: 'Knob title', type: 'string' },
    minValue: { title: 'Minimum value', type: 'number', default: 0 },
    maxValue: { title: 'Maximum value', type: 'number', default: 100 },
    initialValue: { title: 'Initial value', type: 'number', default: 50 },
    ...RPC_METHODS,
    requestTimeout: REQUEST_TIMEOUT,
});
const defaultsOf = (form: ReturnType<typeof controlsSettings>) =>
    Object.fromEntries(Object.entries(form.schema.properties).flatMap(([key, property]) => ('default' in property ? [[key, property.default]] : [])));
const rpcType = (alias: string, name: string, size: [number, number], settings: ReturnType<typeof controlsSettings>): SystemWidgetType => ({
    bundle: 'control_widgets', alias, name, kind: 'rpc', sizeX: size[0], sizeY: size[1], settingsSchema: settings,
    defaultConfig: { ...card(name, [], defaultsOf(settings)), targetDeviceAliases: [], targetDeviceAliasIds: [] },
});
const MULTIPLE_ATTRIBUTES_SETTINGS = controlsSettings({
    widgetTitle: { title: 'Widget title', type: 'string' },
    showActionButtons: { title: 'Show action buttons', type: 'boolean', default: true },
    updateAllValues: { title: 'Update all values, not only the changed ones', type: 'boolean', default: false },
    saveButtonLabel: { title: 'Save button label', type: 'string' },
    resetButtonLabel: { title: 'Undo button label', type: 'string' },
    showResultMessage: { title: 'Show result message', type: 'boolean', default: true },
    fieldsAlignment: { title: 'Fields alignment', type: 'string', enum: ['row', 'column'], default: 'row' },
    fieldsInRow: { title: 'Fields in a row', type: 'integer', default: 2, minimum: 1 },
});
const INPUT_COMMON = {
    widgetTitle: { title: 'Widget title', type: 'string' },
    showLabel: { title: 'Show label', type: 'boolean', default: true },
    labelValue: { title: 'Label', type: 'string' },
    requiredErrorMessage: { title: "'Required' error message", type: 'string' },
};
const INPUT_END = {
    isRequired: { title: 'Value is required', type: 'boolean', default: true },
    showResultMessage: { title: 'Show result message', type: 'boolean', default: true },
};
/** The single-value updaters' settings by the type of value they write. */
const INPUT_SETTINGS = {
    integer: controlsSettings({ ...INPUT_COMMON, minValue: { title: 'Minimum value', type: 'integer' }, maxValue: { title: 'Maximum value', type: 'integer' }, ...INPUT_END }),
    double: controlsSettings({ ...INPUT_COMMON, minValue: { title: 'Minimum value', type: 'number' }, maxValue: { title: 'Maximum value', type: 'number' }, ...INPUT_END }),
    string: controlsSettings({ ...INPUT_COMMON, minLength: { title: 'Minimum length', type: 'integer', minimum: 0 }, maxLength: { title: 'Maximum length', type: 'integer', minimum: 1 }, ...INPUT_END }),
    boolean: controlsSettings({ widgetTitle: INPUT_COMMON.widgetTitle, trueValue: { title: "Label of 'true'", type: 'string' }, falseValue: { title: "Label of 'false'", type: 'string' }, showResultMessage: INPUT_END.showResultMessage }),
};
const INPUT_VALUE_TYPES = ['integer', 'double', 'string', 'boolean'] as const;
const inputType = (alias: string, name: string, valueType: keyof typeof INPUT_SETTINGS): SystemWidgetType => ({
    bundle: 'input_widgets', alias, name, kind: 'latest', sizeX: 7.5, sizeY: 3, settingsSchema: INPUT_SETTINGS[valueType],
    defaultConfig: card(name, [], defaultsOf(INPUT_SETTINGS[valueType])),
});
const MAP_SETTINGS = controlsSettings({
    latKeyName: { title: 'Latitude key name', type: 'string', default: 'latitude' },
    lngKeyName: { title: 'Longitude key name', type: 'string', default: 'longitude' },
    defaultZoomLevel: { title: 'Default map zoom level (1 - 20)', type: 'integer', minimum: 1, maximum: 20 },
    fitMapBounds: { title: 'Fit map bounds to cover all markers', type: 'boolean', default: true },
});
/** A function key that stays near a point, so a new map shows a marker at once. */
const coordinateKey = (label: string, around: number) => ({
    name: 'f(x)', type: 'function', label, color: '#2196f3', settings: {},
    funcBody: `return ${around} + (Math.random() - 0.5) * 0.002;`,
});

const CONTROLS_WIDGET_TYPES: SystemWidgetType[] = [
    gaugeType('analogue_gauges', 'radial_gauge_canvas_gauges', 'Radial gauge', [6, 5], 'Speed', { minValue: -100, maxValue: 100 }),
    gaugeType('analogue_gauges', 'speed_gauge_canvas_gauges', 'Speed gauge', [7, 5], 'Speed', { minValue: 0, maxValue: 180, majorTicksCount: 9, unitTitle: 'km/h' }),
    gaugeType('analogue_gauges', 'temperature_radial_gauge_canvas_gauges', 'Temperature radial gauge', [6, 5], 'Temp', { minValue: -60, maxValue: 60, majorTicksCount: 12, unitTitle: 'Temperature', highlights: [{ from: 30, to: 60, color: 'rgba(244, 67, 54, .4)' }] }),
    gaugeType('analogue_gauges', 'temperature_gauge_canvas_gauges', 'Thermometer scale', [7, 3], 'Temp', { minValue: -60, maxValue: 60, majorTicksCount: 6, unitTitle: 'Temperature' }),
    gaugeType('analogue_gauges', 'analogue_compass', 'Compass', [6, 5], 'Direction', { minValue: 0, maxValue: 360 }),
    gaugeType('digital_gauges', 'gauge_justgage', 'Gauge', [4, 3], 'Temp', { gaugeType: 'arc' }),
    gaugeType('digital_gauges', 'digital_thermometer', 'Digital thermometer', [3, 3], 'Temp', { minValue: -60, maxValue: 60, gaugeType: 'donut' }),
    gaugeType('digital_gauges', 'digital_speedometer', 'Digital speedometer', [5, 3], 'Speed', { maxValue: 180, gaugeType: 'arc' }),
    gaugeType('digital_gauges', 'neon_gauge_justgage', 'Neon gauge', [5, 3], 'Value', { gaugeType: 'donut', levelColors: ['#00bcd4'] }),
    gaugeType('digital_gauges', 'lcd_gauge', 'LCD gauge', [5, 3], 'Value', { gaugeType: 'arc' }),
    gaugeType('digital_gauges', 'lcd_bar_gauge', 'LCD bar gauge', [2, 3.5], 'Value', { gaugeType: 'verticalBar' }),
    gaugeType('digital_gauges', 'simple_neon_gauge_justgage', 'Simple neon gauge', [3, 3], 'Value', { gaugeType: 'donut', levelColors: ['#00bcd4'] }),
    gaugeType('digital_gauges', 'vertical_bar_justgage', 'Vertical bar', [2, 3.5], 'Value', { gaugeType: 'verticalBar' }),
    gaugeType('digital_gauges', 'simple_gauge_justgage', 'Simple gauge', [2, 2], 'Value', { gaugeType: 'arc' }),
    gaugeType('digital_gauges', 'digital_bar', 'Digital horizontal bar', [6, 2.5], 'Value', { gaugeType: 'horizontalBar' }),
    gaugeType('digital_gauges', 'mini_gauge_justgage', 'Mini gauge', [2, 2], 'Value', { gaugeType: 'donut' }),
    gaugeType('digital_gauges', 'horizontal_bar_justgage', 'Horizontal bar', [7, 3], 'Value', { gaugeType: 'horizontalBar' }),
    gaugeType('digital_gauges', 'digital_vertical_bar', 'Digital vertical bar', [2.5, 4.5], 'Value', { gaugeType: 'verticalBar' }),
    {
        bundle: 'alarm_widgets', alias: 'alarms_table', name: 'Alarms table', kind: 'alarm', sizeX: 10.5, sizeY: 6.5, settingsSchema: ALARMS_TABLE_SETTINGS,
        defaultConfig: {
            ...card('Alarms', [], defaultsOf(ALARMS_TABLE_SETTINGS)),
            alarmSource: { type: 'function', name: 'alarms', dataKeys: ['createdTime', 'originator', 'type', 'severity', 'status'].map(name => ({ name, type: 'alarm', label: name, settings: {} })) },
            alarmSearchStatus: 'ANY',
        },
    },
    rpcType('rpcbutton', 'RPC Button', [4, 2], RPC_BUTTON_SETTINGS),
    rpcType('switch_control', 'Switch Control', [4, 2.5], SWITCH_SETTINGS),
    rpcType('round_switch', 'Round switch', [2.5, 2], SWITCH_SETTINGS),
    rpcType('slide_toggle_control', 'Slide Toggle Control', [3, 1], SWITCH_SETTINGS),
    rpcType('knob_control', 'Knob Control', [5, 4.5], KNOB_SETTINGS),
    {
        bundle: 'input_widgets', alias: 'update_multiple_attributes', name: 'Update Multiple Attributes', kind: 'latest', sizeX: 7.5, sizeY: 3, settingsSchema: MULTIPLE_ATTRIBUTES_SETTINGS,
        defaultConfig: card('Update Multiple Attributes', [], defaultsOf(MULTIPLE_ATTRIBUTES_SETTINGS)),
    },
    ...(['server', 'shared'] as const).flatMap(scope => INPUT_VALUE_TYPES.map(valueType => inputType(`update_${scope}_${valueType}_attribute`, `Update ${scope} ${valueType} attribute`, valueType))),
    ...INPUT_VALUE_TYPES.map(valueType => inputType(`update_${valueType}_timeseries`, `Update ${valueType} timeseries`, valueType)),
    {
        bundle: 'maps_v2', alias: 'openstreetmap', name: 'OpenStreetMap', kind: 'latest', sizeX: 8.5, sizeY: 6, settingsSchema: MAP_SETTINGS,
        defaultConfig: card('OpenStreetMap', [{ type: 'function', name: 'First point', dataKeys: [coordinateKey('latitude', 37.7749), coordinateKey('longitude', -122.4194)] }], { ...defaultsOf(MAP_SETTINGS), defaultZoomLevel: 13 }),
    },
];

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
    ...CONTROLS_WIDGET_TYPES,
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
