import { describe, expect, it } from 'vitest';
import { knobValueAt } from './RpcKnob';

describe('knob pointer', () => {
    const range = { min: 0, max: 100 };
    it('maps the 270° turn from 7:30 to 4:30 onto min..max', () => {
        // 7:30 (down-left), 12 o'clock, 4:30 (down-right), in screen coordinates (y down).
        expect(knobValueAt(-1, 1, range)).toBe(0);
        expect(knobValueAt(0, -1, range)).toBe(50);
        expect(knobValueAt(1, 1, range)).toBe(100);
    });

    it('snaps the dead zone at the bottom to the nearer end', () => {
        expect(knobValueAt(-0.2, 1, range)).toBe(0);
        expect(knobValueAt(0.2, 1, range)).toBe(100);
    });
});
