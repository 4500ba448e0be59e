import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { apiClient, claimsOf, type ApiClient } from '../support/api';
import { startTestServer } from '../support/server';
import { linkIn, MailCatcher } from '../support/smtp';
import { createActiveUser } from './fixtures';

let mail: MailCatcher;
let server: RunningServer;
let api: ApiClient;
let sysadmin: string;
let tenantId: string;

beforeAll(async () => {
    mail = new MailCatcher();
    server = await startTestServer({ smtpPort: await mail.start() });
    api = apiClient(server.url);
    sysadmin = (await api.login('sysadmin@thingsboard.org', 'sysadmin')).token;
    tenantId = claimsOf((await api.login('tenant@thingsboard.org', 'tenant')).token).tenantId as string;
});
afterAll(async () => {
    await server.close();
    await mail.stop();
});

const DEFAULT_POLICY = {
    minimumLength: 6,
    minimumUppercaseLetters: null,
    minimumLowercaseLetters: null,
    minimumDigits: null,
    minimumSpecialCharacters: null,
    allowWhitespaces: true,
    passwordExpirationPeriodDays: null,
    passwordReuseFrequencyDays: null,
};

const saveSecurity = async (settings: Record<string, unknown>) => {
    const saved = await api.post('/api/admin/securitySettings', settings, sysadmin);
    expect(saved.status).toBe(200);
    return saved.body;
};

let userCount = 0;
const newTenantAdmin = (password: string) =>
    createActiveUser(api, sysadmin, { email: `admin${++userCount}@example.com`, authority: 'TENANT_ADMIN', tenantId: { entityType: 'TENANT', id: tenantId } }, password);

describe('security settings', () => {
    it("answers ThingsBoard's defaults before anything is saved, then round-trips", async () => {
        expect((await api.get('/api/admin/securitySettings', sysadmin)).body).toEqual({
            passwordPolicy: DEFAULT_POLICY,
            maxFailedLoginAttempts: null,
            userLockoutNotificationEmail: null,
        });
        const settings = {
            passwordPolicy: { ...DEFAULT_POLICY, minimumLength: 8, minimumDigits: 1 },
            maxFailedLoginAttempts: 5,
            userLockoutNotificationEmail: 'security@example.com',
        };
        expect(await saveSecurity(settings)).toEqual(settings);
        expect((await api.get('/api/admin/securitySettings', sysadmin)).body).toEqual(settings);
        // The sign-in pages read the policy without a session.
        expect((await api.get('/api/noauth/userPasswordPolicy')).body).toEqual(settings.passwordPolicy);
        await saveSecurity({ passwordPolicy: DEFAULT_POLICY });
    });

    it('refuses numbers out of range and a malformed lockout address', async () => {
        for (const [body, message] of [
            [{ passwordPolicy: { minimumLength: 3 } }, 'Minimum password length should be at least 5!'],
            [{ passwordPolicy: { minimumLength: 6, minimumDigits: -1 } }, 'Minimum number of digits should be at least 0!'],
            [{ passwordPolicy: { minimumLength: 6 }, maxFailedLoginAttempts: -2 }, 'Maximum number of failed login attempts should be at least 0!'],
            [{ passwordPolicy: { minimumLength: 6 }, userLockoutNotificationEmail: 'not-an-address' }, 'Invalid email address format!'],
        ] as const) {
            expect((await api.post('/api/admin/securitySettings', body, sysadmin)).body).toMatchObject({ status: 400, errorCode: 31, message });
        }
    });
});

describe('password policy', () => {
    it('is enforced on password change, reset and activation', async () => {
        const admin = await newTenantAdmin('first-pass1');
        await saveSecurity({ passwordPolicy: { ...DEFAULT_POLICY, minimumLength: 10, minimumUppercaseLetters: 1 } });

        const change = await api.post('/api/auth/changePassword', { currentPassword: 'first-pass1', newPassword: 'short' }, admin.token);
        expect(change.body).toMatchObject({
            status: 400,
            errorCode: 31,
            message: 'Password must be 10 or more characters in length.\nPassword must contain 1 or more uppercase characters.',
        });

        mail.clear();
        await api.post('/api/noauth/resetPasswordByEmail', { email: `admin${userCount}@example.com` });
        const resetToken = new URL(linkIn(await mail.waitFor(`admin${userCount}@example.com`), 'resetToken=')).searchParams.get('resetToken')!;
        const reset = await api.post('/api/noauth/resetPassword', { resetToken, password: 'longenoughbutlower' });
        expect(reset.body).toMatchObject({ status: 400, message: 'Password must contain 1 or more uppercase characters.' });
        expect((await api.post('/api/noauth/resetPassword', { resetToken, password: 'Long-enough-1' })).status).toBe(200);

        const created = await api.post('/api/user?sendActivationMail=false', { email: 'fresh@example.com', authority: 'TENANT_ADMIN', tenantId: { entityType: 'TENANT', id: tenantId } }, sysadmin);
        const link = await api.get(`/api/user/${created.body.id.id}/activationLink`, sysadmin);
        const activateToken = new URL(link.text).searchParams.get('activateToken')!;
        expect((await api.post('/api/noauth/activate?sendActivationMail=false', { activateToken, password: 'Short1' })).body).toMatchObject({
            status: 400,
            message: 'Password must be 10 or more characters in length.',
        });
        expect((await api.post('/api/noauth/activate?sendActivationMail=false', { activateToken, password: 'Quite-long-1' })).status).toBe(200);
        await saveSecurity({ passwordPolicy: DEFAULT_POLICY });
    });
});

describe('password reuse', () => {
    it('refuses a password used within the reuse period on change and reset, and allows it without a period', async () => {
        const admin = await newTenantAdmin('first-pass1');
        await saveSecurity({ passwordPolicy: { ...DEFAULT_POLICY, passwordReuseFrequencyDays: 30 } });

        const second = await api.post('/api/auth/changePassword', { currentPassword: 'first-pass1', newPassword: 'second-pass2' }, admin.token);
        expect(second.status).toBe(200);
        const back = await api.post('/api/auth/changePassword', { currentPassword: 'second-pass2', newPassword: 'first-pass1' }, second.body.token);
        expect(back.body).toMatchObject({ status: 400, errorCode: 31, message: 'Password was already used for the last 30 days' });

        mail.clear();
        await api.post('/api/noauth/resetPasswordByEmail', { email: `admin${userCount}@example.com` });
        const resetToken = new URL(linkIn(await mail.waitFor(`admin${userCount}@example.com`), 'resetToken=')).searchParams.get('resetToken')!;
        expect((await api.post('/api/noauth/resetPassword', { resetToken, password: 'first-pass1' })).body).toMatchObject({
            status: 400,
            message: 'Password was already used for the last 30 days',
        });
        expect((await api.post('/api/noauth/resetPassword', { resetToken, password: 'third-pass3' })).status).toBe(200);

        // The history is the server's own: no answer about the user carries a hash.
        const user = await api.get(`/api/user/${claimsOf(admin.token).userId}`, sysadmin);
        expect(JSON.stringify(user.body)).not.toContain('$argon2');

        await saveSecurity({ passwordPolicy: DEFAULT_POLICY });
        const login = await api.login(`admin${userCount}@example.com`, 'third-pass3');
        expect((await api.post('/api/auth/changePassword', { currentPassword: 'third-pass3', newPassword: 'first-pass1' }, login.token)).status).toBe(200);
    });
});

describe('account lockout', () => {
    const attempt = (email: string, password: string) => api.post('/api/auth/login', { username: email, password });

    it('locks the account after the maximum of failed logins, mails the security address, and an administrator unlocks it', async () => {
        const admin = await newTenantAdmin('right-pass');
        const email = `admin${userCount}@example.com`;
        await saveSecurity({ passwordPolicy: DEFAULT_POLICY, maxFailedLoginAttempts: 2, userLockoutNotificationEmail: 'security@example.com' });
        mail.clear();

        // A success in between starts the count again.
        expect((await attempt(email, 'wrong')).body.message).toBe('Invalid username or password');
        expect((await attempt(email, 'right-pass')).status).toBe(200);
        expect((await attempt(email, 'wrong')).body.message).toBe('Invalid username or password');
        expect((await attempt(email, 'wrong')).body.message).toBe('Invalid username or password');
        const locked = await attempt(email, 'wrong');
        expect(locked.body).toMatchObject({ status: 401, errorCode: 10, message: 'User account is locked due to security policy' });

        const notice = await mail.waitFor('security@example.com');
        expect(notice.subject).toBe('Thingdeck - User account has been locked');
        expect(notice.text).toContain(`User account ${email} has been locked due to exceeding the maximum number of 2 failed login attempts`);
        expect((await attempt(email, 'right-pass')).body).toMatchObject({ status: 401, errorCode: 10, message: 'User account is not active' });

        const enabled = await api.call('POST', `/api/user/${admin.userId}/userCredentialsEnabled?userCredentialsEnabled=true`, { token: sysadmin });
        expect(enabled.status).toBe(200);
        // Unlocking starts the count again: one more mistake does not lock the account at once.
        expect((await attempt(email, 'wrong')).body.message).toBe('Invalid username or password');
        expect((await attempt(email, 'right-pass')).status).toBe(200);
        await saveSecurity({ passwordPolicy: DEFAULT_POLICY });
    });

    it('writes the lockout mail in the language its reader chose when the address is a user\'s', async () => {
        const reader = `reader${++userCount}@example.com`;
        await createActiveUser(
            api,
            sysadmin,
            { email: reader, authority: 'TENANT_ADMIN', tenantId: { entityType: 'TENANT', id: tenantId }, additionalInfo: { lang: 'fa_IR' } },
            'reader-pass'
        );
        await newTenantAdmin('right-pass');
        const email = `admin${userCount}@example.com`;
        await saveSecurity({ passwordPolicy: DEFAULT_POLICY, maxFailedLoginAttempts: 3, userLockoutNotificationEmail: reader });
        mail.clear();
        for (let i = 0; i < 4; i++) await attempt(email, 'wrong');

        const notice = await mail.waitFor(reader);
        expect(notice.subject).toBe('Thingdeck - حساب کاربری قفل شد');
        // The count in Persian digits, as Persian text writes numbers.
        expect(notice.text).toContain(`حساب کاربری ${email} قفل شد، زیرا تعداد تلاش‌های ناموفق برای ورود از حداکثر مجاز (۳) بیشتر شد.`);
        await saveSecurity({ passwordPolicy: DEFAULT_POLICY });
    });
});
