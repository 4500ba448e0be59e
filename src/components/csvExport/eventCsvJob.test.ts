import { describe, expect, it } from 'vitest';
import type { Event } from '../../../shared/generated/api.gen';
import { eventColumns } from '../events/eventColumns';
import { eventCsvJob } from './eventCsvJob';
import { isoDateTime } from './isoDateTime';
import { fakeClient, translate } from './tableCsvJobFixtures';

const CREATED = Date.UTC(2026, 10, 22, 9, 30, 15, 123);
const START = Date.UTC(2026, 10, 1);
const END = Date.UTC(2026, 10, 20);

const event = {
    id: { id: 'e-1' },
    createdTime: CREATED,
    tenantId: { entityType: 'TENANT', id: 't-1' },
    type: 'LC_EVENT',
    uid: 'u',
    entityId: { entityType: 'DEVICE', id: 'd-1' },
    body: { server: 'node-1', event: 'STARTED', success: true, error: { code: 7 } },
} as unknown as Event;

const params = {
    eventType: 'LC_EVENT' as const,
    window: { historyType: 'FIXED' as const, fixedTimewindow: { startTimeMs: START, endTimeMs: END } },
    page: 3,
    pageSize: 30,
    sortOrder: 'ASC' as const,
};
const entity = { entityType: 'DEVICE', entityId: 'd-1', tenantId: 't-1' };

describe('events tab CSV export', () => {
    it("writes the shown type's columns as the tab shows them: ISO time, body fields, the outcome label", () => {
        const { client } = fakeClient([]);
        const job = eventCsvJob({ entity, params, columns: eventColumns('LC_EVENT', translate) }, translate, client);
        expect(job.columns.map(column => column.header)).toEqual(['Event time', 'Server', 'Event', 'Status', 'Error']);
        expect(job.columns.map(column => column.value(event))).toEqual([isoDateTime(CREATED), 'node-1', 'STARTED', 'Success', '{"code":7}']);
    });

    it("posts the tab's event type with its window and order, 1000 a page", async () => {
        const { client, calls } = fakeClient([{ data: [event], totalElements: 1, hasNext: false }]);
        const job = eventCsvJob({ entity, params, columns: eventColumns('LC_EVENT', translate) }, translate, client);
        await job.fetchPage(0, 1000, new AbortController().signal);
        expect(calls[0]!.path).toBe('/api/events/DEVICE/d-1');
        expect(calls[0]!.options.method).toBe('POST');
        expect(calls[0]!.options.body).toEqual({ eventType: 'LC_EVENT' });
        expect(calls[0]!.options.query).toEqual({ tenantId: 't-1', pageSize: 1000, page: 0, sortProperty: 'createdTime', sortOrder: 'ASC', startTime: START, endTime: END });
    });
});
