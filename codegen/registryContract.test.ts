import { describe, expect, it } from 'vitest';
import { assets } from '../resources';
import { createdTimeField, defineResource, idField, nameField, tenantIdField, textField } from '../resources/kernel';
import type { OpenApiDocument } from './openapiDocument';
import { handWrittenContract, registryContract, withRegistryContract } from './registryContract';

const gadgets = defineResource({
    name: 'gadgets',
    singular: 'gadget',
    entityType: 'ASSET',
    titleField: 'name',
    fields: {
        id: idField('ASSET'),
        createdTime: createdTimeField,
        tenantId: tenantIdField,
        name: nameField('name', 'Gadget', { requiredKey: 'gadget.name-required' }),
        colour: textField('colour'),
    },
    list: { columns: [{ field: 'createdTime' }, { field: 'name' }] },
    sortMap: { createdTime: 'createdTime', name: 'name' },
    search: { fields: ['name'] },
    endpoints: { tenant: { list: 'GET /api/tenant/gadgets', plain: 'GET /api/tenant/gadgetList' } },
    scopeOf: { TENANT_ADMIN: 'tenant' },
    permissions: { TENANT_ADMIN: ['list', 'show', 'create', 'edit', 'delete'] },
    menu: { order: 1, icon: 'widgets' },
    server: { table: 'gadget', tenantColumn: 'tenant_id' },
});

const handWritten = (paths: OpenApiDocument['paths'] = {}): OpenApiDocument => ({
    openapi: '3.1.0',
    paths,
    components: { schemas: { EntityId: { type: 'object' } }, parameters: { PageSize: { name: 'pageSize', in: 'query' } } },
});

describe('registryContract', () => {
    it("writes a plain entry's calls, its id and sort parameters, its schema and page schema", () => {
        const generated = registryContract(handWritten(), [gadgets]);
        expect(Object.entries(generated.paths).flatMap(([path, item]) => Object.keys(item).map(method => `${method.toUpperCase()} ${path}`)).sort()).toEqual(
            ['DELETE /api/gadget/{gadgetId}', 'GET /api/gadget/{gadgetId}', 'GET /api/tenant/gadgetList', 'GET /api/tenant/gadgets', 'POST /api/gadget'].sort(),
        );
        expect(generated.paths['/api/gadget']!.post).toMatchObject({ operationId: 'saveGadget', requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Gadget' } } } } });
        expect(generated.paths['/api/tenant/gadgetList']!.get).toMatchObject({ 'x-query-alternatives': [['pageSize', 'page'], ['gadgetName']] });
        expect(generated.parameters.GadgetSortProperty).toMatchObject({ schema: { enum: ['createdTime', 'name'] } });
        expect(generated.schemas.Gadget).toMatchObject({ properties: { id: { $ref: '#/components/schemas/EntityId' }, colour: { type: ['string', 'null'] }, createdTime: { readOnly: true } } });
        expect(Object.keys(generated.schemas)).toEqual(['EntityType', 'Authority', 'Gadget', 'PageData_Gadget']);
    });

    it('adds nothing for an entry whose save call is written by hand, and lets a hand-written schema win', () => {
        const generated = registryContract(handWritten({ '/api/asset': { post: { operationId: 'saveAsset', responses: {} } } }), [assets]);
        expect(generated.paths).toEqual({});
        expect(generated.schemas.EntityType).toMatchObject({ enum: expect.arrayContaining(['ASSET', 'ALARM', 'RPC']) });
    });

    it('refuses a generated call on a path the hand-written contract already has', () => {
        expect(() => registryContract(handWritten({ '/api/tenant/gadgets': { post: { operationId: 'other', responses: {} } } }), [gadgets])).toThrow(/GET \/api\/tenant\/gadgets/);
    });

    it('rewrites only the regions between the markers, and reads back the hand-written rest', () => {
        const text = [
            'openapi: 3.1.0',
            'paths:',
            '  /api/ping: {get: {operationId: ping, responses: {}}}',
            '  # >>> registry paths',
            '  /stale: {}',
            '  # <<< registry paths',
            'components:',
            '  parameters:',
            '    # >>> registry parameters',
            '    # <<< registry parameters',
            '  schemas:',
            '    EntityId: {type: object}',
            '    # >>> registry schemas',
            '    # <<< registry schemas',
            '',
        ].join('\n');
        const written = withRegistryContract(text, [gadgets]);
        expect(written).not.toContain('/stale');
        expect(written).toContain('  /api/tenant/gadgets:\n    get:\n      operationId: getTenantGadgets');
        expect(handWrittenContract(written)).toBe(handWrittenContract(text));
        expect(withRegistryContract(written, [gadgets])).toBe(written);
    });
});
