import { describe, expect, it } from 'vitest';
import { canAccessWith, type AccessSession } from './canAccess';

const as = (authority: string, extra: Partial<AccessSession> = {}): AccessSession => ({
    user: { authority },
    edgesSupportEnabled: true,
    ...extra,
});

describe('canAccess', () => {
    it('follows the registry permission table per authority', () => {
        expect(canAccessWith(as('TENANT_ADMIN'), { action: 'create', resource: 'devices' })).toBe(true);
        expect(canAccessWith(as('TENANT_ADMIN'), { action: 'assign', resource: 'devices' })).toBe(true);
        expect(canAccessWith(as('CUSTOMER_USER'), { action: 'list', resource: 'devices' })).toBe(true);
        expect(canAccessWith(as('CUSTOMER_USER'), { action: 'create', resource: 'devices' })).toBe(false);
        expect(canAccessWith(as('CUSTOMER_USER'), { action: 'delete', resource: 'devices' })).toBe(false);
        expect(canAccessWith(as('SYS_ADMIN'), { action: 'list', resource: 'devices' })).toBe(false);
        expect(canAccessWith(as('SYS_ADMIN'), { action: 'create', resource: 'tenants' })).toBe(true);
        expect(canAccessWith(as('TENANT_ADMIN'), { action: 'list', resource: 'tenants' })).toBe(false);
    });

    it('knows resources by their route', () => {
        expect(canAccessWith(as('TENANT_ADMIN'), { action: 'list', resource: 'otaUpdates' })).toBe(true);
        expect(canAccessWith(as('CUSTOMER_USER'), { action: 'list', resource: 'otaUpdates' })).toBe(false);
        expect(canAccessWith(as('SYS_ADMIN'), { action: 'list', resource: 'settings/resources-library' })).toBe(true);
    });

    it('reads react-admin action names in the registry vocabulary', () => {
        expect(canAccessWith(as('TENANT_ADMIN'), { action: 'clone', resource: 'assets' })).toBe(true);
        expect(canAccessWith(as('CUSTOMER_USER'), { action: 'clone', resource: 'assets' })).toBe(false);
        expect(canAccessWith(as('CUSTOMER_USER'), { action: 'export', resource: 'assets' })).toBe(true);
    });

    it('keeps rows of the system (tenant NULL_UUID) read-only for everyone but the sysadmin', () => {
        const systemBundle = { id: 'b1', tenantId: { entityType: 'TENANT', id: '13814000-1dd2-11b2-8080-808080808080' } };
        const ownBundle = { id: 'b2', tenantId: { entityType: 'TENANT', id: 'a0000000-0000-0000-0000-000000000001' } };
        const tenant = { user: { authority: 'TENANT_ADMIN' } };
        const sysadmin = { user: { authority: 'SYS_ADMIN' } };
        expect(canAccessWith(tenant, { action: 'delete', resource: 'widgets-bundles', record: systemBundle })).toBe(false);
        expect(canAccessWith(tenant, { action: 'edit', resource: 'widgets-bundles', record: systemBundle })).toBe(false);
        expect(canAccessWith(tenant, { action: 'show', resource: 'widgets-bundles', record: systemBundle })).toBe(true);
        expect(canAccessWith(tenant, { action: 'delete', resource: 'widgets-bundles', record: ownBundle })).toBe(true);
        expect(canAccessWith(sysadmin, { action: 'delete', resource: 'widgets-bundles', record: systemBundle })).toBe(true);
    });

    it('hides edges when the platform has no edge support', () => {
        expect(canAccessWith(as('TENANT_ADMIN', { edgesSupportEnabled: false }), { action: 'list', resource: 'edgeInstances' })).toBe(false);
    });

    it('denies everything to an unknown or missing authority, and leaves non-registry pages alone', () => {
        expect(canAccessWith(null, { action: 'list', resource: 'devices' })).toBe(false);
        expect(canAccessWith(as('ANONYMOUS'), { action: 'show', resource: 'dashboards' })).toBe(false);
        expect(canAccessWith(as('CUSTOMER_USER'), { action: 'list', resource: 'home' })).toBe(true);
    });
});
