import { describe, expect, it } from 'vitest';
import { checkJsFunction, DEFAULT_RESULT_TYPE, errorPosition, jsEditorValid, lintMarkers, problemLines, promoteUndefined, syntaxProblem, type ScriptDiagnostic } from './jsFunction';

const translate = (key: string, params?: Record<string, string>) => (params ? `${key} ${JSON.stringify(params)}` : key);
const at = { line: 2, column: 5, endLine: 2, endColumn: 8 };

describe('JS function checks', () => {
    it('compiles the body with the declared argument names', () => {
        expect(checkJsFunction('return msg.temperature > limit;', { argNames: ['msg', 'limit'], argSets: [[{ temperature: 30 }, 20]], resultType: 'boolean' })).toBeNull();
    });

    it("reports a compile error as 'Error: <name>: <message>'", () => {
        const problem = checkJsFunction('return {', { argNames: [] });
        expect(problem?.text).toMatch(/^Error: SyntaxError: /);
    });

    it('runs each argument set until one works, else shows the last error', () => {
        const body = 'if (!a) throw new Error("no " + b); return 1;';
        expect(checkJsFunction(body, { argNames: ['a', 'b'], argSets: [[0, 'first'], [1, 'second']] })).toBeNull();
        const problem = checkJsFunction(body, { argNames: ['a', 'b'], argSets: [[0, 'first'], [0, 'second']] });
        expect(problem?.text).toBe('Error: Error: no second');
    });

    it('never runs the body with validation off', () => {
        expect(checkJsFunction('throw new Error("x")', { argNames: [], argSets: [[]], validation: false })).toBeNull();
    });

    it("needs a result for type 'any': js-func.no-return-error", () => {
        expect(checkJsFunction('var x = 1;', { argNames: [], argSets: [[]], resultType: 'any' })).toEqual({ key: 'js-func.no-return-error' });
        expect(checkJsFunction('return 0;', { argNames: [], argSets: [[]], resultType: 'any' })).toBeNull();
    });

    it('needs the exact result type otherwise: js-func.return-type-mismatch', () => {
        expect(checkJsFunction('return "1";', { argNames: [], argSets: [[]], resultType: 'number' })).toEqual({
            key: 'js-func.return-type-mismatch',
            params: { type: 'number' },
        });
    });

    it("checks nothing by default ('nocheck')", () => {
        expect(DEFAULT_RESULT_TYPE).toBe('nocheck');
        expect(checkJsFunction('var x;', { argNames: [], argSets: [[]] })).toBeNull();
    });

    it("places a runtime error in the body: 'Line N column M of script.'", () => {
        const problem = checkJsFunction('var a = 1;\nreturn missing.value;', { argNames: [], argSets: [[]] });
        expect(problem).toMatchObject({ text: 'Error: ReferenceError: missing is not defined', line: 2 });
        expect(problemLines(problem!, translate)).toMatch(/\nLine 2 column \d+ of script\.$/);
        expect(errorPosition({ stack: 'Error: x\n    at eval (eval at f (app.js:1:1), <anonymous>:5:9)' })).toEqual({ line: 3, column: 9 });
    });

    it('translates key problems with their parameters', () => {
        expect(problemLines({ key: 'js-func.return-type-mismatch', params: { type: 'string' } }, translate)).toBe('js-func.return-type-mismatch {"type":"string"}');
    });
});

describe('JS lint', () => {
    const diagnostic = (code: number, message: string, syntactic = false): ScriptDiagnostic => ({ ...at, code, message, syntactic });

    it("turns undefined names into errors worded 'is not defined'", () => {
        expect(lintMarkers([diagnostic(2304, "Cannot find name 'foo'.")], ['msg'])).toEqual([{ ...at, message: "'foo' is not defined.", severity: 'error' }]);
    });

    it('keeps them warnings when the undefined check is off', () => {
        expect(lintMarkers([diagnostic(2552, "Cannot find name 'mgs'. Did you mean 'msg'?")], [], false)[0].severity).toBe('warning');
        expect(promoteUndefined({ ...at, message: "'x' is not defined.", severity: 'warning' }, false).severity).toBe('warning');
    });

    it('knows the declared arguments, ignores top-level return and other type noise', () => {
        expect(lintMarkers([diagnostic(2304, "Cannot find name 'msg'."), diagnostic(1108, 'return', true), diagnostic(2339, 'Property x')], ['msg'])).toEqual([]);
    });

    it('keeps syntax errors as errors', () => {
        expect(lintMarkers([diagnostic(1005, "';' expected.", true)], [])[0]).toMatchObject({ severity: 'error', message: "';' expected.", syntax: true });
    });

    it("words the first syntax error as a compile error with 'Line N column M of script.'", () => {
        const markers = lintMarkers([diagnostic(2304, "Cannot find name 'foo'."), diagnostic(1005, "')' expected.", true)], []);
        const problem = syntaxProblem(markers);
        expect(problemLines(problem!, translate)).toBe("Error: SyntaxError: ')' expected.\nLine 2 column 5 of script.");
        expect(syntaxProblem(lintMarkers([diagnostic(2304, "Cannot find name 'foo'.")], []))).toBeNull();
    });

    it('is invalid with a lint error or a failed validation, valid again after an edit clears it', () => {
        expect(jsEditorValid([{ ...at, message: 'x', severity: 'error' }], null)).toBe(false);
        expect(jsEditorValid([{ ...at, message: 'x', severity: 'warning' }], null)).toBe(true);
        expect(jsEditorValid([], { key: 'js-func.no-return-error' })).toBe(false);
        expect(jsEditorValid([], null)).toBe(true);
        // A check stopped at its time limit says so, but knows nothing against the body.
        expect(jsEditorValid([], { key: 'js-func.check-timeout', params: { ms: '3000' }, undecided: true })).toBe(true);
        expect(jsEditorValid([{ ...at, message: 'x', severity: 'error' }], { key: 'js-func.check-timeout', undecided: true })).toBe(false);
    });
});
