import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../../providers/http/httpClient';

const NONE: readonly string[] = [];

/** The output labels of a rule chain (GET /api/ruleChain/{id}/output/labels); none while loading, on failure or without a chain. */
export const useOutputLabels = (ruleChainId: string | null): readonly string[] => {
    const labels = useQuery({
        queryKey: ['ruleChainOutputLabels', ruleChainId],
        enabled: ruleChainId !== null,
        queryFn: ({ signal }) =>
            httpClient.request<string[]>(`/api/ruleChain/${ruleChainId}/output/labels`, { signal, ignoreErrors: true, ignoreLoading: true }),
    });
    return labels.data ?? NONE;
};
