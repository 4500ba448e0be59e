import type { TimeseriesRepository } from '../../db/repositories/timeseries';
import type { TsEntry } from '../kv';

/** Where time-series points are written: on the main thread, or on the writer thread (writerThread.ts). */
export interface TimeseriesWriter {
    /** Resolves once the writer can write (the server's onReady waits for it). */
    readonly ready: Promise<void>;
    /**
     * Writes an entity's points: undefined when they are committed already (written right here),
     * else the promise of their commit (rejected when they were not stored).
     */
    save(entityId: string, entries: readonly TsEntry[]): Promise<void> | undefined;
    /** Resolves once everything handed over is committed; the writer takes nothing more. */
    close(): Promise<void>;
}

/** Writes on the calling thread, synchronously: an in-memory database, or TELEMETRY_WRITER=main. */
export class MainThreadWriter implements TimeseriesWriter {
    readonly ready = Promise.resolve();

    constructor(private readonly repository: TimeseriesRepository) {}

    save(entityId: string, entries: readonly TsEntry[]): undefined {
        this.repository.save(entityId, entries);
        return undefined;
    }

    async close(): Promise<void> {}
}
