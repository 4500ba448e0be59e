import type { SandboxJob, SandboxJobResult } from './sandboxJobs';
import { SANDBOX_READY } from './sandboxReady';

/**
 * Runs data key functions (post-processing and function datasource bodies) in a dedicated Web Worker,
 * one batch per round trip, so that 50k points cost one message each way. A batch that outlives the
 * time limit (an endless loop in a user function) terminates the worker; the next batch starts a
 * new one. Never `eval` in the page.
 */

export interface SandboxRequest {
    id: number;
    jobs: SandboxJob[];
}

export interface SandboxResponse {
    id: number;
    results: SandboxJobResult[];
}

export type SandboxMessage = SandboxResponse | typeof SANDBOX_READY;

/** The part of a Worker the sandbox uses (tests pass a fake). */
export interface SandboxWorker {
    postMessage(message: SandboxRequest): void;
    terminate(): void;
    onmessage: ((event: MessageEvent<SandboxMessage>) => void) | null;
    onerror: ((event: ErrorEvent) => void) | null;
}

export interface DataKeySandbox {
    /** The jobs' results in order; rejects with SandboxTimeoutError when the batch outlives the limit. */
    run(jobs: SandboxJob[]): Promise<SandboxJobResult[]>;
    dispose(): void;
}

export class SandboxTimeoutError extends Error {
    constructor(readonly timeoutMs: number) {
        super(`Data key function took longer than ${timeoutMs} ms and was stopped`);
        this.name = 'SandboxTimeoutError';
    }
}

/** Time a batch may take before its worker is terminated. */
export const DEFAULT_SANDBOX_TIMEOUT_MS = 2000;
/** Time a new worker may take to load its script (a busy page on a slow machine) before the sandbox gives up on it. */
export const SANDBOX_START_TIMEOUT_MS = 30_000;

export const createBrowserSandboxWorker = (): SandboxWorker =>
    new Worker(new URL('./dataKeySandbox.worker.ts', import.meta.url), { type: 'module', name: 'data-key-sandbox' }) as unknown as SandboxWorker;

interface Pending {
    request: SandboxRequest;
    resolve: (results: SandboxJobResult[]) => void;
    reject: (error: Error) => void;
}

export function createDataKeySandbox({ createWorker = createBrowserSandboxWorker, timeoutMs = DEFAULT_SANDBOX_TIMEOUT_MS } = {}): DataKeySandbox {
    let worker: SandboxWorker | null = null;
    /** Until the worker says it is ready, its batch waits without its time limit running: loading the script is not the batch's time. */
    let workerReady = false;
    let nextId = 1;
    const queue: Pending[] = [];
    let running: { pending: Pending; timer?: ReturnType<typeof setTimeout> } | null = null;

    const stopWorker = () => {
        worker?.terminate();
        worker = null;
    };

    const finish = (outcome: { results: SandboxJobResult[] } | { error: Error }) => {
        if (!running) return;
        clearTimeout(running.timer);
        const { pending } = running;
        running = null;
        if ('results' in outcome) pending.resolve(outcome.results);
        else pending.reject(outcome.error);
        sendNext();
    };

    /** The running batch's limit: its time once the worker runs, the start-up allowance before. */
    const startTimer = () => {
        if (!running) return;
        clearTimeout(running.timer);
        running.timer = workerReady
            ? setTimeout(() => {
                  stopWorker();
                  finish({ error: new SandboxTimeoutError(timeoutMs) });
              }, timeoutMs)
            : setTimeout(() => {
                  stopWorker();
                  finish({ error: new Error('Data key sandbox did not start') });
              }, SANDBOX_START_TIMEOUT_MS);
    };

    const startWorker = (): SandboxWorker => {
        const started = createWorker();
        workerReady = false;
        started.onmessage = event => {
            if (event.data === SANDBOX_READY) {
                workerReady = true;
                startTimer();
            } else if (running && event.data.id === running.pending.request.id) finish({ results: event.data.results });
        };
        started.onerror = event => {
            event.preventDefault?.();
            stopWorker();
            finish({ error: new Error(event.message || 'Data key sandbox failed') });
        };
        return started;
    };

    // One batch at a time: the time limit then measures that batch alone.
    function sendNext() {
        if (running || queue.length === 0) return;
        const pending = queue.shift()!;
        worker ??= startWorker();
        running = { pending };
        startTimer();
        worker.postMessage(pending.request);
    }

    return {
        run(jobs) {
            if (jobs.length === 0) return Promise.resolve([]);
            return new Promise((resolve, reject) => {
                queue.push({ request: { id: nextId++, jobs }, resolve, reject });
                sendNext();
            });
        },
        dispose() {
            stopWorker();
            const disposed = new Error('Data key sandbox disposed');
            queue.splice(0).forEach(pending => pending.reject(disposed));
            finish({ error: disposed });
        },
    };
}
