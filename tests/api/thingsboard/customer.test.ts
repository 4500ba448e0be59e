// The cases of ThingsBoard 3.3.4's BaseCustomerControllerTest, against our server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPages, badRequest, forbidden, idsOf, mixedCaseName, notFound, notFoundSentence, startHarness, type Caller, type Harness } from './harness';

let tb: Harness;
let admin: Caller;

beforeAll(async () => {
    tb = await startHarness();
    admin = tb.tenantAdmin;
});
afterAll(async () => tb?.close());

describe('BaseCustomerControllerTest (ThingsBoard 3.3.4)', () => {
    it('testSaveCustomer: a new customer is stored with its title; a new title is kept; it can be deleted', async () => {
        const saved = await admin.save('/api/customer', { title: 'My customer' });
        expect(saved.id).toMatchObject({ entityType: 'CUSTOMER' });
        expect(saved.createdTime).toBeGreaterThan(0);
        expect([saved.title, saved.name]).toEqual(['My customer', 'My customer']);
        await admin.save('/api/customer', { ...saved, title: 'My new customer' });
        expect((await admin.read(`/api/customer/${saved.id.id}`)).title).toBe('My new customer');
        expect((await admin.delete(`/api/customer/${saved.id.id}`)).status).toBe(200);
    });

    it('testSaveCustomerWithViolationOfValidation: each contact field over 255 characters, named as ThingsBoard names it — 400 as 3.4 answers (3.3.4 answered 500 with the same message)', async () => {
        const long = 'x'.repeat(300);
        const cases: Array<[Record<string, string>, string]> = [
            [{ title: long }, 'title'],
            [{ title: 'Normal title', city: long }, 'city'],
            [{ title: 'Normal title', country: long }, 'country'],
            [{ title: 'Normal title', phone: long }, 'phone'],
            [{ title: 'Normal title', state: long }, 'state'],
            [{ title: 'Normal title', zip: long }, 'zip or postal code'],
        ];
        for (const [body, field] of cases) badRequest(await admin.post('/api/customer', body), `Validation error: length of ${field} must be equal or less than 255`);
    });

    it("testUpdateCustomerFromDifferentTenant: another tenant's save of the customer is 403", async () => {
        const saved = await admin.save('/api/customer', { title: 'Cross-tenant customer' });
        await admin.save('/api/customer', saved);
        const other = await tb.differentTenant();
        forbidden(await other.post('/api/customer', saved));
        expect((await admin.delete(`/api/customer/${saved.id.id}`)).status).toBe(200);
    });

    it('testFindCustomerById: reads back exactly what was saved', async () => {
        const saved = await admin.save('/api/customer', { title: 'Found customer' });
        expect(await admin.read(`/api/customer/${saved.id.id}`)).toEqual(saved);
    });

    it('testDeleteCustomer: a deleted customer is not found', async () => {
        const saved = await admin.save('/api/customer', { title: 'Doomed customer' });
        expect((await admin.delete(`/api/customer/${saved.id.id}`)).status).toBe(200);
        notFound(await admin.get(`/api/customer/${saved.id.id}`), notFoundSentence('Customer', saved.id.id));
    });

    it('testSaveCustomerWithEmptyTitle: 400 "Customer title should be specified"', async () => {
        badRequest(await admin.post('/api/customer', {}), 'Customer title should be specified!');
    });

    it("testSaveCustomerWithInvalidEmail: 400 \"Invalid email address format 'invalid@mail'\"", async () => {
        badRequest(await admin.post('/api/customer', { title: 'My customer', email: 'invalid@mail' }), "Invalid email address format 'invalid@mail'!");
    });

    it('testFindCustomers: every customer of the tenant, page by page', async () => {
        const tenant = await tb.differentTenant('Customer listing tenant');
        const customers = [];
        for (let i = 0; i < 37; i++) customers.push(await tenant.save('/api/customer', { title: `Customer${i}` }));
        expect(idsOf(await allPages(tenant, '/api/customers', 23))).toEqual(idsOf(customers));
    });

    it('testFindCustomersByTitle: textSearch matches titles regardless of case; deleted customers leave the pages', async () => {
        const tenant = await tb.differentTenant('Customer search tenant');
        const customers1 = [];
        const customers2 = [];
        for (let i = 0; i < 29; i++) customers1.push(await tenant.save('/api/customer', { title: mixedCaseName('Customer title 1', i) }));
        for (let i = 0; i < 23; i++) customers2.push(await tenant.save('/api/customer', { title: mixedCaseName('Customer title 2', i) }));
        expect(idsOf(await allPages(tenant, '/api/customers', 15, 'Customer title 1'))).toEqual(idsOf(customers1));
        expect(idsOf(await allPages(tenant, '/api/customers', 4, 'Customer title 2'))).toEqual(idsOf(customers2));
        for (const customer of customers1) expect((await tenant.delete(`/api/customer/${customer.id.id}`)).status).toBe(200);
        const empty = await tenant.read('/api/customers?pageSize=4&page=0&textSearch=Customer%20title%201');
        expect([empty.hasNext, empty.data]).toEqual([false, []]);
        for (const customer of customers2) expect((await tenant.delete(`/api/customer/${customer.id.id}`)).status).toBe(200);
        expect((await tenant.read('/api/customers?pageSize=4&page=0&textSearch=Customer%20title%202')).data).toEqual([]);
    });
});
