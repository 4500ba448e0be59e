import { Worker } from 'node:worker_threads';
import { DEFAULT_LIMITS, SandboxBusyError, sandboxBusyMessage, ScriptError, timeoutMessage, type SandboxLimits } from './sandboxLimits';

export { DEFAULT_LIMITS, SandboxBusyError, ScriptError, type SandboxLimits };

/**
 * Rule-node scripts run in QuickJS (WebAssembly) inside one worker thread, never in the server's
 * own JavaScript (node:vm is no sandbox and is never used). QuickJS stops a script at its
 * deadline and memory cap; should it fail to (a loop QuickJS checks too rarely), the worker is
 * terminated a moment after the deadline and a fresh one serves the next call. Calls run one at a
 * time, so the deadline of each starts when it starts. Waiting to start (a worker booting) counts
 * apart: a call the sandbox did not start in time fails as busy, never as a slow script.
 */
const HARD_KILL_GRACE_MS = 1000;

let worker: Worker | null = null;
let nextId = 1;
let queue: Promise<unknown> = Promise.resolve();
const pending = new Map<number, { worker: Worker; started(): void; resolve: (value: unknown) => void; reject: (error: Error) => void }>();

/** Fails the calls a stopped worker still had; calls of its successor go on. */
function failCallsOf(stopped: Worker, message: string): void {
    for (const [id, call] of pending) {
        if (call.worker !== stopped) continue;
        pending.delete(id);
        call.reject(new ScriptError(message));
    }
}

function sandboxWorker(): Worker {
    if (worker) return worker;
    // The worker loads TypeScript through tsx, as the server itself does.
    const created = new Worker(new URL('./sandboxWorkerEntry.mjs', import.meta.url));
    created.unref();
    created.on('message', (answer: { id: number; started?: true; value?: unknown; error?: string }) => {
        const call = pending.get(answer.id);
        if (!call) return;
        if (answer.started) return call.started();
        pending.delete(answer.id);
        if (answer.error !== undefined) call.reject(new ScriptError(answer.error));
        else call.resolve(answer.value);
    });
    created.on('error', error => {
        if (worker === created) worker = null;
        failCallsOf(created, `Script sandbox failed: ${error.message}`);
    });
    created.on('exit', () => {
        if (worker === created) worker = null;
        failCallsOf(created, 'Script sandbox stopped');
    });
    worker = created;
    return created;
}

/** Starts the worker ahead of the first call (server start), so no request waits for it. */
export function warmUpSandbox(): void {
    void runSandboxedFunction('return true;', [], []).catch(() => undefined);
}

/** Stops the worker (server shutdown); the next call starts a new one. */
export async function stopSandbox(): Promise<void> {
    const current = worker;
    worker = null;
    await current?.terminate();
}

/**
 * Runs `function (argNames…) { body }` with the given arguments (plain JSON values) and answers its
 * return value (`undefined` becomes null). Rejects with a ScriptError that says what went wrong.
 */
export function runSandboxedFunction(body: string, argNames: readonly string[], args: readonly unknown[], limits: SandboxLimits = DEFAULT_LIMITS): Promise<unknown> {
    const run = queue.then(() => callWorker(body, argNames, args, limits));
    queue = run.catch(() => undefined);
    return run;
}

function callWorker(body: string, argNames: readonly string[], args: readonly unknown[], limits: SandboxLimits): Promise<unknown> {
    const target = sandboxWorker();
    const id = nextId++;
    return new Promise((resolve, reject) => {
        const fail = (error: Error) => {
            clearTimeout(timer);
            pending.delete(id);
            reject(error);
        };
        // Not started in time: the worker is still booting or loading; it stays for the next call.
        let timer = setTimeout(() => fail(new SandboxBusyError(sandboxBusyMessage(limits))), limits.startTimeoutMs);
        timer.unref();
        pending.set(id, {
            worker: target,
            started: () => {
                clearTimeout(timer);
                timer = setTimeout(() => {
                    // QuickJS did not stop in time: the worker goes, and the call fails as a timeout.
                    fail(new ScriptError(timeoutMessage(limits)));
                    if (worker === target) worker = null;
                    void target.terminate();
                }, limits.timeoutMs + HARD_KILL_GRACE_MS);
                timer.unref();
            },
            resolve: value => {
                clearTimeout(timer);
                resolve(value);
            },
            reject: fail,
        });
        target.postMessage({ id, body, argNames: [...argNames], args: JSON.parse(JSON.stringify(args)) as unknown[], limits });
    });
}
