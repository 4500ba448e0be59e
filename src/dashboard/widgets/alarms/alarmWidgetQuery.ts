import type { AlarmDataQuery, AlarmSearchStatus, AlarmSeverity } from '../../../../shared/generated/api.gen';
import type { DatasourceTarget } from '../../aliases/datasourceTarget';
import type { WidgetConfig } from '../../model/dashboardConfig';

export interface AlarmPageRequest {
    page: number;
    pageSize: number;
    textSearch: string;
    sortKey: string;
    sortDirection: 'ASC' | 'DESC';
}

/** The window of alarms shown: a realtime window slides (sent as its length), a history window is fixed. */
export type AlarmWindow = { realtime: true; timewindowMs: number } | { realtime: false; startTs: number; endTs: number };

/** The alarm fields every alarm table asks for, as ThingsBoard's default alarm data keys. */
const ALARM_FIELDS = ['createdTime', 'originator', 'type', 'severity', 'status', 'startTs', 'endTs', 'ackTs', 'clearTs'];

const list = <T>(value: unknown): T[] | undefined => (Array.isArray(value) && value.length > 0 ? (value as T[]) : undefined);

/**
 * The alarm data query of an alarm widget (reference §4.6): the entities of its alarm source, the
 * statuses of `alarmSearchStatus` (or `alarmStatusList`), severities and types from its config,
 * propagated alarms when `searchPropagatedAlarms`, the widget's time window, the page, the text
 * search and the sort.
 */
export function alarmWidgetQuery(target: DatasourceTarget, config: WidgetConfig, window: AlarmWindow, page: AlarmPageRequest): AlarmDataQuery {
    const searchStatus = typeof config.alarmSearchStatus === 'string' ? (config.alarmSearchStatus as AlarmSearchStatus) : 'ANY';
    const statusList = list<AlarmSearchStatus>(config.alarmStatusList) ?? (searchStatus === 'ANY' ? undefined : [searchStatus]);
    return {
        entityFilter: target.entityFilter,
        keyFilters: target.keyFilters,
        pageLink: {
            page: page.page,
            pageSize: page.pageSize,
            textSearch: page.textSearch.trim() || null,
            sortOrder: { key: { type: 'ALARM_FIELD', key: page.sortKey }, direction: page.sortDirection },
            searchPropagatedAlarms: config.searchPropagatedAlarms !== false,
            ...(statusList ? { statusList } : {}),
            ...(list<AlarmSeverity>(config.alarmSeverityList) ? { severityList: list<AlarmSeverity>(config.alarmSeverityList) } : {}),
            ...(list<string>(config.alarmTypeList) ? { typeList: list<string>(config.alarmTypeList) } : {}),
            ...(window.realtime ? { timeWindow: window.timewindowMs } : { startTs: window.startTs, endTs: window.endTs }),
        },
        alarmFields: ALARM_FIELDS.map(key => ({ type: 'ALARM_FIELD', key })),
        entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
    };
}
