/** How many /api calls that do not ignore loading are in flight: drives the global progress bar. */
const listeners = new Set<() => void>();
let count = 0;

export const activeRequests = {
    getSnapshot: () => count,
    subscribe(listener: () => void) {
        listeners.add(listener);
        return () => {
            listeners.delete(listener);
        };
    },
    set(next: number) {
        if (next === count) return;
        count = next;
        listeners.forEach(listener => listener());
    },
};
