import { useEffect, useSyncExternalStore } from 'react';
import { loadTenantBranding, NO_BRANDING, type TenantBranding } from './tenantBranding';

/**
 * The signed-in tenant's branding, loaded once per tenant and replaced at once when the tenant
 * admin saves new settings, so the console recolours without a reload.
 */
export const createTenantBrandingStore = (load: (tenantId: string) => Promise<TenantBranding>) => {
    let state: { tenantId: string | null; branding: TenantBranding } = { tenantId: null, branding: NO_BRANDING };
    const listeners = new Set<() => void>();
    const publish = (tenantId: string | null, branding: TenantBranding) => {
        state = { tenantId, branding };
        listeners.forEach(listener => listener());
    };
    return {
        subscribe(listener: () => void) {
            listeners.add(listener);
            return () => listeners.delete(listener);
        },
        getSnapshot: () => state.branding,
        /** Loads the tenant's branding unless it is the one already shown; null (sysadmin, signed out) is none. */
        follow(tenantId: string | null) {
            if (tenantId === state.tenantId) return;
            publish(tenantId, NO_BRANDING);
            if (tenantId) void load(tenantId).then(branding => state.tenantId === tenantId && publish(tenantId, branding));
        },
        saved(tenantId: string, branding: TenantBranding) {
            publish(tenantId, branding);
        },
    };
};

export const tenantBrandingStore = createTenantBrandingStore(loadTenantBranding);

/** The branding shown now (the signed-in tenant's, once loaded). */
export const useShownBranding = (): TenantBranding => useSyncExternalStore(tenantBrandingStore.subscribe, tenantBrandingStore.getSnapshot);

/** The branding of the given tenant (loaded on first use), NO_BRANDING while it loads or for none. */
export const useTenantBranding = (tenantId: string | null): TenantBranding => {
    useEffect(() => tenantBrandingStore.follow(tenantId), [tenantId]);
    return useShownBranding();
};
