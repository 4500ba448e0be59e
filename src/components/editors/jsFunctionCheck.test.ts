import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkJsFunction } from './jsFunction';
import { checkJsFunctionInWorker, type JsCheckAnswer, type JsCheckRequest, type JsCheckWorker } from './jsFunctionCheck';

/**
 * A worker in the same thread: 'answers' starts and answers with the real check, 'loops' starts and
 * never answers (a body that loops), 'starting' has not begun the check yet (a busy machine).
 */
class FakeWorker implements JsCheckWorker {
    onmessage: ((event: MessageEvent<JsCheckAnswer>) => void) | null = null;
    onerror: ((event: ErrorEvent) => void) | null = null;
    terminated = false;
    constructor(private readonly behaviour: 'answers' | 'loops' | 'starting' = 'answers') {}
    postMessage({ body, check }: JsCheckRequest) {
        structuredClone(check);
        const send = (data: JsCheckAnswer) => queueMicrotask(() => this.onmessage?.(new MessageEvent('message', { data })));
        if (this.behaviour === 'starting') return;
        send({ started: true });
        if (this.behaviour === 'answers') send({ problem: checkJsFunction(body, check) });
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

    it('stops a check that outlives the time limit and says so, undecided (unknown is not invalid)', async () => {
        vi.useFakeTimers();
        const worker = new FakeWorker('loops');
        const checked = checkJsFunctionInWorker('for (;;) {}', { argNames: [], argSets: [[]] }, { createWorker: () => worker, timeoutMs: 500 });
        await vi.advanceTimersByTimeAsync(500);
        expect(await checked).toEqual({ key: 'js-func.check-timeout', params: { ms: '500' }, undecided: true });
        expect(worker.terminated).toBe(true);
    });

    it("counts the time limit from the check's start, not from the worker's start-up", async () => {
        vi.useFakeTimers();
        const worker = new FakeWorker('starting');
        let settled = false;
        void checkJsFunctionInWorker('return 1;', { argNames: [] }, { createWorker: () => worker, timeoutMs: 500 }).then(() => (settled = true));
        await vi.advanceTimersByTimeAsync(5000);
        expect([settled, worker.terminated]).toEqual([false, false]);
    });

    it('reports argument sets that cannot reach the worker instead of failing', async () => {
        const problem = await checkJsFunctionInWorker('return 1;', { argNames: ['f'], argSets: [[() => 1]] }, { createWorker: () => new FakeWorker() });
        expect(problem?.text).toMatch(/^Error: DataCloneError: /);
    });
});
