import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogStore } from '../../components/dialogs/dialogStore';
import { toastStore } from '../../components/toast/toastStore';
import { sessionEvents } from '../../session/sessionEvents';
import { ApiError } from './ApiError';
import { reactToError } from './reactToError';

describe('reactToError', () => {
    beforeEach(() => {
        toastStore.hide();
        dialogStore.closeAll();
    });

    it('toasts the message as an error', () => {
        reactToError(new ApiError({ status: 400, message: 'Device name should be specified!' }), '/api/device', {
            method: 'POST',
        });
        expect(toastStore.getSnapshot()).toMatchObject({ message: 'Device name should be specified!', kind: 'error' });
    });

    it('opens the forbidden dialog on 403; its Sign in asks to sign out', async () => {
        const events = vi.fn();
        const unsubscribe = sessionEvents.subscribe(events);
        reactToError(new ApiError({ status: 403, message: 'x', errorCode: 20 }), '/api/tenants', {});

        const [dialog] = dialogStore.getSnapshot();
        expect(dialog.request).toEqual({ kind: 'forbidden' });
        dialog.close(true);
        await Promise.resolve();
        expect(events).toHaveBeenCalledWith('sign-out-requested');
        expect(toastStore.getSnapshot()).toBeNull();
        unsubscribe();
    });

    it('ends the session with the message when the refresh failed', () => {
        const events = vi.fn();
        const unsubscribe = sessionEvents.subscribe(events);
        reactToError(
            new ApiError({ status: 401, errorCode: 11, message: 'access.refresh-token-expired' }),
            '/api/auth/user',
            {}
        );
        expect(events).toHaveBeenCalledWith('ended');
        expect(toastStore.getSnapshot()?.message).toBe('access.refresh-token-expired');
        unsubscribe();
    });
});
