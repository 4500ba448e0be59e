import type { EntityVersion, EntityVersionInfo } from '../../../shared/generated/api.gen';
import type { VersionedEntityType } from '../../../shared/history/versionedTypes';
import { ApiError, ERROR_CODES } from '../../providers/http/ApiError';
import { httpClient } from '../../providers/http/httpClient';

export type { EntityVersion, EntityVersionInfo };

/** The entity whose history is shown. */
export interface VersionedEntity {
    entityType: VersionedEntityType;
    id: string;
}

/** How many saves the list shows (the server keeps 100 by default). */
export const HISTORY_PAGE_SIZE = 100;

const base = ({ entityType, id }: VersionedEntity) => `/api/history/${entityType}/${id}/versions`;

/** Versions never change once saved: a read is kept for the session, by entity and number. */
const versions = new Map<string, Promise<EntityVersion>>();

export const historyApi = {
    /** The newest saves first. */
    list: async (entity: VersionedEntity): Promise<EntityVersionInfo[]> => {
        try {
            const page = await httpClient.request<{ data: EntityVersionInfo[] }>(base(entity), { query: { pageSize: HISTORY_PAGE_SIZE, page: 0 }, ignoreErrors: true });
            historySupport.settle(true);
            return page.data;
        } catch (error) {
            if (isMissingEndpoint(error)) historySupport.settle(false);
            throw error;
        }
    },
    read: (entity: VersionedEntity, version: number): Promise<EntityVersion> => {
        const key = `${entity.entityType}/${entity.id}/${version}`;
        let read = versions.get(key);
        if (!read) {
            read = httpClient.request<EntityVersion>(`${base(entity)}/${version}`);
            read.catch(() => versions.delete(key));
            versions.set(key, read);
        }
        return read;
    },
    restore: (entity: VersionedEntity, version: number): Promise<EntityVersion> => httpClient.request<EntityVersion>(`${base(entity)}/${version}/restore`, { method: 'POST' }),
};

/**
 * A server without the history (ThingsBoard itself, `API_URL`) has no such path: it answers 404
 * without ThingsBoard's "item not found" code, which the history answers for an entity it lacks.
 */
const isMissingEndpoint = (error: unknown) => error instanceof ApiError && error.status === 404 && error.errorCode !== ERROR_CODES.itemNotFound;

type Support = 'unknown' | 'supported' | 'unsupported';

/**
 * Whether the server keeps versions, learnt once per session from the first history call (every
 * entity's answer would be the same), so the console hides the history everywhere at once.
 */
export const historySupport = (() => {
    let state: Support = 'unknown';
    const listeners = new Set<() => void>();
    let probe: Promise<void> | null = null;
    return {
        getSnapshot: () => state,
        subscribe: (listener: () => void) => {
            listeners.add(listener);
            return () => listeners.delete(listener);
        },
        settle(supported: boolean) {
            const next: Support = supported ? 'supported' : 'unsupported';
            if (next === state) return;
            state = next;
            for (const listener of listeners) listener();
        },
        /** Asks the server once, with the first entity that shows a history action. */
        probe(entity: VersionedEntity) {
            if (state !== 'unknown' || probe) return;
            probe = historyApi.list(entity).then(
                () => undefined,
                error => {
                    // Any ThingsBoard-shaped answer (403, 404 item not found) comes from a server that has the path.
                    if (!isMissingEndpoint(error)) historySupport.settle(true);
                    probe = null;
                },
            );
        },
    };
})();
