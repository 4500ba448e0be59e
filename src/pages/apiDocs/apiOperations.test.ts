import { describe, expect, it } from 'vitest';
import { API_DOCUMENT, type ApiDocument } from './apiDocument';
import { filterOperations, groupByTag, listOperations } from './apiOperations';

const document: ApiDocument = {
    info: { title: 't', version: '1' },
    tags: [{ name: 'Device', description: 'Devices' }, { name: 'Empty' }, { name: 'Auth' }],
    paths: {
        '/api/device/{deviceId}': {
            parameters: [{ $ref: '#/components/parameters/DeviceId' }, { name: 'x', in: 'query', description: 'path level' }],
            get: {
                operationId: 'getDeviceById',
                tags: ['Device'],
                summary: 'One device',
                parameters: [{ name: 'x', in: 'query', required: true, description: 'operation level' }],
                responses: {
                    '200': { description: 'The device', content: { 'application/json': { schema: { $ref: '#/components/schemas/Device' } } } },
                    default: { $ref: '#/components/responses/Error' },
                },
            },
            delete: { operationId: 'deleteDevice', tags: ['Device'], responses: { '200': { description: 'Deleted' } } },
        },
        '/api/auth/login': {
            post: {
                operationId: 'login',
                tags: ['Auth'],
                security: [],
                requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
                responses: {},
                'x-thingdeck-extension': true,
            },
        },
        '/api/noauth/thing': { get: { operationId: 'thing', responses: {} } },
    },
    components: {
        schemas: { Device: { type: 'object' } },
        parameters: { DeviceId: { name: 'deviceId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } } },
        responses: { Error: { description: 'An error', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } } } },
    },
};

describe('listOperations', () => {
    const operations = listOperations(document);
    const byId = Object.fromEntries(operations.map(operation => [operation.operationId, operation]));

    it('lists every method of every path in order', () => {
        expect(operations.map(operation => `${operation.method} ${operation.path}`)).toEqual([
            'get /api/device/{deviceId}',
            'delete /api/device/{deviceId}',
            'post /api/auth/login',
            'get /api/noauth/thing',
        ]);
    });

    it("resolves parameter and response refs; an operation's parameter replaces the path's of the same name", () => {
        expect(byId.getDeviceById.parameters).toEqual([
            { name: 'deviceId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
            { name: 'x', in: 'query', required: true, description: 'operation level' },
        ]);
        expect(byId.getDeviceById.responses).toEqual([
            { status: '200', description: 'The device', schema: { $ref: '#/components/schemas/Device' } },
            { status: 'default', description: 'An error', schema: { $ref: '#/components/schemas/ErrorResponse' } },
        ]);
    });

    it('reads the body, open access, the extension flag, and groups an untagged operation by its path', () => {
        expect(byId.login).toMatchObject({ requestBody: { required: true, schema: { type: 'object' } }, requiresAuth: false, extension: true });
        expect(byId.getDeviceById).toMatchObject({ requiresAuth: true, extension: false, requestBody: undefined });
        expect(byId.thing.tag).toBe('noauth');
    });
});

describe('groupByTag', () => {
    it("keeps the document's tag order, drops empty tags and appends unlisted ones", () => {
        const groups = groupByTag(listOperations(document), document);
        expect(groups.map(group => [group.tag, group.description, group.operations.length])).toEqual([
            ['Device', 'Devices', 2],
            ['Auth', undefined, 1],
            ['noauth', undefined, 1],
        ]);
    });
});

describe('filterOperations', () => {
    const operations = listOperations(document);
    const ids = (filter: string) => filterOperations(operations, filter).map(operation => operation.operationId);

    it('matches method, path, summary, operationId and tag, every word, in any case', () => {
        expect(ids('')).toHaveLength(4);
        expect(ids('DELETE')).toEqual(['deleteDevice']);
        expect(ids('one DEVICE')).toEqual(['getDeviceById']);
        expect(ids('login')).toEqual(['login']);
        expect(ids('auth')).toEqual(['login', 'thing']);
        expect(ids('nothing-like-this')).toEqual([]);
    });
});

describe('the real contract', () => {
    it('has a tag, a unique operationId and resolvable parameters for every operation', () => {
        const operations = listOperations(API_DOCUMENT);
        expect(operations.length).toBeGreaterThan(200);
        expect(new Set(operations.map(operation => operation.operationId)).size).toBe(operations.length);
        expect(filterOperations(operations, 'post /api/device').map(operation => operation.path)).toContain('/api/device');
        for (const operation of operations) expect(operation.parameters.every(parameter => parameter.name)).toBe(true);
    });
});
