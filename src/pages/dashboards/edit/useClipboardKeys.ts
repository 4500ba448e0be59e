import { useEffect, useRef, type RefObject } from 'react';
import { isKeyForSurface } from '../../../components/shortcuts/shortcuts';

/**
 * Ctrl+C (⌘C) copies and Ctrl+V (⌘V) pastes in edit mode, as ThingsBoard's editor does: only for
 * keys pressed on the page or on the layouts (never in a field or a dialog), and Ctrl+C only when
 * widgets are selected and no text is, so copying text keeps working.
 */
export function useClipboardKeys(surface: RefObject<HTMLElement | null>, actions: { copy: (() => void) | null; paste: (() => void) | null }) {
    const latest = useRef(actions);
    latest.current = actions;
    useEffect(() => {
        const onKeyDown = (event: KeyboardEvent) => {
            if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey || !isKeyForSurface(event.target, surface.current)) return;
            const key = event.key.toLowerCase();
            const action = key === 'c' && !window.getSelection()?.toString() ? latest.current.copy : key === 'v' ? latest.current.paste : null;
            if (!action) return;
            event.preventDefault();
            action();
        };
        window.addEventListener('keydown', onKeyDown);
        return () => window.removeEventListener('keydown', onKeyDown);
    }, [surface]);
}
