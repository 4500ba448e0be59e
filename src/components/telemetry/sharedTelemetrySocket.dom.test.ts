import { describe, expect, it, vi } from 'vitest';
import type { TokenStore } from '../../providers/auth/tokenStore';
import { sessionReadyForSocket } from './sharedTelemetrySocket';

/** A token store whose access token an authenticated call can refresh. */
const tokensWith = (state: { access: string | null; refresh: string | null }): TokenStore => ({
    save: () => undefined,
    validAccessToken: () => state.access,
    validRefreshToken: () => state.refresh,
    hasSession: () => state.access !== null || state.refresh !== null,
    clear: () => {
        state.access = null;
        state.refresh = null;
    },
});

describe('session check before the telemetry socket reconnects', () => {
    it('reconnects at once with a valid access token', async () => {
        const call = vi.fn(async () => undefined);
        expect(await sessionReadyForSocket(tokensWith({ access: 'a', refresh: 'r' }), call)).toBe(true);
        expect(call).not.toHaveBeenCalled();
    });

    it('refreshes an expired access token first through an authenticated call', async () => {
        const state = { access: null as string | null, refresh: 'r' };
        const call = vi.fn(async () => {
            state.access = 'fresh';
        });
        expect(await sessionReadyForSocket(tokensWith(state), call)).toBe(true);
        expect(call).toHaveBeenCalledTimes(1);
    });

    it('stays closed after sign-out or when the refresh ends the session', async () => {
        const call = vi.fn(async () => undefined);
        expect(await sessionReadyForSocket(tokensWith({ access: null, refresh: null }), call)).toBe(false);
        expect(call).not.toHaveBeenCalled();
        const state = { access: null as string | null, refresh: 'r' as string | null };
        const refused = vi.fn(async () => {
            state.refresh = null;
            throw new Error('session ended');
        });
        expect(await sessionReadyForSocket(tokensWith(state), refused)).toBe(false);
    });
});
