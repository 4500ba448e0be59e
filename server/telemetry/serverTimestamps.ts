/** How often entries that can no longer matter are swept out (at most). */
const SWEEP_INTERVAL_MS = 1000;

/**
 * The timestamps the server gives points that arrive without a `ts`: the wall clock, except that
 * one entity never gets the same millisecond twice, nor an earlier one than it already got.
 *
 * A time series keeps one value per key and millisecond, so two messages of a device stamped
 * alike would overwrite each other. ThingsBoard stamps with the millisecond its transport reads a
 * message, which two messages share whenever a device sends a burst, flushes an offline buffer or
 * the server reads its socket late; the second then silently replaces the first. Here the second
 * gets the next millisecond, so every acknowledged point is kept, in the order it was read.
 */
export class ServerTimestamps {
    /** The last millisecond given to each entity, while it is not in the past yet. */
    private readonly last = new Map<string, number>();
    private sweptAt = 0;

    constructor(private readonly clock: () => number = Date.now) {}

    /** The timestamp of the entity's next point without one. */
    next(entityId: string): number {
        const now = this.clock();
        const previous = this.last.get(entityId);
        const ts = previous !== undefined && previous >= now ? previous + 1 : now;
        this.last.set(entityId, ts);
        if (now - this.sweptAt >= SWEEP_INTERVAL_MS) this.sweep(now);
        return ts;
    }

    /** A stamp for one entity's payload, as `readTelemetry` takes it. */
    of(entityId: string): () => number {
        return () => this.next(entityId);
    }

    /** Entries behind the clock change nothing (the clock alone is already later): dropped, so the map holds only entities stamped ahead of it. */
    private sweep(now: number): void {
        this.sweptAt = now;
        for (const [entityId, ts] of this.last) if (ts < now) this.last.delete(entityId);
    }

    /** Entities whose last stamp is not in the past (tests). */
    get size(): number {
        return this.last.size;
    }
}
