import { card, integer, settingsDefaults, settingsForm, text, type DataKey, type SettingsProperty, type WidgetBundleManifest, type WidgetTypeManifest } from '../manifest';

interface GpioEntry {
    pin: number;
    label: string;
    row: number;
    col: number;
    color?: string;
}

const pinItem = (withColor: boolean): SettingsProperty => ({
    title: withColor ? 'Gpio led' : 'Gpio switch',
    type: 'object',
    properties: {
        pin: { title: 'Pin', type: 'number' },
        label: { title: 'Label', type: 'string' },
        row: { title: 'Row', type: 'number' },
        col: { title: 'Column', type: 'number' },
        ...(withColor ? { color: { title: 'Color', type: 'string', default: 'red' } } : {}),
    },
    required: ['pin', 'label', 'row', 'col', ...(withColor ? ['color'] : [])],
});
const request = (title: string, method: string, paramsBody: string): SettingsProperty => ({
    title, type: 'object',
    properties: { method: text('Method name', method), paramsBody: text('Method body', paramsBody) },
});
const CONTROL_SETTINGS = settingsForm({
    gpioList: { title: 'Gpio switches', type: 'array', minItems: 1, items: pinItem(false) },
    requestTimeout: integer('RPC request timeout', 500, 0),
    switchPanelBackgroundColor: text('Switches panel background color', '#008a00'),
    gpioStatusRequest: request('GPIO status request', 'getGpioStatus', '{}'),
    gpioStatusChangeRequest: request('GPIO status change request', 'setGpioStatus', '{\n   "pin": "{$pin}",\n   "enabled": "{$enabled}"\n}'),
    parseGpioStatusFunction: text('Parse gpio status function: f(body, pin)', 'return body[pin] === true;'),
});
const PANEL_SETTINGS = settingsForm({
    gpioList: { title: 'Gpio leds', type: 'array', minItems: 1, items: pinItem(true) },
    ledPanelBackgroundColor: text('LED panel background color', '#008a00'),
});

const BASIC_PINS: GpioEntry[] = [
    { pin: 1, label: 'GPIO 1', row: 0, col: 0 },
    { pin: 2, label: 'GPIO 2', row: 0, col: 1 },
    { pin: 3, label: 'GPIO 3', row: 1, col: 0 },
];
/** The Raspberry Pi's 40-pin header: the GPIO pins by their physical number, labelled with their BCM name. */
const RASPBERRY_PI_PINS: GpioEntry[] = (
    [[3, 'GPIO 2 (SDA)'], [5, 'GPIO 3 (SCL)'], [7, 'GPIO 4 (GPCLK0)'], [8, 'GPIO 14 (TXD)'], [10, 'GPIO 15 (RXD)'], [11, 'GPIO 17'], [12, 'GPIO 18 (PCM_CLK)'],
        [13, 'GPIO 27'], [15, 'GPIO 22'], [16, 'GPIO 23'], [18, 'GPIO 24'], [19, 'GPIO 10 (MOSI)'], [21, 'GPIO 9 (MISO)'], [22, 'GPIO 25'], [23, 'GPIO 11 (SCLK)'],
        [24, 'GPIO 8 (CE0)'], [26, 'GPIO 7 (CE1)'], [29, 'GPIO 5'], [31, 'GPIO 6'], [32, 'GPIO 12'], [33, 'GPIO 13'], [35, 'GPIO 19'], [36, 'GPIO 16'], [37, 'GPIO 26'],
        [38, 'GPIO 20'], [40, 'GPIO 21']] as const
).map(([pin, label]) => ({ pin, label: `${label} (${pin})`, row: Math.floor((pin - 1) / 2), col: (pin - 1) % 2 }));

const LED_COLORS = ['#008000', '#ffff00', '#cf006f', '#00bcd4', '#ff9800'];
const withColors = (pins: GpioEntry[]) => pins.map((pin, index) => ({ ...pin, color: LED_COLORS[index % LED_COLORS.length] }));
/** A function key per pin (labelled with the pin number) that blinks, so a new panel shows its LEDs at once. */
const blinkingKeys = (pins: GpioEntry[]): DataKey[] =>
    pins.map((pin, index) => ({ name: 'f(x)', type: 'function', label: String(pin.pin), color: '#2196f3', settings: {}, funcBody: `return Math.floor(time / 1000) % ${pins.length} === ${index};` }));

const control = (typeAlias: string, name: string, sizeX: number, sizeY: number, pins: GpioEntry[]): WidgetTypeManifest => ({
    typeAlias, name, kind: 'rpc', sizeX, sizeY, settingsSchema: CONTROL_SETTINGS,
    defaultConfig: { ...card(name, [], { ...settingsDefaults(CONTROL_SETTINGS), gpioList: pins }), targetDeviceAliases: [] },
});
const panel = (typeAlias: string, name: string, sizeX: number, sizeY: number, pins: GpioEntry[]): WidgetTypeManifest => ({
    typeAlias, name, kind: 'latest', sizeX, sizeY, settingsSchema: PANEL_SETTINGS,
    defaultConfig: card(name, [{ type: 'function', name: 'function', dataKeys: blinkingKeys(pins) }], { ...settingsDefaults(PANEL_SETTINGS), gpioList: withColors(pins) }),
});

export const bundle: WidgetBundleManifest = {
    alias: 'gpio_widgets',
    title: 'GPIO widgets',
    types: [
        control('basic_gpio_control', 'Basic GPIO Control', 4, 2, BASIC_PINS),
        panel('gpio_panel', 'Basic GPIO Panel', 5, 2, BASIC_PINS),
        panel('raspberry_pi_gpio_panel', 'Raspberry Pi GPIO Panel', 7, 10.5, RASPBERRY_PI_PINS),
        control('raspberry_pi_gpio_control', 'Raspberry Pi GPIO Control', 6, 10.5, RASPBERRY_PI_PINS),
    ],
};
