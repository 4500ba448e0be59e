import { describe, expect, it } from 'vitest';
import { createDataKey, DATA_KEY_PALETTE, dataKeyColor, defaultAlarmDataKeys, DEFAULT_WIDGET_SIZE } from './dataKeyDefaults';

describe('data key colours (part2 §3.12)', () => {
    it("start with ThingsBoard's five: blue, green, red, amber, blue-grey (the alarm widget's default keys)", () => {
        expect(DATA_KEY_PALETTE.slice(0, 5)).toEqual(['#2196f3', '#4caf50', '#f44336', '#ffc107', '#607d8b']);
    });

    it('go through every family at 500, then at A700, over 190 colours, cycled by index', () => {
        expect(DATA_KEY_PALETTE).toHaveLength(190);
        expect(new Set(DATA_KEY_PALETTE).size).toBeGreaterThan(180);
        expect(dataKeyColor(19)).toBe('#2962ff'); // blue A700
        expect(dataKeyColor(190)).toBe(dataKeyColor(0));
        expect(dataKeyColor(193)).toBe('#ffc107');
    });
});

describe('createDataKey', () => {
    it('labels with the name and colours by index unless told otherwise', () => {
        expect(createDataKey('temperature', 'timeseries', 2, {}, () => 0.5)).toEqual({ name: 'temperature', type: 'timeseries', label: 'temperature', color: '#f44336', settings: {}, _hash: 0.5 });
        expect(createDataKey('t', 'timeseries', 2, { label: 'Temperature', color: '#000000', units: '°C', decimals: 1 }, () => 0.5)).toMatchObject({ label: 'Temperature', color: '#000000', units: '°C', decimals: 1 });
    });

    it('switches post-processing on with a post-processing body', () => {
        expect(createDataKey('t', 'timeseries', 0, { postFuncBody: 'return value * 2;' })).toMatchObject({ usePostProcessing: true, postFuncBody: 'return value * 2;' });
        expect(createDataKey('t', 'timeseries', 0)).not.toHaveProperty('usePostProcessing');
    });

    it("makes the alarm widget's five default keys with translated labels", () => {
        const keys = defaultAlarmDataKeys(key => `<${key}>`, () => 0);
        expect(keys.map(({ name, label, color }) => [name, label, color])).toEqual([
            ['createdTime', '<alarm.created-time>', '#2196f3'],
            ['originator', '<alarm.originator>', '#4caf50'],
            ['type', '<alarm.type>', '#f44336'],
            ['severity', '<alarm.severity>', '#ffc107'],
            ['status', '<alarm.status>', '#607d8b'],
        ]);
        expect(keys.every(key => key.type === 'alarm')).toBe(true);
    });

    it('sizes new widgets 8x6', () => expect(DEFAULT_WIDGET_SIZE).toEqual({ sizeX: 8, sizeY: 6 }));
});
