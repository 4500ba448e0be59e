// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://localhost:8080/ruleChains/5f3c?tab=details#frag" }
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { SchemaValidator } from './schemaValidator';

/**
 * In a page, cfworker resolves $refs against the page's address (a path and a query here), not
 * against the fixed base it uses in node where the parity test runs.
 */
describe('schema validator in a page', () => {
    const validator = new SchemaValidator();
    const root: RJSFSchema = {
        definitions: { port: { type: 'integer', minimum: 1, title: 'Port' } },
        type: 'object',
        properties: { port: { $ref: '#/definitions/port' } },
    };

    it("resolves a form's own $refs", () => {
        expect(location.pathname + location.search).toBe('/ruleChains/5f3c?tab=details');
        expect(validator.validateFormData({ port: 0 }, root).errors.map(error => [error.property, error.message])).toEqual([['.port', 'must be >= 1']]);
        expect(validator.validateFormData({ port: 80 }, root).errors).toEqual([]);
    });

    it("resolves a subschema's $refs in the root schema", () => {
        expect(validator.isValid({ $ref: '#/definitions/port' }, 80, root)).toBe(true);
        expect(validator.isValid({ $ref: '#/definitions/port' }, 0, root)).toBe(false);
    });

    it('knows RJSF’s color and data-url formats and custom ones', () => {
        const custom = new SchemaValidator({ customFormats: { 'even-digits': /^(\d\d)+$/ } });
        const schema: RJSFSchema = { type: 'object', properties: { c: { type: 'string', format: 'color' }, d: { type: 'string', format: 'data-url' }, e: { type: 'string', format: 'even-digits' } } };
        expect(custom.validateFormData({ c: '#abc', d: 'data:text/plain;base64,SGk=', e: '1234' }, schema).errors).toEqual([]);
        expect(custom.validateFormData({ c: 'reddish', d: 'http://x', e: '123' }, schema).errors.map(error => error.property)).toEqual(['.c', '.d', '.e']);
    });
});
