import { describe, expect, it } from 'vitest';
import { closePage, consoleUnderTest, openPage, signIn } from './console';
import { expectErrorToast, expectFailedRequest } from './support/problems';

const suite = consoleUnderTest();

describe('system administrator settings', () => {
    it("a stricter password policy saved in the browser refuses a tenant admin's short password with the server's message", async () => {
        const { server, browser } = suite;
        const admin = await openPage(browser, `${server.url}/login`);
        try {
            await signIn(admin, 'sysadmin@thingsboard.org', 'sysadmin');
            await admin.locator('header').getByText('System administrator').waitFor();
            await admin.goto(`${server.url}/settings/security-settings`);

            const save = admin.getByRole('button', { name: 'Save' });
            const minimumLength = admin.getByLabel('Minimum password length');
            await minimumLength.waitFor();
            expect(await minimumLength.inputValue()).toBe('6');
            expect(await save.isDisabled()).toBe(true);

            // Out of range: the message shows under the field and nothing is saved.
            await minimumLength.fill('3');
            await admin.getByText('Minimum password length should be in a range from 5 to 50').waitFor();
            await minimumLength.fill('12');
            await save.click();
            await admin.getByRole('alert').getByText('Settings saved').waitFor();
            expect(await save.isDisabled()).toBe(true);
        } finally {
            await closePage(admin);
        }

        const tenant = await openPage(browser, `${server.url}/login`);
        try {
            await signIn(tenant, 'tenant@thingsboard.org', 'tenant');
            await tenant.locator('header').waitFor();
            await tenant.goto(`${server.url}/profile`);
            await tenant.getByRole('button', { name: 'Change password' }).click();
            const dialog = tenant.getByRole('dialog', { name: 'Change password' });
            await dialog.locator('input[name="currentPassword"]').fill('tenant');
            await dialog.locator('input[name="newPassword"]').fill('short-pw1');
            await dialog.locator('input[name="newPassword2"]').fill('short-pw1');
            // The server refuses the short password, and the person reads why.
            expectFailedRequest({ method: 'POST', path: '/api/auth/changePassword', status: 400 });
            expectErrorToast('Password must be 12 or more characters in length.');
            await dialog.getByRole('button', { name: 'Change password' }).click();
            // The open dialog hides the rest of the page from the accessibility tree, so find the toast by its role attribute.
            await tenant.locator('[role="alert"]').getByText('Password must be 12 or more characters in length.').waitFor();
        } finally {
            await closePage(tenant);
        }
    });

    it('locks an account after the allowed failed sign-ins, and the person reads why on the sign-in page', async () => {
        const { server, browser } = suite;
        const admin = await openPage(browser, `${server.url}/login`);
        try {
            await signIn(admin, 'sysadmin@thingsboard.org', 'sysadmin');
            await admin.locator('header').getByText('System administrator').waitFor();
            await admin.goto(`${server.url}/settings/security-settings`);
            const attempts = admin.getByLabel('Maximum number of failed login attempts, before account is locked');
            await attempts.waitFor();
            await attempts.fill('2');
            await admin.getByRole('button', { name: 'Save' }).click();
            await admin.getByRole('alert').getByText('Settings saved').waitFor();
        } finally {
            await closePage(admin);
        }

        const visitor = await openPage(browser, `${server.url}/login`);
        try {
            // Every sign-in here is refused (wrong password, then locked).
            expectFailedRequest({ method: 'POST', path: '/api/auth/login', status: 401 });
            const tryPassword = async (password: string) => {
                await signIn(visitor, 'customerC@thingsboard.org', password);
            };
            for (let attempt = 1; attempt <= 2; attempt += 1) {
                await tryPassword(`wrong-${attempt}`);
                await visitor.getByText('Invalid username or password').last().waitFor();
            }
            await tryPassword('wrong-3');
            await visitor.getByText('User account is locked due to security policy').waitFor();
            // Locked means locked: the right password does not open the console either.
            await tryPassword('customer');
            await visitor.getByText(/User account is (locked|not active)/).last().waitFor();
            expect(new URL(visitor.url()).pathname).toBe('/login');
        } finally {
            await closePage(visitor);
        }
    });
});
