import type { DataKey } from '../model/dashboardConfig';
import type { DataPoint, DatasourceData } from '../model/widgetData';
import type { SnapshotTransform } from '../subscriptions/snapshotPublisher';
import type { DataKeySandbox } from './dataKeySandbox';
import type { PostProcessJob, PreviousPoint } from './sandboxJobs';

/** The post-processing body of a data key, when it has post-processing switched on. */
export const postFuncBodyOf = (dataKey: DataKey): string | null =>
    dataKey.usePostProcessing && typeof dataKey.postFuncBody === 'string' && dataKey.postFuncBody.trim() !== '' ? dataKey.postFuncBody : null;

/** What a series' earlier points were turned into, by timestamp, so that a new snapshot only sends its new points. */
interface SeriesMemory {
    body: string;
    byTime: Map<number, { origValue: unknown; value: unknown }>;
}

const seriesId = ({ datasource, dataKey }: DatasourceData) => `${datasource.rowKey}\n${dataKey.type}\n${dataKey.name}\n${dataKey._hash ?? ''}`;

/** Index of the first point the memory does not know as it is now (new, or its value changed in place). */
function firstUnknown(points: readonly DataPoint[], memory: SeriesMemory): number {
    for (let index = 0; index < points.length; index++) {
        const known = memory.byTime.get(points[index][0]);
        if (!known || !Object.is(known.origValue, points[index][1])) return index;
    }
    return points.length;
}

/** Forgets points that left the window (they come first: points are time-ordered). */
function forgetBefore(memory: SeriesMemory, firstTime: number | undefined) {
    for (const time of memory.byTime.keys()) {
        if (firstTime !== undefined && time >= firstTime) break;
        memory.byTime.delete(time);
    }
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
        const work: Array<{ index: number; memory: SeriesMemory; from: number }> = [];
        const jobs: PostProcessJob[] = [];
        const live = new Set<string>();
        data.forEach((series, index) => {
            const body = postFuncBodyOf(series.dataKey);
            if (!body) return;
            const id = seriesId(series);
            live.add(id);
            let memory = memories.get(id);
            if (!memory || memory.body !== body) {
                memory = { body, byTime: new Map() };
                memories.set(id, memory);
            }
            const from = firstUnknown(series.data, memory);
            work.push({ index, memory, from });
            if (from === series.data.length) return;
            const before = from > 0 ? series.data[from - 1] : null;
            const known = before ? memory.byTime.get(before[0]) : undefined;
            const previous: PreviousPoint | null = before && known ? { time: before[0], value: known.value, origValue: known.origValue } : null;
            jobs.push({ kind: 'post', body, points: series.data.slice(from), previous });
        });
        for (const id of memories.keys()) if (!live.has(id)) memories.delete(id);
        if (work.length === 0) return data;

        const results = jobs.length > 0 ? await sandbox.run(jobs) : [];
        const failed = results.find(result => result.error);
        if (failed?.error) throw new Error(failed.error);

        let resultIndex = 0;
        const processed = [...data];
        for (const { index, memory, from } of work) {
            const series = data[index];
            if (from < series.data.length) {
                const { points } = results[resultIndex++];
                points.forEach(([time, value], offset) => memory.byTime.set(time, { origValue: series.data[from + offset][1], value }));
            }
            forgetBefore(memory, series.data[0]?.[0]);
            processed[index] = { ...series, data: series.data.map(([time]): DataPoint => [time, memory.byTime.get(time)?.value]) };
        }
        return processed;
    };
}
