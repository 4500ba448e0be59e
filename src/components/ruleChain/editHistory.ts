/** Undo and redo over snapshots; the present lives with the caller. */
export interface EditHistory<T> {
    past: readonly T[];
    future: readonly T[];
}

/** Steps kept; older ones are dropped. */
export const HISTORY_LIMIT = 100;

export const emptyHistory = <T>(): EditHistory<T> => ({ past: [], future: [] });

/** Remembers `present` before an edit; an edit clears what could be redone. */
export const checkpoint = <T>(history: EditHistory<T>, present: T, limit = HISTORY_LIMIT): EditHistory<T> => ({
    past: [...history.past, present].slice(-limit),
    future: [],
});

export const undo = <T>(history: EditHistory<T>, present: T): { history: EditHistory<T>; present: T } | null =>
    history.past.length === 0
        ? null
        : { history: { past: history.past.slice(0, -1), future: [present, ...history.future] }, present: history.past[history.past.length - 1]! };

export const redo = <T>(history: EditHistory<T>, present: T): { history: EditHistory<T>; present: T } | null =>
    history.future.length === 0
        ? null
        : { history: { past: [...history.past, present], future: history.future.slice(1) }, present: history.future[0]! };
