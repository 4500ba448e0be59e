import { describe, expect, it } from 'vitest';
import { beautifyJson, checkJsonObjectText, CONTENT_INDENT, errorText, jsonParseError, jsonViewerSize, OBJECT_INDENT } from './jsonText';

describe('JSON editor rules', () => {
    it("shows a parse error as 'Error: <name>: <message>'", () => {
        expect(jsonParseError('{"a":1}')).toBeNull();
        expect(jsonParseError('{')).toMatch(/^Error: SyntaxError: .+/);
        expect(errorText({ name: 'TypeError', message: 'boom' })).toBe('Error: TypeError: boom');
    });

    it("requires a JSON object only when flagged: 'Json object is required.'", () => {
        expect(checkJsonObjectText('  ', true)).toEqual({ valid: false, error: 'Json object is required.' });
        expect(checkJsonObjectText('', false)).toEqual({ valid: true, value: null });
    });

    it('accepts any JSON value and explains text that is not JSON', () => {
        expect(checkJsonObjectText('[1, 2]', true)).toEqual({ valid: true, value: [1, 2] });
        const check = checkJsonObjectText('{a}', false);
        expect(check.valid).toBe(false);
        expect(!check.valid && check.error).toMatch(/^Error: SyntaxError: /);
    });

    it('beautifies with 4 spaces for content and 2 for objects', () => {
        expect(CONTENT_INDENT).toBe(4);
        expect(OBJECT_INDENT).toBe(2);
        expect(beautifyJson('{"a":[1]}', CONTENT_INDENT)).toBe('{\n    "a": [\n        1\n    ]\n}');
        expect(beautifyJson('{"a":1}', OBJECT_INDENT)).toBe('{\n  "a": 1\n}');
        expect(beautifyJson('{broken', 4)).toBe('{broken');
    });

    it('sizes the viewer at 17 px a line and 8 px a character', () => {
        expect(jsonViewerSize('')).toEqual({ height: 200, width: 600 });
        expect(jsonViewerSize('{\n  "abc": 1\n}')).toEqual({ height: 3 * 17 + 17, width: 10 * 8 + 16 });
    });
});
