import type { AttributeScope } from '../db/repositories/attributes';
import type { AttributeEntry, TsEntry } from './kv';

export type TelemetryEvent =
    | { kind: 'timeseries'; entityId: string; entries: readonly TsEntry[] }
    | { kind: 'attributes'; entityId: string; scope: AttributeScope; entries: readonly AttributeEntry[] }
    | { kind: 'attributesDeleted'; entityId: string; scope: AttributeScope; keys: readonly string[] };

export type TelemetryListener = (event: TelemetryEvent) => void;

/**
 * The in-process subscription hub: every writer of time series and attributes publishes here after
 * the write, and WebSocket sessions and device sessions listen per entity. Delivery is synchronous
 * and by entity id, so a publish costs one map lookup when nobody listens.
 */
export class SubscriptionHub {
    private readonly listeners = new Map<string, Set<TelemetryListener>>();
    private readonly everything = new Set<TelemetryListener>();

    /** Listens to one entity; the answer stops listening. */
    subscribe(entityId: string, listener: TelemetryListener): () => void {
        let set = this.listeners.get(entityId);
        if (!set) this.listeners.set(entityId, (set = new Set()));
        set.add(listener);
        return () => {
            set.delete(listener);
            if (set.size === 0 && this.listeners.get(entityId) === set) this.listeners.delete(entityId);
        };
    }

    /** Listens to every entity (server services such as device state); the answer stops listening. */
    subscribeAll(listener: TelemetryListener): () => void {
        this.everything.add(listener);
        return () => this.everything.delete(listener);
    }

    publish(event: TelemetryEvent): void {
        const set = this.listeners.get(event.entityId);
        if (!set && this.everything.size === 0) return;
        for (const listener of [...(set ?? []), ...this.everything]) {
            try {
                listener(event);
            } catch {
                // A broken listener (a closed socket) must not fail the write that published.
            }
        }
    }

    /** Entities with at least one listener (diagnostics and tests). */
    get listenedEntities(): number {
        return this.listeners.size;
    }
}
