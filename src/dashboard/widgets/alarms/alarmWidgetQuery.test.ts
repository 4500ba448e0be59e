import { describe, expect, it } from 'vitest';
import type { DatasourceTarget } from '../../aliases/datasourceTarget';
import { alarmWidgetQuery, type AlarmPageRequest } from './alarmWidgetQuery';

const target: DatasourceTarget = { entityFilter: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '' }, keyFilters: [], pageSize: 1024, stateEntity: false };
const page: AlarmPageRequest = { page: 2, pageSize: 5, textSearch: ' high ', sortKey: 'severity', sortDirection: 'ASC' };

describe('alarm widget query', () => {
    it("asks for the alarm source's entities with the page, search and sort", () => {
        const query = alarmWidgetQuery(target, {}, { realtime: true, timewindowMs: 86_400_000 }, page);
        expect(query.entityFilter).toBe(target.entityFilter);
        expect(query.pageLink).toEqual({
            page: 2,
            pageSize: 5,
            textSearch: 'high',
            sortOrder: { key: { type: 'ALARM_FIELD', key: 'severity' }, direction: 'ASC' },
            searchPropagatedAlarms: true,
            timeWindow: 86_400_000,
        });
    });

    it('limits statuses by alarmSearchStatus, and severities and types by their lists', () => {
        const query = alarmWidgetQuery(target, { alarmSearchStatus: 'ACTIVE', alarmSeverityList: ['CRITICAL'], alarmTypeList: ['High Temperature'], searchPropagatedAlarms: false }, { realtime: false, startTs: 10, endTs: 20 }, page);
        expect(query.pageLink).toMatchObject({ statusList: ['ACTIVE'], severityList: ['CRITICAL'], typeList: ['High Temperature'], searchPropagatedAlarms: false, startTs: 10, endTs: 20 });
        expect(query.pageLink).not.toHaveProperty('timeWindow');
    });
});
