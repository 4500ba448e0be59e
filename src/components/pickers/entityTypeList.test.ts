import { describe, expect, it } from 'vitest';
import { entityTypeListValue, matchingEntityTypes } from './entityTypeList';

const NAMES: Record<string, string> = { DEVICE: 'Device', ASSET: 'Asset', ENTITY_VIEW: 'Entity View', DASHBOARD: 'Dashboard' };
const nameOf = (type: string) => NAMES[type] ?? 'Unknown';

describe('entity type list', () => {
    it.each([
        ['', [], ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'DASHBOARD']],
        ['ViEw', [], ['ENTITY_VIEW']],
        ['e', ['DEVICE'], ['ASSET', 'ENTITY_VIEW']],
        ['s', ['ASSET', 'DASHBOARD'], []],
    ])('matches %j (chosen %j) by translated-name substring: %j', (text, chosen, expected) => {
        expect(matchingEntityTypes(Object.keys(NAMES), chosen, text, nameOf)).toEqual(expected);
    });

    it('is null when empty and never holds a type twice', () => {
        expect(entityTypeListValue([])).toBeNull();
        expect(entityTypeListValue(['DEVICE', 'DEVICE', 'ASSET'])).toEqual(['DEVICE', 'ASSET']);
    });
});
