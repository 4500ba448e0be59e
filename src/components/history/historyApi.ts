import type { EntityVersion, EntityVersionInfo } from '../../../shared/generated/api.gen';
import type { VersionedEntityType } from '../../../shared/history/versionedTypes';
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
        // The dialog says itself when the list cannot be read.
        const page = await httpClient.request<{ data: EntityVersionInfo[] }>(base(entity), { query: { pageSize: HISTORY_PAGE_SIZE, page: 0 }, ignoreErrors: true });
        return page.data;
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
