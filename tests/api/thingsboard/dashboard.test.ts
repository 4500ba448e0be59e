// The cases of ThingsBoard 3.3.4's BaseDashboardControllerTest, against our server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPages, badRequest, forbidden, idsOf, mixedCaseName, notFound, notFoundSentence, randomTimeUuid, startHarness, type Caller, type Harness, type Json } from './harness';

let tb: Harness;
let admin: Caller;

beforeAll(async () => {
    tb = await startHarness();
    admin = tb.tenantAdmin;
});
afterAll(async () => tb?.close());

const newDashboard = (title: string, caller = admin) => caller.save('/api/dashboard', { title });
/** A dashboard as its lists show it (DashboardInfo): no configuration. */
const infoOf = ({ configuration: _configuration, ...info }: Json) => info;

describe('BaseDashboardControllerTest (ThingsBoard 3.3.4)', () => {
    it('testSaveDashboard: a new dashboard belongs to the tenant; a new title is kept', async () => {
        const saved = await newDashboard('My dashboard');
        expect(saved.id).toMatchObject({ entityType: 'DASHBOARD' });
        expect(saved.createdTime).toBeGreaterThan(0);
        expect(saved.tenantId).toEqual({ entityType: 'TENANT', id: tb.tenantId });
        expect(saved.title).toBe('My dashboard');
        await admin.save('/api/dashboard', { ...saved, title: 'My new dashboard' });
        expect((await admin.read(`/api/dashboard/${saved.id.id}`)).title).toBe('My new dashboard');
    });

    it('testSaveDashboardInfoWithViolationOfValidation: a title over 255 characters — 400 as ThingsBoard 3.4 answers (3.3.4 answered 500 with the same message)', async () => {
        badRequest(await admin.post('/api/dashboard', { title: 'x'.repeat(300) }), /length of title must be equal or less than 255/);
    });

    it("testUpdateDashboardFromDifferentTenant: another tenant's save of the dashboard is 403", async () => {
        const saved = await newDashboard('Cross-tenant dashboard');
        const other = await tb.differentTenant();
        forbidden(await other.post('/api/dashboard', saved));
    });

    it('testFindDashboardById: reads back exactly what was saved', async () => {
        const saved = await newDashboard('Found dashboard');
        expect(await admin.read(`/api/dashboard/${saved.id.id}`)).toEqual(saved);
    });

    it('testDeleteDashboard: a deleted dashboard is not found', async () => {
        const saved = await newDashboard('Doomed dashboard');
        expect((await admin.delete(`/api/dashboard/${saved.id.id}`)).status).toBe(200);
        notFound(await admin.get(`/api/dashboard/${saved.id.id}`), notFoundSentence('Dashboard', saved.id.id));
    });

    it('testSaveDashboardWithEmptyTitle: 400 "Dashboard title should be specified"', async () => {
        badRequest(await admin.post('/api/dashboard', {}), 'Dashboard title should be specified!');
    });

    it('testAssignUnassignDashboardToCustomer: the customer appears in assignedCustomers, and leaves it', async () => {
        const saved = await newDashboard('Assigned dashboard');
        const customer = await admin.save('/api/customer', { title: 'My customer' });
        const shortInfo = { customerId: customer.id, title: 'My customer', public: false };
        expect((await admin.save(`/api/customer/${customer.id.id}/dashboard/${saved.id.id}`)).assignedCustomers).toContainEqual(shortInfo);
        expect((await admin.read(`/api/dashboard/${saved.id.id}`)).assignedCustomers).toContainEqual(shortInfo);
        const unassigned = (await admin.delete(`/api/customer/${customer.id.id}/dashboard/${saved.id.id}`)).body;
        expect(unassigned.assignedCustomers ?? []).toEqual([]);
        expect((await admin.read(`/api/dashboard/${saved.id.id}`)).assignedCustomers ?? []).toEqual([]);
    });

    it('testAssignDashboardToNonExistentCustomer: 404', async () => {
        const saved = await newDashboard('Lonely dashboard');
        const customerId = randomTimeUuid();
        notFound(await admin.post(`/api/customer/${customerId}/dashboard/${saved.id.id}`), notFoundSentence('Customer', customerId));
    });

    it("testAssignDashboardToCustomerFromDifferentTenant: another tenant's customer is 403", async () => {
        const other = await tb.differentTenant();
        const customer = await other.save('/api/customer', { title: 'Different customer' });
        const saved = await newDashboard('Dashboard to give away');
        forbidden(await admin.post(`/api/customer/${customer.id.id}/dashboard/${saved.id.id}`));
    });

    it('testFindTenantDashboards: every dashboard of the tenant, page by page, as DashboardInfo', async () => {
        const tenant = await tb.differentTenant('Dashboard listing tenant');
        const dashboards = [];
        for (let i = 0; i < 43; i++) dashboards.push(await newDashboard(`Dashboard${i}`, tenant));
        const listed = await allPages(tenant, '/api/tenant/dashboards', 23);
        expect(idsOf(listed)).toEqual(idsOf(dashboards));
        const byId = new Map(listed.map(item => [item.id.id, item]));
        for (const dashboard of dashboards) expect(byId.get(dashboard.id.id)).toEqual(infoOf(dashboard));
    });

    it('testFindTenantDashboardsByTitle: textSearch matches titles regardless of case; deleted dashboards leave the pages', async () => {
        const tenant = await tb.differentTenant('Dashboard search tenant');
        const dashboards1 = [];
        const dashboards2 = [];
        for (let i = 0; i < 29; i++) dashboards1.push(await newDashboard(mixedCaseName('Dashboard title 1', i), tenant));
        for (let i = 0; i < 17; i++) dashboards2.push(await newDashboard(mixedCaseName('Dashboard title 2', i), tenant));
        expect(idsOf(await allPages(tenant, '/api/tenant/dashboards', 15, 'Dashboard title 1'))).toEqual(idsOf(dashboards1));
        expect(idsOf(await allPages(tenant, '/api/tenant/dashboards', 4, 'Dashboard title 2'))).toEqual(idsOf(dashboards2));
        for (const dashboard of dashboards1) expect((await tenant.delete(`/api/dashboard/${dashboard.id.id}`)).status).toBe(200);
        const empty = await tenant.read('/api/tenant/dashboards?pageSize=4&page=0&textSearch=Dashboard%20title%201');
        expect([empty.hasNext, empty.data]).toEqual([false, []]);
        for (const dashboard of dashboards2) expect((await tenant.delete(`/api/dashboard/${dashboard.id.id}`)).status).toBe(200);
        expect((await tenant.read('/api/tenant/dashboards?pageSize=4&page=0&textSearch=Dashboard%20title%202')).data).toEqual([]);
    });

    it('testFindCustomerDashboards: every dashboard assigned to the customer, page by page', async () => {
        const tenant = await tb.differentTenant('Dashboard customer tenant');
        const customer = await tenant.save('/api/customer', { title: 'Test customer' });
        const dashboards = [];
        for (let i = 0; i < 31; i++) {
            const dashboard = await newDashboard(`Dashboard${i}`, tenant);
            dashboards.push(await tenant.save(`/api/customer/${customer.id.id}/dashboard/${dashboard.id.id}`));
        }
        expect(idsOf(await allPages(tenant, `/api/customer/${customer.id.id}/dashboards`, 21))).toEqual(idsOf(dashboards));
    });

    it('testAssignDashboardToEdge: an edge lists the dashboard while it is assigned', async () => {
        const edge = await admin.save('/api/edge', { name: 'My edge', type: 'default', secret: 'edgesecret0123456789', routingKey: 'edgerouting012345678' });
        const dashboard = await newDashboard('Edge dashboard');
        await admin.save(`/api/edge/${edge.id.id}/dashboard/${dashboard.id.id}`);
        expect((await admin.read(`/api/edge/${edge.id.id}/dashboards?pageSize=100&page=0`)).data).toHaveLength(1);
        expect((await admin.delete(`/api/edge/${edge.id.id}/dashboard/${dashboard.id.id}`)).status).toBe(200);
        expect((await admin.read(`/api/edge/${edge.id.id}/dashboards?pageSize=100&page=0`)).data).toHaveLength(0);
    });
});
