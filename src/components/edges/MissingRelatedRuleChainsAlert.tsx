import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { httpClient } from '../../providers/http/httpClient';

/**
 * ThingsBoard's warning on an edge's rule chains: chains of the edge forward messages to chains the
 * edge does not have (GET /api/edge/missingToRelatedRuleChains/{edgeId}: name → missing names).
 */
export const MissingRelatedRuleChainsAlert = ({ edgeId }: { edgeId: string }) => {
    const translate = useTranslate();
    const missing = useQuery({
        queryKey: ['edgeMissingRuleChains', edgeId],
        queryFn: ({ signal }) => httpClient.request<Record<string, string[]>>(`/api/edge/missingToRelatedRuleChains/${edgeId}`, { signal }),
    });
    const entries = Object.entries(missing.data ?? {});
    if (entries.length === 0) return null;
    return (
        <Alert severity="warning" role="alert">
            <AlertTitle>{translate('edge.missing-related-rule-chains-title')}</AlertTitle>
            {translate('edge.missing-related-rule-chains-text')}
            <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
                {entries.map(([chain, targets]) => (
                    <li key={chain}>
                        <strong>{chain}</strong>: {targets.join(', ')}
                    </li>
                ))}
            </ul>
        </Alert>
    );
};
