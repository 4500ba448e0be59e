import type { DataKey } from '../../model/dashboardConfig';
import type { InputValueType } from './inputValue';
import type { WriteTarget } from './writeValues';

/** One field of the Update Multiple Attributes widget, from its data key's settings. */
export interface MultipleField {
    key: string;
    label: string;
    target: WriteTarget;
    valueType: InputValueType;
    /** A boolean drawn as a switch rather than a checkbox. */
    asSwitch: boolean;
    required: boolean;
    readOnly: boolean;
}

const TARGET_BY_KEY_TYPE: Readonly<Record<string, WriteTarget>> = { server: 'SERVER_SCOPE', shared: 'SHARED_SCOPE', timeseries: 'TIMESERIES' };

/** ThingsBoard's dataKeyValueType values and the value each writes. */
const VALUE_TYPE_BY_SETTING: Readonly<Record<string, InputValueType>> = {
    string: 'string',
    double: 'double',
    integer: 'integer',
    booleanCheckbox: 'boolean',
    booleanSwitch: 'boolean',
    dateTime: 'integer',
};

/** The field of a data key: server scope and text unless its settings say otherwise. */
export function multipleFieldOf(dataKey: DataKey, label: string): MultipleField {
    const settings = (dataKey.settings ?? {}) as Record<string, unknown>;
    const valueSetting = typeof settings.dataKeyValueType === 'string' ? settings.dataKeyValueType : 'string';
    return {
        key: dataKey.name,
        label,
        target: TARGET_BY_KEY_TYPE[String(settings.dataKeyType)] ?? 'SERVER_SCOPE',
        valueType: VALUE_TYPE_BY_SETTING[valueSetting] ?? 'string',
        asSwitch: valueSetting === 'booleanSwitch',
        required: settings.required === true,
        readOnly: settings.isEditable === 'readonly' || settings.isEditable === 'disabled',
    };
}
