import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import type { EntitySubtype } from '../../../../shared/generated/api.gen';
import { httpClient } from '../../../providers/http/httpClient';

interface SubtypeFieldProps {
    /** ThingsBoard's singular: the tenant's known types come from `/api/{singular}/types`. */
    singular: string;
    value: string;
    onChange(type: string): void;
    label: string;
    error?: string | null;
}

/** One asset/device/edge/entity-view type: any text, the known types offered (shares their cache with the entity forms). */
export const SubtypeField = ({ singular, value, onChange, label, error }: SubtypeFieldProps) => {
    const { data: types = [] } = useQuery({
        queryKey: ['subtypes', singular],
        queryFn: ({ signal }) => httpClient.request<EntitySubtype[]>(`/api/${singular}/types`, { signal, ignoreErrors: true }).catch(() => []),
        select: subtypes => subtypes.map(subtype => subtype.type),
        staleTime: 30_000,
    });
    return (
        <Autocomplete
            freeSolo
            autoSelect
            options={types}
            value={value}
            onChange={(_, picked) => onChange(picked ?? '')}
            onInputChange={(_, text, reason) => reason === 'input' && onChange(text)}
            renderInput={params => <TextField {...params} size="small" required label={label} error={!!error} helperText={error} />}
        />
    );
};
