import { useSyncExternalStore } from 'react';

/**
 * Whether the command palette is open: the toolbar button and the Ctrl+K listener open it, the
 * palette (mounted elsewhere in the shell) shows it.
 */
const createPaletteOpenState = () => {
    let open = false;
    const listeners = new Set<() => void>();
    const set = (next: boolean) => {
        if (next === open) return;
        open = next;
        listeners.forEach(listener => listener());
    };
    return {
        isOpen: () => open,
        subscribe(listener: () => void) {
            listeners.add(listener);
            return () => listeners.delete(listener);
        },
        open: () => set(true),
        close: () => set(false),
        toggle: () => set(!open),
    };
};

export const paletteOpenState = createPaletteOpenState();

export const usePaletteOpen = (): boolean => useSyncExternalStore(paletteOpenState.subscribe, paletteOpenState.isOpen);
