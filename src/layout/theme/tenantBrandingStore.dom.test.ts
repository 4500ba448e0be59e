import { describe, expect, it, vi } from 'vitest';
import { NO_BRANDING, type TenantBranding } from './tenantBranding';
import { createTenantBrandingStore } from './tenantBrandingStore';

const pink: TenantBranding = { accentColor: '#e91e63', logo: null };
const green: TenantBranding = { accentColor: '#1b5e20', logo: null };

/** A load whose answers the test releases by hand, in any order. */
const deferredLoads = () => {
    const pending = new Map<string, (branding: TenantBranding) => void>();
    const load = vi.fn((tenantId: string) => new Promise<TenantBranding>(resolve => pending.set(tenantId, resolve)));
    return { load, answer: (tenantId: string, branding: TenantBranding) => pending.get(tenantId)!(branding) };
};

describe('tenant branding store', () => {
    it('loads once per tenant and shows the answer', async () => {
        const { load, answer } = deferredLoads();
        const store = createTenantBrandingStore(load);
        store.follow('t1');
        store.follow('t1');
        expect(load).toHaveBeenCalledTimes(1);
        expect(store.getSnapshot()).toBe(NO_BRANDING);
        answer('t1', pink);
        await vi.waitFor(() => expect(store.getSnapshot()).toEqual(pink));
    });

    it("never shows a previous tenant's late answer, and none after signing out", async () => {
        const { load, answer } = deferredLoads();
        const store = createTenantBrandingStore(load);
        store.follow('t1');
        store.follow('t2');
        answer('t2', green);
        answer('t1', pink);
        await vi.waitFor(() => expect(store.getSnapshot()).toEqual(green));
        await Promise.resolve();
        expect(store.getSnapshot()).toEqual(green);
        store.follow(null);
        expect(store.getSnapshot()).toBe(NO_BRANDING);
    });

    it('takes a saved branding at once, telling its listeners', () => {
        const store = createTenantBrandingStore(deferredLoads().load);
        const listener = vi.fn();
        store.subscribe(listener);
        store.saved('t1', pink);
        expect(store.getSnapshot()).toEqual(pink);
        expect(listener).toHaveBeenCalledOnce();
    });
});
