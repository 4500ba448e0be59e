import { describe, expect, it } from 'vitest';
import { readApiError } from './ApiError';

describe('readApiError', () => {
    it('reads a ThingsBoard error body', async () => {
        const body = {
            status: 401,
            message: 'Invalid username or password',
            errorCode: 10,
            timestamp: '2022-03-11T09:40:05.123+00:00',
        };
        const error = await readApiError(
            new Response(JSON.stringify(body), { status: 401 })
        );

        expect(error).toMatchObject({
            name: 'ApiError',
            status: 401,
            errorCode: 10,
            message: 'Invalid username or password',
            body,
        });
    });

    it('falls back to the raw body when it is not a ThingsBoard error', async () => {
        const error = await readApiError(
            new Response('<html>Bad gateway</html>', { status: 502 })
        );

        expect(error.status).toBe(502);
        expect(error.errorCode).toBeUndefined();
        expect(error.message).toBe('<html>Bad gateway</html>');
    });

    it('falls back to the status text, then to a generic message key', async () => {
        const withText = await readApiError(
            new Response(null, { status: 404, statusText: 'Not Found' })
        );
        const withNothing = await readApiError(
            new Response(null, { status: 500 })
        );

        expect(withText.message).toBe('Not Found');
        expect(withNothing.message).toBe('error.unhandled-error-code');
    });
});
