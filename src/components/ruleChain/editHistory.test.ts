import { describe, expect, it } from 'vitest';
import { checkpoint, emptyHistory, redo, undo } from './editHistory';

describe('edit history', () => {
    it('undoes and redoes edits in order', () => {
        let history = checkpoint(emptyHistory<number>(), 1);
        history = checkpoint(history, 2);
        let present = 3;
        const first = undo(history, present)!;
        expect(first.present).toBe(2);
        const second = undo(first.history, first.present)!;
        expect(second.present).toBe(1);
        expect(undo(second.history, second.present)).toBeNull();
        const again = redo(second.history, second.present)!;
        expect(again.present).toBe(2);
        present = redo(again.history, again.present)!.present;
        expect(present).toBe(3);
    });

    it('a new edit clears what could be redone', () => {
        const history = checkpoint(emptyHistory<number>(), 1);
        const undone = undo(history, 2)!;
        expect(undone.history.future).toEqual([2]);
        expect(checkpoint(undone.history, undone.present).future).toEqual([]);
    });

    it('keeps at most the limit of steps', () => {
        let history = emptyHistory<number>();
        for (let step = 0; step < 5; step++) history = checkpoint(history, step, 3);
        expect(history.past).toEqual([2, 3, 4]);
    });
});
