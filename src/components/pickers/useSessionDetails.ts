import { useSyncExternalStore } from 'react';
import type { Authority } from '../../../resources/kernel';
import { authProvider } from '../../providers/auth/authProvider';
import type { SessionDetails } from '../../session/loadSession';

/** The signed-in user's session details, or null before sign-in (and in isolated tests). */
export const useSessionDetails = (): SessionDetails | null => {
    const session = useSyncExternalStore(authProvider.sessions.subscribe, authProvider.sessions.getSnapshot);
    return session.details ?? null;
};

const AUTHORITIES: ReadonlySet<string> = new Set(['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER']);

/** The signed-in authority when it is one of the three console roles. */
export const useAuthority = (): Authority | null => {
    const authority = useSessionDetails()?.user.authority;
    return authority && AUTHORITIES.has(authority) ? (authority as Authority) : null;
};
