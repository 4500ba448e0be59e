import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PREDEFINED_FUNCTIONS, type PredefinedFunction } from '../../datasources/datasourceKeys';
import { createDataKey } from '../../model/dataKeyDefaults';
import type { DataKey, DataKeyType, DatasourceType, EntityAlias } from '../../model/dashboardConfig';
import { searchDataKeys, type KeyOption } from './dataKeySearch';
import { keyTypesFor } from './widgetConfigModel';

/** How each key type is named beside its option. */
export const DATA_KEY_TYPE_LABELS: Readonly<Record<DataKeyType, string>> = {
    timeseries: 'datakey.timeseries',
    attribute: 'datakey.attributes',
    entityField: 'datakey.entity-field',
    function: 'datakey.function',
    alarm: 'datakey.alarm',
    count: 'datakey.count',
};

interface DataKeysInputProps {
    kind: string;
    datasourceType: DatasourceType;
    /** The datasource's alias: its entities' keys are offered. */
    alias: EntityAlias | undefined;
    value: DataKey[];
    onChange(keys: DataKey[]): void;
    /** A chip was clicked: open its data key dialog. */
    onEdit(index: number): void;
    /** The index the next key's colour is taken at (keys of every datasource count). */
    colorIndex: number;
    error?: string | null;
}

const FUNCTION_OPTIONS: KeyOption[] = (Object.keys(PREDEFINED_FUNCTIONS) as PredefinedFunction[]).map(name => ({ name, type: 'function' }));

/**
 * A datasource's data keys as coloured chips (a click opens the key's dialog); the autocomplete
 * offers the alias's time-series and attribute keys from find/keys, entity or alarm fields, or
 * the predefined functions; typed text becomes a key of the first offered type.
 */
export const DataKeysInput = ({ kind, datasourceType, alias, value, onChange, onEdit, colorIndex, error }: DataKeysInputProps) => {
    const translate = useTranslate();
    const [text, setText] = useState('');
    const [open, setOpen] = useState(false);
    const keyTypes = keyTypesFor(kind, datasourceType);
    const { data: found = [], isFetching } = useQuery({
        queryKey: ['dataKeys', alias?.filter ?? null, keyTypes, text],
        queryFn: () => searchDataKeys(alias, keyTypes, text),
        enabled: open && datasourceType === 'entity',
        staleTime: 10_000,
    });
    const options = datasourceType === 'function' ? FUNCTION_OPTIONS : datasourceType === 'entityCount' ? [] : found;
    const fixedCount = datasourceType === 'entityCount';

    const keyOf = (picked: KeyOption | string): DataKey => {
        const option = typeof picked === 'string' ? { name: picked.trim(), type: keyTypes[0] } : picked;
        if (option.type !== 'function') return createDataKey(option.name, option.type, colorIndex);
        const predefined = option.name in PREDEFINED_FUNCTIONS ? (option.name as PredefinedFunction) : 'Random';
        return createDataKey('f(x)', 'function', colorIndex, { label: option.name, funcBody: PREDEFINED_FUNCTIONS[predefined] });
    };

    return (
        <Autocomplete<KeyOption | DataKey, true, true, true>
            multiple
            freeSolo
            disableClearable
            open={open && !fixedCount}
            onOpen={() => setOpen(true)}
            onClose={() => setOpen(false)}
            options={options}
            loading={isFetching}
            value={value}
            inputValue={text}
            onInputChange={(_, typed, reason) => reason !== 'reset' && setText(typed)}
            filterOptions={items => items}
            getOptionLabel={option => (typeof option === 'string' ? option : option.name)}
            groupBy={option => translate(DATA_KEY_TYPE_LABELS[(option as KeyOption).type])}
            onChange={(_, _next, reason, details) => {
                if (reason === 'removeOption' && details) return onChange(value.filter(key => key !== details.option));
                const added = details?.option as KeyOption | string | undefined;
                if ((reason === 'selectOption' || reason === 'createOption') && added !== undefined && !(typeof added === 'string' && !added.trim())) {
                    onChange([...value, keyOf(added)]);
                    setText('');
                }
            }}
            renderValue={(keys, getItemProps) =>
                keys.map((key, index) => {
                    const dataKey = key as DataKey;
                    const { key: itemKey, ...itemProps } = getItemProps({ index });
                    return (
                        <Chip
                            key={itemKey}
                            {...itemProps}
                            size="small"
                            icon={<Box component="span" sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: dataKey.color, ml: '6px !important' }} />}
                            label={dataKey.type === 'function' || dataKey.label === dataKey.name ? dataKey.label || dataKey.name : `${dataKey.label} (${dataKey.name})`}
                            title={translate(DATA_KEY_TYPE_LABELS[dataKey.type])}
                            onClick={() => onEdit(index)}
                            onDelete={fixedCount ? undefined : itemProps.onDelete}
                        />
                    );
                })
            }
            renderOption={(props, option) => {
                const { key, ...optionProps } = props as typeof props & { key: string };
                return (
                    <li key={key} {...optionProps}>
                        {(option as KeyOption).name}
                    </li>
                );
            }}
            renderInput={params => (
                <TextField
                    {...params}
                    size="small"
                    label={translate(datasourceType === 'function' ? 'datakey.function-types' : 'datakey.data-keys')}
                    placeholder={fixedCount ? undefined : translate('datakey.add-key-hint')}
                    error={!!error}
                    helperText={error}
                />
            )}
        />
    );
};
