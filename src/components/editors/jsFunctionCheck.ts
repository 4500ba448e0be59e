import type { JsFunctionCheck, JsProblem } from './jsFunction';
import { errorText } from './jsonText';

/** What the check's worker receives: the body and how to check it. */
export interface JsCheckRequest {
    body: string;
    check: JsFunctionCheck;
}

/** What the worker answers: 'started' as it begins the check (the time limit starts then), then the result. */
export type JsCheckAnswer = { started: true } | { problem: JsProblem | null };

/** The part of a Worker the check uses (tests hand in a stand-in). */
export interface JsCheckWorker {
    postMessage(request: JsCheckRequest): void;
    terminate(): void;
    onmessage: ((event: MessageEvent<JsCheckAnswer>) => void) | null;
    onerror: ((event: ErrorEvent) => void) | null;
}

/** Time the body may run before its worker is stopped (a body that loops forever). */
export const JS_CHECK_TIMEOUT_MS = 3000;

const createBrowserWorker = (): JsCheckWorker =>
    new Worker(new URL('./jsFunctionCheck.worker.ts', import.meta.url), { type: 'module', name: 'js-function-check' }) as unknown as JsCheckWorker;

/**
 * Runs the JS function editor's check (checkJsFunction in jsFunction.ts) in a Web Worker of its own:
 * the console's pages allow no eval, and a body that never ends is stopped after the time limit
 * instead of freezing the page. One worker per check: checks happen when an editor loses focus.
 */
export function checkJsFunctionInWorker(
    body: string,
    check: JsFunctionCheck,
    { createWorker = createBrowserWorker, timeoutMs = JS_CHECK_TIMEOUT_MS } = {}
): Promise<JsProblem | null> {
    return new Promise(resolve => {
        const worker = createWorker();
        let timer: ReturnType<typeof setTimeout> | undefined;
        const finish = (problem: JsProblem | null) => {
            clearTimeout(timer);
            worker.terminate();
            resolve(problem);
        };
        worker.onmessage = ({ data }) => {
            // The limit counts from the start of the check, not from the worker's own start-up (a busy machine).
            // Stopped at the limit, the check knows nothing about the body: unknown is not invalid.
            if ('started' in data) timer = setTimeout(() => finish({ key: 'js-func.check-timeout', params: { ms: String(timeoutMs) }, undecided: true }), timeoutMs);
            else finish(data.problem);
        };
        worker.onerror = event => {
            event.preventDefault();
            finish({ text: event.message || errorText(event.error) });
        };
        try {
            worker.postMessage({ body, check });
        } catch (error) {
            // Argument sets that cannot be copied to the worker (functions, DOM nodes).
            finish({ text: errorText(error) });
        }
    });
}
