import { describe, expect, it } from 'vitest';
import { mayWriteBundle } from './useWidgetLibraryAccess';
import { NULL_UUID } from './widgetLibraryApi';

const system = { tenantId: { entityType: 'TENANT', id: NULL_UUID } };
const own = { tenantId: { entityType: 'TENANT', id: 't1' } };
const foreign = { tenantId: { entityType: 'TENANT', id: 't2' } };

describe('widget library write access', () => {
    it('lets the sysadmin change system bundles only', () => {
        expect(mayWriteBundle({ authority: 'SYS_ADMIN', tenantId: { id: NULL_UUID } }, system)).toBe(true);
        expect(mayWriteBundle({ authority: 'SYS_ADMIN', tenantId: { id: NULL_UUID } }, own)).toBe(false);
    });

    it('keeps system bundles read-only for a tenant admin, who changes its own', () => {
        const admin = { authority: 'TENANT_ADMIN', tenantId: { id: 't1' } };
        expect(mayWriteBundle(admin, system)).toBe(false);
        expect(mayWriteBundle(admin, own)).toBe(true);
        expect(mayWriteBundle(admin, foreign)).toBe(false);
    });

    it('lets customer users only read', () => {
        expect(mayWriteBundle({ authority: 'CUSTOMER_USER', tenantId: { id: 't1' } }, own)).toBe(false);
        expect(mayWriteBundle(undefined, own)).toBe(false);
    });
});
