import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/toast/toastStore';
import { LoginPage } from './LoginPage';
import { NewPasswordForm } from './NewPasswordForm';
import { ResetPasswordRequestPage } from './ResetPasswordRequestPage';

vi.mock('../../loadAdminApp', () => ({ loadAdminApp: async () => ({}) }));

const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const stubFetch = (answer: (path: string) => Response) => {
    const fetch = vi.fn(async (input: string, _init?: RequestInit) => answer(input.split('?')[0]));
    vi.stubGlobal('fetch', fetch);
    return fetch;
};

const ShowPath = () => {
    const location = useLocation();
    return <p>{location.pathname + location.search}</p>;
};

describe('password pages', () => {
    beforeEach(() => {
        localStorage.clear();
        toastStore.hide();
    });
    afterEach(() => {
        cleanup();
        vi.unstubAllGlobals();
    });

    it('reset request: validated on submit only, one submit, success toast', async () => {
        const fetch = stubFetch(() => new Response(null, { status: 200 }));
        const user = userEvent.setup();
        render(
            <MemoryRouter>
                <ResetPasswordRequestPage />
            </MemoryRouter>
        );
        const email = document.querySelector<HTMLInputElement>('input[name="email"]')!;
        const submit = screen.getByRole('button', { name: 'Request Password Reset' });

        await user.click(submit);
        expect(screen.getByText('Email is required.')).toBeInTheDocument();
        await user.type(email, 'nope');
        expect(screen.getByText('Invalid e-mail format')).toBeInTheDocument();
        expect(fetch).not.toHaveBeenCalled();

        await user.clear(email);
        await user.type(email, 'customer@thingsboard.org');
        await user.click(submit);

        expect(submit).toBeDisabled();
        expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ email: 'customer@thingsboard.org' });
        await vi.waitFor(() =>
            expect(toastStore.getSnapshot()).toMatchObject({
                message: 'login.password-link-sent-message',
                kind: 'success',
            })
        );
    });

    it('new password: a mismatch shows an error toast and sends nothing; the repeat is never passed on', async () => {
        const onSubmit = vi.fn(async () => undefined);
        const user = userEvent.setup();
        render(
            <MemoryRouter>
                <NewPasswordForm passwordLabel="login.new-password" repeatLabel="login.new-password-again" submitLabel="login.reset-password" onSubmit={onSubmit} />
            </MemoryRouter>
        );
        const password = document.querySelector<HTMLInputElement>('input[name="password"]')!;
        const repeat = document.querySelector<HTMLInputElement>('input[name="password2"]')!;

        await user.type(password, 'one-password');
        await user.type(repeat, 'other-password');
        await user.click(screen.getByRole('button', { name: 'Reset Password' }));
        expect(toastStore.getSnapshot()).toMatchObject({ message: 'login.passwords-mismatch-error', kind: 'error' });
        expect(onSubmit).not.toHaveBeenCalled();

        await user.clear(repeat);
        await user.type(repeat, 'one-password');
        await user.click(screen.getByRole('button', { name: 'Reset Password' }));
        expect(onSubmit).toHaveBeenCalledExactlyOnceWith('one-password');
    });

    it('sign-in with an expired password goes to resetExpiredPassword with the reset token', async () => {
        stubFetch(path =>
            path === '/api/auth/login'
                ? json({ status: 401, message: 'User password expired!', errorCode: 15, resetToken: 'rt-1' }, 401)
                : json([])
        );
        const user = userEvent.setup();
        render(
            <MemoryRouter initialEntries={['/login']}>
                <Routes>
                    <Route path="/login" element={<LoginPage />} />
                    <Route path="/login/resetExpiredPassword" element={<ShowPath />} />
                </Routes>
            </MemoryRouter>
        );

        await user.type(document.querySelector('input[name="username"]')!, 'tenant@thingsboard.org');
        await user.type(document.querySelector('input[name="password"]')!, 'old');
        await user.click(screen.getByRole('button', { name: 'Login' }));

        expect(await screen.findByText('/login/resetExpiredPassword?resetToken=rt-1')).toBeInTheDocument();
        expect(screen.queryByRole('alert')).toBeNull();
        expect(toastStore.getSnapshot()).toBeNull();
        expect(localStorage.getItem('jwt_token')).toBeNull();
    });
});
