import { describe, expect, it } from 'vitest';
import { rowSelection } from './rowSelection';

describe('rowSelection', () => {
    const changes: Set<string>[] = [];
    const onChange = (next: Set<string>) => changes.push(next);

    it('selects every shown row from none, and none from all', () => {
        rowSelection(['a', 'b'], new Set(), onChange).toggleAll();
        expect(changes.pop()).toEqual(new Set(['a', 'b']));
        const all = rowSelection(['a', 'b'], new Set(['a', 'b']), onChange);
        expect(all.allSelected).toBe(true);
        all.toggleAll();
        expect(changes.pop()).toEqual(new Set());
    });

    it('toggles one row and reports a partial selection', () => {
        const partial = rowSelection(['a', 'b'], new Set(['a']), onChange);
        expect(partial).toMatchObject({ allSelected: false, someSelected: true });
        partial.toggle('b');
        expect(changes.pop()).toEqual(new Set(['a', 'b']));
        partial.toggle('a');
        expect(changes.pop()).toEqual(new Set());
    });

    it('is not "all selected" when the table is empty', () => {
        expect(rowSelection([], new Set(), onChange).allSelected).toBe(false);
    });
});
