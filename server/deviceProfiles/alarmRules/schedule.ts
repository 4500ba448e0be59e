import type { AlarmSchedule } from './types';

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterOf(timezone: string): Intl.DateTimeFormat | null {
    if (!formatters.has(timezone)) {
        try {
            formatters.set(
                timezone,
                new Intl.DateTimeFormat('en-US', { timeZone: timezone, weekday: 'short', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }),
            );
        } catch {
            formatters.set(timezone, null);
        }
    }
    return formatters.get(timezone) ?? null;
}

/** The ISO day of week (1 = Monday) and the wall-clock milliseconds since midnight of `ts` in `timezone`. */
export function localTimeOf(ts: number, timezone: string): { dayOfWeek: number; msOfDay: number } | null {
    const formatter = formatterOf(timezone);
    if (!formatter) return null;
    const parts = Object.fromEntries(formatter.formatToParts(new Date(ts)).map(part => [part.type, part.value]));
    const msOfDay = (Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second)) * 1000 + (((ts % 1000) + 1000) % 1000);
    return { dayOfWeek: WEEKDAYS.indexOf(String(parts.weekday)) + 1, msOfDay };
}

/** ThingsBoard's window test: [startsOn, endsOn) within a day, or wrapping past midnight when startsOn > endsOn. */
function withinWindow(msOfDay: number, startsOn: number, endsOn: number): boolean {
    // An end of 0 means the end of the day.
    const end = endsOn === 0 ? DAY_MS : endsOn;
    if (startsOn <= end) return startsOn <= msOfDay && msOfDay < end;
    return startsOn < msOfDay || (0 < msOfDay && msOfDay < end);
}

/** Whether a rule with this schedule is active at `ts`. No schedule, or ANY_TIME, is always active; an unknown time zone never is. */
export function isScheduleActive(schedule: AlarmSchedule | null | undefined, ts: number): boolean {
    if (!schedule || schedule.type === 'ANY_TIME') return true;
    const local = localTimeOf(ts, schedule.timezone);
    if (!local) return false;
    if (schedule.type === 'SPECIFIC_TIME') {
        const days = schedule.daysOfWeek ?? [];
        if (days.length !== 7 && !days.includes(local.dayOfWeek)) return false;
        return withinWindow(local.msOfDay, schedule.startsOn ?? 0, schedule.endsOn ?? 0);
    }
    const item = (schedule.items ?? []).find(candidate => candidate.dayOfWeek === local.dayOfWeek);
    return !!item?.enabled && withinWindow(local.msOfDay, item.startsOn ?? 0, item.endsOn ?? 0);
}
