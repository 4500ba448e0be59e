import { describe, expect, it } from 'vitest';
import { latestPoints, pointValue, rowDatasource } from './entityRow';

describe('entity rows', () => {
    it('reads numbers the server writes as text as numbers, and leaves other text alone', () => {
        expect(['23.5', '42', '2.0', '-1e3', '0'].map(pointValue)).toEqual([23.5, 42, 2, -1000, 0]);
        expect(['007', ' 5', '0x1A', 'true', '', 'NaN', 'Infinity', '1,5'].map(pointValue)).toEqual(['007', ' 5', '0x1A', 'true', '', 'NaN', 'Infinity', '1,5']);
    });

    it('gives a key without a value no points, and a value one point', () => {
        const latest = { TIME_SERIES: { absent: { ts: 0, value: '' }, temperature: { ts: 7, value: '21' } } };
        expect(latestPoints(latest, { type: 'TIME_SERIES', key: 'absent' })).toEqual([]);
        expect(latestPoints(latest, { type: 'TIME_SERIES', key: 'temperature' })).toEqual([[7, 21]]);
        expect(latestPoints(latest, { type: 'ATTRIBUTE', key: 'temperature' })).toBeUndefined();
    });

    it('names the row after its entity; a missing label shows the name, a description comes from additionalInfo', () => {
        const entity = (label: string, additionalInfo: string) => ({
            entityId: { entityType: 'ASSET' as const, id: 'a1' },
            latest: { ENTITY_FIELD: { name: { ts: 1, value: 'Building' }, label: { ts: 1, value: label }, additionalInfo: { ts: 1, value: additionalInfo } } },
            timeseries: {},
        });
        const template = { type: 'entity' as const, entityAliasId: 'x', dataKeys: [] };
        expect(rowDatasource(template, [], entity('North wing', '{"description":"Offices"}'))).toEqual({
            type: 'entity',
            entityAliasId: 'x',
            dataKeys: [],
            rowKey: 'ASSET:a1',
            entityType: 'ASSET',
            entityId: 'a1',
            entityName: 'Building',
            name: 'Building',
            entityLabel: 'North wing',
            entityDescription: 'Offices',
        });
        expect(rowDatasource(template, [], entity('', 'not json'))).toMatchObject({ entityLabel: 'Building', entityDescription: undefined });
    });
});
