import { useEffect, useState } from 'react';
import { FRAGMENT_FORMAT, FRAGMENT_VERSION, type DashboardFragment } from '../../../dashboard/editor/dashboardFragment';

/**
 * The editor's clipboard: a copied state or set of widgets, with the aliases and filters they use.
 * It lives in local storage (as ThingsBoard keeps a copied widget), so it pastes into any dashboard
 * of this console, in this tab or another; the JSON also goes to the system clipboard where the
 * browser allows it, for a person who wants to keep it as a file.
 */
const STORAGE_KEY = 'thingdeck.dashboardClipboard';

/** Copies a fragment; false when the browser's storage refuses it (too large). */
export function copyFragment(fragment: DashboardFragment): boolean {
    const text = JSON.stringify(fragment);
    try {
        localStorage.setItem(STORAGE_KEY, text);
    } catch {
        return false;
    }
    navigator.clipboard?.writeText(text).catch(() => undefined);
    return true;
}

/** Written by this console's copy: the format's marks are enough to trust it. */
const isFragment = (value: unknown): value is DashboardFragment =>
    typeof value === 'object' && value !== null && 'format' in value && value.format === FRAGMENT_FORMAT && 'version' in value && value.version === FRAGMENT_VERSION;

/** The copied fragment, or null when nothing (or something unreadable) was copied. */
export function copiedFragment(): DashboardFragment | null {
    try {
        const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
        return isFragment(parsed) ? parsed : null;
    } catch {
        return null;
    }
}

/** The clipboard's fragment, following copies made here and in other tabs. */
export function useCopiedFragment(): [DashboardFragment | null, (fragment: DashboardFragment) => boolean] {
    const [fragment, setFragment] = useState<DashboardFragment | null>(copiedFragment);
    useEffect(() => {
        const changed = (event: StorageEvent) => event.key === STORAGE_KEY && setFragment(copiedFragment());
        window.addEventListener('storage', changed);
        return () => window.removeEventListener('storage', changed);
    }, []);
    const copy = (next: DashboardFragment) => {
        const copied = copyFragment(next);
        if (copied) setFragment(next);
        return copied;
    };
    return [fragment, copy];
}
