import { useSyncExternalStore } from 'react';
import { isAuthority, type Authority } from '../../../resources/kernel';
import { authProvider } from '../../providers/auth/authProvider';
import type { SessionDetails } from '../../session/loadSession';

/** The signed-in user's session details, or null before sign-in (and in isolated tests). */
export const useSessionDetails = (): SessionDetails | null => {
    const session = useSyncExternalStore(authProvider.sessions.subscribe, authProvider.sessions.getSnapshot);
    return session.details ?? null;
};

/** The signed-in authority when it is one of the three console roles. */
export const useAuthority = (): Authority | null => {
    const authority = useSessionDetails()?.user.authority;
    return isAuthority(authority) ? authority : null;
};
