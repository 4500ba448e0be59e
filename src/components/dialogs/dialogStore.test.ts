import { describe, expect, it } from 'vitest';
import { createDialogStore } from './dialogStore';

describe('dialogStore', () => {
    it('resolves an alert with true on OK', async () => {
        const store = createDialogStore();
        const result = store.alert('login.error', 'Activation link has expired');

        expect(store.getSnapshot()).toHaveLength(1);
        store.getSnapshot()[0].close(true);
        expect(await result).toBe(true);
        expect(store.getSnapshot()).toHaveLength(0);
    });

    it('resolves a confirm with false on Cancel', async () => {
        const store = createDialogStore();
        const result = store.confirm('Delete?', 'Really');

        store.getSnapshot()[0].close(false);
        expect(await result).toBe(false);
    });

    it('opens one forbidden dialog however many calls were refused', async () => {
        const store = createDialogStore();
        store.forbidden();
        expect(await store.forbidden()).toBe(false);
        expect(store.getSnapshot()).toHaveLength(1);
    });

    it('closes every dialog when navigation starts', async () => {
        const store = createDialogStore();
        const results = [store.alert('a'), store.confirm('b'), store.forbidden()];

        store.closeAll();
        expect(await Promise.all(results)).toEqual([false, false, false]);
        expect(store.getSnapshot()).toHaveLength(0);
    });
});
