import { describe, expect, it } from 'vitest';
import { COLUMN_TYPES, columnTypeKey, defaultMapping, mappingProblem, requestColumns } from './columnTypes';

describe('column types', () => {
    it('offers credentials to devices only and the edge key and secret to edges only', () => {
        expect(COLUMN_TYPES.DEVICE).toEqual(expect.arrayContaining(['ACCESS_TOKEN', 'X509', 'MQTT_PASSWORD', 'LWM2M_CLIENT_ENDPOINT', 'IS_GATEWAY']));
        expect(COLUMN_TYPES.DEVICE).not.toContain('ROUTING_KEY');
        expect(COLUMN_TYPES.EDGE).toEqual(expect.arrayContaining(['ROUTING_KEY', 'SECRET']));
        expect(COLUMN_TYPES.ASSET).not.toContain('ACCESS_TOKEN');
        expect(COLUMN_TYPES.ASSET).not.toContain('SECRET');
    });

    it('names each type with an i18n key', () => {
        expect(columnTypeKey('SHARED_ATTRIBUTE')).toBe('import.column-type.shared-attribute');
        expect(columnTypeKey('LWM2M_CLIENT_ENDPOINT')).toBe('import.column-type.lwm2m-client-endpoint');
    });
});

describe('defaultMapping', () => {
    it('maps headers that name a type the entity offers, once, and makes the rest server attributes keyed by the header', () => {
        expect(defaultMapping('DEVICE', ['Name', 'Access token', 'type', ' temperature ', 'name', 'Routing key'], true)).toEqual([
            { type: 'NAME' },
            { type: 'ACCESS_TOKEN' },
            { type: 'TYPE' },
            { type: 'SERVER_ATTRIBUTE', key: 'temperature' },
            { type: 'SERVER_ATTRIBUTE', key: 'name' },
            { type: 'SERVER_ATTRIBUTE', key: 'Routing key' },
        ]);
        expect(defaultMapping('EDGE', ['name', 'routing_key', 'secret'], true).map(column => column.type)).toEqual(['NAME', 'ROUTING_KEY', 'SECRET']);
    });

    it('without a header makes the first column the name and leaves the keys to fill in', () => {
        expect(defaultMapping('ASSET', ['Pump 1', 'building'], false)).toEqual([{ type: 'NAME' }, { type: 'SERVER_ATTRIBUTE', key: '' }]);
    });
});

describe('mappingProblem', () => {
    it.each([
        [[{ type: 'LABEL' }], 'import.name-column-required'],
        [[{ type: 'NAME' }, { type: 'SHARED_ATTRIBUTE', key: ' ' }], 'import.column-key-required'],
        [[{ type: 'NAME' }, { type: 'NAME' }], 'import.column-type-duplicate'],
        [[{ type: 'NAME' }, { type: 'SERVER_ATTRIBUTE', key: 'a' }, { type: 'SERVER_ATTRIBUTE', key: 'b' }], null],
    ] as const)('%j → %s', (columns, problem) => {
        expect(mappingProblem(columns)).toBe(problem);
    });
});

it('requestColumns keeps keys only where they count', () => {
    expect(requestColumns([{ type: 'NAME', key: 'stale' }, { type: 'TIMESERIES', key: ' t ' }])).toEqual([{ type: 'NAME' }, { type: 'TIMESERIES', key: 't' }]);
});
