import { Worker } from 'node:worker_threads';
import type { TsEntry } from '../kv';
import type { WriteRequest, WriterAnswer, WriterCommand } from './protocol';
import type { TimeseriesWriter } from './timeseriesWriter';

interface Pending {
    request: WriteRequest;
    resolve: () => void;
    reject: (error: Error) => void;
}

/** Waits before starting a thread again after the previous one died: doubling, at most 5 s. */
const restartDelayMs = (attempt: number) => Math.min(5_000, attempt === 0 ? 0 : 100 * 2 ** (attempt - 1));
/** How long a shutdown waits for a thread that is starting again before it gives up on its writes. */
const CLOSE_LIMIT_MS = 10_000;

/**
 * Hands time-series writes to the writer thread (writerThread.ts), so the main thread's core
 * parses, runs the rule chains and evaluates alarm rules while the other core writes. Writes keep
 * the order they were handed over in (one thread, one queue); the writes of one turn of the event
 * loop travel in one message. Each promise resolves once its points are committed.
 *
 * A write stays here until the thread answers it. When the thread dies (a crash, an out-of-memory
 * kill), a new one starts and every unanswered write goes to it again, in order: points are keyed
 * by their series and timestamp, so writing one the dead thread had committed again changes
 * nothing. Meanwhile new writes wait (their devices are not answered: backpressure), never fail.
 */
export class ThreadWriter implements TimeseriesWriter {
    private thread: Worker | null = null;
    /** Writes not yet answered by a thread, in the order they were handed over. */
    private readonly pending = new Map<number, Pending>();
    /** Writes of this turn of the event loop, for the running thread. */
    private outbox: WriteRequest[] = [];
    private flushing = false;
    private nextId = 1;
    /** The running thread has opened its connection and takes writes. */
    private live = false;
    private everReady = false;
    private attempts = 0;
    /** Set once the writer is closed, or its first thread could not start: later writes are refused with it. */
    private stopped: Error | null = null;
    private closing: { done: Promise<void>; finish: () => void } | null = null;
    /** A shutdown waited its limit for a thread that did not come back. */
    private gaveUp = false;
    /** Resolves once the first thread has opened its connection (the server's onReady waits for it). */
    readonly ready: Promise<void>;

    constructor(
        private readonly dbPath: string,
        private readonly log: (text: string) => void,
    ) {
        let booted!: { resolve: () => void; reject: (error: Error) => void };
        this.ready = new Promise((resolve, reject) => (booted = { resolve, reject }));
        this.ready.catch(() => undefined);
        this.start(booted);
    }

    save(entityId: string, entries: readonly TsEntry[]): Promise<void> {
        if (this.stopped) return Promise.reject(this.stopped);
        const request: WriteRequest = { id: this.nextId++, entityId, entries };
        const committed = new Promise<void>((resolve, reject) => this.pending.set(request.id, { request, resolve, reject }));
        // A thread starting again takes every pending write once it is up.
        if (this.live) {
            this.outbox.push(request);
            if (!this.flushing) {
                this.flushing = true;
                setImmediate(() => this.flush());
            }
        }
        return committed;
    }

    /** Writes still waiting for their commit. */
    get backlog(): number {
        return this.pending.size;
    }

    /** The running thread (tests end it as a crash would). */
    get worker(): Worker | null {
        return this.thread;
    }

    /** Resolves once everything handed over is committed (or, after 10 s without a thread, given up); takes nothing more. */
    close(): Promise<void> {
        if (this.closing) return this.closing.done;
        let finish!: () => void;
        const done = new Promise<void>(resolve => (finish = resolve));
        this.closing = { done, finish };
        this.stopped ??= new Error('The time-series writer is closed');
        if (this.live) this.sendClose();
        else if (!this.thread && this.pending.size === 0) this.finishClose();
        // A thread starting again sends the close once it is up; a thread that never comes back is given up on.
        const limit = setTimeout(() => {
            this.gaveUp = true;
            if (this.pending.size > 0) this.log(`Time-series writer: ${this.pending.size} writes not committed at shutdown, the thread did not come back`);
            void this.thread?.terminate();
            this.finishClose();
        }, CLOSE_LIMIT_MS);
        limit.unref();
        void done.then(() => clearTimeout(limit));
        return done;
    }

    private start(booted?: { resolve: () => void; reject: (error: Error) => void }): void {
        const thread = new Worker(new URL('./threadBoot.mjs', import.meta.url), {
            workerData: { entry: new URL('./writerThread.ts', import.meta.url).href, dbPath: this.dbPath },
        });
        thread.unref();
        this.thread = thread;
        thread.on('message', (message: WriterAnswer) => {
            if (message.kind === 'ready') {
                this.live = true;
                this.everReady = true;
                this.attempts = 0;
                booted?.resolve();
                // Everything unanswered, in order: what the previous thread took and never answered, and what waited.
                this.outbox = [];
                const writes = [...this.pending.values()].map(pending => pending.request);
                if (writes.length > 0) this.send({ kind: 'write', writes });
                if (this.closing) this.sendClose();
            } else if (message.kind === 'failed') {
                this.log(`Time-series writer thread could not start: ${message.error}`);
                booted?.reject(new Error(`Time-series writer thread: ${message.error}`));
            } else if (message.kind === 'written') {
                for (const result of message.results) {
                    const waiter = this.pending.get(result.id);
                    this.pending.delete(result.id);
                    if (result.error === undefined) waiter?.resolve();
                    else waiter?.reject(new Error(result.error));
                }
            }
        });
        thread.on('error', error => this.log(`Time-series writer thread failed: ${error.message}`));
        thread.on('exit', code => {
            this.live = false;
            this.thread = null;
            // Closed with everything answered; a thread that died while closing is started again to write what it held.
            if (this.closing && (this.pending.size === 0 || this.gaveUp)) return this.finishClose();
            if (!this.everReady) {
                // The first thread never opened the database: a configuration error, not a crash.
                this.stopped = new Error(`The time-series writer thread could not start (exit code ${code})`);
                booted?.reject(this.stopped);
                return this.rejectPending(this.stopped);
            }
            const delay = restartDelayMs(this.attempts++);
            this.log(`Time-series writer thread stopped (exit code ${code}); starting it again in ${delay} ms with its ${this.pending.size} unanswered writes`);
            setTimeout(() => (this.gaveUp ? this.finishClose() : this.start()), delay).unref();
        });
    }

    private flush(): void {
        this.flushing = false;
        if (this.outbox.length === 0 || !this.live) return;
        const writes = this.outbox;
        this.outbox = [];
        this.send({ kind: 'write', writes });
    }

    private sendClose(): void {
        this.flush();
        this.send({ kind: 'close' });
    }

    private finishClose(): void {
        this.rejectPending(this.stopped ?? new Error('The time-series writer is closed'));
        this.closing?.finish();
    }

    private rejectPending(error: Error): void {
        for (const waiter of this.pending.values()) waiter.reject(error);
        this.pending.clear();
    }

    private send(command: WriterCommand): void {
        this.thread?.postMessage(command);
    }
}
