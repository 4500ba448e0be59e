import { describe, expect, it } from 'vitest';
import { LED_DEFAULT_OFF_OPACITY, LED_DEFAULT_SIZE, ledLook } from './ledLight';

describe('LED light', () => {
    it('defaults to size 50 and off opacity 0.4', () => {
        expect(LED_DEFAULT_SIZE).toBe(50);
        expect(LED_DEFAULT_OFF_OPACITY).toBe(0.4);
    });

    it('is filled with colorOn and glows when on', () => {
        expect(ledLook({ colorOn: 'green', colorOff: 'red', enabled: true })).toEqual({
            diameter: 25,
            color: 'green',
            opacity: 1,
            glow: '0 0 12.5px 4.166666666666667px green',
        });
    });

    it('shows colorOff at the off opacity without glow when off', () => {
        expect(ledLook({ size: 80, colorOn: 'green', colorOff: 'red', enabled: false })).toEqual({ diameter: 40, color: 'red', opacity: 0.4, glow: null });
        expect(ledLook({ colorOn: 'g', colorOff: 'r', offOpacity: 0.1, enabled: false }).opacity).toBe(0.1);
    });
});
