// The cases of ThingsBoard 3.3.4's BaseAssetControllerTest, against our server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
    allPages, badRequest, forbidden, idsOf, mixedCaseName, notFound, notFoundSentence, NULL_UUID, randomTimeUuid, startHarness,
    type Caller, type Harness, type Json,
} from './harness';

let tb: Harness;
let admin: Caller;

beforeAll(async () => {
    tb = await startHarness();
    admin = tb.tenantAdmin;
});
afterAll(async () => tb?.close());

const newAsset = (name: string, type = 'default', caller = admin) => caller.save('/api/asset', { name, type });

describe('BaseAssetControllerTest (ThingsBoard 3.3.4)', () => {
    it('testSaveAsset: a new asset belongs to the tenant and to no customer; a rename is kept', async () => {
        const saved = await newAsset('My asset');
        expect(saved.id).toMatchObject({ entityType: 'ASSET' });
        expect(saved.createdTime).toBeGreaterThan(0);
        expect(saved.tenantId).toEqual({ entityType: 'TENANT', id: tb.tenantId });
        expect(saved.customerId).toEqual({ entityType: 'CUSTOMER', id: NULL_UUID });
        expect(saved.name).toBe('My asset');
        await admin.save('/api/asset', { ...saved, name: 'My new asset' });
        expect((await admin.read(`/api/asset/${saved.id.id}`)).name).toBe('My new asset');
    });

    it('testSaveAssetWithViolationOfLengthValidation: names, types and labels over 255 characters — 400 as ThingsBoard 3.4 answers (3.3.4 answered 500 with the same message)', async () => {
        const long = 'x'.repeat(300);
        badRequest(await admin.post('/api/asset', { name: long, type: 'default' }), /length of name must be equal or less than 255/);
        badRequest(await admin.post('/api/asset', { name: 'Normal name', type: long }), /length of type must be equal or less than 255/);
        badRequest(await admin.post('/api/asset', { name: 'Normal name', type: 'default', label: long }), /length of label must be equal or less than 255/);
    });

    it("testUpdateAssetFromDifferentTenant: another tenant's save of the asset is 403", async () => {
        const saved = await newAsset('Cross-tenant asset');
        const other = await tb.differentTenant();
        forbidden(await other.post('/api/asset', saved));
    });

    it('testFindAssetById: reads back exactly what was saved', async () => {
        const saved = await newAsset('Found asset');
        expect(await admin.read(`/api/asset/${saved.id.id}`)).toEqual(saved);
    });

    it("testFindAssetTypesByTenantId: the tenant's asset types, once each, sorted", async () => {
        const other = await tb.differentTenant('Asset types tenant');
        for (let i = 0; i < 3; i++) await newAsset(`My asset B${i}`, 'typeB', other);
        for (let i = 0; i < 7; i++) await newAsset(`My asset C${i}`, 'typeC', other);
        for (let i = 0; i < 9; i++) await newAsset(`My asset A${i}`, 'typeA', other);
        const types = await other.read<Json[]>('/api/asset/types');
        expect(types.map(type => type.type)).toEqual(['typeA', 'typeB', 'typeC']);
        expect(types[0]).toEqual({ tenantId: { entityType: 'TENANT', id: other.tenantId }, entityType: 'ASSET', type: 'typeA' });
    });

    it('testDeleteAsset: a deleted asset is not found', async () => {
        const saved = await newAsset('Doomed asset');
        expect((await admin.delete(`/api/asset/${saved.id.id}`)).status).toBe(200);
        notFound(await admin.get(`/api/asset/${saved.id.id}`), notFoundSentence('Asset', saved.id.id));
    });

    it('testSaveAssetWithEmptyType: 400 "Asset type should be specified"', async () => {
        badRequest(await admin.post('/api/asset', { name: 'My asset' }), 'Asset type should be specified!');
    });

    it('testSaveAssetWithEmptyName: 400 "Asset name should be specified"', async () => {
        badRequest(await admin.post('/api/asset', { type: 'default' }), 'Asset name should be specified!');
    });

    it('testAssignUnassignAssetToCustomer: assign answers the asset with the customer, unassign with NULL_UUID', async () => {
        const saved = await newAsset('Assigned asset');
        const customer = await admin.save('/api/customer', { title: 'My customer' });
        expect((await admin.save(`/api/customer/${customer.id.id}/asset/${saved.id.id}`)).customerId).toEqual(customer.id);
        expect((await admin.read(`/api/asset/${saved.id.id}`)).customerId).toEqual(customer.id);
        expect((await admin.delete(`/api/customer/asset/${saved.id.id}`)).body.customerId.id).toBe(NULL_UUID);
        expect((await admin.read(`/api/asset/${saved.id.id}`)).customerId.id).toBe(NULL_UUID);
    });

    it('testAssignAssetToNonExistentCustomer: 404', async () => {
        const saved = await newAsset('Lonely asset');
        const customerId = randomTimeUuid();
        notFound(await admin.post(`/api/customer/${customerId}/asset/${saved.id.id}`), notFoundSentence('Customer', customerId));
    });

    it("testAssignAssetToCustomerFromDifferentTenant: another tenant's customer is 403", async () => {
        const other = await tb.differentTenant();
        const customer = await other.save('/api/customer', { title: 'Different customer' });
        const saved = await newAsset('Asset to give away');
        forbidden(await admin.post(`/api/customer/${customer.id.id}/asset/${saved.id.id}`));
    });

    describe('lists of a tenant', () => {
        let tenant: Caller;
        beforeAll(async () => {
            tenant = await tb.differentTenant('Asset listing tenant');
        });

        it('testFindTenantAssets: every asset, page by page', async () => {
            const assets = [];
            for (let i = 0; i < 41; i++) assets.push(await newAsset(`Asset${i}`, 'default', tenant));
            expect(idsOf(await allPages(tenant, '/api/tenant/assets', 23))).toEqual(idsOf(assets));
        });

        it('testFindTenantAssetsByName: textSearch matches regardless of case; deleted assets leave the pages', async () => {
            const assets1 = [];
            const assets2 = [];
            for (let i = 0; i < 31; i++) assets1.push(await newAsset(mixedCaseName('Asset title 1', i), 'default', tenant));
            for (let i = 0; i < 17; i++) assets2.push(await newAsset(mixedCaseName('Asset title 2', i), 'default', tenant));
            expect(idsOf(await allPages(tenant, '/api/tenant/assets', 15, 'Asset title 1'))).toEqual(idsOf(assets1));
            expect(idsOf(await allPages(tenant, '/api/tenant/assets', 4, 'Asset title 2'))).toEqual(idsOf(assets2));
            for (const asset of [...assets1, ...assets2]) expect((await tenant.delete(`/api/asset/${asset.id.id}`)).status).toBe(200);
            const empty = await tenant.read('/api/tenant/assets?pageSize=4&page=0&textSearch=Asset%20title%201');
            expect([empty.hasNext, empty.data]).toEqual([false, []]);
        });

        it('testFindTenantAssetsByType: the type filter pages each type apart', async () => {
            const type1 = [];
            const type2 = [];
            for (let i = 0; i < 31; i++) type1.push(await newAsset(mixedCaseName('Typed asset 1', i), 'typeA', tenant));
            for (let i = 0; i < 17; i++) type2.push(await newAsset(mixedCaseName('Typed asset 2', i), 'typeB', tenant));
            expect(idsOf(await allPages(tenant, '/api/tenant/assets?type=typeA', 15))).toEqual(idsOf(type1));
            expect(idsOf(await allPages(tenant, '/api/tenant/assets?type=typeB', 4))).toEqual(idsOf(type2));
            for (const asset of [...type1, ...type2]) await tenant.delete(`/api/asset/${asset.id.id}`);
            expect((await tenant.read('/api/tenant/assets?type=typeA&pageSize=4&page=0')).data).toEqual([]);
        });
    });

    describe('lists of a customer', () => {
        let tenant: Caller;
        let customerId: string;
        const assigned = async (name: string, type = 'default') => {
            const asset = await newAsset(name, type, tenant);
            return tenant.save(`/api/customer/${customerId}/asset/${asset.id.id}`);
        };
        beforeAll(async () => {
            tenant = await tb.differentTenant('Asset customer tenant');
            customerId = (await tenant.save('/api/customer', { title: 'Test customer' })).id.id;
        });

        it('testFindCustomerAssets: every asset of the customer, page by page', async () => {
            const assets = [];
            for (let i = 0; i < 29; i++) assets.push(await assigned(`Asset${i}`));
            expect(idsOf(await allPages(tenant, `/api/customer/${customerId}/assets`, 23))).toEqual(idsOf(assets));
            for (const asset of assets) await tenant.delete(`/api/customer/asset/${asset.id.id}`);
        });

        it('testFindCustomerAssetsByName: textSearch within the customer; unassigned assets leave its pages', async () => {
            const assets1 = [];
            const assets2 = [];
            for (let i = 0; i < 25; i++) assets1.push(await assigned(mixedCaseName('Asset title 1', i)));
            for (let i = 0; i < 19; i++) assets2.push(await assigned(mixedCaseName('Asset title 2', i)));
            expect(idsOf(await allPages(tenant, `/api/customer/${customerId}/assets`, 15, 'Asset title 1'))).toEqual(idsOf(assets1));
            expect(idsOf(await allPages(tenant, `/api/customer/${customerId}/assets`, 4, 'Asset title 2'))).toEqual(idsOf(assets2));
            for (const asset of [...assets1, ...assets2]) expect((await tenant.delete(`/api/customer/asset/${asset.id.id}`)).status).toBe(200);
            expect((await tenant.read(`/api/customer/${customerId}/assets?pageSize=4&page=0&textSearch=Asset%20title%201`)).data).toEqual([]);
        });

        it('testFindCustomerAssetsByType: the type filter within the customer', async () => {
            const type1 = [];
            const type2 = [];
            for (let i = 0; i < 25; i++) type1.push(await assigned(mixedCaseName('Customer asset 1', i), 'typeC'));
            for (let i = 0; i < 19; i++) type2.push(await assigned(mixedCaseName('Customer asset 2', i), 'typeD'));
            expect(idsOf(await allPages(tenant, `/api/customer/${customerId}/assets?type=typeC`, 15))).toEqual(idsOf(type1));
            expect(idsOf(await allPages(tenant, `/api/customer/${customerId}/assets?type=typeD`, 4))).toEqual(idsOf(type2));
            for (const asset of [...type1, ...type2]) await tenant.delete(`/api/customer/asset/${asset.id.id}`);
            expect((await tenant.read(`/api/customer/${customerId}/assets?type=typeC&pageSize=4&page=0`)).data).toEqual([]);
        });
    });

    it('testAssignAssetToEdge: an edge lists the asset while it is assigned', async () => {
        const edge = await admin.save('/api/edge', { name: 'My edge', type: 'default', secret: 'edgesecret0123456789', routingKey: 'edgerouting012345678' });
        const asset = await newAsset('Edge asset');
        await admin.save(`/api/edge/${edge.id.id}/asset/${asset.id.id}`);
        expect((await admin.read(`/api/edge/${edge.id.id}/assets?pageSize=100&page=0`)).data).toHaveLength(1);
        expect((await admin.delete(`/api/edge/${edge.id.id}/asset/${asset.id.id}`)).status).toBe(200);
        expect((await admin.read(`/api/edge/${edge.id.id}/assets?pageSize=100&page=0`)).data).toHaveLength(0);
    });
});
