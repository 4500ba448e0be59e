import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../../providers/auth/fakeJwt';
import { LoginPage } from './LoginPage';

// The console chunk is preloaded on submit; the test has no use for it.
vi.mock('../../loadAdminApp', () => ({ loadAdminApp: async () => ({}) }));

const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
    });

type Answer = (path: string, init?: RequestInit) => Response;
const stubServer = (answer: Answer) => {
    const fetch = vi.fn(async (input: string, init?: RequestInit) =>
        answer(input.split('?')[0], init)
    );
    vi.stubGlobal('fetch', fetch);
    return fetch;
};
const noOAuth2: Answer = path =>
    path === '/api/noauth/oauth2Clients' ? json([]) : json({}, 404);

const renderAt = (state?: object) =>
    render(
        <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
            <Routes>
                <Route path="/login" element={<LoginPage />} />
                <Route path="/home" element={<p>home page</p>} />
                <Route path="/devices" element={<p>devices page</p>} />
            </Routes>
        </MemoryRouter>
    );

const usernameInput = () =>
    document.querySelector<HTMLInputElement>('input[name="username"]')!;
const passwordInput = () =>
    document.querySelector<HTMLInputElement>('input[name="password"]')!;

describe('LoginPage', () => {
    beforeEach(() => localStorage.clear());
    afterEach(() => {
        cleanup(); // vitest runs without globals, so RTL cannot register this itself
        vi.unstubAllGlobals();
    });

    it('flags a username that is not an e-mail and does not send it', async () => {
        const fetch = stubServer(noOAuth2);
        const user = userEvent.setup();
        renderAt();

        await user.type(usernameInput(), 'tenant');
        await user.click(screen.getByRole('button', { name: 'Login' }));

        expect(screen.getByText('Invalid e-mail format')).toBeInTheDocument();
        expect(usernameInput()).toHaveAttribute('aria-invalid', 'true');
        expect(fetch).not.toHaveBeenCalledWith(
            '/api/auth/login',
            expect.anything()
        );

        await user.clear(usernameInput());
        await user.type(usernameInput(), 'tenant@thingsboard.org');
        expect(screen.queryByText('Invalid e-mail format')).toBeNull();
    });

    it('shows and hides the password', async () => {
        stubServer(noOAuth2);
        const user = userEvent.setup();
        renderAt();

        expect(passwordInput()).toHaveAttribute('type', 'password');
        await user.click(screen.getByRole('button', { name: 'Show password' }));
        expect(passwordInput()).toHaveAttribute('type', 'text');
        await user.click(screen.getByRole('button', { name: 'Hide password' }));
        expect(passwordInput()).toHaveAttribute('type', 'password');
    });

    it('shows the server’s message when sign-in fails', async () => {
        stubServer(path =>
            path === '/api/auth/login'
                ? json(
                      {
                          status: 401,
                          message: 'Invalid username or password',
                          errorCode: 10,
                          timestamp: '2022-03-11T09:40:05.123+00:00',
                      },
                      401
                  )
                : noOAuth2(path)
        );
        const user = userEvent.setup();
        renderAt();

        await user.type(usernameInput(), 'tenant@thingsboard.org');
        await user.type(passwordInput(), 'wrong');
        await user.click(screen.getByRole('button', { name: 'Login' }));

        expect(await screen.findByRole('alert')).toHaveTextContent(
            'Invalid username or password'
        );
        expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    });

    it('signs in and goes to the remembered page', async () => {
        const fetch = stubServer(path => {
            if (path === '/api/auth/login') {
                return json({
                    token: fakeJwt({ iat: 1, exp: 9001 }),
                    refreshToken: fakeJwt({ iat: 1, exp: 604801 }),
                });
            }
            if (path === '/api/auth/user') {
                return json({
                    id: { entityType: 'USER', id: 'u-1' },
                    email: 'tenant@thingsboard.org',
                    authority: 'TENANT_ADMIN',
                });
            }
            return noOAuth2(path);
        });
        const user = userEvent.setup();
        renderAt({ nextPathname: '/devices', nextSearch: '' });

        await user.type(usernameInput(), 'tenant@thingsboard.org');
        await user.type(passwordInput(), 'tenant');
        await user.click(screen.getByRole('button', { name: 'Login' }));

        expect(await screen.findByText('devices page')).toBeInTheDocument();
        const login = fetch.mock.calls.find(([input]) => input === '/api/auth/login');
        expect(JSON.parse(String(login?.[1]?.body))).toEqual({
            username: 'tenant@thingsboard.org',
            password: 'tenant',
        });
        expect(localStorage.getItem('jwt_token')).not.toBeNull();
    });

    it('offers the external sign-in clients above an "or" divider', async () => {
        stubServer(path =>
            path === '/api/noauth/oauth2Clients'
                ? json([
                      { name: 'Google', icon: 'google-logo', url: '/oauth2/authorization/g' },
                  ])
                : json({}, 404)
        );
        renderAt();

        const google = await screen.findByRole('link', { name: 'Login with Google' });
        expect(google).toHaveAttribute('href', '/oauth2/authorization/g');
        expect(screen.getByText('or')).toBeInTheDocument();
    });

    it('shows no external sign-in when the list cannot be loaded', async () => {
        const fetch = stubServer(() => json({}, 500));
        renderAt();

        await waitFor(() => expect(fetch).toHaveBeenCalled());
        expect(fetch.mock.calls[0][0]).toBe('/api/noauth/oauth2Clients?platform=WEB');
        expect(screen.queryByText('or')).toBeNull();
    });
});
