import type { AggregationType } from '../../lib/time/aggregation';
import type { DataPoint } from '../model/widgetData';
import type { SubscriptionAggregation } from './subscriptionTimewindow';

/** One bucket of an aggregated series: enough to fold in another raw point. */
interface Bucket {
    start: number;
    ts: number;
    count: number;
    sum: number;
    value: number;
}

type Fold = (bucket: Bucket, value: number) => void;

/** How a live raw point joins its bucket (ThingsBoard's DataAggregator functions). */
const FOLD: Record<Exclude<AggregationType, 'NONE'>, Fold> = {
    MIN: (bucket, value) => void (bucket.value = Math.min(bucket.value, value)),
    MAX: (bucket, value) => void (bucket.value = Math.max(bucket.value, value)),
    AVG: (bucket, value) => {
        bucket.count += 1;
        bucket.sum += value;
        bucket.value = bucket.sum / bucket.count;
    },
    SUM: (bucket, value) => void (bucket.value = bucket.sum += value),
    COUNT: bucket => void (bucket.value = bucket.count += 1),
};

/** The index of the first entry whose key is at least `key` in a list sorted by it. */
function lowerBound<T>(list: readonly T[], key: number, keyOf: (entry: T) => number): number {
    let low = 0;
    let high = list.length;
    while (low < high) {
        const middle = (low + high) >>> 1;
        if (keyOf(list[middle]!) < key) low = middle + 1;
        else high = middle;
    }
    return low;
}

const pointTs = (point: DataPoint) => point[0];
const bucketStart = (bucket: Bucket) => bucket.start;

/**
 * One key's points over a subscription window. Without aggregation it keeps the raw points in time
 * order, a point of the same timestamp replacing the older one, at most `limit` of the newest.
 * With aggregation it keeps one bucket per interval, counted from `origin` and stamped with its
 * middle: the server's buckets as they come, live raw points folded into theirs by the function.
 * `dropBefore` is the window sliding forward.
 */
export class SeriesBuffer {
    private points: DataPoint[] = [];
    private buckets: Bucket[] = [];
    /** The list last handed out, until something changes. */
    private view: DataPoint[] | null = [];

    constructor(
        private readonly aggregation: SubscriptionAggregation,
        private readonly origin: number,
    ) {}

    private get aggregated(): boolean {
        return this.aggregation.type !== 'NONE';
    }

    /** Replaces everything with the server's answer (raw points, or finished buckets when aggregating). */
    load(points: readonly DataPoint[]): void {
        this.points = [];
        this.buckets = [];
        this.view = null;
        const sorted = [...points].sort((a, b) => a[0] - b[0]);
        if (!this.aggregated) {
            // The server answers newest first; one point per timestamp, the newest `limit` of them.
            this.points = sorted.filter((point, index) => sorted[index + 1]?.[0] !== point[0]).slice(-this.aggregation.limit);
            return;
        }
        for (const [ts, value] of sorted) {
            if (typeof value !== 'number') continue;
            const start = this.bucketOf(ts);
            // A COUNT bucket's value is its count; the others count as one point so far.
            this.buckets.push({ start, ts, count: this.aggregation.type === 'COUNT' ? value : 1, sum: value, value });
        }
    }

    /** Adds live raw points; true when anything changed. */
    merge(points: readonly DataPoint[]): boolean {
        let changed = false;
        for (const point of points) changed = (this.aggregated ? this.fold(point) : this.insert(point)) || changed;
        if (changed) this.view = null;
        return changed;
    }

    /** Drops what lies before the window's new start; true when anything was dropped. */
    dropBefore(startTs: number): boolean {
        const drop = this.aggregated ? lowerBound(this.buckets, this.bucketOf(startTs), bucketStart) : lowerBound(this.points, startTs, pointTs);
        if (drop === 0) return false;
        if (this.aggregated) this.buckets.splice(0, drop);
        else this.points.splice(0, drop);
        this.view = null;
        return true;
    }

    /** The points in time order; the same array until something changes. */
    data(): DataPoint[] {
        this.view ??= this.aggregated ? this.buckets.map(bucket => [bucket.ts, bucket.value]) : this.points.slice();
        return this.view;
    }

    private bucketOf(ts: number): number {
        const { interval } = this.aggregation;
        return this.origin + Math.floor((ts - this.origin) / interval) * interval;
    }

    private insert(point: DataPoint): boolean {
        const index = lowerBound(this.points, point[0], pointTs);
        const existing = this.points[index];
        if (existing && existing[0] === point[0]) {
            if (existing[1] === point[1]) return false;
            this.points[index] = point;
            return true;
        }
        // Full, and older than everything kept: it would be the first to go.
        if (index === 0 && this.points.length >= this.aggregation.limit) return false;
        this.points.splice(index, 0, point);
        if (this.points.length > this.aggregation.limit) this.points.splice(0, this.points.length - this.aggregation.limit);
        return true;
    }

    private fold([ts, value]: DataPoint): boolean {
        if (typeof value !== 'number' && this.aggregation.type !== 'COUNT') return false;
        const number = typeof value === 'number' ? value : 0;
        const start = this.bucketOf(ts);
        const index = lowerBound(this.buckets, start, bucketStart);
        const bucket = this.buckets[index];
        if (bucket && bucket.start === start) {
            FOLD[this.aggregation.type as Exclude<AggregationType, 'NONE'>](bucket, number);
            return true;
        }
        const first = this.aggregation.type === 'COUNT' ? 1 : number;
        this.buckets.splice(index, 0, { start, ts: start + Math.floor(this.aggregation.interval / 2), count: 1, sum: number, value: first });
        return true;
    }
}
