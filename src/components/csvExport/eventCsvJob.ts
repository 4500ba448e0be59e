import type { Event } from '../../../shared/generated/api.gen';
import type { HttpClient } from '../../providers/http/createHttpClient';
import { eventBodyText, successLabel, type EventType } from '../events/eventColumns';
import { eventPageRequest, type EventEntity } from '../events/eventPageRequest';
import type { TimeWindowedParams } from '../events/TimeWindowedPanel';
import { isoDateTime } from './isoDateTime';
import type { Translate } from './listCsvColumns';
import { tableCsvJob } from './tableCsvJob';

/** Columns not read from the event's body as they are. */
const EVENT_CELLS: Readonly<Record<string, (event: Event, translate: Translate) => string>> = {
    createdTime: event => isoDateTime(event.createdTime),
    success: (event, translate) => translate(successLabel(event)),
};

export interface EventCsvView {
    entity: EventEntity;
    params: TimeWindowedParams & { eventType: EventType };
    columns: ReadonlyArray<{ key: string; label: string }>;
}

/** The events tab's export: the shown type's columns, its own request with the type, window and order. */
export const eventCsvJob = ({ entity, params, columns }: EventCsvView, translate: Translate, client: HttpClient, now?: number) =>
    tableCsvJob<Event>({
        columns,
        cellText: (event, key) => EVENT_CELLS[key]?.(event, translate) ?? eventBodyText(event, key),
        request: (page, pageSize, at) => eventPageRequest(entity, { ...params, page, pageSize }, at),
        translate,
        client,
        now,
    });
