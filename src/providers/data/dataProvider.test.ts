import { describe, expect, it, vi } from 'vitest';
import type { HttpClient, RequestOptions } from '../http/createHttpClient';
import { createDataProvider, entityTypeOf } from './dataProvider';

const customer = (id: string, title: string) => ({
    id: { entityType: 'CUSTOMER', id },
    title,
    name: title,
});

const setup = (answer: (path: string, options?: RequestOptions) => unknown) => {
    const request = vi.fn(async (path: string, options?: RequestOptions) =>
        answer(path, options)
    );
    return {
        request,
        dataProvider: createDataProvider({ request } as unknown as HttpClient),
    };
};

describe('dataProvider', () => {
    it('lists through a ThingsBoard page link and flattens the ids', async () => {
        const { request, dataProvider } = setup(() => ({
            data: [customer('c-1', 'Customer A')],
            totalElements: 21,
            totalPages: 3,
            hasNext: true,
        }));

        const result = await dataProvider.getList('customers', {
            pagination: { page: 2, perPage: 10 },
            sort: { field: 'title', order: 'ASC' },
            filter: { q: 'cust' },
        });

        expect(request).toHaveBeenCalledWith('/api/customers', {
            query: {
                pageSize: 10,
                page: 1,
                sortProperty: 'title',
                sortOrder: 'ASC',
                textSearch: 'cust',
            },
            signal: undefined,
        });
        expect(result).toEqual({
            data: [{ id: 'c-1', title: 'Customer A', name: 'Customer A' }],
            total: 21,
        });
    });

    it('reads an owner’s entities through /api/{owner}/{id}/{resource}', async () => {
        const { request, dataProvider } = setup(() => ({
            data: [],
            totalElements: 0,
            hasNext: false,
        }));

        await dataProvider.getManyReference('users', {
            target: 'customerId',
            id: 'c-1',
            pagination: { page: 1, perPage: 25 },
            sort: { field: 'id', order: 'ASC' },
            filter: {},
        });

        expect(request.mock.calls[0][0]).toBe('/api/customer/c-1/users');
    });

    it('reads one entity from the singular path', async () => {
        const { request, dataProvider } = setup(() => customer('c-1', 'A'));

        const { data } = await dataProvider.getOne('customers', { id: 'c-1' });

        expect(request.mock.calls[0][0]).toBe('/api/customer/c-1');
        expect(data.id).toBe('c-1');
    });

    it('saves with POST and rebuilds the ThingsBoard id', async () => {
        const { request, dataProvider } = setup(
            (_path, options) => options?.body
        );

        const { data } = await dataProvider.update('deviceProfiles', {
            id: 'p-1',
            data: { name: 'Thermostat' },
            previousData: { id: 'p-1' },
        });

        expect(request).toHaveBeenCalledWith('/api/deviceProfile', {
            method: 'POST',
            body: {
                name: 'Thermostat',
                id: { entityType: 'DEVICE_PROFILE', id: 'p-1' },
            },
        });
        expect(data).toEqual({ id: 'p-1', name: 'Thermostat' });
    });

    it('creates without an id', async () => {
        const { request, dataProvider } = setup(() => customer('c-9', 'New'));

        await dataProvider.create('customers', { data: { title: 'New' } });

        expect(request).toHaveBeenCalledWith('/api/customer', {
            method: 'POST',
            body: { title: 'New' },
        });
    });

    it('deletes each entity with DELETE', async () => {
        const { request, dataProvider } = setup(() => undefined);

        const { data } = await dataProvider.deleteMany('customers', {
            ids: ['c-1', 'c-2'],
        });

        expect(request.mock.calls).toEqual([
            ['/api/customer/c-1', { method: 'DELETE' }],
            ['/api/customer/c-2', { method: 'DELETE' }],
        ]);
        expect(data).toEqual(['c-1', 'c-2']);
    });
});

describe('entityTypeOf', () => {
    it('follows ThingsBoard’s entity type names', () => {
        expect(entityTypeOf('customers')).toBe('CUSTOMER');
        expect(entityTypeOf('tenantProfiles')).toBe('TENANT_PROFILE');
        expect(entityTypeOf('widgetsBundles')).toBe('WIDGETS_BUNDLE');
    });
});
