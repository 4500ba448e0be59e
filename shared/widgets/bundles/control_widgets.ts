import { card, choice, flag, integer, number, settingsDefaults, settingsForm, text, type SettingsForm, type WidgetBundleManifest, type WidgetTypeManifest } from '../manifest';

const REQUEST_TIMEOUT = integer('RPC request timeout (ms)', 500, 0);
const RPC_METHODS = {
    getValueMethod: text('RPC get value method', 'getValue'),
    setValueMethod: text('RPC set value method', 'setValue'),
};
const RPC_BUTTON_SETTINGS = settingsForm({
    title: text('Widget title'),
    buttonText: text('Button label', 'Send RPC'),
    oneWayElseTwoWay: flag('Is one way command', true),
    showError: flag('Show RPC command execution error', true),
    methodName: text('RPC method', 'rpcCommand'),
    methodParams: text('RPC method params', '{}'),
    requestTimeout: integer('RPC request timeout (ms)', 5000, 0),
});
const SWITCH_SETTINGS = settingsForm({
    title: text('Switch title'),
    initialValue: flag('Initial value', false),
    showOnOffLabels: flag('Show on/off labels', true),
    retrieveValueMethod: choice('Retrieve on/off value using method', ['none', 'rpc', 'attribute', 'timeseries'], 'rpc'),
    valueKey: text('Attribute/Timeseries value key', 'value'),
    ...RPC_METHODS,
    requestTimeout: REQUEST_TIMEOUT,
});
const KNOB_SETTINGS = settingsForm({
    title: text('Knob title'),
    minValue: number('Minimum value', 0),
    maxValue: number('Maximum value', 100),
    initialValue: number('Initial value', 50),
    ...RPC_METHODS,
    requestTimeout: REQUEST_TIMEOUT,
});
const LED_SETTINGS = settingsForm({
    title: text('LED title'),
    ledColor: text('LED color', '#4caf50'),
    initialValue: flag('Initial value', false),
    performCheckStatus: flag('Perform RPC device status check', false),
    checkStatusMethod: text('RPC check device status method', 'checkStatus'),
    retrieveValueMethod: choice('Retrieve LED status value using method', ['attribute', 'timeseries'], 'attribute'),
    valueAttribute: text('Device attribute/timeseries containing LED status value', 'value'),
    requestTimeout: REQUEST_TIMEOUT,
});

const TERMINAL_SETTINGS = settingsForm({
    requestTimeout: integer('RPC request timeout (ms)', 500, 0),
    requestPersistent: flag('RPC request persistent', false),
    persistentPollingInterval: integer('Polling interval (ms) for the answer of a persistent request', 5000, 1000),
});
const UPDATE_ATTRIBUTES_SETTINGS = settingsForm({
    title: text('Widget title', ''),
    buttonText: text('Button label', 'Update device attribute'),
    entityAttributeType: choice('Device attribute scope', ['SERVER_SCOPE', 'SHARED_SCOPE'], 'SERVER_SCOPE'),
    entityParameters: text('Device attribute parameters', '{}'),
    styleButton: { type: 'object', title: 'Button Style', properties: { isRaised: flag('Raised', true), isPrimary: flag('Primary color', false), bgColor: text('Button background color'), textColor: text('Button text color') } },
});
const PERSISTENT_TABLE_SETTINGS = settingsForm({
    enableFilter: flag('Enable search', true),
    enableStickyHeader: flag('Always display header', true),
    enableStickyAction: flag('Always display actions column', true),
    displayDetails: flag('Display request details', true),
    allowSendRequest: flag('Allow sending requests', true),
    allowDelete: flag('Allow deleting requests', true),
    displayPagination: flag('Display pagination', true),
    defaultPageSize: integer('Default page size', 10, 1),
    defaultSortOrder: text('Default sort order', '-createdTime'),
    displayColumns: { title: 'Columns to display', type: 'array', items: { type: 'string', enum: ['rpcId', 'messageType', 'status', 'method', 'createdTime', 'expirationTime'] }, default: ['rpcId', 'messageType', 'status', 'method', 'createdTime', 'expirationTime'] },
});

/**
 * An RPC widget: no data keys, a target device alias, the settings' defaults. Controls without a title
 * bar (ThingsBoard's showTitle false) name themselves inside their box by `insideTitle`.
 */
const rpcType = (typeAlias: string, name: string, size: [number, number], settings: SettingsForm, insideTitle?: string | null): WidgetTypeManifest => ({
    typeAlias, name, kind: 'rpc', sizeX: size[0], sizeY: size[1], settingsSchema: settings,
    defaultConfig: {
        ...card(name, [], { ...settingsDefaults(settings), ...(insideTitle ? { title: insideTitle } : {}) }),
        ...(insideTitle === undefined ? {} : { showTitle: false }),
        targetDeviceAliases: [],
        targetDeviceAliasIds: [],
    },
});

export const bundle: WidgetBundleManifest = {
    alias: 'control_widgets',
    title: 'Control widgets',
    types: [
        rpcType('rpcbutton', 'RPC Button', [4, 2], RPC_BUTTON_SETTINGS, null),
        rpcType('switch_control', 'Switch Control', [4, 2.5], SWITCH_SETTINGS, 'Switch control'),
        rpcType('round_switch', 'Round switch', [2.5, 2], SWITCH_SETTINGS, 'Round switch'),
        rpcType('slide_toggle_control', 'Slide Toggle Control', [3, 1], SWITCH_SETTINGS, 'Slide toggle control'),
        rpcType('knob_control', 'Knob Control', [5, 4.5], KNOB_SETTINGS, 'Knob control'),
        rpcType('rpc_debug_terminal', 'RPC debug terminal', [9.5, 5.5], TERMINAL_SETTINGS),
        rpcType('rpc_remote_shell', 'RPC remote shell', [9.5, 5.5], settingsForm({ requestTimeout: integer('RPC request timeout (ms)', 500, 0) })),
        rpcType('update_attributes', 'Update device attribute', [4, 2], UPDATE_ATTRIBUTES_SETTINGS, null),
        rpcType('persistent_table', 'Persistent RPC table', [7.5, 4], PERSISTENT_TABLE_SETTINGS),
        {
            typeAlias: 'led_indicator', name: 'Led indicator', kind: 'rpc', sizeX: 2.5, sizeY: 2.5, settingsSchema: LED_SETTINGS,
            defaultConfig: { ...card('Led indicator', [], { ...settingsDefaults(LED_SETTINGS), title: 'LED' }), showTitle: false, targetDeviceAliases: [] },
        },
    ],
};
