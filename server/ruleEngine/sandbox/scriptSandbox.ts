import { Worker } from 'node:worker_threads';
import { sandboxBusy, sandboxBusyMessage } from '../../../shared/scriptSandbox';
import { FairQueue } from './fairQueue';
import { DEFAULT_LIMITS, failureMessage, SandboxBusyError, ScriptError, timeoutMessage, type SandboxLimits } from './sandboxLimits';
import type { WorkerAnswer, WorkerCall } from './workerProtocol';

export { DEFAULT_LIMITS, SandboxBusyError, ScriptError, type SandboxLimits };

/** Runs `function (argNames…) { body }` on JSON arguments for one tenant, and answers its JSON value. */
export type ScriptRunner = (body: string, argNames: readonly string[], args: readonly unknown[], limits?: SandboxLimits) => Promise<unknown>;

export interface SandboxOptions {
    /** Worker threads (SCRIPT_WORKERS); a tenant uses all but one of them at a time. */
    workers: number;
    /** Scripts one tenant may have waiting; more are refused at once. */
    maxWaitingPerTenant?: number;
    /** Cap of each worker's own JavaScript heap (the script's QuickJS heap has its own, per call). */
    workerHeapMb?: number;
    log?: (text: string) => void;
}

/**
 * QuickJS checks its deadline every few thousand operations, but not inside one long native call
 * (a huge `repeat` near the memory cap ran 70 s): a moment after the deadline the worker goes.
 */
const HARD_KILL_GRACE_MS = 250;
/** A worker that did not start a call it was given within this time is replaced and the call given to another. */
const START_GUARD_MS = 5000;
/** A worker that failed to start is tried again after this pause, not in a tight loop. */
const RESTART_DELAY_MS = 1000;

const STOPPING = sandboxBusy('the server is stopping, the script did not run');

interface Call {
    tenantId: string;
    message: Omit<WorkerCall, 'id'>;
    resolve: (value: unknown) => void;
    reject: (error: Error) => void;
    waitTimer?: NodeJS.Timeout;
    /** Given to a worker once already, which went away before the script started. */
    retried: boolean;
}

interface PoolWorker {
    thread: Worker;
    state: 'starting' | 'idle' | 'busy';
    /** Being terminated by the sandbox, which started its replacement already. */
    retired: boolean;
    /** Settles the worker's start (ready, or failed before it was). */
    booted: { resolve: () => void; reject: (error: Error) => void };
    call: { id: number; call: Call; started: boolean; timer: NodeJS.Timeout } | null;
}

/**
 * Rule-node scripts of every tenant, run fairly in a pool of QuickJS workers (quickJsWorker.mjs),
 * never in the server's own JavaScript (node:vm is no sandbox and is never used).
 * - Warm: `start` resolves once every worker has QuickJS loaded, and the server reports ready only
 *   then, so no script waits for a worker to boot.
 * - Fair: each tenant has its own queue, served in turn, and runs on at most all workers but one,
 *   so a tenant flooding the sandbox with looping scripts slows only itself.
 * - Limited by execution only: a script's time limit starts when the worker starts it (QuickJS
 *   interrupts it there); the time it waited in the queue or for a worker never counts. A script
 *   QuickJS cannot stop in time, or one that kills its worker, costs only that worker: it is
 *   replaced at once, and counts as one of its tenant's own until the replacement is warm.
 * A script that does not run through no fault of its own fails with a SandboxBusyError.
 */
export class ScriptSandbox {
    private readonly queue = new FairQueue<Call>();
    private readonly workers = new Set<PoolWorker>();
    private state: 'new' | 'running' | 'stopped' = 'new';
    private startup: Promise<void> | null = null;
    private nextId = 1;

    constructor(private readonly options: SandboxOptions) {}

    private get poolSize(): number {
        return Math.max(1, this.options.workers);
    }

    /** How many workers one tenant's scripts may use at once: all but one, so another tenant always finds one. */
    private get perTenant(): number {
        return Math.max(1, this.poolSize - 1);
    }

    /** Workers that have QuickJS loaded (idle or running a script). */
    get warmWorkers(): number {
        return [...this.workers].filter(worker => worker.state !== 'starting').length;
    }

    /** Starts the workers; resolves once each has QuickJS loaded, rejects when one cannot start. */
    start(): Promise<void> {
        if (this.startup) return this.startup;
        this.state = 'running';
        this.startup = Promise.all(Array.from({ length: this.poolSize }, () => this.spawn())).then(() => undefined);
        return this.startup;
    }

    /** Stops the workers (server shutdown); scripts still waiting or running fail as not run. */
    async stop(): Promise<void> {
        this.state = 'stopped';
        this.startup = null;
        for (const { item } of this.queue.drain()) {
            clearTimeout(item.waitTimer);
            item.reject(new SandboxBusyError(STOPPING));
        }
        const workers = [...this.workers];
        this.workers.clear();
        for (const worker of workers) {
            worker.booted.reject(new SandboxBusyError(STOPPING));
            if (!worker.call) continue;
            clearTimeout(worker.call.timer);
            worker.call.call.reject(new SandboxBusyError(STOPPING));
        }
        await Promise.all(workers.map(worker => worker.thread.terminate()));
    }

    /** The runner of one tenant: its scripts queue in its own lane. */
    forTenant(tenantId: string): ScriptRunner {
        return (body, argNames, args, limits) => this.run(tenantId, body, argNames, args, limits);
    }

    /**
     * Runs `function (argNames…) { body }` for a tenant with the given arguments (plain JSON values)
     * and answers its return value (`undefined` becomes null). Rejects with a ScriptError that says
     * what went wrong; a SandboxBusyError when the script did not run.
     */
    run(tenantId: string, body: string, argNames: readonly string[], args: readonly unknown[], limits: SandboxLimits = DEFAULT_LIMITS): Promise<unknown> {
        if (this.state === 'stopped') return Promise.reject(new SandboxBusyError(STOPPING));
        // Used before the server started it (unit tests): it starts now, and the call waits for a warm worker.
        if (this.state === 'new') void this.start().catch(error => this.options.log?.(`Script sandbox: ${String(error)}`));
        const maxWaiting = this.options.maxWaitingPerTenant ?? 100;
        if (this.queue.waiting(tenantId) >= maxWaiting) {
            return Promise.reject(new SandboxBusyError(sandboxBusy(`${maxWaiting} scripts of this tenant are waiting already, the script did not run`)));
        }
        let jsonArgs: unknown[];
        try {
            // Only JSON crosses into the sandbox.
            jsonArgs = JSON.parse(JSON.stringify(args)) as unknown[];
        } catch (error) {
            return Promise.reject(new ScriptError(`Script arguments are not JSON: ${error instanceof Error ? error.message : String(error)}`));
        }
        return new Promise((resolve, reject) => {
            this.enqueue({ tenantId, message: { body, argNames: [...argNames], args: jsonArgs, limits }, resolve, reject, retried: false });
            this.dispatch();
        });
    }

    /** Queues a call in its tenant's lane; one that gets no warm worker within its start time fails as busy. */
    private enqueue(call: Call, front = false): void {
        const { startTimeoutMs } = call.message.limits;
        call.waitTimer = setTimeout(() => {
            if (this.queue.remove(call.tenantId, call)) call.reject(new SandboxBusyError(sandboxBusyMessage(startTimeoutMs)));
        }, startTimeoutMs);
        call.waitTimer.unref();
        this.queue.push(call.tenantId, call, front);
    }

    /** Hands waiting scripts to idle workers, tenant by tenant in turn. */
    private dispatch(): void {
        if (this.state !== 'running') return;
        for (const worker of this.workers) {
            if (worker.state !== 'idle') continue;
            const next = this.queue.take(this.perTenant);
            if (!next) return;
            const call = next.item;
            clearTimeout(call.waitTimer);
            const id = this.nextId++;
            const timer = setTimeout(() => this.notStarted(worker, id), START_GUARD_MS);
            timer.unref();
            worker.state = 'busy';
            worker.call = { id, call, started: false, timer };
            worker.thread.postMessage({ id, ...call.message } satisfies WorkerCall);
        }
    }

    private spawn(): Promise<void> {
        const thread = new Worker(new URL('./quickJsWorker.mjs', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: this.options.workerHeapMb ?? 128 } });
        thread.unref();
        return new Promise((resolve, reject) => {
            const worker: PoolWorker = { thread, state: 'starting', retired: false, booted: { resolve, reject }, call: null };
            this.workers.add(worker);
            thread.on('message', (answer: WorkerAnswer) => {
                if (answer.kind === 'ready') {
                    worker.state = 'idle';
                    resolve();
                    this.dispatch();
                } else if (answer.kind === 'started') this.started(worker, answer.id);
                else this.done(worker, answer);
            });
            thread.on('error', error => this.gone(worker, error));
            thread.on('exit', code => this.gone(worker, new Error(`the worker exited with code ${code}`)));
        });
    }

    /** The script began: its time limit counts from now. */
    private started(worker: PoolWorker, id: number): void {
        const current = worker.call;
        if (!current || current.id !== id) return;
        clearTimeout(current.timer);
        current.started = true;
        current.timer = setTimeout(() => this.overran(worker, id), current.call.message.limits.timeoutMs + HARD_KILL_GRACE_MS);
        current.timer.unref();
    }

    private done(worker: PoolWorker, answer: Extract<WorkerAnswer, { kind: 'done' }>): void {
        const current = this.release(worker, answer.id);
        if (!current) return;
        this.queue.finished(current.call.tenantId);
        worker.state = 'idle';
        const { call } = current;
        if (answer.failure) call.reject(new ScriptError(failureMessage(answer.failure, call.message.limits)));
        else call.resolve(answer.value ?? null);
        this.dispatch();
    }

    /** QuickJS did not stop the script in time: the worker goes, and the script fails as timed out. */
    private overran(worker: PoolWorker, id: number): void {
        const current = this.release(worker, id);
        if (!current) return;
        current.call.reject(new ScriptError(timeoutMessage(current.call.message.limits)));
        this.retire(worker, current.call.tenantId);
    }

    /** The worker never started the script: it is replaced, and the script waits for another. */
    private notStarted(worker: PoolWorker, id: number): void {
        const current = this.release(worker, id);
        if (!current) return;
        this.queue.finished(current.call.tenantId);
        this.retire(worker, null);
        this.retry(current.call);
    }

    /** Takes a worker's current call (if it is still `id`) off it. */
    private release(worker: PoolWorker, id: number): PoolWorker['call'] {
        const current = worker.call;
        if (!current || current.id !== id) return null;
        clearTimeout(current.timer);
        worker.call = null;
        return current;
    }

    /**
     * Terminates a worker and starts its replacement at once. A tenant whose script killed the
     * worker keeps it counted as one of its own until the replacement is warm: a tenant that kills
     * worker after worker waits for them to boot, while the others' workers stay free.
     */
    private retire(worker: PoolWorker, chargedTo: string | null): void {
        worker.retired = true;
        this.workers.delete(worker);
        void worker.thread.terminate();
        this.replace(chargedTo, false);
    }

    private replace(chargedTo: string | null, afterFailedStart: boolean): void {
        const spawn = () => {
            const warm = this.state === 'running' ? this.spawn() : Promise.resolve();
            void warm
                .catch(failure => this.options.log?.(String(failure)))
                .finally(() => {
                    if (chargedTo !== null) this.queue.finished(chargedTo);
                    this.dispatch();
                });
        };
        if (afterFailedStart) setTimeout(spawn, RESTART_DELAY_MS).unref();
        else spawn();
    }

    private retry(call: Call): void {
        if (call.retried) {
            call.reject(new SandboxBusyError(sandboxBusy('two workers stopped before the script started, the script did not run')));
            return;
        }
        call.retried = true;
        this.enqueue(call, true);
        this.dispatch();
    }

    /** A worker ended (retired, crashed, or out of memory): its script fails or waits again, and another worker takes its place. */
    private gone(worker: PoolWorker, error: Error): void {
        if (!this.workers.delete(worker)) return;
        worker.booted.reject(new Error(`Script sandbox worker did not start: ${error.message}`));
        if (this.state !== 'running') return;
        const current = worker.call && this.release(worker, worker.call.id);
        if (current?.started) {
            current.call.reject(new ScriptError(crashMessage(error, current.call.message.limits)));
            this.replace(current.call.tenantId, false);
            return;
        }
        if (current) {
            this.queue.finished(current.call.tenantId);
            this.retry(current.call);
        }
        this.replace(null, worker.state === 'starting');
    }
}

/** Why a worker died under a running script: the script is the cause, so it is told as its failure. */
function crashMessage(error: Error, limits: SandboxLimits): string {
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') return failureMessage({ reason: 'memory' }, limits);
    return `Script stopped the sandbox: ${error.message}`;
}
