import { describe, expect, it } from 'vitest';
import { dereference, resolvePointer, shareableSchemaRefs, stripOpenApiKeywords, toStandaloneSchema } from './dereference';

const document = {
  components: {
    schemas: {
      EntityId: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] },
      Device: {
        type: 'object',
        properties: {
          id: { $ref: '#/components/schemas/EntityId' },
          customerId: { $ref: '#/components/schemas/EntityId' },
        },
      },
      // A predicate may contain predicates: a cycle through an array.
      Predicate: {
        type: 'object',
        properties: {
          operation: { type: 'string' },
          predicates: { type: 'array', items: { $ref: '#/components/schemas/Predicate' } },
        },
      },
      'Odd/Name': { type: 'integer' },
    },
  },
};

describe('resolvePointer', () => {
  it('follows a local JSON pointer, unescaping ~1 as /', () => {
    expect(resolvePointer(document, '#/components/schemas/Odd~1Name')).toEqual({ type: 'integer' });
  });

  it('throws on a dangling or non-local ref', () => {
    expect(() => resolvePointer(document, '#/components/schemas/Missing')).toThrow(/Unresolvable/);
    expect(() => resolvePointer(document, 'other.yaml#/X')).toThrow(/local/);
  });
});

describe('dereference', () => {
  it('inlines every occurrence of a repeated (non-cyclic) ref', () => {
    const device = dereference({ $ref: '#/components/schemas/Device' }, document) as {
      properties: Record<string, unknown>;
    };
    expect(device.properties.id).toEqual(document.components.schemas.EntityId);
    expect(device.properties.customerId).toEqual(document.components.schemas.EntityId);
  });

  it('leaves a permissive schema where a ref recurses into itself', () => {
    const predicate = dereference({ $ref: '#/components/schemas/Predicate' }, document) as {
      properties: { predicates: { items: Record<string, unknown> } };
    };
    const nested = predicate.properties.predicates.items;
    expect(Object.keys(nested)).toEqual(['description']);
    expect(nested.description).toMatch(/Recursive Predicate/);
  });

  it('lets keywords next to a $ref override the target', () => {
    const result = dereference({ $ref: '#/components/schemas/Odd~1Name', description: 'a count' }, document);
    expect(result).toEqual({ type: 'integer', description: 'a count' });
  });

  it('does not modify its input', () => {
    const input = { items: { $ref: '#/components/schemas/EntityId' } };
    dereference(input, document);
    expect(input).toEqual({ items: { $ref: '#/components/schemas/EntityId' } });
  });
});

describe('stripOpenApiKeywords', () => {
  it('drops vendor extensions and OpenAPI-only keywords but keeps property names', () => {
    const schema = {
      type: 'object',
      'x-internal': true,
      example: { a: 1 },
      properties: { example: { type: 'string', 'x-note': 'n' }, 'x-name': { type: 'number' } },
    };
    expect(stripOpenApiKeywords(schema)).toEqual({
      type: 'object',
      properties: { example: { type: 'string' }, 'x-name': { type: 'number' } },
    });
  });
});

describe('toStandaloneSchema', () => {
  it('dereferences and strips in one go', () => {
    expect(toStandaloneSchema({ $ref: '#/components/schemas/EntityId', 'x-a': 1 }, document)).toEqual(
      document.components.schemas.EntityId,
    );
  });
});

describe('shareableSchemaRefs', () => {
  it('shares components from which no recursion is reachable', () => {
    const withUser = {
      components: { schemas: { ...document.components.schemas, Holder: { type: 'object', properties: { predicate: { $ref: '#/components/schemas/Predicate' } } } } },
    };
    expect([...shareableSchemaRefs(withUser)].sort()).toEqual(['#/components/schemas/Device', '#/components/schemas/EntityId', '#/components/schemas/Odd~1Name']);
  });
});
