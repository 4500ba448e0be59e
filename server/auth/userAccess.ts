import type { UserRow } from '../db/repositories/users';
import type { AccessClaims } from './tokens';

/**
 * Who may read or manage a user account: oneself; the sysadmin for tenant admins; a tenant admin
 * for the users of its own tenant. Customer users manage nobody but themselves.
 */
export function mayManageUser(caller: AccessClaims, target: Pick<UserRow, 'id' | 'authority' | 'tenant_id'>): boolean {
    if (caller.userId === target.id) return true;
    if (caller.authority === 'SYS_ADMIN') return target.authority === 'TENANT_ADMIN';
    if (caller.authority === 'TENANT_ADMIN') return target.authority !== 'SYS_ADMIN' && target.tenant_id === caller.tenantId;
    return false;
}

/** "Login as user": the sysadmin becomes a tenant admin, a tenant admin one of its customer users. */
export function mayImpersonate(caller: AccessClaims, target: Pick<UserRow, 'authority' | 'tenant_id'>): boolean {
    if (caller.authority === 'SYS_ADMIN') return target.authority === 'TENANT_ADMIN';
    if (caller.authority === 'TENANT_ADMIN') return target.authority === 'CUSTOMER_USER' && target.tenant_id === caller.tenantId;
    return false;
}
