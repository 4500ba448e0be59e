import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { InputHelperText, required, useInput, type Validator } from 'react-admin';
import type { EntitySubtype } from '../../../shared/generated/api.gen';
import { httpClient } from '../../providers/http/httpClient';
import { maxLengthOf } from './validators';

const SUBTYPE_MAX_LENGTH = 255;

interface SubtypeInputProps {
    source: string;
    label: string;
    /** ThingsBoard's singular: the types come from `/api/{singular}/types`. */
    singular: string;
    requiredKey?: string;
    isRequired?: boolean;
}

/**
 * The asset/device/edge/entity-view type: any text, with the tenant's existing types offered
 * (part 2 §5.1: 255 characters at most, 'X-type-required' when empty).
 */
export const SubtypeInput = ({ source, label, singular, requiredKey, isRequired }: SubtypeInputProps) => {
    const validate: Validator[] = [maxLengthOf(SUBTYPE_MAX_LENGTH)];
    if (isRequired) validate.unshift(required(requiredKey ?? 'ra.validation.required'));
    const { field, fieldState, isRequired: marked } = useInput({ source, validate });
    const { data: types = [] } = useQuery({
        queryKey: ['subtypes', singular],
        queryFn: ({ signal }) =>
            httpClient.request<EntitySubtype[]>(`/api/${singular}/types`, { signal, ignoreErrors: true }),
        select: subtypes => subtypes.map(subtype => subtype.type),
        staleTime: 30_000,
    });
    const error = fieldState.invalid ? fieldState.error?.message : undefined;
    return (
        <Autocomplete
            freeSolo
            autoSelect
            options={types}
            value={(field.value as string | null) ?? ''}
            onChange={(_event, value) => field.onChange(value ?? '')}
            onInputChange={(_event, value, reason) => {
                if (reason === 'input') field.onChange(value);
            }}
            onBlur={field.onBlur}
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
            sx={{ width: '100%' }}
        />
    );
};
