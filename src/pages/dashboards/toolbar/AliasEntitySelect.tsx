import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import type { EntityId } from '../../../../shared/generated/api.gen';
import type { AliasStateParams } from '../../../dashboard/aliases/aliasContext';
import { resolveAlias } from '../../../dashboard/aliases/resolveAlias';
import type { EntityAlias } from '../../../dashboard/model/dashboardConfig';
import { viewer } from '../../../dashboard/runtime/entityDatasourceFeeds';
import { httpClient } from '../../../providers/http/httpClient';
import { isSelectableAlias, listingAlias, type AliasSelections } from './aliasSelections';

export interface AliasEntitySelectProps {
    /** The dashboard's own aliases, before any pick. */
    aliases: Record<string, EntityAlias>;
    stateParams: AliasStateParams;
    selections: AliasSelections;
    onSelect: (aliasId: string, entityId: EntityId) => void;
}

/**
 * ThingsBoard's aliases entity select (settings.showEntitiesSelect): one select per alias that shows
 * one entity of several; the pick becomes what that alias stands for in every widget.
 */
export const AliasEntitySelect = ({ aliases, stateParams, selections, onSelect }: AliasEntitySelectProps) => (
    <>
        {Object.values(aliases)
            .filter(isSelectableAlias)
            .map(alias => (
                <OneAliasSelect key={alias.id} alias={alias} stateParams={stateParams} selected={selections[alias.id]} onSelect={entityId => onSelect(alias.id, entityId)} />
            ))}
    </>
);

interface OneAliasSelectProps {
    alias: EntityAlias;
    stateParams: AliasStateParams;
    selected: EntityId | undefined;
    onSelect: (entityId: EntityId) => void;
}

const OneAliasSelect = ({ alias, stateParams, selected, onSelect }: OneAliasSelectProps) => {
    const { data: entities = [] } = useQuery({
        queryKey: ['aliasEntitySelect', alias, stateParams],
        queryFn: () => resolveAlias(listingAlias(alias), { stateParams, user: viewer().user }, (path, options) => httpClient.request(path, { ...options, ignoreErrors: true })),
        staleTime: 30_000,
        retry: false,
    });
    // A single entity leaves nothing to choose.
    if (entities.length < 2) return null;
    // Before a pick the alias shows its first entity, as its widgets do.
    const value = entities.some(entity => entity.entityId.id === selected?.id) ? selected!.id : entities[0].entityId.id;
    return (
        <TextField
            select
            size="small"
            label={alias.alias}
            value={value}
            onChange={event => {
                const entity = entities.find(candidate => candidate.entityId.id === event.target.value);
                if (entity) onSelect(entity.entityId);
            }}
            sx={{ minWidth: 160, maxWidth: 240 }}
        >
            {entities.map(entity => (
                <MenuItem key={entity.entityId.id} value={entity.entityId.id}>
                    {entity.label || entity.name}
                </MenuItem>
            ))}
        </TextField>
    );
};
