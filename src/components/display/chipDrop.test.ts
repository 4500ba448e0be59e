import { describe, expect, it } from 'vitest';
import { CHIP_DROP_DELAY_MS, chipMove, moveItem } from './chipDrop';

const chip = { left: 100, width: 40 };

describe('chip drop', () => {
    it.each([
        // from, target, pointer x, result
        [0, 2, 110, { from: 0, to: 1 }], // first half of chip 2: before it
        [0, 2, 130, { from: 0, to: 2 }], // second half: after it
        [3, 1, 110, { from: 3, to: 1 }],
        [3, 1, 139, { from: 3, to: 2 }],
        [1, 2, 110, null], // before the next chip: no move
        [2, 1, 130, null], // after the previous chip: no move
        [1, 1, 120, null],
    ])('from %d onto %d at x=%d gives %j', (from, target, x, expected) => {
        expect(chipMove(from, target, x, chip)).toEqual(expected);
    });

    it('moves the item', () => {
        expect(moveItem(['a', 'b', 'c', 'd'], { from: 0, to: 2 })).toEqual(['b', 'c', 'a', 'd']);
        expect(moveItem(['a', 'b', 'c', 'd'], { from: 3, to: 1 })).toEqual(['a', 'd', 'b', 'c']);
    });

    it('reports the drop after 62.5 ms', () => {
        expect(CHIP_DROP_DELAY_MS).toBe(62.5);
    });
});
