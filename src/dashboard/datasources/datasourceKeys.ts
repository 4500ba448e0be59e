import { createDataKey } from '../model/dataKeyDefaults';
import type { DataKey, Datasource } from '../model/dashboardConfig';

/** ThingsBoard's predefined data functions (part2 §3.9): bodies of f(time, prevValue). */
export const PREDEFINED_FUNCTIONS = {
    Sin: 'return Math.round(1000*Math.sin(time/5000));',
    Cos: 'return Math.round(1000*Math.cos(time/5000));',
    // A random walk of ±50 per point, two decimals, clamped to ±1000.
    Random:
        'var value = prevValue + Math.random() * 100 - 50;\n' +
        'var multiplier = Math.pow(10, 2 || 0);\n' +
        'var value = Math.round(value * multiplier) / multiplier;\n' +
        'if (value < -1000) {\n\tvalue = -1000;\n} else if (value > 1000) {\n\tvalue = 1000;\n}\n' +
        'return value;',
} as const;

export type PredefinedFunction = keyof typeof PREDEFINED_FUNCTIONS;

const isPredefined = (name: unknown): name is PredefinedFunction => typeof name === 'string' && name in PREDEFINED_FUNCTIONS;

/** A function key's body: its funcBody, else the predefined function its label or name names, else Random. */
export function functionBodyOf(dataKey: DataKey): string {
    if (typeof dataKey.funcBody === 'string' && dataKey.funcBody.trim() !== '') return dataKey.funcBody;
    const named = [dataKey.label, dataKey.name].find(isPredefined);
    return PREDEFINED_FUNCTIONS[named ?? 'Random'];
}

/** A function datasource key, as ThingsBoard adds one: 'f(x)' computing a predefined function. */
export const functionDataKey = (fn: PredefinedFunction, index: number, random?: () => number): DataKey =>
    createDataKey('f(x)', 'function', index, { label: fn, funcBody: PREDEFINED_FUNCTIONS[fn] }, random);

/** The one key of an entityCount datasource: `count`, of type count (part2 §3.2; the server answers a number). */
export const entityCountDataKey = (index: number, label = 'count', random?: () => number): DataKey => createDataKey('count', 'count', index, { label }, random);

/** A new function datasource: ThingsBoard's default, one Sin key. */
export const defaultFunctionDatasource = (random?: () => number): Datasource => ({ type: 'function', name: 'function', dataKeys: [functionDataKey('Sin', 0, random)] });
