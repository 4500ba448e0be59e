import { describe, expect, it } from 'vitest';
import { renderSchemaAliases } from './openapiTypes';

describe('renderSchemaAliases', () => {
  it('declares Schemas and one alias per component', () => {
    const source = renderSchemaAliases(['Device', 'PageData_Device']);
    expect(source).toContain("export type Schemas = components['schemas'];");
    expect(source).toContain("export type Device = components['schemas']['Device'];");
    expect(source).toContain("export type PageData_Device = components['schemas']['PageData_Device'];");
  });

  it('refuses names that are not identifiers or that clash with openapi-typescript exports', () => {
    expect(() => renderSchemaAliases(['Page-Data'])).toThrow(/identifier/);
    expect(() => renderSchemaAliases(['components'])).toThrow(/clashes/);
  });
});
