import type { RequestOptions } from '../../providers/http/createHttpClient';
import { timeWindowedPageQuery } from '../timewindow/historyWindow';
import type { EventType } from './eventColumns';
import type { TimeWindowedParams } from './TimeWindowedPanel';

export interface EventEntity {
    entityType: string;
    entityId: string;
    tenantId: string;
}

export const eventsPath = ({ entityType, entityId }: Pick<EventEntity, 'entityType' | 'entityId'>): string => `/api/events/${entityType}/${entityId}`;

/** The events tab's request for a page: the event type, the page link by creation time and the time window (ending at `now`). */
export function eventPageRequest(target: EventEntity, params: TimeWindowedParams & { eventType: EventType }, now: number = Date.now()): { path: string; options: RequestOptions } {
    return {
        path: eventsPath(target),
        options: {
            method: 'POST',
            body: { eventType: params.eventType },
            query: { tenantId: target.tenantId, ...timeWindowedPageQuery({ ...params, sortProperty: 'createdTime' }, now) },
        },
    };
}
