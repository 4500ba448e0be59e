// The cases of ThingsBoard 3.3.4's BaseUserControllerTest, against our server (with a mail catcher
// standing in for its TestMailService).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, MailCatcher } from '../../support/smtp';
import { allPages, badRequest, forbidden, idsOf, notFound, notFoundSentence, PASSWORD, startHarness, uniqueEmail, type Caller, type Harness, type Json } from './harness';

let tb: Harness;
let mail: MailCatcher;

beforeAll(async () => {
    mail = new MailCatcher();
    tb = await startHarness({ smtpPort: await mail.start() });
});
afterAll(async () => {
    await tb?.close();
    await mail?.stop();
});

const tenantAdminOf = (tenantId: string, email: string, extra: Json = {}) => ({
    authority: 'TENANT_ADMIN',
    tenantId: { entityType: 'TENANT', id: tenantId },
    email,
    firstName: 'Joe',
    lastName: 'Downs',
    ...extra,
});

/** The token of the newest link to `email` that carries `param`. */
async function tokenMailedTo(email: string, param: 'activateToken' | 'resetToken'): Promise<string> {
    return new URL(linkIn(await mail.waitFor(email), `${param}=`)).searchParams.get(param)!;
}

const currentUser = async (token: string) => (await tb.api.get('/api/auth/user', token)).body;

/** An e-mail in ThingsBoard's mixed case: lower for even i, upper for odd. */
const mixedEmail = (prefix: string, i: number) => {
    const email = `${prefix}${Math.random().toString(36).slice(2, 12)}@thingsboard.org`;
    return i % 2 === 0 ? email.toLowerCase() : email.toUpperCase();
};

describe('BaseUserControllerTest (ThingsBoard 3.3.4)', () => {
    it('testSaveUser: the activation link redirects to create a password; activating signs the user in; the password signs in again', async () => {
        const email = uniqueEmail('tenant2-');
        const saved = await tb.sysadmin.save('/api/user', tenantAdminOf(tb.tenantId, email));
        expect(saved.createdTime).toBeGreaterThan(0);
        expect(saved.email).toBe(email);
        expect(await tb.sysadmin.read(`/api/user/${saved.id.id}`)).toEqual(saved);

        const activateToken = await tokenMailedTo(email, 'activateToken');
        const link = await tb.api.get(`/api/noauth/activate?activateToken=${activateToken}`);
        expect([link.status, link.headers.get('location')]).toEqual([303, `/login/createPassword?activateToken=${activateToken}`]);
        const activated = await tb.api.post('/api/noauth/activate', { activateToken, password: 'testPassword' });
        expect(activated.status, activated.text).toBe(200);
        expect(await currentUser(activated.body.token)).toMatchObject({ authority: 'TENANT_ADMIN', email });
        expect(await currentUser((await tb.login(email, 'testPassword')).token)).toMatchObject({ authority: 'TENANT_ADMIN', email });
        expect((await tb.sysadmin.delete(`/api/user/${saved.id.id}`)).status).toBe(200);
    });

    it('testSaveUserWithViolationOfFiledValidation: first and last names over 255 characters, named in words — 400 as ThingsBoard 3.4 answers (3.3.4 answered 500 with the same message)', async () => {
        const long = 'x'.repeat(300);
        badRequest(await tb.sysadmin.post('/api/user', tenantAdminOf(tb.tenantId, uniqueEmail('long'), { firstName: long })), /Validation error: length of first name must be equal or less than 255/);
        badRequest(await tb.sysadmin.post('/api/user', tenantAdminOf(tb.tenantId, uniqueEmail('long'), { lastName: long })), /length of last name must be equal or less than 255/);
    });

    it("testUpdateUserFromDifferentTenant: another tenant's save of the user is 403", async () => {
        const saved = await tb.sysadmin.save('/api/user?sendActivationMail=false', tenantAdminOf(tb.tenantId, uniqueEmail('tenant2-')));
        const other = await tb.differentTenant();
        forbidden(await other.post('/api/user', saved));
    });

    it('testResetPassword: the reset link redirects to the reset page; the new password signs in', async () => {
        const email = uniqueEmail('reset');
        await tb.sysadmin.save('/api/user?sendActivationMail=false', tenantAdminOf(tb.tenantId, email));
        const user = await tb.login(email).catch(() => null);
        expect(user).toBeNull();
        const created = (await tb.sysadmin.read<Json>(`/api/tenant/${tb.tenantId}/users?pageSize=100&page=0&textSearch=${encodeURIComponent(email)}`)).data[0];
        const link = await tb.sysadmin.call('GET', `/api/user/${created.id.id}/activationLink`);
        const activateToken = new URL(String(link.body ?? link.text)).searchParams.get('activateToken')!;
        expect((await tb.api.post('/api/noauth/activate?sendActivationMail=false', { activateToken, password: PASSWORD })).status).toBe(200);

        mail.clear();
        expect((await tb.api.post('/api/noauth/resetPasswordByEmail', { email })).status).toBe(200);
        const resetToken = await tokenMailedTo(email, 'resetToken');
        const page = await tb.api.get(`/api/noauth/resetPassword?resetToken=${resetToken}`);
        expect([page.status, page.headers.get('location')]).toEqual([303, `/login/resetPassword?resetToken=${resetToken}`]);
        const reset = await tb.api.post('/api/noauth/resetPassword', { resetToken, password: 'testPassword2' });
        expect(reset.status, reset.text).toBe(200);
        expect(await currentUser(reset.body.token)).toMatchObject({ authority: 'TENANT_ADMIN', email });
        expect(await currentUser((await tb.login(email, 'testPassword2')).token)).toMatchObject({ email });
        expect((await tb.sysadmin.delete(`/api/user/${created.id.id}`)).status).toBe(200);
    });

    it('testFindUserById: reads back exactly what was saved', async () => {
        const saved = await tb.sysadmin.save('/api/user?sendActivationMail=false', tenantAdminOf(tb.tenantId, uniqueEmail('found')));
        expect(await tb.sysadmin.read(`/api/user/${saved.id.id}`)).toEqual(saved);
    });

    it("testSaveUserWithSameEmail: 400 \"User with email '..'  already present in database!\"", async () => {
        const email = (await currentUser(tb.tenantAdmin.token)).email as string;
        badRequest(await tb.sysadmin.post('/api/user', tenantAdminOf(tb.tenantId, email)), `User with email '${email}'  already present in database!`);
    });

    it("testSaveUserWithInvalidEmail: 400 \"Invalid email address format '..'\"", async () => {
        badRequest(await tb.sysadmin.post('/api/user', tenantAdminOf(tb.tenantId, 'tenant_thingsboard.org')), "Invalid email address format 'tenant_thingsboard.org'!");
    });

    it('testSaveUserWithEmptyEmail: 400 "User email should be specified"', async () => {
        const { email: _email, ...withoutEmail } = tenantAdminOf(tb.tenantId, '');
        badRequest(await tb.sysadmin.post('/api/user', withoutEmail), 'User email should be specified!');
    });

    it('testSaveUserWithoutTenant: 400 "Tenant administrator should be assigned to tenant"', async () => {
        const { tenantId: _tenantId, ...withoutTenant } = tenantAdminOf(tb.tenantId, uniqueEmail('orphan'));
        badRequest(await tb.sysadmin.post('/api/user', withoutTenant), 'Tenant administrator should be assigned to tenant!');
    });

    it('testDeleteUser: a deleted user is not found', async () => {
        const saved = await tb.sysadmin.save('/api/user?sendActivationMail=false', tenantAdminOf(tb.tenantId, uniqueEmail('doomed')));
        expect((await tb.sysadmin.delete(`/api/user/${saved.id.id}`)).status).toBe(200);
        notFound(await tb.sysadmin.get(`/api/user/${saved.id.id}`), notFoundSentence('User', saved.id.id));
    });

    it("testFindTenantAdmins: a tenant's administrators, page by page; none once the tenant is deleted", async () => {
        const tenant = await tb.sysadmin.save('/api/tenant', { title: 'Test tenant' });
        const admins = [];
        for (let i = 0; i < 64; i++) admins.push(await tb.sysadmin.save('/api/user?sendActivationMail=false', tenantAdminOf(tenant.id.id, `testTenant${i}-${tenant.id.id.slice(0, 8)}@thingsboard.org`)));
        const listed = await allPages(tb.sysadmin, `/api/tenant/${tenant.id.id}/users`, 33);
        expect(idsOf(listed)).toEqual(idsOf(admins));
        expect((await tb.sysadmin.delete(`/api/tenant/${tenant.id.id}`)).status).toBe(200);
        const after = await tb.sysadmin.read(`/api/tenant/${tenant.id.id}/users?pageSize=33&page=0`);
        expect([after.hasNext, after.data]).toEqual([false, []]);
    });

    it("testFindTenantAdminsByEmail: textSearch on e-mails regardless of case; deleted users leave the pages", async () => {
        const tenant = await tb.sysadmin.save('/api/tenant', { title: 'Search tenant' });
        const users1 = [];
        const users2 = [];
        for (let i = 0; i < 124; i++) users1.push(await tb.sysadmin.save('/api/user?sendActivationMail=false', tenantAdminOf(tenant.id.id, mixedEmail('testEmail1', i))));
        for (let i = 0; i < 112; i++) users2.push(await tb.sysadmin.save('/api/user?sendActivationMail=false', tenantAdminOf(tenant.id.id, mixedEmail('testEmail2', i))));
        const path = `/api/tenant/${tenant.id.id}/users`;
        expect(idsOf(await allPages(tb.sysadmin, path, 33, 'testEmail1'))).toEqual(idsOf(users1));
        expect(idsOf(await allPages(tb.sysadmin, path, 16, 'testEmail2'))).toEqual(idsOf(users2));
        for (const user of users1) expect((await tb.sysadmin.delete(`/api/user/${user.id.id}`)).status).toBe(200);
        expect((await tb.sysadmin.read(`${path}?pageSize=4&page=0&textSearch=testEmail1`)).data).toEqual([]);
        for (const user of users2) expect((await tb.sysadmin.delete(`/api/user/${user.id.id}`)).status).toBe(200);
        expect((await tb.sysadmin.read(`${path}?pageSize=4&page=0&textSearch=testEmail2`)).data).toEqual([]);
    });

    describe("a customer's users", () => {
        let admin: Caller;
        beforeAll(async () => {
            admin = await tb.differentTenant('Customer users tenant');
        });
        const customerUserOf = (customerId: string, email: string) => ({ authority: 'CUSTOMER_USER', customerId: { entityType: 'CUSTOMER', id: customerId }, email });

        it("testFindCustomerUsers: a customer's users, page by page", async () => {
            const customer = await admin.save('/api/customer', { title: 'My customer' });
            const users = [];
            for (let i = 0; i < 56; i++) users.push(await admin.save('/api/user?sendActivationMail=false', customerUserOf(customer.id.id, `testCustomer${i}-${customer.id.id.slice(0, 8)}@thingsboard.org`)));
            expect(idsOf(await allPages(admin, `/api/customer/${customer.id.id}/users`, 33))).toEqual(idsOf(users));
            expect((await admin.delete(`/api/customer/${customer.id.id}`)).status).toBe(200);
        });

        it("testFindCustomerUsersByEmail: textSearch on the customer's users' e-mails; deleted users leave the pages", async () => {
            const customer = await admin.save('/api/customer', { title: 'Search customer' });
            const users1 = [];
            const users2 = [];
            for (let i = 0; i < 74; i++) users1.push(await admin.save('/api/user?sendActivationMail=false', customerUserOf(customer.id.id, mixedEmail('testEmail1', i))));
            for (let i = 0; i < 92; i++) users2.push(await admin.save('/api/user?sendActivationMail=false', customerUserOf(customer.id.id, mixedEmail('testEmail2', i))));
            const path = `/api/customer/${customer.id.id}/users`;
            expect(idsOf(await allPages(admin, path, 33, 'testEmail1'))).toEqual(idsOf(users1));
            expect(idsOf(await allPages(admin, path, 16, 'testEmail2'))).toEqual(idsOf(users2));
            for (const user of users1) expect((await admin.delete(`/api/user/${user.id.id}`)).status).toBe(200);
            expect((await admin.read(`${path}?pageSize=4&page=0&textSearch=testEmail1`)).data).toEqual([]);
            for (const user of users2) expect((await admin.delete(`/api/user/${user.id.id}`)).status).toBe(200);
            expect((await admin.read(`${path}?pageSize=4&page=0&textSearch=testEmail2`)).data).toEqual([]);
        });
    });
});
