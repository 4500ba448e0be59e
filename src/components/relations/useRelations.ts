import { useCallback, useEffect, useState } from 'react';
import { httpClient } from '../../providers/http/httpClient';
import { listQuery, type EntityRef, type RelationDirection, type RelationInfo } from './relationRows';

/** The entity's relations in one direction with the far end's names, loaded again on reload(). */
export function useRelations(entity: EntityRef, direction: RelationDirection) {
    const [relations, setRelations] = useState<RelationInfo[]>([]);
    const [loading, setLoading] = useState(true);
    const [generation, setGeneration] = useState(0);
    const { entityType, id } = entity;

    useEffect(() => {
        let live = true;
        setLoading(true);
        httpClient.request<RelationInfo[]>('/api/relations/info', { query: listQuery(direction, { entityType, id }) }).then(
            answer => {
                if (!live) return;
                setRelations(answer ?? []);
                setLoading(false);
            },
            () => {
                // The http client has reported the failure; the table shows what it had.
                if (live) setLoading(false);
            }
        );
        return () => {
            live = false;
        };
    }, [entityType, id, direction, generation]);

    const reload = useCallback(() => setGeneration(current => current + 1), []);
    return { relations, loading, reload };
}
