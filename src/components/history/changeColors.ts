import type { ChangeKind } from '../../../shared/history/comparison';

/** One colour per kind of change, in the compare's list, its chips and the drawn graphs. */
export const CHANGE_COLOR: Readonly<Record<ChangeKind, 'success' | 'error' | 'warning'>> = {
    added: 'success',
    removed: 'error',
    changed: 'warning',
};
