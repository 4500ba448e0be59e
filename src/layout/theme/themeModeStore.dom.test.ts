import { describe, expect, it } from 'vitest';
import { createThemeModeStore, THEME_MODE_STORAGE_KEY } from './themeModeStore';

/** A prefers-color-scheme query whose answer the test changes, as the OS setting would. */
const systemQuery = (dark: boolean) => {
    const listeners: Array<() => void> = [];
    return {
        matches: dark,
        addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
        setDark(next: boolean) {
            this.matches = next;
            listeners.forEach(listener => listener());
        },
    };
};

describe('theme mode store', () => {
    it('follows the system by default, and changes live with it', () => {
        window.localStorage.clear();
        const system = systemQuery(false);
        const store = createThemeModeStore(window.localStorage, system as never);
        expect(store.getSnapshot()).toEqual({ mode: 'system', paletteMode: 'light' });
        let changes = 0;
        store.subscribe(() => changes++);
        system.setDark(true);
        expect(store.getSnapshot()).toEqual({ mode: 'system', paletteMode: 'dark' });
        expect(changes).toBe(1);
    });

    it('remembers a fixed choice, which the system setting no longer moves', () => {
        const system = systemQuery(true);
        window.localStorage.clear();
        const store = createThemeModeStore(window.localStorage, system as never);
        store.setMode('light');
        expect(window.localStorage.getItem(THEME_MODE_STORAGE_KEY)).toBe('light');
        system.setDark(false);
        system.setDark(true);
        expect(store.getSnapshot()).toEqual({ mode: 'light', paletteMode: 'light' });
        // The next visit (a new store over the same storage) starts where this one ended.
        expect(createThemeModeStore(window.localStorage, system as never).getSnapshot()).toEqual({ mode: 'light', paletteMode: 'light' });
        store.setMode('dark');
        expect(store.getSnapshot().paletteMode).toBe('dark');
    });

    it('reads an unknown stored value as System, and works without matchMedia (light)', () => {
        window.localStorage.setItem(THEME_MODE_STORAGE_KEY, 'sepia');
        expect(createThemeModeStore(window.localStorage, null).getSnapshot()).toEqual({ mode: 'system', paletteMode: 'light' });
    });

    it('keeps the snapshot identity while nothing changed (useSyncExternalStore needs it)', () => {
        const store = createThemeModeStore(window.localStorage, systemQuery(false) as never);
        const first = store.getSnapshot();
        store.setMode(first.mode);
        expect(store.getSnapshot()).toBe(first);
    });
});
