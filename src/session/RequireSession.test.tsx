import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeJwt } from '../providers/auth/fakeJwt';
import { tokenStore } from '../providers/auth/tokenStore';
import { PublicApp } from './PublicApp';
import { RequireSession } from './RequireSession';

const ShowLocation = () => {
    const location = useLocation();
    return (
        <p>
            {`at ${location.pathname}${location.search} from ${JSON.stringify(location.state)}`}
        </p>
    );
};

const renderAt = (path: string) =>
    render(
        <MemoryRouter initialEntries={[path]}>
            <Routes>
                <Route path="/login/*" element={<PublicApp />} />
                <Route
                    path="*"
                    element={
                        <RequireSession>
                            <ShowLocation />
                        </RequireSession>
                    }
                />
            </Routes>
        </MemoryRouter>
    );

describe('route guard', () => {
    beforeEach(() => localStorage.clear());
    afterEach(cleanup);

    it('sends a visitor without a session to /login, remembering the page', () => {
        render(
            <MemoryRouter initialEntries={['/devices?page=2']}>
                <Routes>
                    <Route path="/login" element={<ShowLocation />} />
                    <Route
                        path="*"
                        element={<RequireSession>console</RequireSession>}
                    />
                </Routes>
            </MemoryRouter>
        );

        expect(
            screen.getByText(
                'at /login from {"nextPathname":"/devices","nextSearch":"?page=2"}'
            )
        ).toBeInTheDocument();
    });

    it('shows the sign-in page at /login', () => {
        renderAt('/devices');

        expect(document.querySelector('input[name="username"]')).not.toBeNull();
    });

    it('lets a signed-in user through', () => {
        tokenStore.save({
            token: fakeJwt({ iat: 1, exp: 9001 }),
            refreshToken: fakeJwt({ iat: 1, exp: 604801 }),
        });
        renderAt('/devices?page=2');

        expect(screen.getByText(/^at \/devices\?page=2/)).toBeInTheDocument();
    });

    it('lets a session that can only be refreshed through', () => {
        tokenStore.save({
            token: fakeJwt({ iat: 1, exp: 1 }), // not stored: no lifetime
            refreshToken: fakeJwt({ iat: 1, exp: 604801 }),
        });
        renderAt('/home');

        expect(screen.getByText(/^at \/home/)).toBeInTheDocument();
    });

    it('sends a signed-in user away from /login to the console', () => {
        tokenStore.save({
            token: fakeJwt({ iat: 1, exp: 9001 }),
            refreshToken: fakeJwt({ iat: 1, exp: 604801 }),
        });
        renderAt('/login');

        expect(screen.getByText(/^at \/home/)).toBeInTheDocument();
    });

    it('sends unknown public paths to /login', () => {
        renderAt('/login/nowhere');

        expect(document.querySelector('input[name="password"]')).not.toBeNull();
    });
});
