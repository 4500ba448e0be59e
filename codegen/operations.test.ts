import { describe, expect, it } from 'vitest';
import type { OpenApiDocument, ParameterObject } from './openapiDocument';
import {
  buildOperationTable,
  buildParameterObjectSchema,
  mergeParameters,
  pickSuccessStatus,
  buildSharedOperations,
  renderOperationsModule,
  toFastifyUrl,
} from './operations';

const pageSize: ParameterObject = { name: 'pageSize', in: 'query', required: true, schema: { type: 'integer', minimum: 1 } };
const page: ParameterObject = { name: 'page', in: 'query', required: true, schema: { type: 'integer', minimum: 0 } };
const textSearch: ParameterObject = { name: 'textSearch', in: 'query', description: 'Substring filter', schema: { type: 'string' } };
const deviceId: ParameterObject = { name: 'deviceId', in: 'path', schema: { type: 'string', format: 'uuid' } };

describe('buildParameterObjectSchema', () => {
  it('builds the querystring object schema from query parameters', () => {
    expect(buildParameterObjectSchema([pageSize, page, textSearch, deviceId], 'query')).toEqual({
      type: 'object',
      properties: {
        pageSize: { type: 'integer', minimum: 1 },
        page: { type: 'integer', minimum: 0 },
        textSearch: { type: 'string', description: 'Substring filter' },
      },
      required: ['pageSize', 'page'],
    });
  });

  it('always requires path parameters', () => {
    expect(buildParameterObjectSchema([deviceId, page], 'path')).toEqual({
      type: 'object',
      properties: { deviceId: { type: 'string', format: 'uuid' } },
      required: ['deviceId'],
    });
  });

  it('turns alternative parameter sets into anyOf', () => {
    const deviceName: ParameterObject = { name: 'deviceName', in: 'query', schema: { type: 'string' } };
    const schema = buildParameterObjectSchema(
      [{ ...pageSize, required: false }, { ...page, required: false }, deviceName],
      'query',
      [['pageSize', 'page'], ['deviceName']],
    );
    expect(schema?.required).toBeUndefined();
    expect(schema?.anyOf).toEqual([{ required: ['pageSize', 'page'] }, { required: ['deviceName'] }]);
  });

  it('returns undefined when there are no parameters of that location', () => {
    expect(buildParameterObjectSchema([deviceId], 'query')).toBeUndefined();
  });
});

describe('small helpers', () => {
  it('lets an operation override a path-level parameter', () => {
    const merged = mergeParameters([deviceId, textSearch], [{ ...textSearch, required: true }]);
    expect(merged).toEqual([deviceId, { ...textSearch, required: true }]);
  });

  it('converts OpenAPI path templates to Fastify URLs', () => {
    expect(toFastifyUrl('/api/customer/{customerId}/device/{deviceId}')).toBe('/api/customer/:customerId/device/:deviceId');
  });

  it('picks the 2xx answer, else the 3xx one', () => {
    expect(pickSuccessStatus(['default', '200'])).toBe('200');
    expect(pickSuccessStatus(['303', '409', 'default'])).toBe('303');
    expect(() => pickSuccessStatus(['default'])).toThrow();
  });
});

const miniDocument: OpenApiDocument = {
  openapi: '3.1.0',
  security: [{ XAuthorization: [] }],
  paths: {
    '/api/device/{deviceId}': {
      parameters: [{ $ref: '#/components/parameters/DeviceIdPath' }],
      get: {
        operationId: 'getDeviceById',
        tags: ['Device'],
        responses: {
          '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Device' } } } },
          default: { $ref: '#/components/responses/Error' },
        },
      },
      delete: {
        operationId: 'deleteDevice',
        responses: { '200': { description: 'empty' }, default: { $ref: '#/components/responses/Error' } },
      },
    },
    '/api/auth/login': {
      post: {
        operationId: 'login',
        security: [],
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Device' } } } },
        responses: { '200': { description: 'ok', content: { 'text/plain': { schema: { type: 'string' } } } } },
      },
    },
    '/api/otaPackage/{otaPackageId}': {
      post: {
        operationId: 'saveOtaPackageData',
        parameters: [{ name: 'otaPackageId', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object' } } } },
        responses: { '200': { description: 'ok' } },
      },
    },
  },
  components: {
    schemas: {
      Device: { type: 'object', properties: { name: { type: 'string', 'x-note': 'dropped' } } },
      ErrorResponse: { type: 'object', properties: { status: { type: 'integer' } } },
    },
    parameters: { DeviceIdPath: { name: 'deviceId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } } },
    responses: {
      Error: { description: 'error', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } } },
    },
  },
};

describe('buildOperationTable', () => {
  const table = buildOperationTable(miniDocument);

  it('keys operations by "METHOD /path", sorted by path then method', () => {
    expect(Object.keys(table)).toEqual([
      'POST /api/auth/login',
      'GET /api/device/{deviceId}',
      'DELETE /api/device/{deviceId}',
      'POST /api/otaPackage/{otaPackageId}',
    ]);
  });

  it('inlines path-level parameters, responses and schemas', () => {
    const getDevice = table['GET /api/device/{deviceId}']!;
    expect(getDevice.url).toBe('/api/device/:deviceId');
    expect(getDevice.params).toEqual({
      type: 'object',
      properties: { deviceId: { type: 'string', format: 'uuid' } },
      required: ['deviceId'],
    });
    expect(getDevice.responses).toEqual({
      '200': { type: 'object', properties: { name: { type: 'string' } } },
      default: { type: 'object', properties: { status: { type: 'integer' } } },
    });
    expect(getDevice.requiresAuth).toBe(true);
    expect(table['DELETE /api/device/{deviceId}']!.responses['200']).toBeNull();
    expect(table['DELETE /api/device/{deviceId}']!.produces).toBeNull();
  });

  it('marks `security: []` operations as public and records the answer type', () => {
    const login = table['POST /api/auth/login']!;
    expect(login.requiresAuth).toBe(false);
    expect(login.produces).toBe('text/plain');
    expect(login.body).toEqual({ type: 'object', properties: { name: { type: 'string' } } });
    expect(login.bodyRequired).toBe(true);
  });

  it('leaves multipart bodies to the route (no JSON Schema)', () => {
    const upload = table['POST /api/otaPackage/{otaPackageId}']!;
    expect(upload.body).toBeUndefined();
    expect(upload.bodyContentType).toBe('multipart/form-data');
  });

  it('rejects duplicate operationIds', () => {
    const duplicate = structuredClone(miniDocument);
    duplicate.paths['/api/device/{deviceId}']!.delete!.operationId = 'getDeviceById';
    expect(() => buildOperationTable(duplicate)).toThrow(/getDeviceById/);
  });
});

describe('renderOperationsModule', () => {
  it('is deterministic and exports the table, its key type and the id map', () => {
    const source = renderOperationsModule(buildOperationTable(miniDocument));
    expect(renderOperationsModule(buildOperationTable(miniDocument))).toBe(source);
    expect(source).toMatch(/^\/\/ generated by codegen/);
    expect(source).toContain('export const operations = {');
    expect(source).toContain('export type OperationKey = keyof typeof operations;');
    expect(source).toContain('"getDeviceById": "GET /api/device/{deviceId}"');
  });
});

describe('buildSharedOperations', () => {
  const shared = {
    ...miniDocument,
    components: {
      ...miniDocument.components,
      schemas: {
        ...miniDocument.components.schemas,
        Predicate: { type: 'object', properties: { predicates: { type: 'array', items: { $ref: '#/components/schemas/Predicate' } } } },
      },
    },
    paths: {
      ...miniDocument.paths,
      '/api/predicate': {
        post: {
          operationId: 'testPredicate',
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Predicate' } } } },
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Device', description: 'the device' } } } } },
        },
      },
    },
  };

  it('declares a component once and names it where used; recursive ones stay inlined', () => {
    const { table, schemas } = buildSharedOperations(shared);
    expect([...schemas.keys()].sort()).toEqual(['Device', 'ErrorResponse']);
    const source = renderOperationsModule(table, schemas);
    expect(source).toContain('const $Device = {"type":"object","properties":{"name":{"type":"string"}}} as const;');
    expect(source).toContain('"default":$ErrorResponse');
    expect(source).toContain('{...$Device, "description":"the device"}');
    expect(source).toContain('Recursive Predicate (not expanded)');
  });

  it('builds the same objects as the inlined table', async () => {
    const { table, schemas } = buildSharedOperations(shared);
    const source = renderOperationsModule(table, schemas).replace(/ as const satisfies [^;]+;/g, ';').replace(/ as const;/g, ';').replace(/^export type .*$/gm, '');
    const url = `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
    const module = (await import(url)) as { operations: unknown };
    expect(JSON.stringify(module.operations)).toBe(JSON.stringify(buildOperationTable(shared)));
  });
});
