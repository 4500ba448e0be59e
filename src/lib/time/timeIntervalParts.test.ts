import { describe, expect, it } from 'vitest';
import { boundEditorInterval, DEFAULT_TIME_INTERVAL, isPredefinedInterval, msOfParts, partsOf, settleParts } from './timeIntervalParts';
import { DAY, HOUR, MINUTE, SECOND } from './units';

const parts = (days: number, hours: number, minutes: number, seconds: number) => ({ days, hours, minutes, seconds });

describe('time-interval editor (part2 §4)', () => {
    it('defaults to a minute and splits a value into days, hours, minutes, seconds', () => {
        expect(DEFAULT_TIME_INTERVAL).toBe(MINUTE);
        expect(partsOf(DAY + 2 * HOUR + 3 * MINUTE + 4 * SECOND + 999)).toEqual(parts(1, 2, 3, 4));
        expect(msOfParts(parts(1, 2, 3, 4))).toBe(DAY + 2 * HOUR + 3 * MINUTE + 4 * SECOND);
    });

    it('a total of 0 or less is no value', () => {
        expect(msOfParts(parts(0, 0, 0, 0))).toBeNull();
        expect(msOfParts(parts(0, 0, 0, Number.NaN))).toBeNull();
    });

    it('carries 60+ seconds into minutes, 60+ minutes into hours, 24+ hours into days, rippling up', () => {
        expect(settleParts(parts(0, 0, 1, 75), 'seconds')).toEqual(parts(0, 0, 2, 15));
        expect(settleParts(parts(0, 0, 60, 0), 'minutes')).toEqual(parts(0, 1, 0, 0));
        expect(settleParts(parts(0, 24, 0, 0), 'hours')).toEqual(parts(1, 0, 0, 0));
        expect(settleParts(parts(2, 23, 59, 60), 'seconds')).toEqual(parts(3, 0, 0, 0));
    });

    it('borrows from the next larger unit for a negative value, rippling up', () => {
        expect(settleParts(parts(0, 0, 2, -1), 'seconds')).toEqual(parts(0, 0, 1, 59));
        expect(settleParts(parts(1, 0, 0, -1), 'seconds')).toEqual(parts(0, 23, 59, 59));
        expect(settleParts(parts(0, 1, -1, 0), 'minutes')).toEqual(parts(0, 0, 59, 0));
        expect(settleParts(parts(1, -1, 0, 0), 'hours')).toEqual(parts(0, 23, 0, 0));
    });

    it('a negative value with nothing larger to borrow from becomes 0; days never go negative', () => {
        expect(settleParts(parts(0, 0, 0, -5), 'seconds')).toEqual(parts(0, 0, 0, 0));
        expect(settleParts(parts(0, 0, -1, 30), 'minutes')).toEqual(parts(0, 0, 0, 30));
        expect(settleParts(parts(0, -3, 0, 0), 'hours')).toEqual(parts(0, 0, 0, 0));
        expect(settleParts(parts(-2, 5, 0, 0), 'days')).toEqual(parts(0, 5, 0, 0));
    });

    it('leaves values within range alone', () => {
        expect(settleParts(parts(400, 23, 59, 59), 'seconds')).toEqual(parts(400, 23, 59, 59));
    });

    it('clamps to min and max; in simple mode snaps to the nearest predefined interval', () => {
        expect(boundEditorInterval(500, SECOND, HOUR, true)).toBe(SECOND);
        expect(boundEditorInterval(3 * HOUR, SECOND, HOUR, true)).toBe(HOUR);
        expect(boundEditorInterval(7 * MINUTE + 13 * SECOND, SECOND, HOUR, true)).toBe(7 * MINUTE + 13 * SECOND);
        expect(boundEditorInterval(7 * MINUTE + 13 * SECOND, SECOND, HOUR, false)).toBe(5 * MINUTE);
        expect(boundEditorInterval(3 * HOUR, SECOND, HOUR, false)).toBe(HOUR);
        expect(boundEditorInterval(40 * DAY, undefined, undefined, false)).toBe(30 * DAY);
    });

    it('knows which values simple mode can show', () => {
        expect(isPredefinedInterval(5 * MINUTE)).toBe(true);
        expect(isPredefinedInterval(7 * MINUTE)).toBe(false);
        expect(isPredefinedInterval(SECOND, 2 * SECOND)).toBe(false);
    });
});
