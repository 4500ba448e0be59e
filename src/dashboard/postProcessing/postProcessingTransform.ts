import type { DataKey } from '../model/dashboardConfig';
import type { DataPoint, DatasourceData } from '../model/widgetData';
import type { SnapshotTransform } from '../subscriptions/snapshotPublisher';
import type { DataKeySandbox } from './dataKeySandbox';
import { numericOrText, type PostProcessJob, type PreviousPoint } from './sandboxJobs';

/** The post-processing body of a data key, when it has post-processing switched on. */
export const postFuncBodyOf = (dataKey: DataKey): string | null =>
    dataKey.usePostProcessing && typeof dataKey.postFuncBody === 'string' && dataKey.postFuncBody.trim() !== '' ? dataKey.postFuncBody : null;

/** A series as last processed: its input points and what they became, so that a new snapshot only sends its new points. */
interface SeriesMemory {
    body: string;
    input: readonly DataPoint[];
    /** The processed points, shared with the snapshots they were handed out in (never changed). */
    output: readonly DataPoint[];
}

const seriesId = ({ datasource, dataKey }: DatasourceData) => `${datasource.rowKey}\n${dataKey.type}\n${dataKey.name}\n${dataKey._hash ?? ''}`;

/** Index in sorted points of the first point at or after `time` (binary search). */
function indexAtOrAfter(points: readonly DataPoint[], time: number): number {
    let low = 0;
    let high = points.length;
    while (low < high) {
        const middle = (low + high) >>> 1;
        if (points[middle][0] < time) low = middle + 1;
        else high = middle;
    }
    return low;
}

/**
 * How much of the new points the memory already processed: the memory's points from the new first
 * one on, as long as time and value agree (a window that slid and grew keeps them all; a live
 * aggregation bucket whose value changed in place is processed again). Returns where that run
 * starts in the memory and how long it is.
 */
function knownPrefix(points: readonly DataPoint[], memory: SeriesMemory): { offset: number; length: number } {
    if (points.length === 0) return { offset: 0, length: 0 };
    const offset = indexAtOrAfter(memory.input, points[0][0]);
    let length = 0;
    while (
        length < points.length &&
        offset + length < memory.input.length &&
        memory.input[offset + length][0] === points[length][0] &&
        Object.is(memory.input[offset + length][1], points[length][1])
    ) {
        length++;
    }
    return { offset, length };
}

/**
 * The transform a data feed applies to each snapshot (see snapshotPublisher): every series whose data
 * key has post-processing gets `postFuncBody` applied in the sandbox, all series in one batch. Points
 * already processed are remembered, so a live update costs only its new points. A failing function or a
 * batch over the time limit rejects, and the feed shows the error.
 */
export function createPostProcessingTransform(sandbox: DataKeySandbox): SnapshotTransform {
    const memories = new Map<string, SeriesMemory>();

    return async (data: DatasourceData[]): Promise<DatasourceData[]> => {
        const work: Array<{ index: number; body: string; known: DataPoint[] }> = [];
        const jobs: PostProcessJob[] = [];
        const live = new Set<string>();
        data.forEach((series, index) => {
            const body = postFuncBodyOf(series.dataKey);
            if (!body) return;
            const id = seriesId(series);
            live.add(id);
            const memory = memories.get(id);
            const { offset, length } = memory && memory.body === body ? knownPrefix(series.data, memory) : { offset: 0, length: 0 };
            const known = memory ? memory.output.slice(offset, offset + length) : [];
            work.push({ index, body, known });
            if (length === series.data.length) return;
            const previous: PreviousPoint | null = length > 0 ? { time: series.data[length - 1][0], value: known[length - 1][1], origValue: numericOrText(series.data[length - 1][1]) } : null;
            jobs.push({ kind: 'post', body, points: series.data.slice(length), previous });
        });
        for (const id of memories.keys()) if (!live.has(id)) memories.delete(id);
        if (work.length === 0) return data;

        const results = jobs.length > 0 ? await sandbox.run(jobs) : [];
        const failed = results.find(result => result.error);
        if (failed?.error) throw new Error(failed.error);

        let resultIndex = 0;
        const processed = [...data];
        for (const { index, body, known } of work) {
            const series = data[index];
            const output = known.length < series.data.length ? known.concat(results[resultIndex++].points) : known;
            memories.set(seriesId(series), { body, input: series.data, output });
            processed[index] = { ...series, data: output };
        }
        return processed;
    };
}
