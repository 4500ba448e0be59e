import { describe, expect, it } from 'vitest';
import { parseAdditionalInfo } from './additionalInfo';
import { deleteQuery, filterRows, listQuery, newRelation, rowsOf, type RelationInfo } from './relationRows';

const asset = { entityType: 'ASSET', id: 'a1' };
const device = { entityType: 'DEVICE', id: 'd1' };
const user = { entityType: 'USER', id: 'u1' };
const contains: RelationInfo = { from: asset, to: device, type: 'Contains', typeGroup: 'COMMON', additionalInfo: null, fromName: null, toName: 'Thermostat' };
const manages: RelationInfo = { from: user, to: asset, type: 'Manages', typeGroup: 'COMMON', additionalInfo: null, fromName: 'ann@example.com', toName: null };
const typeName = (type: string) => ({ ASSET: 'Asset', DEVICE: 'Device', USER: 'User' })[type] ?? type;

describe('relation rows', () => {
    it('show the far end: the "to" entity going FROM, the "from" entity going TO', () => {
        expect(rowsOf([contains], 'FROM')[0]).toMatchObject({ type: 'Contains', entity: device, entityName: 'Thermostat' });
        expect(rowsOf([manages], 'TO')[0]).toMatchObject({ type: 'Manages', entity: user, entityName: 'ann@example.com' });
        expect(rowsOf([contains], 'TO')[0]!.entityName).toBe('');
    });

    it('filter by a case-insensitive part of the type, the name or the translated entity type', () => {
        const rows = [...rowsOf([contains], 'FROM'), ...rowsOf([manages], 'TO')];
        expect(filterRows(rows, 'cont', typeName).map(row => row.type)).toEqual(['Contains']);
        expect(filterRows(rows, 'ANN@', typeName).map(row => row.type)).toEqual(['Manages']);
        expect(filterRows(rows, 'device', typeName).map(row => row.type)).toEqual(['Contains']);
        expect(filterRows(rows, '  ', typeName)).toHaveLength(2);
    });

    it('build the list, delete and save calls of ThingsBoard', () => {
        expect(listQuery('FROM', asset)).toEqual({ fromId: 'a1', fromType: 'ASSET' });
        expect(listQuery('TO', asset)).toEqual({ toId: 'a1', toType: 'ASSET' });
        expect(deleteQuery(contains)).toEqual({ fromId: 'a1', fromType: 'ASSET', relationType: 'Contains', relationTypeGroup: 'COMMON', toId: 'd1', toType: 'DEVICE' });
        expect(newRelation('FROM', asset, device, 'Contains', undefined)).toEqual({ from: asset, to: device, type: 'Contains', typeGroup: 'COMMON', additionalInfo: null });
        expect(newRelation('TO', asset, user, 'Manages', { since: 2020 })).toEqual({ from: user, to: asset, type: 'Manages', typeGroup: 'COMMON', additionalInfo: { since: 2020 } });
    });

    it('read additional info as JSON, empty as null', () => {
        expect(parseAdditionalInfo('')).toEqual({ valid: true, value: null });
        expect(parseAdditionalInfo('{"a": [1]}')).toEqual({ valid: true, value: { a: [1] } });
        expect(parseAdditionalInfo('{a:')).toEqual({ valid: false });
    });
});
