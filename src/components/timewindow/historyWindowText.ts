import { DateTime } from 'luxon';
import type { HistoryWindow } from './historyWindow';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const PARTS = [
    { key: 'timewindow.days', ms: 86_400_000 },
    { key: 'timewindow.hours', ms: 3_600_000 },
    { key: 'timewindow.minutes', ms: 60_000 },
    { key: 'timewindow.seconds', ms: 1000 },
] as const;

/** "1 day 2 hours": every non-zero part, largest first, as ThingsBoard's milliseconds-to-time-string. */
export function durationText(ms: number, translate: Translate): string {
    let rest = Math.max(0, Math.floor(ms / 1000) * 1000);
    const parts: string[] = [];
    for (const { key, ms: size } of PARTS) {
        const count = Math.floor(rest / size);
        rest -= count * size;
        if (count > 0) parts.push(translate(key, { smart_count: count }));
    }
    return parts.length > 0 ? parts.join(' ') : translate('timewindow.seconds', { smart_count: 0 });
}

/** A period end as the picker shows it. */
export const periodTime = (ms: number): string => DateTime.fromMillis(ms).toFormat('yyyy-MM-dd HH:mm:ss');

/** The button's text (part2 §4, display text; history-only mode has no "History - " prefix). */
export function historyWindowText(window: HistoryWindow, translate: Translate): string {
    if (window.historyType === 'LAST_INTERVAL') return `${translate('timewindow.last-prefix')} ${durationText(window.timewindowMs, translate)}`;
    return translate('timewindow.period', { startTime: periodTime(window.fixedTimewindow.startTimeMs), endTime: periodTime(window.fixedTimewindow.endTimeMs) });
}
