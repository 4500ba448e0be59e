import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkJsFunction, type JsProblem } from './jsFunction';
import { checkJsFunctionInWorker, type JsCheckRequest, type JsCheckWorker } from './jsFunctionCheck';

/** A worker in the same thread that answers with the real check, or never (a body that loops). */
class FakeWorker implements JsCheckWorker {
    onmessage: ((event: MessageEvent<JsProblem | null>) => void) | null = null;
    onerror: ((event: ErrorEvent) => void) | null = null;
    terminated = false;
    constructor(private readonly answers = true) {}
    postMessage({ body, check }: JsCheckRequest) {
        structuredClone(check);
        if (this.answers) queueMicrotask(() => this.onmessage?.(new MessageEvent('message', { data: checkJsFunction(body, check) })));
    }
    terminate() {
        this.terminated = true;
    }
}

afterEach(() => vi.useRealTimers());

describe('JS function check in a worker', () => {
    it("answers the worker's problem and stops the worker", async () => {
        const worker = new FakeWorker();
        const problem = await checkJsFunctionInWorker('var a = 1;\nreturn missing.value;', { argNames: [], argSets: [[]] }, { createWorker: () => worker });
        expect(problem).toMatchObject({ text: 'Error: ReferenceError: missing is not defined', line: 2 });
        expect(worker.terminated).toBe(true);
    });

    it('stops a check that outlives the time limit and says so', async () => {
        vi.useFakeTimers();
        const worker = new FakeWorker(false);
        const checked = checkJsFunctionInWorker('for (;;) {}', { argNames: [], argSets: [[]] }, { createWorker: () => worker, timeoutMs: 500 });
        await vi.advanceTimersByTimeAsync(500);
        expect(await checked).toEqual({ key: 'js-func.check-timeout', params: { ms: '500' } });
        expect(worker.terminated).toBe(true);
    });

    it('reports argument sets that cannot reach the worker instead of failing', async () => {
        const problem = await checkJsFunctionInWorker('return 1;', { argNames: ['f'], argSets: [[() => 1]] }, { createWorker: () => new FakeWorker() });
        expect(problem?.text).toMatch(/^Error: DataCloneError: /);
    });
});
