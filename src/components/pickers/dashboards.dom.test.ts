import { describe, expect, it } from 'vitest';
import { dashboardListPath, dashboardPanelMaxHeight } from './dashboards';

describe('dashboard lists', () => {
    it.each([
        [{ authority: 'CUSTOMER_USER' as const, customerId: 'c1' }, '/api/customer/c1/dashboards'],
        [{ authority: 'CUSTOMER_USER' as const }, null],
        [{ authority: 'TENANT_ADMIN' as const, dashboardsScope: 'customer' as const, customerId: 'c2' }, '/api/customer/c2/dashboards'],
        [{ authority: 'TENANT_ADMIN' as const, dashboardsScope: 'customer' as const }, null],
        [{ authority: 'SYS_ADMIN' as const, tenantId: 't1' }, '/api/tenant/t1/dashboards'],
        [{ authority: 'SYS_ADMIN' as const }, null],
        [{ authority: 'TENANT_ADMIN' as const }, '/api/tenant/dashboards'],
    ])('lists %j from %s', (scope, path) => {
        expect(dashboardListPath(scope)).toBe(path);
    });

    it.each([
        [349, 150],
        [350, 250],
        [900, 250],
    ])('a %d px high screen gives the panel %d px', (height, max) => {
        expect(dashboardPanelMaxHeight(height)).toBe(max);
    });
});
