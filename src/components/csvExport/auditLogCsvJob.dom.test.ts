import { describe, expect, it } from 'vitest';
import type { AuditLog } from '../../../shared/generated/api.gen';
import type { AuditLogListParams } from '../auditLogs/useAuditLogPage';
import { auditLogCsvJob } from './auditLogCsvJob';
import { isoDateTime } from './isoDateTime';
import { fakeClient, translate } from './tableCsvJobFixtures';

const CREATED = Date.UTC(2026, 10, 22, 9, 30, 15, 123);
const START = Date.UTC(2026, 10, 1);
const END = Date.UTC(2026, 10, 20);

const entry = {
    id: { id: 'l-1' },
    createdTime: CREATED,
    tenantId: { entityType: 'TENANT', id: 't-1' },
    customerId: { entityType: 'CUSTOMER', id: 'c-1' },
    entityId: { entityType: 'DEVICE', id: 'd-1' },
    entityName: 'Thermostat T1',
    userId: { entityType: 'USER', id: 'u-1' },
    userName: 'tenant@thingsboard.org',
    actionType: 'ADDED',
    actionData: {},
    actionStatus: 'FAILURE',
    actionFailureDetails: 'boom',
} as unknown as AuditLog;

const COLUMNS = [
    { key: 'createdTime', label: 'audit-log.timestamp' },
    { key: 'entityType', label: 'audit-log.entity-type' },
    { key: 'entityName', label: 'audit-log.entity-name' },
    { key: 'userName', label: 'audit-log.user' },
    { key: 'actionType', label: 'audit-log.type' },
    { key: 'actionStatus', label: 'audit-log.status' },
];

const PARAMS: AuditLogListParams = {
    page: 1,
    pageSize: 10,
    sortProperty: 'entityName',
    sortOrder: 'ASC',
    window: { historyType: 'FIXED', fixedTimewindow: { startTimeMs: START, endTimeMs: END } },
    textSearch: 'thermo',
    actionTypes: ['ADDED', 'DELETED'],
};

describe('audit log table CSV export', () => {
    it('writes each column as the table shows it: ISO time, entity type, action type and status labels', () => {
        const { client } = fakeClient([]);
        const job = auditLogCsvJob({ source: { kind: 'tenant' }, params: PARAMS, columns: COLUMNS }, translate, client);
        expect(job.columns.map(column => column.header)).toEqual(['Timestamp', 'Entity type', 'Entity name', 'User', 'Type', 'Status']);
        expect(job.columns.map(column => column.value(entry))).toEqual([isoDateTime(CREATED), 'Device', 'Thermostat T1', 'tenant@thingsboard.org', 'Added', 'Failure']);
    });

    it("asks the table's endpoint with its action types, search, sort and window, 1000 a page", async () => {
        const { client, calls } = fakeClient([{ data: [entry], totalElements: 1, hasNext: false }]);
        const job = auditLogCsvJob({ source: { kind: 'user', userId: 'u-1' }, params: PARAMS, columns: COLUMNS }, translate, client);
        const page = await job.fetchPage(0, 1000, new AbortController().signal);
        expect(page).toEqual({ rows: [entry], totalElements: 1, hasNext: false });
        expect(calls).toHaveLength(1);
        expect(calls[0]!.path).toBe('/api/audit/logs/user/u-1');
        expect(calls[0]!.options.query).toEqual({
            pageSize: 1000,
            page: 0,
            sortProperty: 'entityName',
            sortOrder: 'ASC',
            textSearch: 'thermo',
            startTime: START,
            endTime: END,
            actionTypes: 'ADDED,DELETED',
        });
    });
});
