import { describe, expect, it } from 'vitest';
import { DATA_KEY_PALETTE } from '../model/dataKeyDefaults';
import { seriesColors } from './seriesColors';

const key = (color?: string) => ({ dataKey: { name: 'k', type: 'timeseries' as const, color } });

describe('series colours', () => {
    it("keeps each key's own colour", () => {
        expect(seriesColors([key('#e53935'), key('#1e88e5')])).toEqual(['#e53935', '#1e88e5']);
    });

    it('gives a second entity of the same key a distinct palette colour', () => {
        const [first, second, third, fourth] = seriesColors([key('#e53935'), key('#1e88e5'), key('#e53935'), key('#1e88e5')]);
        expect(new Set([first, second, third, fourth]).size).toBe(4);
        expect(DATA_KEY_PALETTE).toContain(third);
        expect(DATA_KEY_PALETTE).toContain(fourth);
    });

    it('colours keys without one from the palette', () => {
        expect(seriesColors([key(), key()])).toEqual([DATA_KEY_PALETTE[0], DATA_KEY_PALETTE[1]]);
    });
});
