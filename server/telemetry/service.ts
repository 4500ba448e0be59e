import type { AttributeRepository, AttributeScope } from '../db/repositories/attributes';
import type { DeleteQuery, TimeseriesRepository } from '../db/repositories/timeseries';
import type { SubscriptionHub } from './hub';
import type { KvEntry, TsEntry } from './kv';
import { ServerTimestamps } from './serverTimestamps';
import { MainThreadWriter, type TimeseriesWriter } from './writer/timeseriesWriter';

/** Every write of telemetry and attributes goes through here, so subscribers hear of each one. */
export class TelemetryService {
    /** Timestamps of points that arrive without one: never the same millisecond twice for an entity. */
    readonly timestamps = new ServerTimestamps();

    constructor(
        readonly timeseries: TimeseriesRepository,
        readonly attributes: AttributeRepository,
        readonly hub: SubscriptionHub,
        /** Where points are written: here by default, or on the writer thread (context.ts). */
        readonly writer: TimeseriesWriter = new MainThreadWriter(timeseries),
        /** Reports a write nobody waits for that failed (saveTimeseriesInBackground). */
        private readonly onBackgroundError: (error: unknown) => void = () => {},
    ) {}

    /**
     * Stores points and, once they are committed, tells subscribers. On the main thread's writer
     * they are committed when this returns; on the writer thread, when the promise resolves (a
     * device's message is answered only after that).
     */
    saveTimeseries(entityId: string, entries: readonly TsEntry[]): Promise<void> {
        if (entries.length === 0) return Promise.resolve();
        const publish = () => this.hub.publish({ kind: 'timeseries', entityId, entries });
        const committed = this.writer.save(entityId, entries);
        if (!committed) {
            publish();
            return Promise.resolve();
        }
        return committed.then(publish);
    }

    /**
     * Stores points on the main connection, inside the transaction its caller holds open (a bulk
     * import's row): they commit or roll back with it. Never the writer thread: it would wait for
     * the write lock the caller holds.
     */
    saveTimeseriesInTransaction(entityId: string, entries: readonly TsEntry[]): void {
        if (entries.length === 0) return;
        this.timeseries.save(entityId, entries);
        this.hub.publish({ kind: 'timeseries', entityId, entries });
    }

    /** A write nobody waits for (statistics, API usage counters, demo history): a failure is reported, not thrown. */
    saveTimeseriesInBackground(entityId: string, entries: readonly TsEntry[]): void {
        try {
            this.saveTimeseries(entityId, entries).catch(this.onBackgroundError);
        } catch (error) {
            this.onBackgroundError(error);
        }
    }

    /** Resolves once the writer can write. */
    ready(): Promise<void> {
        return this.writer.ready;
    }

    /** Resolves once every point handed to the writer is committed (shutdown). */
    close(): Promise<void> {
        return this.writer.close();
    }

    deleteTimeseries(entityId: string, keys: readonly string[], query: DeleteQuery): void {
        this.timeseries.delete(entityId, keys, query);
    }

    async saveAttributes(entityType: string, entityId: string, scope: AttributeScope, entries: readonly KvEntry[], ts = Date.now()): Promise<void> {
        if (entries.length === 0) return;
        await this.attributes.saveEntries(entityType, entityId, scope, entries, ts);
        this.hub.publish({ kind: 'attributes', entityId, scope, entries: entries.map(entry => ({ ...entry, lastUpdateTs: ts })) });
    }

    async deleteAttributes(entityId: string, scope: AttributeScope, keys: readonly string[]): Promise<void> {
        await this.attributes.deleteKeys(entityId, scope, keys);
        this.hub.publish({ kind: 'attributesDeleted', entityId, scope, keys });
    }
}
