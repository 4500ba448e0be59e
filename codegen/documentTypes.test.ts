import { describe, expect, it } from 'vitest';
import { documentAsComponentSchemas } from './documentTypes';

describe('documentAsComponentSchemas', () => {
  const document = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://example/doc.json',
    type: 'object',
    properties: { filter: { $ref: '#/definitions/Filter' } },
    definitions: {
      Filter: { type: 'object', discriminator: { propertyName: 'type' }, oneOf: [{ $ref: '#/definitions/One' }] },
      One: { type: 'object', properties: { type: { const: 'one' } } },
    },
  };

  it('puts the root beside the definitions, with references into components.schemas', () => {
    const schemas = documentAsComponentSchemas(document, 'Root');
    expect(Object.keys(schemas)).toEqual(['Filter', 'One', 'Root']);
    expect(schemas.Root).toEqual({ type: 'object', properties: { filter: { $ref: '#/components/schemas/Filter' } } });
    expect(schemas.Filter.oneOf).toEqual([{ $ref: '#/components/schemas/One' }]);
  });

  it("drops discriminator, whose default mapping would replace the variants' const with schema names", () => {
    expect(documentAsComponentSchemas(document, 'Root').Filter).not.toHaveProperty('discriminator');
  });

  it('refuses a root name that a definition already uses', () => {
    expect(() => documentAsComponentSchemas(document, 'One')).toThrow(/clashes/);
  });
});
