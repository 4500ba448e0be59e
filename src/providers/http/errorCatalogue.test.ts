import { describe, expect, it } from 'vitest';
import { ApiError, readApiError } from './ApiError';
import { ERROR_CATALOGUE, errorReaction } from './errorCatalogue';

const GET = { method: 'GET', url: '/api/device/42' };
const apiError = (status: number, message = '', errorCode?: number, statusText = '') =>
    new ApiError({ status, message, errorCode, statusText });

describe('error catalogue (part 1 §8)', () => {
    it('has one row per situation of the spec', () => {
        expect(ERROR_CATALOGUE.map(row => row.situation)).toHaveLength(8);
    });

    it('signs in again with the message when the refresh after a 401/11 failed', () => {
        expect(errorReaction(apiError(401, 'access.refresh-token-failed', 11), GET)).toEqual({
            kind: 'sign-in-again',
            message: 'access.refresh-token-failed',
        });
        expect(errorReaction(apiError(401, 'access.refresh-token-expired', 11), GET)).toEqual({
            kind: 'sign-in-again',
            message: 'access.refresh-token-expired',
        });
    });

    it('falls back to "Unauthorized!" without a message', () => {
        expect(errorReaction(apiError(401, '', 11), GET)).toEqual({
            kind: 'sign-in-again',
            message: 'access.unauthorized',
        });
    });

    it('shows no generic toast for credentials expired (401/15)', () => {
        expect(errorReaction(apiError(401, 'User password expired!', 15), GET)).toEqual({
            kind: 'none',
        });
    });

    it('shows other 401s', () => {
        expect(errorReaction(apiError(401, 'Authentication failed', 10), GET)).toEqual({
            kind: 'toast',
            message: 'Authentication failed',
        });
    });

    it('opens the forbidden dialog on 403', () => {
        expect(errorReaction(apiError(403, 'You don’t have permission', 20), GET)).toEqual({
            kind: 'forbidden',
        });
    });

    it.each([0, -1])('says "Unable to connect" for status %s', status => {
        expect(errorReaction(apiError(status, 'whatever'), GET)).toEqual({
            kind: 'toast',
            message: 'error.unable-to-connect',
        });
    });

    it('shows method, URL, status and status text on 404', () => {
        expect(
            errorReaction(apiError(404, 'Requested item wasn’t found!', 32, 'Not Found'), GET)
        ).toEqual({
            kind: 'toast',
            message: 'error.request-not-found',
            messageArgs: { method: 'GET', url: '/api/device/42', status: 404, statusText: 'Not Found' },
        });
    });

    it('shows the server message for other errors', () => {
        expect(
            errorReaction(apiError(400, 'Device with such name already exists!', 31), GET)
        ).toEqual({ kind: 'toast', message: 'Device with such name already exists!' });
    });

    it('else the raw body, else "Unhandled error code"', async () => {
        const raw = await readApiError(new Response('Bad gateway', { status: 502 }));
        expect(errorReaction(raw, GET)).toEqual({ kind: 'toast', message: 'Bad gateway' });
        expect(errorReaction(apiError(500), GET)).toEqual({
            kind: 'toast',
            message: 'error.unhandled-error-code',
        });
    });

    it.each(['/api/rpc/twoway/42', '/api/rpc/oneway/42', '/api/plugins/rpc/twoway/42'])(
        'shows no generic toast for RPC calls (%s), not even on 404',
        url => {
            expect(errorReaction(apiError(404, 'x'), { method: 'POST', url })).toEqual({
                kind: 'none',
            });
            expect(errorReaction(apiError(500, 'x'), { method: 'POST', url })).toEqual({
                kind: 'none',
            });
        }
    );
});
