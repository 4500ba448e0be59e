import { Suspense, lazy, useEffect, useState } from 'react';
import { useShellSession } from '../../layout/useShellSession';
import { isPaletteChord } from './paletteChord';
import { paletteOpenState, usePaletteOpen } from './paletteOpenState';

// The dialog, its lists and searches load on first open: the shell carries only the key listener.
const CommandPaletteDialog = lazy(() => import('./CommandPaletteDialog'));

/**
 * The command palette on Ctrl+K / Cmd+K (issue #13), for signed-in users (not public dashboard
 * viewers). The chord toggles it, in fields too, except in the code editor.
 */
export const CommandPalette = () => {
    const session = useShellSession();
    const open = usePaletteOpen();
    const [loaded, setLoaded] = useState(false);
    const available = session !== null && !session.isPublic;

    useEffect(() => {
        if (open) setLoaded(true);
    }, [open]);

    useEffect(() => {
        if (!available) {
            paletteOpenState.close();
            return;
        }
        const onKeyDown = (event: KeyboardEvent) => {
            if (!isPaletteChord(event)) return;
            // The browser's own Ctrl+K (search in the address bar) would take the focus away.
            event.preventDefault();
            paletteOpenState.toggle();
        };
        window.addEventListener('keydown', onKeyDown);
        return () => window.removeEventListener('keydown', onKeyDown);
    }, [available]);

    if (!available || !(open || loaded)) return null;
    return (
        <Suspense fallback={null}>
            <CommandPaletteDialog open={open} onClose={paletteOpenState.close} session={session} />
        </Suspense>
    );
};
