import { formatDateTime } from '../../providers/i18n/localeFormat';
import { quickIntervalLabelKey } from './quickIntervals';
import { HISTORY_TYPE, REALTIME_TYPE, TIMEWINDOW_TAB, type TimewindowModel } from './timewindow';
import { timezoneAbbreviation } from './timezone';
import { DAY, HOUR, MINUTE, SECOND } from './units';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

const DURATION_UNITS = [
    { unit: 'days', ms: DAY },
    { unit: 'hours', ms: HOUR },
    { unit: 'minutes', ms: MINUTE },
    { unit: 'seconds', ms: SECOND },
] as const;

type DurationPart = { unit: (typeof DURATION_UNITS)[number]['unit']; count: number };

/** The non-zero parts of a duration, largest first; "0 seconds" when it has none. */
const durationParts = (ms: number): DurationPart[] => {
    let rest = Math.max(0, Math.floor(ms / SECOND) * SECOND);
    const parts: DurationPart[] = [];
    for (const { unit, ms: size } of DURATION_UNITS) {
        const count = Math.floor(rest / size);
        rest -= count * size;
        if (count > 0) parts.push({ unit, count });
    }
    return parts.length > 0 ? parts : [{ unit: 'seconds', count: 0 }];
};

/** "1 day 2 hours": every non-zero part, largest first (ThingsBoard's milliseconds-to-time-string). */
export const durationText = (ms: number, translate: Translate): string =>
    durationParts(ms)
        .map(({ unit, count }) => translate(`timewindow.${unit}`, { smart_count: count }))
        .join(' ');

/**
 * "last 2 days": the word for "last" agrees with the duration's largest part, its number and its
 * gender ("последний 1 день", "последние 2 дня", "последняя 1 минута"), so it is one text per unit.
 */
export const lastDurationText = (ms: number, translate: Translate): string => {
    const [largest] = durationParts(ms);
    return translate(`timewindow.last-duration.${largest!.unit}`, { smart_count: largest!.count, duration: durationText(ms, translate) });
};

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
    const last = (ms: number) => lastDurationText(ms, translate);
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
