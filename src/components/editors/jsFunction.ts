/**
 * The JavaScript function editor's checks (part 2 §5.1): the body is compiled as a function of
 * the declared argument names, run against each argument set until one works, and its result's
 * type is checked.
 */
import { errorText } from './jsonText';

/** 'nocheck' skips the check; 'any' only needs a result; other names must equal `typeof` the result. */
export type JsResultType = 'nocheck' | 'any' | 'string' | 'number' | 'boolean' | 'object';

export const DEFAULT_RESULT_TYPE: JsResultType = 'nocheck';

export interface JsFunctionCheck {
    argNames: readonly string[];
    /** Argument sets tried in turn; without any the body is only compiled. */
    argSets?: readonly (readonly unknown[])[];
    resultType?: JsResultType;
    /** Off: compile only, never run. */
    validation?: boolean;
}

/** A problem to show: literal text, or an i18n key with its parameters; the line it is on, if known. */
export interface JsProblem {
    text?: string;
    key?: string;
    params?: Record<string, string>;
    line?: number;
    column?: number;
    /**
     * The check could not decide (stopped at its time limit: a body that never ends, or a machine too
     * busy to finish it in time). Shown, but it does not make the body invalid: the server's test run
     * and the runtime sandboxes have limits of their own.
     */
    undecided?: boolean;
}

/**
 * Where in the body an error happened. V8 and Firefox number the lines of `new Function` source,
 * which starts with two header lines before the body.
 */
const FUNCTION_HEADER_LINES = 2;
export const errorPosition = (error: unknown): { line: number; column: number } | undefined => {
    const stack = (error as { stack?: unknown } | null)?.stack;
    if (typeof stack !== 'string') return undefined;
    const frame = stack.split('\n').find(line => line.includes('<anonymous>') || line.includes('> Function'));
    const match = frame?.match(/:(\d+):(\d+)\)?\s*$/);
    if (!match) return undefined;
    const line = Number(match[1]) - FUNCTION_HEADER_LINES;
    return line >= 1 ? { line, column: Number(match[2]) } : undefined;
};

/** The problem text an editor shows: the error, then 'Line N column M of script.' when known. */
export const problemLines = (problem: JsProblem, translate: (key: string, params?: Record<string, string>) => string): string => {
    const message = problem.text ?? translate(problem.key ?? '', problem.params);
    return problem.line === undefined ? message : `${message}\nLine ${problem.line} column ${problem.column ?? 0} of script.`;
};

const problemOf = (error: unknown): JsProblem => ({ text: errorText(error), ...errorPosition(error) });

const resultProblem = (result: unknown, resultType: JsResultType): JsProblem | null => {
    if (resultType === 'nocheck') return null;
    if (resultType === 'any') return result === undefined ? { key: 'js-func.no-return-error' } : null;
    return typeof result === resultType ? null : { key: 'js-func.return-type-mismatch', params: { type: resultType } };
};

/** Compiles and runs the body; null when it passes every check that applies. */
export const checkJsFunction = (body: string, check: JsFunctionCheck): JsProblem | null => {
    let compiled: (...args: unknown[]) => unknown;
    try {
        // The editor's whole point: turning the person's text into a function they wrote.
        compiled = new Function(...check.argNames, body) as (...args: unknown[]) => unknown;
    } catch (error) {
        return problemOf(error);
    }
    if (check.validation === false || !check.argSets?.length) return null;
    let lastError: unknown;
    for (const args of check.argSets) {
        try {
            const result = compiled(...args);
            return resultProblem(result, check.resultType ?? DEFAULT_RESULT_TYPE);
        } catch (error) {
            lastError = error;
        }
    }
    return problemOf(lastError);
};

/** A lint finding on the editor's text, 1-based positions. */
export interface LintMarker {
    message: string;
    severity: 'error' | 'warning';
    line: number;
    column: number;
    endLine: number;
    endColumn: number;
    /** The text does not parse: no check can run until it does. */
    syntax?: boolean;
}

/** A TypeScript diagnostic as the language worker reports it for the body. */
export interface ScriptDiagnostic extends Omit<LintMarker, 'severity' | 'message'> {
    code: number;
    message: string;
    /** Syntax errors are always errors; the semantic pass only contributes undefined names. */
    syntactic: boolean;
}

/** TypeScript's "Cannot find name 'x'" codes (plain, with a suggestion, Node/jQuery/test globals). */
const UNDEFINED_NAME_CODES = new Set([2304, 2552, 2580, 2581, 2582, 2591, 2592, 2593]);
/** 'return' outside a function: the body is one, so this is never a problem. */
const RETURN_OUTSIDE_FUNCTION = 1108;

/**
 * The lint markers of a body: syntax errors, and undefined names in the wording of ThingsBoard's
 * linter ("'x' is not defined."), which are errors unless the undefined check is off (part 2 §5.1).
 * Declared argument names are defined.
 */
export const lintMarkers = (diagnostics: readonly ScriptDiagnostic[], argNames: readonly string[], undefinedCheck = true): LintMarker[] =>
    diagnostics.flatMap((diagnostic): LintMarker[] => {
        const { code, message, syntactic, ...position } = diagnostic;
        if (code === RETURN_OUTSIDE_FUNCTION) return [];
        if (syntactic) return [{ ...position, message, severity: 'error', syntax: true }];
        if (!UNDEFINED_NAME_CODES.has(code)) return [];
        const name = message.match(/'([^']+)'/)?.[1];
        if (!name || argNames.includes(name)) return [];
        return [promoteUndefined({ ...position, message: `'${name}' is not defined.`, severity: 'warning' }, undefinedCheck)];
    });

/** A warning saying something 'is not defined' becomes an error unless the undefined check is off. */
export const promoteUndefined = (marker: LintMarker, undefinedCheck: boolean): LintMarker =>
    undefinedCheck && marker.message.includes('is not defined') ? { ...marker, severity: 'error' } : marker;

/**
 * The first syntax error of the text as the editor reports it while the person types, worded like
 * a compile error ('Error: SyntaxError: …') and placed ('Line N column M of script.').
 */
export const syntaxProblem = (markers: readonly LintMarker[]): JsProblem | null => {
    const marker = markers.find(found => found.syntax);
    return marker ? { text: errorText({ name: 'SyntaxError', message: marker.message }), line: marker.line, column: marker.column } : null;
};

/** Invalid while there are lint errors or the last validation failed (an undecided one does not count). */
export const jsEditorValid = (markers: readonly LintMarker[], lastProblem: JsProblem | null): boolean =>
    (lastProblem === null || lastProblem.undecided === true) && !markers.some(marker => marker.severity === 'error');
