import { describe, expect, it } from 'vitest';
import { panelPlacement } from './panelPlacement';

describe('time-window panel placement (part2 §2.4)', () => {
    it('fills the screen on screens up to 599 px wide and anchors to the button above that', () => {
        expect(panelPlacement({ left: 10, bottom: 50 }, { width: 599, height: 800 }).fullScreen).toBe(true);
        expect(panelPlacement({ left: 10, bottom: 50 }, { width: 600, height: 800 }).fullScreen).toBe(false);
    });

    it('opens upward when less than 375 px is free below the button', () => {
        expect(panelPlacement({ left: 10, bottom: 426 }, { width: 1280, height: 800 }).openUp).toBe(true);
        expect(panelPlacement({ left: 10, bottom: 425 }, { width: 1280, height: 800 }).openUp).toBe(false);
    });

    it('aligns to the end when less than 417 px is free to the right', () => {
        expect(panelPlacement({ left: 864, bottom: 50 }, { width: 1280, height: 800 }).alignEnd).toBe(true);
        expect(panelPlacement({ left: 863, bottom: 50 }, { width: 1280, height: 800 }).alignEnd).toBe(false);
    });
});
