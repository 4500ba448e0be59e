/**
 * The person's theme choice (issue #13): 'system' follows the browser's prefers-color-scheme and
 * changes with it live; 'light' and 'dark' are fixed. Remembered per browser in localStorage,
 * outside react-admin's store (which is wiped on logout), so the sign-in page follows it too.
 */
export type ThemeMode = 'system' | 'light' | 'dark';
export type PaletteMode = 'light' | 'dark';

export const THEME_MODES: readonly ThemeMode[] = ['system', 'light', 'dark'];
export const THEME_MODE_STORAGE_KEY = 'TD-theme-mode';

export interface ThemeModeState {
    /** What the person chose. */
    mode: ThemeMode;
    /** The palette that choice gives right now. */
    paletteMode: PaletteMode;
}

export interface ThemeModeStore {
    getSnapshot(): ThemeModeState;
    subscribe(listener: () => void): () => void;
    setMode(mode: ThemeMode): void;
}

const isThemeMode = (value: unknown): value is ThemeMode => THEME_MODES.includes(value as ThemeMode);

/** The part of a MediaQueryList the store uses; null where the browser has none (jsdom). */
export type SystemDarkQuery = Pick<MediaQueryList, 'matches' | 'addEventListener'> | null;

export const createThemeModeStore = (storage: Storage, systemDark: SystemDarkQuery): ThemeModeStore => {
    const read = (): ThemeModeState => {
        const stored = storage.getItem(THEME_MODE_STORAGE_KEY);
        const mode = isThemeMode(stored) ? stored : 'system';
        return { mode, paletteMode: mode === 'system' ? (systemDark?.matches ? 'dark' : 'light') : mode };
    };
    let state = read();
    const listeners = new Set<() => void>();
    const refresh = () => {
        const next = read();
        if (next.mode === state.mode && next.paletteMode === state.paletteMode) return;
        state = next;
        listeners.forEach(listener => listener());
    };
    // The OS setting changes while the page is open; another tab may choose too.
    systemDark?.addEventListener('change', refresh);
    window.addEventListener('storage', event => event.key === THEME_MODE_STORAGE_KEY && refresh());

    return {
        getSnapshot: () => state,
        subscribe(listener) {
            listeners.add(listener);
            return () => listeners.delete(listener);
        },
        setMode(mode) {
            storage.setItem(THEME_MODE_STORAGE_KEY, mode);
            refresh();
        },
    };
};

export const themeModeStore = createThemeModeStore(
    window.localStorage,
    typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null
);
