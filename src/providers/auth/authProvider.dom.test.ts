import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/ApiError';
import type { HttpClient, RequestOptions } from '../http/createHttpClient';
import { createAuthProvider } from './authProvider';
import { fakeJwt } from './fakeJwt';
import { fakeUser } from './fakeUser';
import { createTokenStore } from './tokenStore';

const TENANT = fakeUser({ id: { entityType: 'USER', id: 'u-tenant' } });
const pair = () => ({
    token: fakeJwt({ sub: TENANT.email, iat: 1, exp: 9001 }),
    refreshToken: fakeJwt({ sub: TENANT.email, iat: 1, exp: 604801 }),
});

describe('authProvider', () => {
    const tokens = createTokenStore(window.localStorage);
    let request: ReturnType<
        typeof vi.fn<(path: string, options?: RequestOptions) => Promise<unknown>>
    >;
    let auth: ReturnType<typeof createAuthProvider>;

    beforeEach(() => {
        localStorage.clear();
        request = vi.fn(async (path: string) => {
            if (path === '/api/auth/login') return pair();
            if (path === '/api/auth/user') return TENANT;
            return undefined;
        });
        auth = createAuthProvider({ request } as unknown as HttpClient, tokens);
    });

    it('signs in: stores the tokens, then loads the user', async () => {
        await auth.login({ username: TENANT.email, password: 'tenant' });

        expect(request).toHaveBeenCalledWith('/api/auth/login', {
            method: 'POST',
            body: { username: TENANT.email, password: 'tenant' },
            ignoreErrors: true,
        });
        expect(tokens.validAccessToken()).not.toBeNull();
        expect(await auth.getIdentity()).toEqual({
            id: 'u-tenant',
            fullName: 'tenant@thingsboard.org',
            email: 'tenant@thingsboard.org',
            authority: 'TENANT_ADMIN',
        });
        expect(
            request.mock.calls.filter(([path]) => path === '/api/auth/user')
        ).toHaveLength(1);
    });

    it('passes the server error of a failed sign-in on and keeps no tokens', async () => {
        const refused = new ApiError({
            status: 401,
            errorCode: 10,
            message: 'Invalid username or password',
        });
        request.mockRejectedValueOnce(refused);

        await expect(
            auth.login({ username: TENANT.email, password: 'wrong' })
        ).rejects.toBe(refused);
        expect(tokens.hasSession()).toBe(false);
    });

    it('drops the tokens when the user cannot be loaded after sign-in', async () => {
        request.mockImplementation(async (path: string) => {
            if (path === '/api/auth/login') return pair();
            throw new ApiError({ status: 500, message: 'boom' });
        });

        await expect(
            auth.login({ username: TENANT.email, password: 'tenant' })
        ).rejects.toMatchObject({ status: 500 });
        expect(tokens.hasSession()).toBe(false);
    });

    it('checkAuth passes with a session and rejects quietly without one', async () => {
        await expect(auth.checkAuth({})).rejects.toEqual({ message: false });

        tokens.save(pair());
        await expect(auth.checkAuth({})).resolves.toBeUndefined();
    });

    it('logs out on the server, ignoring its errors, and clears the tokens', async () => {
        tokens.save(pair());
        request.mockRejectedValue(new ApiError({ status: 500, message: 'down' }));

        await auth.logout({});

        expect(request).toHaveBeenCalledWith('/api/auth/logout', {
            method: 'POST',
            ignoreErrors: true,
            ignoreLoading: true,
            endsSession: true,
        });
        expect(localStorage.length).toBe(0);
    });

    it('does not call the server to log out without a session', async () => {
        await auth.logout({});

        expect(request).not.toHaveBeenCalled();
    });

    it('checkError leaves only once the session is gone: the http layer reports errors', async () => {
        tokens.save(pair());
        await expect(
            auth.checkError(new ApiError({ status: 401, errorCode: 10, message: 'x' }))
        ).resolves.toBeUndefined();
        await expect(
            auth.checkError(new ApiError({ status: 403, errorCode: 20, message: 'x' }))
        ).resolves.toBeUndefined();

        tokens.clear();
        await expect(
            auth.checkError(
                new ApiError({ status: 401, errorCode: 11, message: 'access.refresh-token-failed' })
            )
        ).rejects.toEqual({ message: false });
    });

    it('applies the user’s language at sign-in', async () => {
        request.mockImplementation(async (path: string) => {
            if (path === '/api/auth/login') return pair();
            if (path === '/api/auth/user') return { ...TENANT, additionalInfo: { lang: 'de_DE' } };
            return undefined;
        });

        await auth.login({ username: TENANT.email, password: 'tenant' });

        expect(localStorage.getItem('TB-lang')).toBe('de_DE');
    });

    it('keeps the session with the new tokens after a password change', async () => {
        tokens.save(pair());
        const next = {
            token: fakeJwt({ sub: 'new', iat: 1, exp: 9001 }),
            refreshToken: fakeJwt({ sub: 'new', iat: 1, exp: 604801 }),
        };
        request.mockResolvedValueOnce(next);

        await auth.changePassword('old', 'new');

        expect(request).toHaveBeenCalledWith('/api/auth/changePassword', {
            method: 'POST',
            body: { currentPassword: 'old', newPassword: 'new' },
        });
        expect(tokens.validAccessToken()).toBe(next.token);
    });
});
