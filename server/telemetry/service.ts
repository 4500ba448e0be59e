import type { AttributeRepository, AttributeScope } from '../db/repositories/attributes';
import type { DeleteQuery, TimeseriesRepository } from '../db/repositories/timeseries';
import type { SubscriptionHub } from './hub';
import type { KvEntry, TsEntry } from './kv';
import { ServerTimestamps } from './serverTimestamps';

/** Every write of telemetry and attributes goes through here, so subscribers hear of each one. */
export class TelemetryService {
    /** Timestamps of points that arrive without one: never the same millisecond twice for an entity. */
    readonly timestamps = new ServerTimestamps();

    constructor(
        readonly timeseries: TimeseriesRepository,
        readonly attributes: AttributeRepository,
        readonly hub: SubscriptionHub,
    ) {}

    saveTimeseries(entityId: string, entries: readonly TsEntry[]): void {
        if (entries.length === 0) return;
        this.timeseries.save(entityId, entries);
        this.hub.publish({ kind: 'timeseries', entityId, entries });
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
