import { describe, expect, it } from 'vitest';
import { renderApiDocsJson } from './apiDocsJson';
import type { OpenApiDocument } from './openapiDocument';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  paths: {
    '/api/a': { get: { operationId: 'getA', responses: { '200': { description: 'an A' } } } },
    '/api/b': { delete: { operationId: 'deleteB', responses: {} } },
  },
  components: { schemas: { A: { type: 'object', properties: { id: { type: 'string' } } } } },
};

describe('renderApiDocsJson', () => {
  it('keeps the whole document', () => {
    expect(JSON.parse(renderApiDocsJson(document))).toEqual(document);
  });

  it('gives each path and each component a line of its own', () => {
    const lines = renderApiDocsJson(document).split('\n');
    expect(lines).toContain('"/api/a":{"get":{"operationId":"getA","responses":{"200":{"description":"an A"}}}},');
    expect(lines).toContain('"/api/b":{"delete":{"operationId":"deleteB","responses":{}}}');
    expect(lines).toContain('"A":{"type":"object","properties":{"id":{"type":"string"}}}');
  });
});
