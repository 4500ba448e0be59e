import type { InputValueType } from './inputValue';
import type { WriteTarget } from './writeValues';

export interface InputVariant {
    target: WriteTarget;
    valueType: InputValueType;
}

const TARGETS: ReadonlyArray<[prefix: string, target: WriteTarget, suffix: string]> = [
    ['update_server_', 'SERVER_SCOPE', '_attribute'],
    ['update_shared_', 'SHARED_SCOPE', '_attribute'],
    ['update_', 'TIMESERIES', '_timeseries'],
];
const VALUE_TYPES: readonly InputValueType[] = ['integer', 'double', 'string', 'boolean'];

/**
 * ThingsBoard's single-value updaters of the input_widgets bundle by type alias, e.g.
 * `input_widgets.update_shared_double_attribute` → shared scope, double.
 */
export const INPUT_VARIANTS: Readonly<Record<string, InputVariant>> = Object.fromEntries(
    TARGETS.flatMap(([prefix, target, suffix]) => VALUE_TYPES.map(valueType => [`input_widgets.${prefix}${valueType}${suffix}`, { target, valueType }])),
);
