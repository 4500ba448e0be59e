import type { DatasourceData, WidgetDataSnapshot } from '../model/widgetData';

/** Post-processing of a whole snapshot (data key functions run in a sandbox; dash-data provides it). */
export type SnapshotTransform = (data: DatasourceData[]) => Promise<DatasourceData[]>;

export interface SnapshotPublisher {
    publish(snapshot: WidgetDataSnapshot): void;
    /** A new listener hears the current snapshot at once. */
    subscribe(listener: (snapshot: WidgetDataSnapshot) => void): () => void;
    /** Nothing is heard after this, not even a transform still running. */
    close(): void;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Hands a feed's snapshots to its listeners in order, through the optional transform. While a
 * transform runs, newer snapshots wait and only the newest of them is transformed next, so a slow
 * post-processing step skips states rather than falling behind.
 */
export function createSnapshotPublisher(transform?: SnapshotTransform): SnapshotPublisher {
    const listeners = new Set<(snapshot: WidgetDataSnapshot) => void>();
    let current: WidgetDataSnapshot = { data: [], loading: true, error: null };
    let closed = false;
    let transforming = false;
    let waiting: WidgetDataSnapshot | null = null;

    const emit = (snapshot: WidgetDataSnapshot) => {
        if (closed) return;
        current = snapshot;
        for (const listener of [...listeners]) listener(snapshot);
    };

    const runTransform = async (snapshot: WidgetDataSnapshot, run: SnapshotTransform) => {
        transforming = true;
        try {
            emit({ ...snapshot, data: await run(snapshot.data) });
        } catch (error) {
            emit({ data: current.data, loading: false, error: errorText(error) });
        }
        transforming = false;
        const next = waiting;
        waiting = null;
        if (next && !closed) void runTransform(next, run);
    };

    return {
        publish: snapshot => {
            if (closed) return;
            if (!transform) emit(snapshot);
            else if (transforming) waiting = snapshot;
            else void runTransform(snapshot, transform);
        },
        subscribe: listener => {
            listeners.add(listener);
            if (!closed) listener(current);
            return () => listeners.delete(listener);
        },
        close: () => {
            closed = true;
            waiting = null;
            listeners.clear();
        },
    };
}
