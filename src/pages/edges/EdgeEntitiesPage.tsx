import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { EdgeEntityTable } from '../../components/edges/EdgeEntityTable';
import { edgeEntityKindOf } from '../../components/edges/edgeEntityKinds';
import { MissingRelatedRuleChainsAlert } from '../../components/edges/MissingRelatedRuleChainsAlert';
import type { Edge } from '../../../shared/generated/api.gen';
import { useMay } from '../../generic/actions/useMay';
import { httpClient } from '../../providers/http/httpClient';
import { ArrowBack as ArrowBackIcon } from '../../components/display/directionalIcons';

/** /edgeInstances/:edgeId/{assets,devices,entityViews,dashboards,ruleChains}: what the edge holds of one kind. */
const EdgeEntitiesPage = () => {
    const translate = useTranslate();
    const { edgeId = '' } = useParams();
    const kind = edgeEntityKindOf(useLocation().pathname);
    const mayManage = useMay('assign', 'edges');
    const mayList = useMay('list', kind?.route ?? 'edges');
    const edge = useQuery({
        queryKey: ['edge', edgeId],
        queryFn: ({ signal }) => httpClient.request<Edge>(`/api/edge/${edgeId}`, { signal }),
    });
    // Customer users have no rule chains to see.
    if (!kind || !mayList) return <Navigate to="/edgeInstances" replace />;
    const isRuleChains = kind.entityType === 'RULE_CHAIN';
    return (
        <Stack spacing={2} sx={{ mt: 1 }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Button component={Link} to={`/edgeInstances/${edgeId}/show`} size="small" startIcon={<ArrowBackIcon />}>
                    {translate('edge.edge')}
                </Button>
                <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
                    {translate(`${kind.title}-of`, { name: edge.data?.name ?? '' })}
                </Typography>
            </Stack>
            {isRuleChains && <MissingRelatedRuleChainsAlert edgeId={edgeId} />}
            <EdgeEntityTable
                edgeId={edgeId}
                kind={kind}
                rootRuleChainId={edge.data?.rootRuleChainId?.id ?? null}
                mayManage={mayManage}
            />
        </Stack>
    );
};
export default EdgeEntitiesPage;
