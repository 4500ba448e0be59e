import { describe, expect, it } from 'vitest';
import { analogueLookOf, counterDigits } from './analogueLook';
import { digitalLookOf } from './digitalLook';
import { gaugeFaceOf, isDark } from './gaugeFace';
import { gaugeModelOf } from './gaugeModel';
import { cellsWidth, segmentCells } from './sevenSegment';

describe('the digital gauges\' look', () => {
    it('reads shape, segments, glow, caps and fonts from the settings', () => {
        const look = digitalLookOf({ gaugeType: 'verticalBar', dashThickness: 1.5, neonGlowBrightness: 40, roundedLineCap: true, valueFont: { family: 'Segment7Standard', size: 16 }, gaugeWidthScale: 1 });
        expect(look).toMatchObject({ shape: 'verticalBar', dash: 1.5, glow: 40, roundedCap: true, segmentValue: true, segmentMinMax: false, widthScale: 1, valueScale: 0.7 });
        expect(digitalLookOf({ valueFont: { size: 48 } }).valueScale).toBe(1.5);
        expect(digitalLookOf({ gaugeType: 'banana' }).shape).toBe('arc');
    });

    it('titles only when showTitle / showUnitTitle are on, with the key label as fallback (as ThingsBoard does)', () => {
        expect(digitalLookOf({ title: 'Boiler' }, { label: 'temp' }).title).toBe('');
        expect(digitalLookOf({ showTitle: true }, { label: 'temp' }).title).toBe('temp');
        expect(digitalLookOf({ showTitle: true, title: 'Boiler' }, { label: 'temp' }).title).toBe('Boiler');
        expect(digitalLookOf({ showUnitTitle: true, unitTitle: 'MPH' }).unitTitle).toBe('MPH');
        expect(digitalLookOf({ unitTitle: 'MPH' }).unitTitle).toBe('');
    });

    it('takes ticks from ticksValue when showTicks is on', () => {
        expect(digitalLookOf({ showTicks: true, ticksValue: [{ type: 'constant', value: 20 }, 50, { value: 'x' }] }).ticks).toEqual([20, 50]);
        expect(digitalLookOf({ ticksValue: [20] }).ticks).toEqual([]);
    });

    it('turns ThingsBoard\'s donut start (counter-clockwise degrees) into SVG degrees', () => {
        expect(digitalLookOf({ donutStartAngle: 90 }).donutStart).toBe(-90);
    });
});

describe('the gauge\'s panel', () => {
    it('keeps the neon black and the LCD grey-green panels, and lets white follow the theme', () => {
        expect(gaugeFaceOf({ backgroundColor: '#000000', color: 'rgba(255, 254, 254, 0.87)' })).toMatchObject({ background: '#000000', ink: 'rgba(255, 254, 254, 0.87)' });
        expect(gaugeFaceOf({}, { background: '#babab2', color: 'rgba(0, 0, 0, 0.87)' }).background).toBe('#babab2');
        expect(gaugeFaceOf({ backgroundColor: 'rgb(255, 255, 255)' }, { background: '#000000', color: '#fff' }).background).toBeNull();
        expect(gaugeFaceOf({ backgroundColor: '#fff' }).background).toBeNull();
    });

    it('writes light ink on a dark panel even when the colour left is the default black', () => {
        expect(gaugeFaceOf({ backgroundColor: '#1a237e', color: 'rgba(0, 0, 0, 0.87)' }).ink).toBe('rgba(255, 255, 255, 0.87)');
        expect(isDark('#babab2')).toBe(false);
        expect(isDark('rgb(10, 10, 10)')).toBe(true);
    });
});

describe('the canvas gauges\' look', () => {
    it('fades the type colour in tick by tick when no highlights are set, as ThingsBoard does', () => {
        const model = gaugeModelOf({ settings: { majorTicksCount: 4, defaultColor: '#ff0000' } });
        const look = analogueLookOf({ majorTicksCount: 4 }, model);
        expect(look.highlights.map(band => band.color)).toEqual(['rgba(255, 0, 0, 0)', 'rgba(255, 0, 0, 0.25)', 'rgba(255, 0, 0, 0.5)', 'rgba(255, 0, 0, 0.75)']);
        expect(look.needleColor).toBe('#ff0000');
    });

    it('keeps the highlights and colours that are set', () => {
        const settings = { highlights: [{ from: 80, to: 100, color: 'red' }], colorNeedle: '#123456', startAngle: 67.5, ticksAngle: 225, showBorder: false };
        const look = analogueLookOf(settings, gaugeModelOf({ settings }));
        expect(look).toMatchObject({ highlights: [{ from: 80, to: 100, color: 'red' }], needleColor: '#123456', startAngle: 67.5, ticksAngle: 225, border: false });
    });

    it('pads the counter with zeros to valueInt digits', () => {
        expect(counterDigits(7.46, 1, 3)).toBe('007.5');
        expect(counterDigits(-12, 0, 3)).toBe('-012');
        expect(counterDigits(12345, 0, 3)).toBe('12345');
    });
});

describe('seven-segment digits', () => {
    it('lights the segments of each digit and narrows dots', () => {
        const cells = segmentCells('-1.8')!;
        expect(cells.map(cell => (cell.kind === 'digit' ? [...cell.lit].sort().join('') : cell.kind))).toEqual(['g', 'bc', 'dot', 'abcdefg']);
        expect(cellsWidth(segmentCells('88')!, 10)).toBeGreaterThan(cellsWidth(segmentCells('8.')!, 10));
    });

    it('gives up on text a display cannot show', () => {
        expect(segmentCells('12 km')).toBeNull();
    });
});
