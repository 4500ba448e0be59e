import { describe, expect, it } from 'vitest';
import { NULL_UUID } from '../lib/ids';
import type { AccessClaims } from './tokens';
import { mayImpersonate, mayManageUser } from './userAccess';

const claims = (authority: AccessClaims['authority'], userId: string, tenantId = NULL_UUID): AccessClaims => ({
    userId,
    sub: `${userId}@example.com`,
    authority,
    tenantId,
    customerId: NULL_UUID,
    enabled: true,
    isPublic: false,
    iat: 0,
});

const sysadmin = claims('SYS_ADMIN', 'sys');
const tenantA = claims('TENANT_ADMIN', 'ta', 'tenant-a');
const customerA = claims('CUSTOMER_USER', 'cu', 'tenant-a');

const user = (id: string, authority: AccessClaims['authority'], tenant_id: string) => ({ id, authority, tenant_id });

describe('user access', () => {
    it('lets everyone manage their own account', () => {
        expect(mayManageUser(customerA, user('cu', 'CUSTOMER_USER', 'tenant-a'))).toBe(true);
    });

    it('keeps tenants apart', () => {
        expect(mayManageUser(tenantA, user('x', 'CUSTOMER_USER', 'tenant-a'))).toBe(true);
        expect(mayManageUser(tenantA, user('y', 'CUSTOMER_USER', 'tenant-b'))).toBe(false);
        expect(mayManageUser(tenantA, user('s', 'SYS_ADMIN', NULL_UUID))).toBe(false);
        expect(mayManageUser(customerA, user('x', 'CUSTOMER_USER', 'tenant-a'))).toBe(false);
    });

    it('lets the sysadmin reach tenant admins only', () => {
        expect(mayManageUser(sysadmin, user('ta', 'TENANT_ADMIN', 'tenant-a'))).toBe(true);
        expect(mayManageUser(sysadmin, user('cu', 'CUSTOMER_USER', 'tenant-a'))).toBe(false);
    });

    it('allows login-as one level down', () => {
        expect(mayImpersonate(sysadmin, user('ta', 'TENANT_ADMIN', 'tenant-a'))).toBe(true);
        expect(mayImpersonate(tenantA, user('cu', 'CUSTOMER_USER', 'tenant-a'))).toBe(true);
        expect(mayImpersonate(tenantA, user('cu', 'CUSTOMER_USER', 'tenant-b'))).toBe(false);
        expect(mayImpersonate(customerA, user('cu2', 'CUSTOMER_USER', 'tenant-a'))).toBe(false);
    });
});
