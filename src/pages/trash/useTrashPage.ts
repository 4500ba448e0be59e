import { useCallback, useEffect, useState } from 'react';
import type { PageData_TrashEntry, TrashEntityType } from '../../../shared/generated/api.gen';
import { httpClient } from '../../providers/http/httpClient';

export interface TrashListParams {
    page: number;
    pageSize: number;
    textSearch: string;
    entityType: TrashEntityType | '';
}

/** A page of the tenant's trash (GET /api/trash) for the params; `reload` reads it again after a change. */
export function useTrashPage(params: TrashListParams) {
    const [result, setResult] = useState<PageData_TrashEntry | null>(null);
    const [loading, setLoading] = useState(true);
    const [generation, setGeneration] = useState(0);
    const { page, pageSize, textSearch, entityType } = params;

    useEffect(() => {
        let active = true;
        setLoading(true);
        httpClient
            .request<PageData_TrashEntry>('/api/trash', {
                query: { page, pageSize, ...(textSearch ? { textSearch } : {}), ...(entityType ? { entityType } : {}) },
                ignoreLoading: true,
            })
            .then(next => active && setResult(next))
            .catch(() => undefined)
            .finally(() => active && setLoading(false));
        return () => {
            active = false;
        };
    }, [page, pageSize, textSearch, entityType, generation]);

    const reload = useCallback(() => setGeneration(value => value + 1), []);
    return { rows: result?.data ?? [], total: result?.totalElements ?? 0, loading, reload };
}
