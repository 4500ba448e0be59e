// @vitest-environment node
// Parity with @rjsf/validator-ajv8, which compiles with eval: fine in node, not in the console's pages.
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import profileDataSchema from '../../../schemas/documents/device-profile-data.json';
import { WIDGET_TYPES } from '../../../shared/widgets/bundles';
import { RULE_NODE_KINDS } from '../../../server/ruleEngine/nodes/catalogue';
import { SCRIPT_FORMAT } from '../ruleChain/configurationSchema';
import { SchemaValidator } from './schemaValidator';

const customFormats = { [SCRIPT_FORMAT]: () => true };
const ajv = customizeValidator({ customFormats });
const ours = new SchemaValidator({ customFormats });

type Data = unknown;
interface Case {
    name: string;
    schema: RJSFSchema;
    data: Data[];
}

/** A value of another JSON type than the given one, so every property of a model can be made wrong. */
const wrongTypeOf = (value: unknown): unknown => {
    if (typeof value === 'string') return 42;
    if (typeof value === 'number') return 'not a number';
    if (typeof value === 'boolean') return 'yes';
    if (Array.isArray(value)) return { not: 'a list' };
    if (value && typeof value === 'object') return 7;
    return 'null is not this';
};
const withWrongTypes = (model: Record<string, unknown>) => Object.fromEntries(Object.entries(model).map(([key, value]) => [key, wrongTypeOf(value)]));
const withoutFirstKey = (model: Record<string, unknown>) => Object.fromEntries(Object.entries(model).slice(1));

/** Models for a schema: its defaults, nothing, every property of the wrong type, one property missing. */
const modelsFor = (model: Record<string, unknown>): Data[] => [model, {}, withWrongTypes(model), withoutFirstKey(model), null, 'text'];

const { definitions } = profileDataSchema as unknown as { definitions: Record<string, RJSFSchema> };
const profileRoot = { definitions } as RJSFSchema;

const PROFILE_MODELS: Data[] = [
    {},
    { type: 'DEFAULT' },
    { type: 'MQTT', deviceTelemetryTopic: 'v1/devices/me/telemetry', transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' } },
    { type: 'MQTT', deviceTelemetryTopic: 5, transportPayloadTypeConfiguration: { transportPayloadType: 'XML' } },
    { type: 'COAP', coapDeviceTypeConfiguration: { coapDeviceType: 'DEFAULT', transportPayloadTypeConfiguration: { transportPayloadType: 'PROTOBUF' } } },
    { type: 'LWM2M', observeAttr: { observe: [], attribute: [], telemetry: [], keyName: {}, attributeLwm2m: {} }, bootstrap: [], clientLwM2mSettings: { clientOnlyObserveAfterConnect: 1 } },
    { type: 'LWM2M', observeAttr: { observe: 'all' }, bootstrap: [{ shortServerId: 'one', host: 3 }] },
    { type: 'SNMP', timeoutMs: 500, retries: 1, communicationConfigs: [{ spec: 'TELEMETRY_QUERYING', queryingFrequencyMs: 'soon', mappings: [{ oid: '1.3.6', key: 'temp', dataType: 'LONG' }] }] },
    { type: 'SNMP', timeoutMs: -1, communicationConfigs: {} },
    { alarms: [{ id: 'a', alarmType: 'High', createRules: { CRITICAL: { condition: { condition: [{ key: { type: 'TIME_SERIES', key: 't' }, valueType: 'NUMERIC', predicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 'x' } } }] } } } }] },
    { provisionType: 'DISABLED', provisionDeviceKey: 1 },
];

const CASES: Case[] = [
    ...RULE_NODE_KINDS.filter(kind => kind.configurationSchema).map(kind => ({
        name: `rule node ${kind.name} (${kind.type})`,
        schema: kind.configurationSchema as RJSFSchema,
        data: modelsFor(kind.defaultConfiguration as Record<string, unknown>),
    })),
    ...Object.keys(definitions).map(definition => ({
        name: `device profile ${definition}`,
        schema: { definitions, $ref: `#/definitions/${definition}` } as RJSFSchema,
        data: PROFILE_MODELS,
    })),
    { name: 'device profile LwM2M bootstrap servers', schema: { definitions, type: 'array', items: { $ref: '#/definitions/Lwm2mServerConfig' } } as RJSFSchema, data: [[], [{}], [{ shortServerId: 'x', port: 'y' }], {}] },
    ...WIDGET_TYPES.filter(type => type.settingsSchema).map(type => {
        const { schema } = type.settingsSchema as { schema: RJSFSchema };
        const defaults = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, (property as RJSFSchema).default ?? 'a'])) as Record<string, unknown>;
        return { name: `widget ${type.bundleAlias}.${type.typeAlias} settings`, schema, data: modelsFor(defaults) };
    }),
    {
        name: 'nested required, formats and limits',
        schema: {
            type: 'object',
            required: ['name', 'contact'],
            properties: {
                name: { type: 'string', title: 'Name', minLength: 2, maxLength: 5, pattern: '^[a-z]+$' },
                contact: {
                    type: 'object',
                    title: 'Contact',
                    required: ['email', 'address'],
                    properties: {
                        email: { type: 'string', format: 'email' },
                        site: { type: 'string', format: 'uri' },
                        since: { type: 'string', format: 'date-time' },
                        day: { type: 'string', format: 'date' },
                        colour: { type: 'string', format: 'color' },
                        address: { type: 'object', required: ['city'], properties: { city: { type: 'string', enum: ['Kyiv', 'Lviv'] } } },
                    },
                },
                count: { type: 'integer', minimum: 1, maximum: 10, multipleOf: 2 },
                ratio: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
                kind: { const: 'fixed' },
            },
            additionalProperties: false,
        },
        data: [
            { name: 'ab', contact: { email: 'a@b.co', site: 'https://x.org/a?b', since: '2024-01-02T03:04:05Z', day: '2024-02-29', colour: '#ff0000', address: { city: 'Kyiv' } }, count: 4, ratio: 0.5, kind: 'fixed' },
            { name: 'A1234567', contact: { email: 'not mail', site: 'no scheme', since: '2024-13-02', day: '2023-02-29', colour: 'reddish', address: { city: 'Paris' } }, count: 3.5, ratio: 1, kind: 'other', extra: true },
            { name: 'x', contact: { address: {} }, count: 12 },
            { contact: 'none', count: 0, ratio: 0 },
            { name: undefined, contact: { email: undefined } },
            {},
        ],
    },
    {
        name: 'arrays',
        schema: {
            type: 'object',
            properties: {
                tags: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1, maxItems: 3, uniqueItems: true },
                points: { type: 'array', items: { type: 'object', required: ['x'], properties: { x: { type: 'number' }, y: { type: 'number' } } } },
                pair: { type: 'array', items: [{ type: 'string' }, { type: 'number' }], additionalItems: false },
            },
        },
        data: [{ tags: ['a'], points: [{ x: 1 }], pair: ['a', 1] }, { tags: [], points: [{ y: 2 }, { x: 'one' }], pair: ['a', 1, 2] }, { tags: ['a', 'a', '', 'b'], pair: [1, 'a'] }, { tags: 'a', points: {} }],
    },
    {
        name: 'oneOf / anyOf / if-then-else / dependencies / not',
        schema: {
            type: 'object',
            properties: {
                shape: {
                    oneOf: [
                        { type: 'object', title: 'Circle', required: ['radius'], properties: { kind: { const: 'circle' }, radius: { type: 'number' } } },
                        { type: 'object', title: 'Square', required: ['side'], properties: { kind: { const: 'square' }, side: { type: 'number' } } },
                    ],
                },
                value: { anyOf: [{ type: 'string', maxLength: 3 }, { type: 'number', minimum: 0 }] },
                mode: { type: 'string', enum: ['a', 'b'] },
                limit: { type: 'number' },
                secret: { not: { type: 'string', minLength: 1 } },
                card: { type: 'string' },
                billing: { type: 'string' },
            },
            if: { properties: { mode: { const: 'a' } }, required: ['mode'] },
            then: { required: ['limit'] },
            else: { properties: { limit: { maximum: 5 } } },
            dependencies: { card: ['billing'], billing: { properties: { card: { minLength: 4 } } } },
        },
        data: [
            { shape: { kind: 'circle', radius: 1 }, value: 'abc', mode: 'a', limit: 1 },
            { shape: { kind: 'circle', radius: 1, side: 2 }, value: 'abcd', mode: 'a' },
            { shape: { kind: 'triangle' }, value: -1, mode: 'b', limit: 9, secret: 'x', card: '1' },
            { billing: 'b', card: '12' },
            { shape: 5, value: true, mode: 'c' },
        ],
    },
    {
        name: '$ref to definitions, with siblings and nesting',
        schema: {
            definitions: {
                address: { type: 'object', title: 'Address', required: ['street'], properties: { street: { type: 'string', minLength: 3 }, next: { $ref: '#/definitions/address' } } },
                port: { type: 'integer', minimum: 1, maximum: 65535 },
            },
            type: 'object',
            required: ['home'],
            properties: {
                home: { $ref: '#/definitions/address' },
                work: { $ref: '#/definitions/address', title: 'Work', required: ['zip'] },
                ports: { type: 'array', items: { $ref: '#/definitions/port' } },
            },
        },
        data: [{ home: { street: 'Main' } }, { home: { street: 'M', next: { next: {} } }, work: { street: 'Side' }, ports: [0, 80, 70000, 'x'] }, {}, { home: 'x', work: 3 }],
    },
];

/** What a form shows of an error, compared between the two validators. */
const shown = (errors: RJSFValidationError[]) => errors.map(({ property, name, message, stack }) => JSON.stringify({ property, name, message, stack })).sort();

describe('schema validator parity with @rjsf/validator-ajv8', () => {
    it('gathers real schemas: every rule node with a schema, every profile definition, the system widgets with settings', () => {
        expect(CASES.length).toBeGreaterThan(Object.keys(definitions).length + 20);
    });

    for (const { name, schema, data } of CASES) {
        it(`gives the same errors and validity: ${name}`, () => {
            for (const model of data) {
                const expected = ajv.validateFormData(model, schema);
                const actual = ours.validateFormData(model, schema);
                expect({ model, errors: shown(actual.errors) }).toEqual({ model, errors: shown(expected.errors) });
                expect(actual.errorSchema).toEqual(expected.errorSchema);
            }
        });

        it(`answers isValid alike for the schema's parts against its root: ${name}`, () => {
            const parts = subschemasOf(schema);
            for (const part of parts) {
                for (const model of [...data, ...nestedModels(data)]) {
                    expect({ part, model, valid: ours.isValid(part, model, schema) }).toEqual({ part, model, valid: ajv.isValid(part, model, schema) });
                }
            }
        });
    }

    it('resolves a subschema\'s $ref in the root schema, as RJSF asks when matching oneOf options', () => {
        const option = { $ref: '#/definitions/MqttTransportConfiguration' } as RJSFSchema;
        expect(ours.isValid(option, { type: 'MQTT', deviceTelemetryTopic: 'v1/t' }, profileRoot)).toBe(true);
        expect(ours.isValid(option, { type: 'MQTT', deviceTelemetryTopic: 5 }, profileRoot)).toBe(false);
    });

    it('runs transformErrors and customValidate as the Ajv adapter does', () => {
        const schema: RJSFSchema = { type: 'object', required: ['a'], properties: { a: { type: 'string' }, b: { type: 'number' } } };
        const transformErrors = (errors: RJSFValidationError[]) => errors.map(error => ({ ...error, message: `! ${error.message ?? ''}` }));
        const customValidate = (data: { b?: number } | undefined, errors: { b?: { addError(message: string): void } }) => {
            if ((data?.b ?? 0) > 3) errors.b?.addError('too big');
            return errors;
        };
        for (const model of [{ b: 5 }, { a: 'x', b: 1 }, { a: 1 }]) {
            const expected = ajv.validateFormData(model, schema, customValidate as never, transformErrors);
            const actual = ours.validateFormData(model, schema, customValidate as never, transformErrors);
            expect(shown(actual.errors)).toEqual(shown(expected.errors));
            expect(actual.errorSchema).toEqual(expected.errorSchema);
        }
    });

    it('reports a broken $ref as a schema error, not a crash', () => {
        const result = ours.validateFormData({}, { $ref: '#/definitions/missing' } as RJSFSchema);
        expect(result.errors).toHaveLength(1);
        expect(result.errorSchema).toHaveProperty('$schema');
        expect(ours.isValid({ $ref: '#/definitions/missing' } as RJSFSchema, {}, { type: 'object' } as RJSFSchema)).toBe(false);
    });
});

/** Definitions shared by several cases (the profile's) are checked with the first of them only: time. */
const checkedDefinitions = new Set<object>();
const definitionsToCheck = (schema: RJSFSchema): RJSFSchema[] => {
    if (!schema.definitions || checkedDefinitions.has(schema.definitions)) return [];
    checkedDefinitions.add(schema.definitions);
    return Object.values(schema.definitions) as RJSFSchema[];
};

/** The subschemas RJSF validates on their own: properties, oneOf/anyOf options, conditions, definitions. */
function subschemasOf(schema: RJSFSchema, depth = 0): RJSFSchema[] {
    if (depth > 3 || typeof schema !== 'object') return [];
    const children = [
        ...Object.values(schema.properties ?? {}),
        ...(schema.oneOf ?? []),
        ...(schema.anyOf ?? []),
        ...(depth === 0 ? definitionsToCheck(schema) : []),
        ...[schema.if, schema.then, schema.else],
    ].filter((child): child is RJSFSchema => typeof child === 'object' && child !== null);
    return [schema, ...children.flatMap(child => subschemasOf(child, depth + 1))];
}

/** The values inside the models, so the parts are also checked against data of their own shape. */
function nestedModels(data: Data[]): Data[] {
    return data.flatMap(model => (model && typeof model === 'object' && !Array.isArray(model) ? Object.values(model) : [])).filter(value => value !== undefined);
}
