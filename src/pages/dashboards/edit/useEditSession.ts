import { useCallback, useEffect, useState } from 'react';
import type { DashboardConfiguration } from '../../../dashboard/model/dashboardConfig';
import { isTypingTarget } from '../../../components/shortcuts/shortcuts';
import { applyEdit, isDirty, startSession, undo, type EditSession } from '../../../dashboard/editor/editSession';

export type ConfigEdit = (config: DashboardConfiguration) => DashboardConfiguration;

/**
 * Edit mode of a loaded dashboard: null while viewing; else the session with its undo steps.
 * Ctrl+Z (Cmd+Z) undoes while editing, except inside a text field, which has its own undo.
 */
export function useEditSession(saved: DashboardConfiguration) {
    const [session, setSession] = useState<EditSession | null>(null);

    const editing = session !== null;
    useEffect(() => {
        if (!editing) return;
        const onKeyDown = (event: KeyboardEvent) => {
            if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z' || event.shiftKey) return;
            if (isTypingTarget(event.target)) return;
            event.preventDefault();
            setSession(current => (current ? undo(current) : current));
        };
        window.addEventListener('keydown', onKeyDown);
        return () => window.removeEventListener('keydown', onKeyDown);
    }, [editing]);

    return {
        session,
        configuration: session?.current ?? saved,
        dirty: session !== null && isDirty(session),
        canUndo: (session?.past.length ?? 0) > 0,
        start: useCallback(() => setSession(startSession(saved)), [saved]),
        apply: useCallback((edit: ConfigEdit) => setSession(current => (current ? applyEdit(current, edit) : current)), []),
        undo: useCallback(() => setSession(current => (current ? undo(current) : current)), []),
        /** Leaves edit mode; whatever was not saved is dropped. */
        stop: useCallback(() => setSession(null), []),
    };
}
