import { describe, expect, it } from 'vitest';
import { fractionOf, gaugeModelOf, levelColor, majorTickValues } from './gaugeModel';

describe('gauge settings', () => {
    it('uses ThingsBoard defaults: 0 to 100, two decimals, ten major ticks, the type colour for the value', () => {
        const model = gaugeModelOf({}, { color: '#4caf50' });
        expect(model).toMatchObject({ min: 0, max: 100, decimals: 2, majorTicks: 10, minorTicks: 2, levelColors: ['#4caf50'], keyColor: '#4caf50', bands: [] });
        // The type's defaultColor wins over the key's colour.
        expect(gaugeModelOf({ settings: { defaultColor: '#e65100' } }, { color: '#4caf50' }).levelColors).toEqual(['#e65100']);
    });

    it('captions with the unit title, else the key label, unless showUnitTitle is off', () => {
        expect(gaugeModelOf({ settings: { unitTitle: 'Speed' } }, { label: 'spd' }).caption).toBe('Speed');
        expect(gaugeModelOf({ settings: {} }, { label: 'spd' }).caption).toBe('spd');
        expect(gaugeModelOf({ settings: { showUnitTitle: false, unitTitle: 'Speed' } }, { label: 'spd' }).caption).toBe('');
    });

    it('reads min, max and ticks from settings (numbers as text too); decimals and units from the data key first, as ThingsBoard does', () => {
        const model = gaugeModelOf({ settings: { minValue: '-20', maxValue: 40, majorTicksCount: 6, valueDec: 1, units: 'K', unitTitle: 'Temperature' } }, { units: '°C', decimals: 0, label: 'temp' });
        expect(model).toMatchObject({ min: -20, max: 40, majorTicks: 6, decimals: 0, units: '°C', caption: 'Temperature' });
        expect(gaugeModelOf({ settings: { valueDec: 1, units: 'K' } }, { label: 'temp' })).toMatchObject({ decimals: 1, units: 'K' });
        expect(gaugeModelOf({ decimals: 3, units: 'V' })).toMatchObject({ decimals: 3, units: 'V' });
    });

    it('keeps highlights with a colour and drops broken ones', () => {
        const model = gaugeModelOf({ settings: { highlights: [{ from: 80, to: 100, color: 'red' }, { from: 1 }, 'x'] } });
        expect(model.bands).toEqual([{ from: 80, to: 100, color: 'red' }]);
    });
});

describe('gauge scale', () => {
    const model = gaugeModelOf({ settings: { minValue: -50, maxValue: 50, majorTicksCount: 4 } });

    it('places values on the scale and pins those outside it to the ends', () => {
        expect(fractionOf(0, model)).toBe(0.5);
        expect(fractionOf(-80, model)).toBe(0);
        expect(fractionOf(120, model)).toBe(1);
    });

    it('has major ticks from min to max', () => {
        expect(majorTickValues(model)).toEqual([-50, -25, 0, 25, 50]);
    });

    it('blends the level colours by the value, as justgage does', () => {
        const levels = gaugeModelOf({ settings: { levelColors: ['#000000', '#ffffff'] } });
        expect(levelColor(0, levels)).toBe('rgb(0, 0, 0)');
        expect(levelColor(50, levels)).toBe('rgb(128, 128, 128)');
        expect(levelColor(100, levels)).toBe('rgb(255, 255, 255)');
    });

    it('takes the colour of the fixed band holding the value when useFixedLevelColor is on', () => {
        const fixed = gaugeModelOf({ settings: { useFixedLevelColor: true, fixedLevelColors: [{ from: 0, to: 30, color: 'blue' }, { from: { value: 30 }, to: { value: 100 }, color: 'red' }] } });
        expect(levelColor(10, fixed)).toBe('blue');
        expect(levelColor(75, fixed)).toBe('red');
    });
});

describe('the gauge track', () => {
    it('keeps the colour the author chose and otherwise leaves it to the theme (light or dark)', () => {
        expect(gaugeModelOf({ settings: { gaugeColor: '#123456' } }).trackColor).toBe('#123456');
        expect(gaugeModelOf({ settings: {} }).trackColor).toBeNull();
        expect(gaugeModelOf({ settings: { gaugeColor: '' } }).trackColor).toBeNull();
    });
});
