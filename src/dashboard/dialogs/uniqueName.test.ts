import { describe, expect, it } from 'vitest';
import { uniqueNameError } from './uniqueName';

const items = [
    { id: 'a', name: 'Thermostats' },
    { id: 'b', name: 'Pumps' },
];
const rule = { required: 'required', duplicate: 'duplicate' };
const nameOf = (item: { name: string }) => item.name;

describe('uniqueNameError', () => {
    it('asks for a name that is not blank', () => {
        expect(uniqueNameError({ id: 'c', name: '  ' }, nameOf, items, rule)).toBe('required');
    });

    it("refuses another item's name, trimmed, and keeps the item's own", () => {
        expect(uniqueNameError({ id: 'c', name: ' Pumps ' }, nameOf, items, rule)).toBe('duplicate');
        expect(uniqueNameError({ id: 'b', name: 'Pumps' }, nameOf, items, rule)).toBeUndefined();
    });

    it('compares regardless of case only when told so', () => {
        expect(uniqueNameError({ id: 'c', name: 'pumps' }, nameOf, items, rule)).toBeUndefined();
        expect(uniqueNameError({ id: 'c', name: 'pumps' }, nameOf, items, { ...rule, ignoreCase: true })).toBe('duplicate');
    });
});
