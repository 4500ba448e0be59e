import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
    InputHelperText,
    required,
    useDataProvider,
    useInput,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { registry } from '../../../resources';
import type { EntityId, ResourceDefinition } from '../../../resources/kernel';
import { routeOf } from '../../providers/data/resourceLookup';
import { NULL_UUID } from '../fieldKinds';
import { useDebouncedValue } from './useDebouncedValue';

const PAGE_SIZE = 10;

/** Entity views point at a device or an asset: the type picks the list. */
const VIEWABLE_TYPES = ['DEVICE', 'ASSET'] as const;

const definitionOfType = (entityType: string): ResourceDefinition | undefined =>
    registry.find(resource => resource.entityType === entityType);

const definitionNamed = (name: string): ResourceDefinition | undefined =>
    registry.find(resource => resource.name === name);

/** The picked id; ThingsBoard's NULL id (an unassigned customer) is no pick and is never fetched. */
const uuidOf = (value: unknown): string | null => {
    const id = typeof value === 'string' ? value : typeof value === 'object' && value !== null ? (value as EntityId).id : null;
    return typeof id === 'string' && id !== '' && id !== NULL_UUID ? id : null;
};

interface EntityReferenceInputProps {
    source: string;
    label: string;
    /** Registry name of the entity picked; absent when the person picks the type first. */
    reference?: string;
    requiredKey?: string;
    isRequired?: boolean;
    /** Store the bare uuid (additionalInfo.defaultDashboardId) instead of an EntityId. */
    asUuid?: boolean;
}

/**
 * An autocomplete over another entity's list, searched as one types (150 ms debounce,
 * ThingsBoard's textSearch). The value stays in ThingsBoard's shape: `{entityType, id}`.
 */
export const EntityReferenceInput = ({
    source,
    label,
    reference,
    requiredKey,
    isRequired,
    asUuid,
}: EntityReferenceInputProps) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider();
    const { field, fieldState, isRequired: marked } = useInput({
        source,
        validate: isRequired ? required(requiredKey ?? 'ra.validation.required') : undefined,
    });
    const current = field.value as EntityId | string | null | undefined;
    const [pickedType, setPickedType] = useState<string>(
        typeof current === 'object' && current?.entityType ? current.entityType : VIEWABLE_TYPES[0]
    );
    const target = reference ? definitionNamed(reference) : definitionOfType(pickedType);
    const [text, setText] = useState('');
    const search = useDebouncedValue(text);
    const currentId = uuidOf(current);

    const { data: options = [] } = useQuery({
        enabled: !!target,
        queryKey: ['entityOptions', target?.name, search],
        queryFn: async () =>
            (
                await dataProvider.getList(routeOf(target!), {
                    pagination: { page: 1, perPage: PAGE_SIZE },
                    sort: { field: target!.titleField, order: 'ASC' },
                    filter: search ? { q: search } : {},
                })
            ).data,
        placeholderData: previous => previous,
    });
    const { data: selected } = useQuery({
        enabled: !!target && !!currentId,
        queryKey: ['entityOption', target?.name, currentId],
        queryFn: async () => (await dataProvider.getOne(routeOf(target!), { id: currentId! })).data,
    });

    const titleOf = (record: RaRecord | null | undefined) =>
        record ? String(record[target?.titleField ?? 'name'] ?? record.id) : '';
    const value: RaRecord | null = currentId ? (options.find(option => option.id === currentId) ?? selected ?? null) : null;
    const error = fieldState.invalid ? fieldState.error?.message : undefined;

    const pick = (record: RaRecord | null) => {
        if (!record || !target) return field.onChange(null);
        field.onChange(asUuid ? String(record.id) : { entityType: target.entityType, id: String(record.id) });
    };

    return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ width: '100%' }}>
            {!reference && (
                <TextField
                    select
                    margin="dense"
                    label={translate('entity.entity-type')}
                    value={pickedType}
                    onChange={event => {
                        setPickedType(event.target.value);
                        field.onChange(null);
                    }}
                    sx={{ flex: { sm: '0 0 200px' } }}
                    helperText=" "
                >
                    {VIEWABLE_TYPES.map(type => (
                        <MenuItem key={type} value={type}>
                            {translate(`resources.${definitionOfType(type)?.name}.name`, { smart_count: 1, _: type })}
                        </MenuItem>
                    ))}
                </TextField>
            )}
            <Autocomplete<RaRecord, false, false, false>
                options={options}
                value={value}
                filterOptions={items => items}
                getOptionLabel={titleOf}
                isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
                onChange={(_event, record) => pick(record)}
                onInputChange={(_event, typed, reason) => {
                    if (reason === 'input') setText(typed);
                    if (reason === 'clear') setText('');
                }}
                onBlur={field.onBlur}
                noOptionsText={translate('entity.no-matching', { text })}
                renderInput={params => (
                    <TextField
                        {...params}
                        name={source}
                        margin="dense"
                        label={label}
                        required={marked}
                        error={!!error}
                        helperText={<InputHelperText error={error} />}
                    />
                )}
                sx={{ flex: 1, minWidth: 0 }}
            />
        </Stack>
    );
};
