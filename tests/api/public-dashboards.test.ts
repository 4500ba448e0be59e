import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixtures';

/**
 * Sharing a dashboard (part1 §7, reference §1.5): the public customer's visitor reads it only
 * while it is public; a customer user reads only the dashboards assigned to their customer.
 */
describe('public and assigned dashboards', () => {
    let world: World;
    let dashboardId: string;
    let otherDashboardId: string;

    const publicLogin = (publicId: string) => world.api.post('/api/auth/login/public', { publicId });
    const publicIdOf = (dashboard: { assignedCustomers: Array<{ public: boolean; customerId: { id: string } }> | null }) =>
        dashboard.assignedCustomers?.find(customer => customer.public)?.customerId.id;

    beforeAll(async () => {
        world = await createWorld();
        const make = async (title: string) => (await world.api.post('/api/dashboard', { title, configuration: { widgets: {}, states: {} } }, world.tenant.token)).body.id.id as string;
        [dashboardId, otherDashboardId] = await Promise.all([make('Shared lobby'), make('Internal plant')]);
    });
    afterAll(() => world?.close());

    it('makes a dashboard public: the public customer appears in assignedCustomers and its visitor reads the dashboard, read-only', async () => {
        const shared = await world.api.post(`/api/customer/public/dashboard/${dashboardId}`, undefined, world.tenant.token);
        expect(shared.status).toBe(200);
        const publicId = publicIdOf(shared.body);
        expect(publicId).toBeDefined();
        const publicCustomer = await world.api.get(`/api/customer/${publicId}`, world.tenant.token);
        expect(publicCustomer.body.title).toBe('Public');

        const login = await publicLogin(publicId!);
        expect(login.status).toBe(200);
        const visitor = login.body.token as string;
        const read = await world.api.get(`/api/dashboard/${dashboardId}`, visitor);
        expect(read.status).toBe(200);
        expect(read.body.title).toBe('Shared lobby');
        const list = await world.api.get(`/api/customer/${publicId}/dashboards?pageSize=10&page=0`, visitor);
        expect(list.body.data.map((dashboard: { title: string }) => dashboard.title)).toEqual(['Shared lobby']);

        // Read-only: the visitor neither saves nor deletes it.
        const save = await world.api.post('/api/dashboard', { ...read.body, title: 'Defaced' }, visitor);
        expect(save.status).toBe(403);
        expect((await world.api.call('DELETE', `/api/dashboard/${dashboardId}`, { token: visitor })).status).toBe(403);
    });

    it('does not let the public visitor read a dashboard that is not public', async () => {
        const publicId = publicIdOf((await world.api.get(`/api/dashboard/info/${dashboardId}`, world.tenant.token)).body)!;
        const visitor = (await publicLogin(publicId)).body.token as string;
        const other = await world.api.get(`/api/dashboard/${otherDashboardId}`, visitor);
        expect(other.status).toBe(403);
        expect(other.body).toMatchObject({ status: 403, errorCode: 20 });
    });

    it('makes it private again: the visitor can no longer read it', async () => {
        const publicId = publicIdOf((await world.api.get(`/api/dashboard/info/${dashboardId}`, world.tenant.token)).body)!;
        const visitor = (await publicLogin(publicId)).body.token as string;
        const unshared = await world.api.call('DELETE', `/api/customer/public/dashboard/${dashboardId}`, { token: world.tenant.token });
        expect(unshared.status).toBe(200);
        expect(publicIdOf(unshared.body)).toBeUndefined();
        expect((await world.api.get(`/api/dashboard/${dashboardId}`, visitor)).status).toBe(403);
    });

    it('refuses a public login for a customer that is not public, and for an unknown id', async () => {
        expect((await publicLogin(world.customer.customerId)).status).toBe(401);
        const unknown = await publicLogin('13814000-1dd2-11b2-8080-808080808080');
        expect(unknown.status).toBeGreaterThanOrEqual(400);
        expect(unknown.status).toBeLessThan(500);
    });

    it('shows a customer user only the dashboards assigned to their customer', async () => {
        const assigned = await world.api.post(`/api/customer/${world.customer.customerId}/dashboard/${dashboardId}`, undefined, world.tenant.token);
        expect(assigned.status).toBe(200);

        const mine = await world.api.get(`/api/customer/${world.customer.customerId}/dashboards?pageSize=50&page=0`, world.customer.token);
        const titles = mine.body.data.map((dashboard: { title: string }) => dashboard.title);
        expect(titles).toContain('Shared lobby');
        expect(titles).not.toContain('Internal plant');
        expect((await world.api.get(`/api/dashboard/${dashboardId}`, world.customer.token)).status).toBe(200);
        expect((await world.api.get(`/api/dashboard/${otherDashboardId}`, world.customer.token)).status).toBe(403);

        // Customer B, same tenant: neither the list nor the dashboard.
        expect((await world.api.get(`/api/dashboard/${dashboardId}`, world.otherCustomer.token)).status).toBe(403);
        expect((await world.api.get(`/api/customer/${world.customer.customerId}/dashboards?pageSize=50&page=0`, world.otherCustomer.token)).status).toBe(403);
        // Another tenant's customer user does not even learn it exists as theirs.
        expect([403, 404]).toContain((await world.api.get(`/api/dashboard/${dashboardId}`, world.customer2.token)).status);
    });

    it("opens a user's own home dashboard before their customer's, and skips one they may not open", async () => {
        const { api, tenant, customer } = world;
        const make = async (title: string) => (await api.post('/api/dashboard', { title }, tenant.token)).body.id.id as string;
        const [customerHome, userHome, foreignHome] = await Promise.all([make('Customer A home'), make('Operator home'), make('Not shared')]);
        await api.post(`/api/dashboard/${customerHome}/customers/add`, [customer.customerId], tenant.token);
        await api.post(`/api/dashboard/${userHome}/customers/add`, [customer.customerId], tenant.token);
        const customerRow = (await api.get(`/api/customer/${customer.customerId}`, tenant.token)).body;
        await api.post('/api/customer', { ...customerRow, additionalInfo: { ...customerRow.additionalInfo, homeDashboardId: customerHome, homeDashboardHideToolbar: true } }, tenant.token);
        const homeOf = async () => (await api.get('/api/dashboard/home/info', customer.token)).body;
        expect(await homeOf()).toEqual({ dashboardId: { entityType: 'DASHBOARD', id: customerHome }, hideDashboardToolbar: true });

        const user = (await api.get(`/api/user/${customer.userId}`, tenant.token)).body;
        const setUserHome = (dashboardId: string) =>
            api.post('/api/user', { ...user, additionalInfo: { ...user.additionalInfo, homeDashboardId: dashboardId, homeDashboardHideToolbar: false } }, tenant.token);
        expect((await setUserHome(userHome)).status).toBe(200);
        expect(await homeOf()).toEqual({ dashboardId: { entityType: 'DASHBOARD', id: userHome }, hideDashboardToolbar: false });
        // A home dashboard the customer was never given falls back to the customer's.
        await setUserHome(foreignHome);
        expect((await homeOf()).dashboardId.id).toBe(customerHome);
    });

    it('takes the dashboard away from the customer when the tenant unassigns it', async () => {
        const customers = await world.api.post(`/api/dashboard/${dashboardId}/customers/remove`, [world.customer.customerId], world.tenant.token);
        expect(customers.status).toBe(200);
        expect((await world.api.get(`/api/dashboard/${dashboardId}`, world.customer.token)).status).toBe(403);
    });
});
