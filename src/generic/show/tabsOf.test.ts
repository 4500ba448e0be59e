import { describe, expect, it } from 'vitest';
import { tabsOf } from './tabsOf';

describe('entity tabs by role', () => {
    it("shows an edge's events tab to tenant administrators only (ThingsBoard answers its call for them alone)", () => {
        expect(tabsOf('EDGE', 'TENANT_ADMIN')).toContain('edge-events');
        expect(tabsOf('EDGE', 'CUSTOMER_USER')).not.toContain('edge-events');
        expect(tabsOf('EDGE', 'CUSTOMER_USER')).toContain('events');
        expect(tabsOf('DEVICE', 'CUSTOMER_USER')).toEqual(tabsOf('DEVICE', 'TENANT_ADMIN'));
    });
});
