import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataKeySandbox, SANDBOX_START_TIMEOUT_MS, SandboxTimeoutError, type SandboxMessage, type SandboxRequest, type SandboxWorker } from './dataKeySandbox';
import { SANDBOX_READY } from './sandboxReady';
import { runSandboxJob, type SandboxJob } from './sandboxJobs';

/**
 * A worker in the same thread: says it is ready after `startMs` (its script loading), answers with the
 * real core, or never when a body loops forever.
 */
class FakeWorker implements SandboxWorker {
    static started: FakeWorker[] = [];
    onmessage: ((event: MessageEvent<SandboxMessage>) => void) | null = null;
    onerror: ((event: ErrorEvent) => void) | null = null;
    terminated = false;
    received: SandboxRequest[] = [];
    private readonly compiled = new Map();

    private ready = false;
    private readonly early: SandboxRequest[] = [];

    constructor(startMs = 0) {
        FakeWorker.started.push(this);
        setTimeout(() => {
            if (this.terminated) return;
            this.ready = true;
            this.onmessage?.({ data: SANDBOX_READY } as MessageEvent<SandboxMessage>);
            // Messages posted while the script loaded are delivered once it has run.
            this.early.splice(0).forEach(request => this.postMessage(request));
        }, startMs);
    }

    postMessage(request: SandboxRequest) {
        if (!this.ready) return void this.early.push(request);
        this.received.push(request);
        if (request.jobs.some(job => job.body.includes('for (;;)'))) return;
        setTimeout(() => {
            if (!this.terminated) this.onmessage?.({ data: { id: request.id, results: request.jobs.map(job => runSandboxJob(job, this.compiled)) } } as MessageEvent<SandboxMessage>);
        }, 1);
    }

    terminate() {
        this.terminated = true;
    }
}

const double: SandboxJob = { kind: 'post', body: 'return value * 2;', points: [[1, 2], [2, 3]], previous: null };
const endless: SandboxJob = { kind: 'post', body: 'for (;;) {}', points: [[1, 1]], previous: null };

afterEach(() => {
    FakeWorker.started = [];
    vi.useRealTimers();
});

describe('createDataKeySandbox', () => {
    it('runs a batch of jobs in the worker, one message per batch', async () => {
        const sandbox = createDataKeySandbox({ createWorker: () => new FakeWorker() });
        const [result] = await sandbox.run([double]);
        expect(result!.points).toEqual([[1, 4], [2, 6]]);
        await sandbox.run([double, double]);
        expect(FakeWorker.started).toHaveLength(1);
        expect(FakeWorker.started[0]!.received.map(request => request.jobs.length)).toEqual([1, 2]);
        sandbox.dispose();
        expect(FakeWorker.started[0]!.terminated).toBe(true);
    });

    it('terminates a worker whose batch outlives the limit, reports it, and serves the next batch from a new worker', async () => {
        vi.useFakeTimers();
        const sandbox = createDataKeySandbox({ createWorker: () => new FakeWorker(), timeoutMs: 500 });
        const stuck = sandbox.run([endless]);
        const next = sandbox.run([double]);
        const stuckOutcome = expect(stuck).rejects.toBeInstanceOf(SandboxTimeoutError);
        await vi.advanceTimersByTimeAsync(499);
        expect(FakeWorker.started[0]!.terminated).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        await stuckOutcome;
        expect(FakeWorker.started[0]!.terminated).toBe(true);
        await vi.advanceTimersByTimeAsync(5);
        expect((await next)[0]!.points).toEqual([[1, 4], [2, 6]]);
        expect(FakeWorker.started).toHaveLength(2);
        await expect(stuck).rejects.toThrow('took longer than 500 ms');
    });

    it('rejects what is waiting when disposed', async () => {
        const sandbox = createDataKeySandbox({ createWorker: () => new FakeWorker() });
        const running = sandbox.run([endless]);
        const waiting = sandbox.run([double]);
        sandbox.dispose();
        await expect(running).rejects.toThrow('disposed');
        await expect(waiting).rejects.toThrow('disposed');
        expect(FakeWorker.started).toHaveLength(1);
    });

    it('answers an empty batch without a worker', async () => {
        const sandbox = createDataKeySandbox({ createWorker: () => new FakeWorker() });
        expect(await sandbox.run([])).toEqual([]);
        expect(FakeWorker.started).toHaveLength(0);
    });

    it("does not count a new worker's start-up against a batch's limit: a slow page load is no endless loop", async () => {
        vi.useFakeTimers();
        const sandbox = createDataKeySandbox({ createWorker: () => new FakeWorker(1500), timeoutMs: 500 });
        const doubled = sandbox.run([double]);
        await vi.advanceTimersByTimeAsync(1502);
        expect((await doubled)[0]!.points).toEqual([[1, 4], [2, 6]]);
        expect(FakeWorker.started[0]!.terminated).toBe(false);
        sandbox.dispose();
    });

    it('gives up on a worker that never starts, and starts a new one for the next batch', async () => {
        vi.useFakeTimers();
        const sandbox = createDataKeySandbox({ createWorker: () => new FakeWorker(FakeWorker.started.length === 0 ? SANDBOX_START_TIMEOUT_MS * 10 : 0), timeoutMs: 500 });
        const first = expect(sandbox.run([double])).rejects.toThrow('did not start');
        const second = sandbox.run([double]);
        await vi.advanceTimersByTimeAsync(SANDBOX_START_TIMEOUT_MS);
        await first;
        await vi.advanceTimersByTimeAsync(2);
        expect((await second)[0]!.points).toEqual([[1, 4], [2, 6]]);
        expect(FakeWorker.started.map(worker => worker.terminated)).toEqual([true, false]);
        sandbox.dispose();
    });
});
