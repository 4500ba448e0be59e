type SessionEvent =
    /** The tokens are gone (refresh failed): the guard sends the person to sign in. */
    | 'ended'
    /** "Sign in" in the forbidden dialog: log out, then sign in as someone else. */
    | 'sign-out-requested';

const listeners = new Set<(event: SessionEvent) => void>();

/** Lets the http layer, which knows no router, tell the session what happened. */
export const sessionEvents = {
    emit: (event: SessionEvent) => listeners.forEach(listener => listener(event)),
    subscribe(listener: (event: SessionEvent) => void) {
        listeners.add(listener);
        return () => {
            listeners.delete(listener);
        };
    },
};
