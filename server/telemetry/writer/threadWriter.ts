import { Worker } from 'node:worker_threads';
import type { TsEntry } from '../kv';
import type { WriteRequest, WriterAnswer, WriterCommand } from './protocol';
import type { TimeseriesWriter } from './timeseriesWriter';

interface Pending {
    resolve: () => void;
    reject: (error: Error) => void;
}

/**
 * Hands time-series writes to the writer thread (writerThread.ts), so the main thread's core
 * parses, runs the rule chains and evaluates alarm rules while the other core writes. Writes keep
 * the order they were handed over in (one thread, one queue); the writes of one turn of the event
 * loop travel in one message. Each promise resolves once its points are committed.
 */
export class ThreadWriter implements TimeseriesWriter {
    private readonly thread: Worker;
    private readonly pending = new Map<number, Pending>();
    private outbox: WriteRequest[] = [];
    private flushing = false;
    private nextId = 1;
    /** Set once the thread failed or closed: later writes are refused with it. */
    private stopped: Error | null = null;
    private closed: Promise<void> | null = null;
    /** Resolves once the thread has opened its connection (the server's onReady waits for it). */
    readonly ready: Promise<void>;

    constructor(dbPath: string, private readonly log: (text: string) => void) {
        this.thread = new Worker(new URL('./threadBoot.mjs', import.meta.url), {
            workerData: { entry: new URL('./writerThread.ts', import.meta.url).href, dbPath },
        });
        this.thread.unref();
        let booted!: { resolve: () => void; reject: (error: Error) => void };
        this.ready = new Promise((resolve, reject) => (booted = { resolve, reject }));
        this.ready.catch(() => undefined);
        this.thread.on('message', (message: WriterAnswer) => {
            if (message.kind === 'ready') booted.resolve();
            else if (message.kind === 'failed') booted.reject(new Error(`Time-series writer thread: ${message.error}`));
            else if (message.kind === 'written') {
                for (const result of message.results) {
                    const waiter = this.pending.get(result.id);
                    this.pending.delete(result.id);
                    if (result.error === undefined) waiter?.resolve();
                    else waiter?.reject(new Error(result.error));
                }
            }
        });
        const fail = (error: Error) => {
            this.stopped ??= error;
            booted.reject(error);
            for (const waiter of this.pending.values()) waiter.reject(error);
            this.pending.clear();
        };
        this.thread.on('error', error => {
            this.log(`Time-series writer thread failed: ${error.message}`);
            fail(error);
        });
        this.thread.on('exit', () => fail(new Error('The time-series writer thread has stopped')));
    }

    save(entityId: string, entries: readonly TsEntry[]): Promise<void> {
        if (this.stopped) return Promise.reject(this.stopped);
        const id = this.nextId++;
        this.outbox.push({ id, entityId, entries });
        if (!this.flushing) {
            this.flushing = true;
            setImmediate(() => this.flush());
        }
        return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
    }

    /** Writes still waiting for their commit. */
    get backlog(): number {
        return this.pending.size;
    }

    close(): Promise<void> {
        this.closed ??= new Promise<void>(resolve => {
            this.flush();
            this.stopped ??= new Error('The time-series writer is closed');
            if (this.thread.threadId === -1) return resolve();
            this.thread.once('exit', () => resolve());
            this.send({ kind: 'close' });
        });
        return this.closed;
    }

    private flush(): void {
        this.flushing = false;
        if (this.outbox.length === 0) return;
        const writes = this.outbox;
        this.outbox = [];
        this.send({ kind: 'write', writes });
    }

    private send(command: WriterCommand): void {
        this.thread.postMessage(command);
    }
}
