import { useEffect, useSyncExternalStore } from 'react';
import { historySupport, type VersionedEntity } from './historyApi';

/** Whether this server keeps versions: asks once per session (with this entity if nobody asked yet). */
export const useHistorySupport = (entity: VersionedEntity | null) => {
    const state = useSyncExternalStore(historySupport.subscribe, historySupport.getSnapshot);
    const entityType = entity?.entityType;
    const id = entity?.id;
    useEffect(() => {
        if (entityType && id) historySupport.probe({ entityType, id });
    }, [entityType, id]);
    return state;
};
