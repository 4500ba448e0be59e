import { describe, expect, it } from 'vitest';
import { castValue, importLines } from './importRows';

describe('castValue', () => {
    it.each([
        ['42', { type: 'LONG', value: 42 }],
        ['-7', { type: 'LONG', value: -7 }],
        ['1e3', { type: 'LONG', value: 1000 }],
        ['25.0', { type: 'DOUBLE', value: 25 }],
        ['2,5', { type: 'DOUBLE', value: 2.5 }],
        ['.5', { type: 'DOUBLE', value: 0.5 }],
        ['TRUE', { type: 'BOOLEAN', value: true }],
        ['false', { type: 'BOOLEAN', value: false }],
        ['99999999999999999999', { type: 'STRING', value: '99999999999999999999' }],
        ['0x1F', { type: 'STRING', value: '0x1F' }],
        ['v1.2', { type: 'STRING', value: 'v1.2' }],
        [' 5', { type: 'STRING', value: ' 5' }],
    ])('%j → %j (ThingsBoard TypeCastUtil)', (text, typed) => {
        expect(castValue(text)).toEqual(typed);
    });
});

describe('importLines', () => {
    const columns = [{ type: 'NAME' as const }, { type: 'SERVER_ATTRIBUTE' as const, key: 'temp' }, { type: 'ACCESS_TOKEN' as const }];

    it('splits fields from keyed values, skips empty values and counts the header as line 1', () => {
        const lines = importLines([{ fields: ['name', 'temp', 'token'] }, { fields: ['A', '21.5', ''] }, { fields: ['B', '', 'tok'] }], columns, true);
        expect(lines).toEqual([
            { line: 2, row: { line: 2, fields: { NAME: 'A' }, kvs: [{ type: 'SERVER_ATTRIBUTE', key: 'temp', value: { type: 'DOUBLE', value: 21.5 } }] } },
            { line: 3, row: { line: 3, fields: { NAME: 'B', ACCESS_TOKEN: 'tok' }, kvs: [] } },
        ]);
    });

    it('turns unreadable records and wrong column counts into that line’s error', () => {
        const lines = importLines([{ fields: ['A', '1'] }, { error: 'invalid character after a quoted field' }, { fields: ['C', '1', 't'] }], columns, false);
        expect(lines.map(line => line.error ?? 'ok')).toEqual([
            'The line has 2 columns, the mapping has 3',
            'Invalid CSV: invalid character after a quoted field',
            'ok',
        ]);
        expect(lines.map(line => line.line)).toEqual([1, 2, 3]);
    });
});
