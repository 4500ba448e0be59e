import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { devices, users, widgetsBundles } from '../../resources';
import { NULL_UUID } from '../lib/ids';
import { Guard } from './guard';
import type { AccessClaims } from './tokens';

const claims = (authority: AccessClaims['authority'], userId: string, tenantId = NULL_UUID, customerId = NULL_UUID): AccessClaims => ({
    userId,
    sub: `${userId}@example.com`,
    authority,
    tenantId,
    customerId,
    enabled: true,
    isPublic: false,
    iat: 0,
});

const guard = new Guard(new SqliteDatabase(':memory:'));
const sysadmin = claims('SYS_ADMIN', 'sys');
const tenantA = claims('TENANT_ADMIN', 'ta', 'tenant-a');
const customerA = claims('CUSTOMER_USER', 'cu', 'tenant-a', 'customer-a');

const user = (id: string, authority: AccessClaims['authority'], tenant_id: string, customer_id = NULL_UUID) => ({ id, authority, tenant_id, customer_id });

describe('guard: accounts', () => {
    it('lets everyone reach their own account', () => {
        expect(guard.ownsRow(customerA, users, user('cu', 'CUSTOMER_USER', 'tenant-a', 'customer-a'), 'edit')).toBe(true);
    });

    it('keeps tenants apart', () => {
        expect(guard.ownsRow(tenantA, users, user('x', 'CUSTOMER_USER', 'tenant-a'), 'edit')).toBe(true);
        expect(guard.ownsRow(tenantA, users, user('y', 'CUSTOMER_USER', 'tenant-b'), 'show')).toBe(false);
        expect(guard.ownsRow(tenantA, users, user('s', 'SYS_ADMIN', NULL_UUID), 'show')).toBe(false);
        expect(guard.ownsRow(customerA, users, user('x', 'CUSTOMER_USER', 'tenant-a', 'customer-a'), 'show')).toBe(false);
    });

    it('lets the sysadmin reach tenant admins only', () => {
        expect(guard.ownsRow(sysadmin, users, user('ta', 'TENANT_ADMIN', 'tenant-a'), 'edit')).toBe(true);
        expect(guard.ownsRow(sysadmin, users, user('cu', 'CUSTOMER_USER', 'tenant-a'), 'show')).toBe(false);
    });

    it('allows login-as one level down', () => {
        expect(guard.mayImpersonate(sysadmin, user('ta', 'TENANT_ADMIN', 'tenant-a'))).toBe(true);
        expect(guard.mayImpersonate(tenantA, user('cu', 'CUSTOMER_USER', 'tenant-a'))).toBe(true);
        expect(guard.mayImpersonate(tenantA, user('cu', 'CUSTOMER_USER', 'tenant-b'))).toBe(false);
        expect(guard.mayImpersonate(customerA, user('cu2', 'CUSTOMER_USER', 'tenant-a'))).toBe(false);
    });
});

describe('guard: tenant and customer rows', () => {
    const device = (tenant_id: string, customer_id: string) => ({ id: 'd', tenant_id, customer_id });

    it('gives a customer user only its own customer rows, read-only', () => {
        expect(guard.ownsRow(customerA, devices, device('tenant-a', 'customer-a'), 'show')).toBe(true);
        expect(guard.ownsRow(customerA, devices, device('tenant-a', 'customer-b'), 'show')).toBe(false);
        expect(() => guard.require(customerA, devices, 'delete')).toThrow(/permission/);
    });

    it('never lets the sysadmin into tenant rows of entities it does not manage', () => {
        expect(guard.ownsRow(sysadmin, devices, device('tenant-a', NULL_UUID), 'show')).toBe(false);
    });

    it('lets tenants read system rows but not change them', () => {
        const bundle = { id: 'b', tenant_id: NULL_UUID };
        expect(guard.ownsRow(tenantA, widgetsBundles, bundle, 'show')).toBe(true);
        expect(guard.ownsRow(tenantA, widgetsBundles, bundle, 'edit')).toBe(false);
        expect(guard.ownsRow(sysadmin, widgetsBundles, bundle, 'edit')).toBe(true);
    });
});
