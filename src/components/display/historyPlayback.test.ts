import { describe, expect, it } from 'vitest';
import { maxIndex, nextAnchorIndex, PLAYBACK_SPEEDS, previousAnchorIndex, tickInterval, timeAt } from './historyPlayback';

const range = { minTime: 10_000, maxTime: 20_500, step: 1000 };

describe('history playback', () => {
    it('offers speeds 1, 5, 10 and 25', () => {
        expect(PLAYBACK_SPEEDS).toEqual([1, 5, 10, 25]);
    });

    it.each([
        [1, 1000],
        [5, 200],
        [10, 100],
        [25, 40],
    ])('ticks every 1000/%d = %d ms', (speed, ms) => {
        expect(tickInterval(speed)).toBe(ms);
    });

    it('has max index ceil((max - min) / step) and time min + index × step', () => {
        expect(maxIndex(range)).toBe(11);
        expect(maxIndex({ minTime: 0, maxTime: 10_000 })).toBe(10);
        expect(timeAt(range, 0)).toBe(10_000);
        expect(timeAt(range, 3)).toBe(13_000);
    });

    it.each([
        [0, [12_500, 15_000], 3, null],
        [3, [12_500, 15_000], 5, 2],
        [5, [12_500, 15_000], null, 2],
        [6, [], null, null],
    ])('at index %d with anchors %j jumps next to %j and back to %j', (index, anchors, next, previous) => {
        expect(nextAnchorIndex(range, index, anchors)).toBe(next);
        expect(previousAnchorIndex(range, index, anchors)).toBe(previous);
    });
});
