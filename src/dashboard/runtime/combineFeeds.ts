import type { WidgetDataFeed, WidgetDataSnapshot } from '../model/widgetData';

export const EMPTY_SNAPSHOT: WidgetDataSnapshot = { data: [], loading: false, error: null };
export const LOADING_SNAPSHOT: WidgetDataSnapshot = { data: [], loading: true, error: null };

/** A feed that never changes (widgets without datasources). */
export const staticFeed = (snapshot: WidgetDataSnapshot = EMPTY_SNAPSHOT): WidgetDataFeed => ({
    subscribe: listener => {
        listener(snapshot);
        return () => undefined;
    },
    stop: () => undefined,
});

/**
 * One feed out of several (one per datasource type): data in the parts' order, loading while any
 * part loads, the first part's error. Stopping it stops every part.
 */
export function combineFeeds(parts: readonly WidgetDataFeed[]): WidgetDataFeed {
    if (parts.length === 1) return parts[0];
    if (parts.length === 0) return staticFeed();
    const latest: WidgetDataSnapshot[] = parts.map(() => LOADING_SNAPSHOT);
    const listeners = new Set<(snapshot: WidgetDataSnapshot) => void>();
    const current = (): WidgetDataSnapshot => ({
        data: latest.flatMap(snapshot => snapshot.data),
        loading: latest.some(snapshot => snapshot.loading),
        error: latest.find(snapshot => snapshot.error)?.error ?? null,
    });
    let unsubscribeParts: Array<() => void> | null = null;
    const start = () => {
        unsubscribeParts = parts.map((part, index) =>
            part.subscribe(snapshot => {
                latest[index] = snapshot;
                if (unsubscribeParts === null) return; // still subscribing: one snapshot once all parts answered
                const combined = current();
                listeners.forEach(listener => listener(combined));
            }),
        );
    };
    return {
        subscribe(listener) {
            listeners.add(listener);
            if (unsubscribeParts === null) start();
            listener(current());
            return () => listeners.delete(listener);
        },
        stop() {
            unsubscribeParts?.forEach(unsubscribe => unsubscribe());
            parts.forEach(part => part.stop());
            listeners.clear();
        },
    };
}
