import type { DashboardConfiguration } from '../model/dashboardConfig';

/**
 * An edit of a dashboard's configuration: what was loaded, what is shown now and the steps back
 * to it (Ctrl+Z). Pure data; useEditSession keeps it in React state.
 */
export interface EditSession {
    original: DashboardConfiguration;
    current: DashboardConfiguration;
    /** Earlier configurations, newest last. */
    past: DashboardConfiguration[];
}

/** Enough steps for an afternoon's edits without keeping every drag forever. */
export const UNDO_LIMIT = 100;

export const startSession = (config: DashboardConfiguration): EditSession => ({ original: config, current: config, past: [] });

/** Applies an edit; an edit that changes nothing leaves no undo step. */
export function applyEdit(session: EditSession, edit: (config: DashboardConfiguration) => DashboardConfiguration): EditSession {
    const next = edit(session.current);
    if (next === session.current) return session;
    return { ...session, current: next, past: [...session.past, session.current].slice(-UNDO_LIMIT) };
}

export function undo(session: EditSession): EditSession {
    const previous = session.past[session.past.length - 1];
    return previous ? { ...session, current: previous, past: session.past.slice(0, -1) } : session;
}

/** There are unsaved changes (an undo back to the start counts as none). */
export const isDirty = (session: EditSession): boolean => session.current !== session.original;
