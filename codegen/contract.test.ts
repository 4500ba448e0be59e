// Checks on the real contract (schemas/openapi.yaml) and on what codegen makes of it: every schema
// the server will register compiles, the dialect stays within draft-07 ∩ 2020-12, and the committed
// generated files are current.
import Ajv from 'ajv';
import Fastify, { type FastifySchema } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findStaleFiles, generateFiles } from './index';
import { HTTP_METHODS, isJsonObject, loadOpenApiDocument, type JsonObject } from './openapiDocument';
import { buildOperationTable, type OperationEntry } from './operations';

const document = loadOpenApiDocument();
const table = buildOperationTable(document);
const entries = Object.entries(table);

describe('generated files', () => {
  it('are up to date with schemas/openapi.yaml (run `npm run codegen` if not)', async () => {
    expect(findStaleFiles(await generateFiles())).toEqual([]);
  }, 60_000);
});

describe('component schemas', () => {
  it('include every name the server and console import', () => {
    const expected = [
      'ErrorResponse', 'EntityId', 'EntityType', 'LoginRequest', 'PublicLoginRequest', 'RefreshTokenRequest', 'JwtPair',
      'ChangePasswordRequest', 'ResetPasswordEmailRequest', 'ResetPasswordRequest', 'ActivateUserRequest',
      'UserPasswordPolicy', 'OAuth2ClientInfo', 'UpdateMessage', 'SystemInfo', 'User', 'Tenant', 'TenantInfo',
      'TenantProfile', 'Customer', 'ShortCustomerInfo', 'Device', 'DeviceInfo', 'DeviceCredentials', 'DeviceProfile',
      'DeviceProfileInfo', 'Asset', 'AssetInfo', 'EntityView', 'EntityViewInfo', 'Edge', 'EdgeInfo', 'EdgeEvent',
      'Dashboard', 'DashboardInfo', 'HomeDashboard', 'HomeDashboardInfo', 'RuleChain', 'RuleChainMetaData', 'RuleNode',
      'ComponentDescriptor', 'WidgetsBundle', 'WidgetType', 'WidgetTypeDetails', 'WidgetTypeInfo', 'OtaPackageInfo',
      'TbResourceInfo', 'TbResource', 'Alarm', 'AlarmInfo', 'AuditLog', 'AdminSettings', 'SecuritySettings',
      'EntityRelation', 'EntityRelationInfo', 'EntityRelationsQuery', 'EntitySubtype', 'EntityInfo', 'AttributeData',
      'TsValue', 'EntityDataQuery', 'EntityData', 'AlarmDataQuery', 'BulkImportRequest', 'BulkImportResult', 'Rpc',
      'Queue', 'TestScriptRequest', 'TestScriptResult', 'DeviceSearchQuery', 'AssetSearchQuery', 'PageData_Device',
    ];
    const missing = expected.filter((name) => !(name in document.components.schemas));
    expect(missing).toEqual([]);
  });
});

// ───────────────────────────── Dialect: draft-07 ∩ 2020-12 ─────────────────────────────

const ALLOWED_KEYWORDS = new Set([
  'type', 'properties', 'required', 'enum', 'const', 'items', 'additionalProperties', 'format', 'minimum', 'maximum',
  'minLength', 'maxLength', 'oneOf', 'anyOf', 'allOf', '$ref', 'description', 'default', 'readOnly', 'title',
]);
const ALLOWED_FORMATS = new Set(['uuid', 'email', 'date-time']);
const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

/** Every problem found in a schema, as "where: what". */
function dialectProblems(schema: unknown, where: string): string[] {
  if (!isJsonObject(schema)) return [`${where}: not a schema object`];
  const problems: string[] = [];
  for (const [keyword, value] of Object.entries(schema)) {
    if (!ALLOWED_KEYWORDS.has(keyword)) problems.push(`${where}: keyword "${keyword}"`);
    if (keyword === 'format' && !ALLOWED_FORMATS.has(value as string)) problems.push(`${where}: format "${String(value)}"`);
    if (keyword === 'type') {
      const types = Array.isArray(value) ? value : [value];
      for (const type of types) if (!JSON_TYPES.has(type as string)) problems.push(`${where}: type "${String(type)}"`);
    }
    if (keyword === '$ref' && !/^#\/components\/schemas\/\w+$/.test(value as string)) problems.push(`${where}: $ref ${String(value)}`);
  }
  if (isJsonObject(schema.properties)) {
    for (const [name, child] of Object.entries(schema.properties)) problems.push(...dialectProblems(child, `${where}.${name}`));
  }
  if (schema.items !== undefined) {
    if (Array.isArray(schema.items)) problems.push(`${where}: tuple items`);
    else problems.push(...dialectProblems(schema.items, `${where}[]`));
  }
  if (isJsonObject(schema.additionalProperties)) problems.push(...dialectProblems(schema.additionalProperties, `${where}{}`));
  for (const combinator of ['oneOf', 'anyOf', 'allOf'] as const) {
    const branches = schema[combinator];
    if (Array.isArray(branches)) branches.forEach((branch, index) => problems.push(...dialectProblems(branch, `${where}.${combinator}[${index}]`)));
  }
  return problems;
}

/** Every schema written in openapi.yaml, with a label saying where it is. */
function schemasOfDocument(): Array<[string, unknown]> {
  const found: Array<[string, unknown]> = Object.entries(document.components.schemas).map(([name, schema]) => [name, schema]);
  for (const [name, parameter] of Object.entries(document.components.parameters ?? {})) found.push([`parameters.${name}`, parameter.schema]);
  for (const [path, pathItem] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      const where = `${method.toUpperCase()} ${path}`;
      for (const parameter of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
        if ('schema' in parameter) found.push([`${where} ${parameter.name}`, parameter.schema]);
      }
      const body = operation.requestBody;
      if (body && 'content' in body) for (const media of Object.values(body.content)) found.push([`${where} body`, media.schema]);
      for (const [status, response] of Object.entries(operation.responses)) {
        if ('content' in response) for (const media of Object.values(response.content ?? {})) found.push([`${where} ${status}`, media.schema]);
      }
    }
  }
  return found;
}

describe('schema dialect', () => {
  it('uses only keywords that mean the same in draft-07 and 2020-12', () => {
    const problems = schemasOfDocument().flatMap(([where, schema]) => dialectProblems(schema, where));
    expect(problems).toEqual([]);
  });
});

// ───────────────────────────── What the server registers ─────────────────────────────

function fastifySchemaOf(entry: OperationEntry, withResponses: boolean): FastifySchema {
  const schema: FastifySchema = {};
  if (entry.params) schema.params = entry.params;
  if (entry.querystring) schema.querystring = entry.querystring;
  if (entry.body) schema.body = entry.body;
  if (withResponses && entry.produces === 'application/json') {
    schema.response = Object.fromEntries(Object.entries(entry.responses).filter(([, response]) => response !== null));
  }
  return schema;
}

describe('operation schemas', () => {
  it('compile with Ajv 8 (strict: false), requests and responses alike', () => {
    const ajv = new Ajv({ strict: false, formats: { uuid: true, email: true, 'date-time': true } });
    const failures: string[] = [];
    for (const [key, entry] of entries) {
      const parts: Record<string, unknown> = { params: entry.params, querystring: entry.querystring, body: entry.body, ...entry.responses };
      for (const [part, schema] of Object.entries(parts)) {
        if (schema === undefined || schema === null) continue;
        try {
          ajv.compile(schema as JsonObject);
        } catch (error) {
          failures.push(`${key} ${part}: ${(error as Error).message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('declare every path parameter of the path template, and no other', () => {
    const mismatches = entries.filter(([, entry]) => {
      const inTemplate = [...entry.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
      const declared = Object.keys((entry.params?.properties as JsonObject | undefined) ?? {}).sort();
      return JSON.stringify(inTemplate) !== JSON.stringify(declared);
    });
    expect(mismatches.map(([key]) => key)).toEqual([]);
  });

  it('never require an entity name or title in a request body (the server gives ThingsBoard\'s own message)', () => {
    const offenders = entries.filter(([, entry]) => {
      const required = isJsonObject(entry.body) && Array.isArray(entry.body.required) ? entry.body.required : [];
      return required.includes('name') || required.includes('title');
    });
    expect(offenders.map(([key]) => key)).toEqual([]);
  });

  it('register as Fastify routes without conflicts or Ajv strict-mode warnings', async () => {
    const warnings: unknown[][] = [];
    const app = Fastify({
      ajv: { customOptions: { logger: { log: () => {}, warn: (...args: unknown[]) => warnings.push(args), error: (...args: unknown[]) => warnings.push(args) } } },
    });
    for (const entry of Object.values(table)) {
      app.route({ method: entry.method, url: entry.url, schema: fastifySchemaOf(entry, true), handler: async () => null });
    }
    await app.ready();
    await app.close();
    expect(warnings).toEqual([]);
  });
});

describe('validation as the server will see it', () => {
  const uuid = '784f394c-42b6-11ec-983c-b7beff2784f9';

  const app = Fastify();
  beforeAll(async () => {
    for (const entry of Object.values(table)) {
      app.route({
        method: entry.method,
        url: entry.url,
        schema: fastifySchemaOf(entry, false),
        handler: async () => ({ operationId: entry.operationId }),
      });
    }
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    ['GET', '/api/tenant/deviceInfos?pageSize=10&page=0&deviceProfileId=&sortProperty=createdTime&sortOrder=DESC', undefined, 200],
    ['GET', '/api/tenant/deviceInfos?page=0', undefined, 400],
    ['GET', '/api/tenant/deviceInfos?pageSize=0&page=0', undefined, 400],
    ['GET', '/api/tenant/deviceInfos?pageSize=10&page=0&sortProperty=color', undefined, 400],
    ['GET', '/api/tenant/devices?deviceName=Thermostat%20T1', undefined, 200],
    ['GET', '/api/tenant/devices', undefined, 400],
    ['GET', '/api/device/not-a-uuid', undefined, 400],
    ['GET', `/api/device/${uuid}`, undefined, 200],
    ['POST', '/api/auth/login', { username: 'tenant@thingsboard.org' }, 400],
    ['POST', '/api/auth/login', { username: 'tenant@thingsboard.org', password: 'tenant' }, 200],
    ['POST', '/api/device', {}, 200],
    ['POST', '/api/device', { id: { entityType: 'DEVICE', id: uuid }, createdTime: 1, name: 'A', customerTitle: 'ignored', unknown: 1 }, 200],
    ['POST', '/api/device', { id: { id: uuid } }, 400],
    ['GET', `/api/relations?toId=${uuid}&toType=DEVICE`, undefined, 200],
    ['GET', `/api/relations?toId=${uuid}`, undefined, 400],
  ] as const)('%s %s %j → %i', async (method, url, payload, expectedStatus) => {
    const response = await app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBe(expectedStatus);
  });
});
