import type { User } from '../../shared/generated/api.gen';
import type { SessionDetails } from './loadSession';

export type SessionSnapshot =
    | { status: 'idle'; details: null }
    | { status: 'loading'; details: null }
    | { status: 'ready'; details: SessionDetails };

/**
 * The signed-in user and platform flags, loaded once per session and shared by every
 * waiting caller; React reads it through useSyncExternalStore.
 */
export const createSessionStore = (load: () => Promise<SessionDetails>) => {
    let snapshot: SessionSnapshot = { status: 'idle', details: null };
    let loading: Promise<SessionDetails> | null = null;
    const listeners = new Set<() => void>();
    const publish = (next: SessionSnapshot) => {
        snapshot = next;
        listeners.forEach(listener => listener());
    };

    return {
        getSnapshot: () => snapshot,
        subscribe(listener: () => void) {
            listeners.add(listener);
            return () => {
                listeners.delete(listener);
            };
        },
        ensureLoaded(): Promise<SessionDetails> {
            if (snapshot.status === 'ready') return Promise.resolve(snapshot.details);
            if (!loading) {
                publish({ status: 'loading', details: null });
                const attempt: Promise<SessionDetails> = load().then(
                    details => {
                        if (loading === attempt) {
                            loading = null;
                            publish({ status: 'ready', details });
                        }
                        return details;
                    },
                    error => {
                        if (loading === attempt) {
                            loading = null;
                            publish({ status: 'idle', details: null });
                        }
                        throw error;
                    }
                );
                loading = attempt;
            }
            return loading;
        },
        /** The profile page saved the user. */
        setUser(user: User) {
            if (snapshot.status !== 'ready') return;
            publish({ status: 'ready', details: { ...snapshot.details, user } });
        },
        /** Signed out, or the session ended: the next reader loads again. */
        reset() {
            loading = null;
            publish({ status: 'idle', details: null });
        },
    };
};

export type SessionStore = ReturnType<typeof createSessionStore>;
