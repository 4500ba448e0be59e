import { useSyncExternalStore } from 'react';
import { authProvider } from '../providers/auth/authProvider';
import type { SessionDetails } from '../session/loadSession';

/** The loaded session; the shell is only rendered once the guard has loaded it. */
export const useShellSession = (): SessionDetails | null => {
    const snapshot = useSyncExternalStore(
        authProvider.sessions.subscribe,
        authProvider.sessions.getSnapshot
    );
    return snapshot.details;
};
