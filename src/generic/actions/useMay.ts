import { useSyncExternalStore } from 'react';
import { authProvider } from '../../providers/auth/authProvider';
import { canAccessWith } from '../../providers/auth/canAccess';

export type AccessCheck = (action: string, resource: string, record?: unknown) => boolean;

/**
 * The registry's permission answer, synchronously: the session is loaded before any console
 * page renders, so a row's ten buttons need no async round of react-admin's useCanAccess. With a
 * record, rows of the system are read-only for tenants.
 */
export const useAccessCheck = (): AccessCheck => {
    const session = useSyncExternalStore(authProvider.sessions.subscribe, authProvider.sessions.getSnapshot);
    return (action, resource, record) => canAccessWith(session.details, { action, resource, record });
};

export const useMay = (action: string, resource: string, record?: unknown): boolean => useAccessCheck()(action, resource, record);
