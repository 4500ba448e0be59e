import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../providers/auth/authProvider';
import { fakeJwt } from '../../providers/auth/fakeJwt';
import { fakeUser } from '../../providers/auth/fakeUser';
import { tokenStore } from '../../providers/auth/tokenStore';
import ProfilePage from './ProfilePage';

const USER = fakeUser({ firstName: 'Ada', additionalInfo: { description: 'kept as is', lang: 'en_US' } });

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('ProfilePage', () => {
    let posted: unknown;

    beforeEach(async () => {
        localStorage.clear();
        posted = undefined;
        tokenStore.save({
            token: fakeJwt({ scopes: ['TENANT_ADMIN'], iat: 1, exp: 9001 }),
            refreshToken: fakeJwt({ iat: 1, exp: 604801 }),
        });
        vi.stubGlobal(
            'fetch',
            vi.fn(async (input: string, init?: RequestInit) => {
                if (input === '/api/auth/user') return json(USER);
                if (input === '/api/user' && init?.method === 'POST') {
                    posted = JSON.parse(String(init.body));
                    return json(posted);
                }
                if (input.startsWith('/api/tenant/dashboards')) return json({ data: [] });
                return json(false);
            })
        );
        authProvider.sessions.reset();
        await authProvider.getSession();
    });
    afterEach(() => vi.unstubAllGlobals());

    it('saves names and language into the user, keeping the rest of additionalInfo', async () => {
        const user = userEvent.setup();
        render(
            <MemoryRouter>
                <AdminContext>
                    <ProfilePage />
                </AdminContext>
            </MemoryRouter>
        );
        const save = screen.getByRole('button', { name: 'action.save' });
        expect(save).toBeDisabled();

        await user.type(document.querySelector('input[name="lastName"]')!, 'Lovelace');
        await user.click(screen.getByRole('combobox', { name: 'language.language' }));
        await user.click(screen.getByRole('option', { name: 'Deutsch' }));
        await user.click(save);

        await vi.waitFor(() => expect(posted).toBeDefined());
        expect(posted).toMatchObject({
            id: USER.id,
            email: USER.email,
            firstName: 'Ada',
            lastName: 'Lovelace',
            additionalInfo: {
                description: 'kept as is',
                lang: 'de_DE',
                defaultDashboardId: null,
                defaultDashboardFullscreen: false,
            },
        });
        expect(localStorage.getItem('TB-lang')).toBe('de_DE');
        await vi.waitFor(() => expect(authProvider.sessions.getSnapshot().details?.user.lastName).toBe('Lovelace'));
    });
});
