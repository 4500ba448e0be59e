import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { httpClient } from '../../../providers/http/httpClient';
import { resolveAlias } from '../../aliases/resolveAlias';
import { MAX_ALIAS_ENTITIES } from '../../aliases/resolveAliasFilter';
import type { EntityAliasFilter } from '../../model/dashboardConfig';
import { viewer } from '../../runtime/entityDatasourceFeeds';

/** How many entity names the preview lists before '…'. */
const SHOWN_NAMES = 5;

/**
 * What a complete alias filter resolves to now for the signed-in user, outside any dashboard state
 * (a state entity alias shows its default entity): the count and the first names.
 */
export const AliasPreview = ({ filter }: { filter: EntityAliasFilter }) => {
    const translate = useTranslate();
    const { data, error, isFetching } = useQuery({
        queryKey: ['aliasPreview', filter],
        queryFn: () => resolveAlias({ id: 'preview', alias: 'preview', filter }, { stateParams: {}, user: viewer().user }, (path, options) => httpClient.request(path, { ...options, ignoreErrors: true })),
        staleTime: 10_000,
        retry: false,
    });
    if (isFetching && !data) {
        return (
            <Stack direction="row" spacing={1} alignItems="center" role="status">
                <CircularProgress size={16} />
                <Typography variant="body2" color="text.secondary">{translate('alias.resolving')}</Typography>
            </Stack>
        );
    }
    if (error) return <Alert severity="warning">{translate('alias.preview-failed')}</Alert>;
    const entities = data ?? [];
    if (entities.length === 0) return <Alert severity="info" role="status">{translate('alias.entity-filter-no-entity-matched')}</Alert>;
    const names = entities.slice(0, SHOWN_NAMES).map(entity => entity.name).join(', ') + (entities.length > SHOWN_NAMES ? ', …' : '');
    const count = entities.length >= MAX_ALIAS_ENTITIES ? `${MAX_ALIAS_ENTITIES}+` : String(entities.length);
    return (
        <Alert severity="success" role="status">
            {translate('alias.resolves-to', { count, smart_count: entities.length })}: {names}
        </Alert>
    );
};
