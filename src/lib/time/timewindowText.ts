import { formatDateTime } from '../../providers/i18n/localeFormat';
import { quickIntervalLabelKey } from './quickIntervals';
import { HISTORY_TYPE, REALTIME_TYPE, TIMEWINDOW_TAB, type TimewindowModel } from './timewindow';
import { timezoneAbbreviation } from './timezone';
import { DAY, HOUR, MINUTE, SECOND } from './units';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

const DURATION_PARTS = [
    { key: 'timewindow.days', ms: DAY },
    { key: 'timewindow.hours', ms: HOUR },
    { key: 'timewindow.minutes', ms: MINUTE },
    { key: 'timewindow.seconds', ms: SECOND },
] as const;

/** "1 day 2 hours": every non-zero part, largest first (ThingsBoard's milliseconds-to-time-string). */
export function durationText(ms: number, translate: Translate): string {
    let rest = Math.max(0, Math.floor(ms / SECOND) * SECOND);
    const parts: string[] = [];
    for (const { key, ms: size } of DURATION_PARTS) {
        const count = Math.floor(rest / size);
        rest -= count * size;
        if (count > 0) parts.push(translate(key, { smart_count: count }));
    }
    return parts.length > 0 ? parts.join(' ') : translate('timewindow.seconds', { smart_count: 0 });
}

/** A timestamp as the control writes it, in the window's zone (browser time when null), in the console's language. */
export const formatTimestamp = (ms: number, zone?: string | null): string => formatDateTime(ms, zone);

export interface TimewindowTextOptions {
    historyOnly?: boolean;
    /** Keep the 'History - ' prefix in history-only mode. */
    alwaysDisplayTypePrefix?: boolean;
}

/**
 * The button's text (part2 §4, display text): 'Realtime - ' or 'History - ' (none in history-only
 * mode), then 'last <duration>', a quick interval's name, or 'from <start> to <end>'.
 */
export function timewindowText(model: TimewindowModel, translate: Translate, options: TimewindowTextOptions = {}): string {
    const last = (ms: number) => `${translate('timewindow.last-prefix')} ${durationText(ms, translate)}`;
    if (model.selectedTab === TIMEWINDOW_TAB.REALTIME && !options.historyOnly) {
        const { realtime } = model;
        const what = realtime.realtimeType === REALTIME_TYPE.INTERVAL ? translate(quickIntervalLabelKey(realtime.quickInterval)) : last(realtime.timewindowMs);
        return `${translate('timewindow.realtime')} - ${what}`;
    }
    const prefix = !options.historyOnly || options.alwaysDisplayTypePrefix ? `${translate('timewindow.history')} - ` : '';
    const { history } = model;
    if (history.historyType === HISTORY_TYPE.LAST_INTERVAL) return prefix + last(history.timewindowMs);
    if (history.historyType === HISTORY_TYPE.INTERVAL) return prefix + translate(quickIntervalLabelKey(history.quickInterval));
    const { startTimeMs, endTimeMs } = history.fixedTimewindow;
    return prefix + translate('timewindow.period', { startTime: formatTimestamp(startTimeMs), endTime: formatTimestamp(endTimeMs) });
}

/** The abbreviation shown after the text when the window has a zone, else ''. */
export const timewindowZoneText = (model: Pick<TimewindowModel, 'timezone'>, now: number = Date.now()): string =>
    model.timezone ? timezoneAbbreviation(model.timezone, now) : '';
