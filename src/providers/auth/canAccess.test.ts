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

    it('hides edges when the platform has no edge support', () => {
        expect(canAccessWith(as('TENANT_ADMIN', { edgesSupportEnabled: false }), { action: 'list', resource: 'edgeInstances' })).toBe(false);
    });

    it('denies everything to an unknown or missing authority, and leaves non-registry pages alone', () => {
        expect(canAccessWith(null, { action: 'list', resource: 'devices' })).toBe(false);
        expect(canAccessWith(as('ANONYMOUS'), { action: 'show', resource: 'dashboards' })).toBe(false);
        expect(canAccessWith(as('CUSTOMER_USER'), { action: 'list', resource: 'home' })).toBe(true);
    });
});
