/**
 * Acknowledgement latencies of millions of messages in constant memory: 0.1 ms buckets below
 * 100 ms, 1 ms buckets up to 2 minutes (longer ones land in the last bucket).
 */
const FINE_BUCKETS = 1000;
const COARSE_LIMIT_MS = 120_000;

export class LatencyHistogram {
    private readonly buckets = new Uint32Array(FINE_BUCKETS + COARSE_LIMIT_MS);
    count = 0;
    max = 0;

    add(ms: number): void {
        const index = ms < 100 ? Math.floor(ms * 10) : FINE_BUCKETS + Math.min(Math.floor(ms), COARSE_LIMIT_MS - 1);
        this.buckets[Math.max(0, index)]!++;
        this.count++;
        if (ms > this.max) this.max = ms;
    }

    /** The latency below which p % of the recorded ones lie (upper edge of its bucket), NaN when empty. */
    percentile(p: number): number {
        if (this.count === 0) return NaN;
        const rank = Math.ceil((p / 100) * this.count);
        let seen = 0;
        for (let index = 0; index < this.buckets.length; index++) {
            seen += this.buckets[index]!;
            if (seen >= rank) return index < FINE_BUCKETS ? (index + 1) / 10 : index - FINE_BUCKETS + 1;
        }
        return this.max;
    }

    reset(): void {
        this.buckets.fill(0);
        this.count = 0;
        this.max = 0;
    }
}
