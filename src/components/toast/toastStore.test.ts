import { describe, expect, it, vi } from 'vitest';
import { TOAST_KINDS, TOAST_TIMINGS, toastPosition } from './toastKinds';
import { createToastStore } from './toastStore';

describe('toastStore', () => {
    it('shows a toast with the default duration of its kind', () => {
        const store = createToastStore();
        store.show({ message: 'login.password-link-sent-message', kind: 'success' });

        expect(store.getSnapshot()).toMatchObject({ kind: 'success', durationMs: 3000 });
        store.show({ message: 'Boom', kind: 'error' });
        expect(store.getSnapshot()).toMatchObject({ kind: 'error', durationMs: 10_000 });
        store.show({ message: 'Update available', kind: 'info' });
        expect(store.getSnapshot()).toMatchObject({ kind: 'info', durationMs: 6000 });
    });

    it('ignores a toast without text; a repeat of the current one is announced again, as a new toast', () => {
        const store = createToastStore();
        const listener = vi.fn();
        store.subscribe(listener);

        expect(store.show({ message: '' })).toBe(false);
        expect(store.show({ message: 'Boom', kind: 'error' })).toBe(true);
        const first = store.getSnapshot()!.id;
        expect(store.show({ message: 'Boom', kind: 'error' })).toBe(true);
        expect(store.getSnapshot()!.id).not.toBe(first);
        expect(listener).toHaveBeenCalledTimes(2);
    });

    it('closes only the toast asked for', () => {
        const store = createToastStore();
        store.show({ message: 'first' });
        const first = store.getSnapshot()!.id;
        store.show({ message: 'second' });

        store.hide(first);
        expect(store.getSnapshot()?.message).toBe('second');
        store.hide();
        expect(store.getSnapshot()).toBeNull();
    });
});

describe('toast actions (react-admin Undo)', () => {
    it('runs the action instead of the dismissal when clicked', () => {
        const store = createToastStore();
        const undo = vi.fn();
        const commit = vi.fn();
        store.show({ message: 'ra.notification.deleted', action: { label: 'Undo', onClick: undo }, onDismiss: commit });

        store.act(store.getSnapshot()!.id);
        expect(undo).toHaveBeenCalledTimes(1);
        expect(commit).not.toHaveBeenCalled();
        expect(store.getSnapshot()).toBeNull();
    });

    it('dismisses when closed or replaced by another toast', () => {
        const store = createToastStore();
        const commit = vi.fn();
        store.show({ message: 'first', onDismiss: commit });
        store.show({ message: 'second' });
        expect(commit).toHaveBeenCalledTimes(1);

        const again = vi.fn();
        store.show({ message: 'third', onDismiss: again });
        store.hide();
        expect(again).toHaveBeenCalledTimes(1);
    });
});

describe('toast kinds and timings', () => {
    it('colours info dark grey, warn orange, error dark red, success green', () => {
        expect(TOAST_KINDS.info.background).toBe('#323232');
        expect(TOAST_KINDS.warn.background).toBe('#dc6d1b');
        expect(TOAST_KINDS.error.background).toBe('#800000');
        expect(TOAST_KINDS.success.background).toBe('#008000');
        expect(TOAST_TIMINGS).toEqual({ animationMs: 100, panelExtraMs: 500 });
    });

    it('sits in one place for every kind: top left, at the bottom up to gt-sm', () => {
        expect(toastPosition(true)).toEqual({ vertical: 'top', horizontal: 'left' });
        expect(toastPosition(false)).toEqual({ vertical: 'bottom', horizontal: 'left' });
    });
});
