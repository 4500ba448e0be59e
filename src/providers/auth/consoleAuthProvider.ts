import { authProvider, type ThingsboardAuthProvider } from './authProvider';
import { canAccessWith } from './canAccess';

/**
 * The signed-in console's auth provider: the session's, plus react-admin's access checks. The
 * checks read the registry, which loads with the console (not the sign-in page), and they answer
 * at once: a list waits for its access check before it asks for its rows, so a check that first
 * downloaded its code put a round trip before every first list.
 */
export const consoleAuthProvider: ThingsboardAuthProvider = {
    ...authProvider,
    canAccess: async params => canAccessWith(await authProvider.sessions.ensureLoaded(), params),
};
