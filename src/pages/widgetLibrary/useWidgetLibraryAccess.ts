import { useSyncExternalStore } from 'react';
import { authProvider } from '../../providers/auth/authProvider';
import { NULL_UUID } from './widgetLibraryApi';

interface Writer {
    authority: string;
    tenantId?: { id: string } | null;
}

/**
 * Who may change a bundle's types: the sysadmin the system bundles, a tenant admin its own
 * bundles; system bundles are read-only for tenants and customers read everything (part 1 §6).
 */
export function mayWriteBundle(user: Writer | undefined, bundle: { tenantId?: { id: string } | null } | undefined): boolean {
    if (!user || !bundle) return false;
    const owner = bundle.tenantId?.id;
    if (user.authority === 'SYS_ADMIN') return owner === NULL_UUID;
    if (user.authority === 'TENANT_ADMIN') return owner !== NULL_UUID && owner === user.tenantId?.id;
    return false;
}

export function useSignedInUser(): Writer | undefined {
    const session = useSyncExternalStore(authProvider.sessions.subscribe, authProvider.sessions.getSnapshot);
    return session.details?.user;
}
