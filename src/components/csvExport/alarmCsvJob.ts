import type { AlarmInfo } from '../../../shared/generated/api.gen';
import type { HttpClient } from '../../providers/http/createHttpClient';
import { severityOf, statusLabel } from '../alarms/alarmSeverity';
import { alarmPageRequest, type AlarmListParams, type AlarmSource } from '../alarms/useAlarmPage';
import { isoDateTime } from './isoDateTime';
import type { Translate } from './listCsvColumns';
import { tableCsvJob } from './tableCsvJob';

/** A time the alarm may not have yet (0: never acknowledged, cleared…). */
const time = (ms: number) => (ms > 0 ? isoDateTime(ms) : '');

/** Each alarm table column as text: ISO times, the originator's name, severity and status as their labels. */
const ALARM_CELLS: Readonly<Record<string, (alarm: AlarmInfo, translate: Translate) => string>> = {
    createdTime: alarm => time(alarm.createdTime),
    originator: alarm => alarm.originatorName ?? '',
    type: alarm => alarm.type,
    severity: (alarm, translate) => translate(severityOf(alarm.severity).label, { _: alarm.severity }),
    status: (alarm, translate) => translate(statusLabel(alarm.status), { _: alarm.status }),
    startTs: alarm => time(alarm.startTs),
    endTs: alarm => time(alarm.endTs),
    ackTs: alarm => time(alarm.ackTs),
    clearTs: alarm => time(alarm.clearTs),
};

export interface AlarmCsvView {
    source: AlarmSource;
    params: AlarmListParams;
    columns: ReadonlyArray<{ key: string; label: string }>;
}

/** The alarm table's export: its columns, its own request with its status, window, search and sort. */
export const alarmCsvJob = ({ source, params, columns }: AlarmCsvView, translate: Translate, client: HttpClient, now?: number) =>
    tableCsvJob<AlarmInfo>({
        columns,
        cellText: (alarm, key) => ALARM_CELLS[key]?.(alarm, translate) ?? '',
        request: (page, pageSize, at) => alarmPageRequest(source, { ...params, page, pageSize }, at),
        translate,
        client,
        now,
    });
