import { intervalChoices, nearestPredefinedInterval, boundMaxInterval, boundMinInterval } from './aggregation';
import { DAY, HOUR, MINUTE, SECOND } from './units';

/** The advanced time-interval editor's fields (part2 §4). */
export interface TimeIntervalParts {
    days: number;
    hours: number;
    minutes: number;
    seconds: number;
}

/** The default value of the editor: 1 minute. */
export const DEFAULT_TIME_INTERVAL = MINUTE;

export const partsOf = (ms: number): TimeIntervalParts => {
    const total = Math.floor(ms / SECOND);
    return {
        days: Math.floor(total / 86_400),
        hours: Math.floor((total % 86_400) / 3600),
        minutes: Math.floor((total % 3600) / 60),
        seconds: total % 60,
    };
};

/** The interval the fields stand for, or null when it is 0 or less (part2 §4). */
export const msOfParts = ({ days, hours, minutes, seconds }: TimeIntervalParts): number | null => {
    const ms = days * DAY + hours * HOUR + minutes * MINUTE + seconds * SECOND;
    return Number.isFinite(ms) && ms > 0 ? ms : null;
};

type Field = keyof TimeIntervalParts;
/** Each field's size in its larger neighbour, and that neighbour. */
const CARRY: Partial<Record<Field, { size: number; into: Field }>> = {
    seconds: { size: 60, into: 'minutes' },
    minutes: { size: 60, into: 'hours' },
    hours: { size: 24, into: 'days' },
};
const LARGER: Record<Field, Field[]> = { seconds: ['days', 'hours', 'minutes'], minutes: ['days', 'hours'], hours: ['days'], days: [] };

/**
 * The fields after `field` was typed (part2 §4): 60+ seconds carry a minute, 60+ minutes an hour,
 * 24+ hours a day; a negative value borrows one from the next larger unit, or becomes 0 when the
 * larger units are all 0. Days never go negative. A carry or borrow ripples upward.
 */
export function settleParts(parts: TimeIntervalParts, field: Field): TimeIntervalParts {
    const next = { ...parts };
    let current: Field | undefined = field;
    while (current) {
        const carry: { size: number; into: Field } | undefined = CARRY[current];
        const value = next[current];
        if (!carry) {
            if (value < 0) next[current] = 0;
            break;
        }
        if (value < 0) {
            if (LARGER[current].some(larger => next[larger] > 0)) {
                next[current] = value + carry.size;
                next[carry.into] -= 1;
            } else {
                next[current] = 0;
                break;
            }
        } else if (value >= carry.size) {
            next[current] = value - carry.size;
            next[carry.into] += 1;
        } else {
            break;
        }
        current = carry.into;
    }
    return next;
}

/**
 * The value the editor keeps for `intervalMs` between `min` and `max` (part2 §4): clamped into
 * the rounded bounds and, in simple mode, snapped to the nearest predefined interval.
 */
export function boundEditorInterval(intervalMs: number, min: number | undefined, max: number | undefined, advanced: boolean): number {
    const low = boundMinInterval(min);
    const high = boundMaxInterval(max);
    const clamped = Math.min(Math.max(intervalMs, low), high);
    return advanced ? clamped : nearestPredefinedInterval(low, high, clamped);
}

/**
 * The value an editor opening on `intervalMs` settles on by itself: kept when within the bounds
 * (the editor opens in advanced mode if it is no choice), otherwise snapped as in simple mode.
 */
export function settledEditorInterval(intervalMs: number, min: number | undefined, max: number | undefined): number {
    const clamped = boundEditorInterval(intervalMs, min, max, true);
    return clamped === intervalMs ? intervalMs : boundEditorInterval(intervalMs, min, max, false);
}

/** Whether a value is one of the simple mode's choices; an editor opens in advanced mode when it is not. */
export const isPredefinedInterval = (intervalMs: number, min?: number, max?: number): boolean => intervalChoices(min, max).includes(intervalMs);
