import type { components } from '../../../../shared/generated/api.gen';
import { httpClient } from '../../../providers/http/httpClient';

export type Lwm2mObject = components['schemas']['LwM2mObject'];

/** LwM2M page size (part2 §9). */
export const LWM2M_PAGE_SIZE = 50;

/** Object models of the resources library whose name matches; errors give none. */
export const searchLwm2mObjects = async (text: string): Promise<Lwm2mObject[]> => {
    try {
        // ThingsBoard answers the page's objects as a bare list.
        return await httpClient.request<Lwm2mObject[]>('/api/resource/lwm2m/page', {
            query: { pageSize: LWM2M_PAGE_SIZE, page: 0, textSearch: text || undefined, sortProperty: 'name', sortOrder: 'ASC' },
            ignoreErrors: true,
            ignoreLoading: true,
        });
    } catch {
        return [];
    }
};

/** The models of the objects a saved profile already uses. */
export const loadLwm2mObjects = async (keyIds: readonly string[]): Promise<Lwm2mObject[]> => {
    if (keyIds.length === 0) return [];
    try {
        return await httpClient.request<Lwm2mObject[]>('/api/resource/lwm2m', {
            query: { sortOrder: 'ASC', sortProperty: 'id', objectIds: keyIds.join(',') },
            ignoreErrors: true,
            ignoreLoading: true,
        });
    } catch {
        return [];
    }
};
