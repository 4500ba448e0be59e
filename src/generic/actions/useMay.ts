import { useSyncExternalStore } from 'react';
import { authProvider } from '../../providers/auth/authProvider';
import { canAccessWith } from '../../providers/auth/canAccess';

/**
 * The registry's permission answer, synchronously: the session is loaded before any console
 * page renders, so a row's ten buttons need no async round of react-admin's useCanAccess.
 */
export const useMay = (action: string, resource: string): boolean => {
    const session = useSyncExternalStore(authProvider.sessions.subscribe, authProvider.sessions.getSnapshot);
    return canAccessWith(session.details, { action, resource });
};
