import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataKeySandbox, SandboxTimeoutError, type SandboxRequest, type SandboxResponse, type SandboxWorker } from './dataKeySandbox';
import { runSandboxJob, type SandboxJob } from './sandboxJobs';

/** A worker in the same thread: answers with the real core, or never when a body loops forever. */
class FakeWorker implements SandboxWorker {
    static started: FakeWorker[] = [];
    onmessage: ((event: MessageEvent<SandboxResponse>) => void) | null = null;
    onerror: ((event: ErrorEvent) => void) | null = null;
    terminated = false;
    received: SandboxRequest[] = [];
    private readonly compiled = new Map();

    constructor() {
        FakeWorker.started.push(this);
    }

    postMessage(request: SandboxRequest) {
        this.received.push(request);
        if (request.jobs.some(job => job.body.includes('for (;;)'))) return;
        setTimeout(() => {
            if (!this.terminated) this.onmessage?.({ data: { id: request.id, results: request.jobs.map(job => runSandboxJob(job, this.compiled)) } } as MessageEvent<SandboxResponse>);
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
});
