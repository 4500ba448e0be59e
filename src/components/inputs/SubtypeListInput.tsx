import { useQuery } from '@tanstack/react-query';
import type { EntitySubtype } from '../../../shared/generated/api.gen';
import { httpClient } from '../../providers/http/httpClient';
import { KeysListInput, type KeysListInputProps } from './KeysListInput';

export interface SubtypeListInputProps extends Omit<KeysListInputProps, 'options'> {
    /** ThingsBoard's singular: the known types come from `/api/{singular}/types` (asset, device, edge, entityView). */
    singular: string;
}

/** Asset, device, edge or entity-view types as chips, the tenant's known types offered. */
export const SubtypeListInput = ({ singular, ...props }: SubtypeListInputProps) => {
    const { data: types = [] } = useQuery({
        queryKey: ['subtypes', singular],
        queryFn: ({ signal }) => httpClient.request<EntitySubtype[]>(`/api/${singular}/types`, { signal, ignoreErrors: true }).catch(() => []),
        select: subtypes => subtypes.map(subtype => subtype.type),
        staleTime: 30_000,
    });
    return <KeysListInput {...props} options={types} />;
};
