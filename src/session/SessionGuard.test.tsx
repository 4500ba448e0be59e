import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../components/dialogs/DialogHost';
import { authProvider } from '../providers/auth/authProvider';
import { fakeJwt } from '../providers/auth/fakeJwt';
import { fakeUser } from '../providers/auth/fakeUser';
import { tokenStore } from '../providers/auth/tokenStore';
import type { Authority } from '../../resources/kernel';
import { SessionGuard } from './SessionGuard';

const ShowLocation = () => {
    const location = useLocation();
    return <p>{`at ${location.pathname}${location.search} from ${JSON.stringify(location.state)}`}</p>;
};

const ShowSignIn = () => <p>{`sign-in page, then ${JSON.stringify(useLocation().state)}`}</p>;

const renderAt = (path: string) =>
    render(
        <MemoryRouter initialEntries={[path]}>
            <SessionGuard>
                <Routes>
                    <Route path="/login/*" element={<ShowSignIn />} />
                    <Route path="*" element={<ShowLocation />} />
                </Routes>
            </SessionGuard>
            <DialogHost />
        </MemoryRouter>
    );

const signInAs = (authority: Authority) => {
    tokenStore.save({
        token: fakeJwt({ scopes: [authority], iat: 1, exp: 9001 }),
        refreshToken: fakeJwt({ scopes: ['REFRESH_TOKEN'], iat: 1, exp: 604801 }),
    });
    vi.stubGlobal(
        'fetch',
        vi.fn(async (input: string) =>
            input === '/api/auth/user'
                ? new Response(JSON.stringify(fakeUser({ authority })), {
                      headers: { 'Content-Type': 'application/json' },
                  })
                : new Response('false', { headers: { 'Content-Type': 'application/json' } })
        )
    );
};

describe('SessionGuard', () => {
    beforeEach(() => {
        localStorage.clear();
        authProvider.sessions.reset();
    });
    afterEach(() => vi.unstubAllGlobals());

    it("fetches the console's code while a public dashboard's session is asked for, not after", () => {
        const files = document.createElement('meta');
        files.name = 'console-files';
        files.content = '/assets/AdminApp-x.js /assets/shell-x.js';
        document.head.appendChild(files);
        // The public session's answer never comes: the code is on its way all the same.
        const fetch = vi.fn(() => new Promise<Response>(() => undefined));
        vi.stubGlobal('fetch', fetch);
        try {
            renderAt('/dashboard/d-9?publicId=pub-1');
            expect(fetch).toHaveBeenCalledWith('/api/auth/login/public', expect.anything());
            const preloaded = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(link => link.getAttribute('href'));
            expect(preloaded).toEqual(['/assets/AdminApp-x.js', '/assets/shell-x.js']);
        } finally {
            files.remove();
            document.head.querySelectorAll('link[rel="modulepreload"]').forEach(link => link.remove());
        }
    });

    it('sends a visitor without a session to /login, remembering the page', () => {
        renderAt('/devices?page=2');

        expect(
            screen.getByText('sign-in page, then {"nextPathname":"/devices","nextSearch":"?page=2"}')
        ).toBeInTheDocument();
    });

    it('loads the user once, then lets them through', async () => {
        signInAs('TENANT_ADMIN');
        renderAt('/devices?page=2');

        expect(await screen.findByText(/^at \/devices\?page=2/)).toBeInTheDocument();
    });

    it('sends a signed-in user away from /login to home', async () => {
        signInAs('CUSTOMER_USER');
        renderAt('/login');

        expect(await screen.findByText(/^at \/home/)).toBeInTheDocument();
    });

    it('sends unknown paths home', async () => {
        signInAs('CUSTOMER_USER');
        renderAt('/nowhere');

        expect(await screen.findByText(/^at \/home/)).toBeInTheDocument();
    });

    it('keeps a customer user out of /tenants with the forbidden dialog', async () => {
        signInAs('CUSTOMER_USER');
        renderAt('/tenants');

        expect(await screen.findByRole('dialog', { name: 'Access forbidden' })).toBeInTheDocument();
        expect(await screen.findByText(/^at \/home/)).toBeInTheDocument();

        await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
        await act(async () => undefined);
        expect(screen.queryByRole('dialog')).toBeNull();
    });
});
