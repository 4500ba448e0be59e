import { describe, expect, it } from 'vitest';
import { defineResource, fieldKey, labelledFields, may, nameKey } from './define';
import type { ResourceInput } from './types';

const input: ResourceInput = {
    name: 'gadgets',
    singular: 'gadget',
    entityType: 'ASSET',
    titleField: 'name',
    fields: {
        id: { schema: { type: 'object' }, column: 'id', storage: 'entityId', references: 'ASSET', ui: { hidden: true } },
        createdTime: { schema: { type: 'integer' }, column: 'created_time' },
        name: { schema: { type: 'string', maxLength: 255 }, column: 'name' },
    },
    list: { columns: [{ field: 'createdTime' }, { field: 'name' }] },
    sortMap: { createdTime: 'createdTime', name: 'name' },
    search: { fields: ['name'] },
    endpoints: { tenant: { list: 'GET /api/tenant/gadgets' } },
    scopeOf: { TENANT_ADMIN: 'tenant' },
    permissions: { TENANT_ADMIN: ['list', 'show'] },
    helpId: 'gadgets',
    menu: { order: 1, icon: 'widgets' },
    server: { table: 'gadget', tenantColumn: 'tenant_id' },
};

describe('defineResource', () => {
    it("fills ThingsBoard's default calls and the createdTime DESC sort", () => {
        const resource = defineResource(input);
        expect(resource.endpoints).toMatchObject({
            get: 'GET /api/gadget/{gadgetId}',
            save: 'POST /api/gadget',
            delete: 'DELETE /api/gadget/{gadgetId}',
        });
        expect(resource.list.defaultSort).toEqual({ field: 'createdTime', order: 'DESC' });
    });

    it('keeps calls and sorts an entry declares itself', () => {
        const resource = defineResource({ ...input, endpoints: { ...input.endpoints, get: 'GET /api/gadget/info/{gadgetId}' }, list: { ...input.list, defaultSort: { field: 'name', order: 'ASC' } } });
        expect(resource.endpoints.get).toBe('GET /api/gadget/info/{gadgetId}');
        expect(resource.list.defaultSort).toEqual({ field: 'name', order: 'ASC' });
    });

    it('answers permissions from the table only', () => {
        const resource = defineResource(input);
        expect(may(resource, 'TENANT_ADMIN', 'list')).toBe(true);
        expect(may(resource, 'TENANT_ADMIN', 'delete')).toBe(false);
        expect(may(resource, 'CUSTOMER_USER', 'list')).toBe(false);
        expect(may(resource, undefined, 'list')).toBe(false);
    });

    it('derives i18n keys and the fields that need labels', () => {
        const resource = defineResource(input);
        expect(nameKey(resource)).toBe('resources.gadgets.name');
        expect(fieldKey(resource, 'name')).toBe('resources.gadgets.fields.name');
        expect(labelledFields(resource).sort()).toEqual(['createdTime', 'name']);
    });
});
