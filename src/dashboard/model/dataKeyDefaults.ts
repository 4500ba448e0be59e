import * as muiColors from '@mui/material/colors';
import type { DataKey, DataKeyType } from './dashboardConfig';

/** A widget dropped without a size of its own, and the 'Widget type not found' placeholder (part2 §3.2, §9). */
export const DEFAULT_WIDGET_SIZE = { sizeX: 8, sizeY: 6 } as const;

type Shade = '300' | '400' | '500' | '600' | '700' | '800' | '900' | 'A200' | 'A400' | 'A700';
type Palette = Record<Shade, string>;

/** ThingsBoard's palette order: the families in this order for each shade of SHADES (part2 §3.12). */
const FAMILIES: ReadonlyArray<[name: string, palette: Palette]> = [
    ['blue', muiColors.blue],
    ['green', muiColors.green],
    ['red', muiColors.red],
    ['amber', muiColors.amber],
    ['blue-grey', muiColors.blueGrey],
    ['purple', muiColors.purple],
    ['light-green', muiColors.lightGreen],
    ['indigo', muiColors.indigo],
    ['pink', muiColors.pink],
    ['yellow', muiColors.yellow],
    ['light-blue', muiColors.lightBlue],
    ['orange', muiColors.orange],
    ['deep-purple', muiColors.deepPurple],
    ['lime', muiColors.lime],
    ['teal', muiColors.teal],
    ['brown', muiColors.brown],
    ['cyan', muiColors.cyan],
    ['deep-orange', muiColors.deepOrange],
    // AngularJS Material's grey accents, which ThingsBoard's palette copies, differ from MUI's.
    ['grey', { ...muiColors.grey, A200: '#000000', A400: '#303030' }],
];
const SHADES: readonly Shade[] = ['500', 'A700', '600', '700', '800', '900', '300', '400', 'A200', 'A400'];

/** Every family's 500 first (blue, green, red, amber, blue-grey, …), then every A700, and so on: 190 colours. */
export const DATA_KEY_PALETTE: readonly string[] = SHADES.flatMap(shade => FAMILIES.map(([, palette]) => palette[shade].toLowerCase()));

/** The colour of the index-th data key of a widget: the palette cycled by index. */
export const dataKeyColor = (index: number): string => DATA_KEY_PALETTE[((index % DATA_KEY_PALETTE.length) + DATA_KEY_PALETTE.length) % DATA_KEY_PALETTE.length];

/** The alarm fields a new alarm widget shows, with the i18n keys of their labels (part2 §3.2). */
export const DEFAULT_ALARM_DATA_KEYS: ReadonlyArray<{ name: string; labelKey: string }> = [
    { name: 'createdTime', labelKey: 'alarm.created-time' },
    { name: 'originator', labelKey: 'alarm.originator' },
    { name: 'type', labelKey: 'alarm.type' },
    { name: 'severity', labelKey: 'alarm.severity' },
    { name: 'status', labelKey: 'alarm.status' },
];

export interface DataKeyOptions {
    label?: string;
    color?: string;
    units?: string;
    decimals?: number;
    funcBody?: string;
    postFuncBody?: string;
}

/**
 * A new data key as ThingsBoard's key picker makes it (createKey): label defaults to the name, colour to
 * the palette at the key's index, a post-processing body switches post-processing on; `_hash` tells
 * otherwise equal keys apart.
 */
export function createDataKey(name: string, type: DataKeyType, index: number, options: DataKeyOptions = {}, random: () => number = Math.random): DataKey {
    const key: DataKey = { name, type, label: options.label || name, color: options.color || dataKeyColor(index), settings: {}, _hash: random() };
    if (options.units) key.units = options.units;
    if (options.decimals !== undefined) key.decimals = options.decimals;
    if (options.funcBody !== undefined) key.funcBody = options.funcBody;
    if (options.postFuncBody) {
        key.usePostProcessing = true;
        key.postFuncBody = options.postFuncBody;
    }
    return key;
}

/**
 * The default keys of an alarm widget's alarm source, coloured blue, green, red, amber, blue-grey; the
 * labels are stored translated, as ThingsBoard stores them.
 */
export const defaultAlarmDataKeys = (translate: (key: string) => string, random: () => number = Math.random): DataKey[] =>
    DEFAULT_ALARM_DATA_KEYS.map(({ name, labelKey }, index) => createDataKey(name, 'alarm', index, { label: translate(labelKey) }, random));
