import { describe, expect, it } from 'vitest';
import type { DataKey } from '../model/dashboardConfig';
import type { DataPoint, DatasourceData } from '../model/widgetData';
import type { DataKeySandbox } from './dataKeySandbox';
import { createPostProcessingTransform } from './postProcessingTransform';
import { runSandboxJob, type SandboxJob } from './sandboxJobs';

/** The sandbox's core in the same thread, recording every batch. */
const inlineSandbox = () => {
    const batches: SandboxJob[][] = [];
    const cache = new Map();
    const sandbox: DataKeySandbox = { run: async jobs => (batches.push(jobs), jobs.map(job => runSandboxJob(job, cache))), dispose: () => undefined };
    return { sandbox, batches };
};

const datasource = { type: 'entity' as const, dataKeys: [], rowKey: 'DEVICE:d-1' };
const key = (postFuncBody?: string, usePostProcessing = true): DataKey => ({ name: 'temperature', type: 'timeseries', usePostProcessing, postFuncBody });
const series = (dataKey: DataKey, data: DataPoint[]): DatasourceData => ({ datasource, dataKey, data });
const sum = key('return value + (prevValue ?? 0);');

describe('createPostProcessingTransform', () => {
    it('applies postFuncBody to keys with post-processing switched on, leaving the others alone', async () => {
        const { sandbox } = inlineSandbox();
        const transform = createPostProcessingTransform(sandbox);
        const plain = series(key(undefined, false), [[1, 5]]);
        const off = series(key('return 0;', false), [[1, 5]]);
        const [processed, first, second] = await transform([series(key('return value * 2;'), [[1, 5], [2, '6']]), plain, off]);
        expect(processed!.data).toEqual([[1, 10], [2, 12]]);
        expect(first).toBe(plain);
        expect(second).toBe(off);
    });

    it('sends only the new points of a growing series, continuing from the last one', async () => {
        const { sandbox, batches } = inlineSandbox();
        const transform = createPostProcessingTransform(sandbox);
        expect((await transform([series(sum, [[1, 1], [2, 2]])]))[0]!.data).toEqual([[1, 1], [2, 3]]);
        expect((await transform([series(sum, [[1, 1], [2, 2], [3, 3]])]))[0]!.data).toEqual([[1, 1], [2, 3], [3, 6]]);
        expect((batches[1]![0] as { points: DataPoint[] }).points).toEqual([[3, 3]]);
        // The window slides: the first point leaves, nothing is processed again.
        expect((await transform([series(sum, [[2, 2], [3, 3]])]))[0]!.data).toEqual([[2, 3], [3, 6]]);
        expect(batches).toHaveLength(2);
    });

    it('processes again from a point whose value changed in place (a live aggregation bucket)', async () => {
        const { sandbox, batches } = inlineSandbox();
        const transform = createPostProcessingTransform(sandbox);
        await transform([series(sum, [[1, 1], [2, 2], [3, 3]])]);
        expect((await transform([series(sum, [[1, 1], [2, 20], [3, 3]])]))[0]!.data).toEqual([[1, 1], [2, 21], [3, 24]]);
        expect((batches[1]![0] as { points: DataPoint[] }).points).toEqual([[2, 20], [3, 3]]);
    });

    it('starts over when the body changes', async () => {
        const { sandbox } = inlineSandbox();
        const transform = createPostProcessingTransform(sandbox);
        await transform([series(sum, [[1, 1]])]);
        expect((await transform([series(key('return -value;'), [[1, 1]])]))[0]!.data).toEqual([[1, -1]]);
    });

    it('puts every post-processed series of a snapshot in one batch', async () => {
        const { sandbox, batches } = inlineSandbox();
        const transform = createPostProcessingTransform(sandbox);
        const other = { ...datasource, rowKey: 'DEVICE:d-2' };
        await transform([series(sum, [[1, 1]]), { datasource: other, dataKey: sum, data: [[1, 7]] }]);
        expect(batches).toHaveLength(1);
        expect(batches[0]).toHaveLength(2);
    });

    it('rejects with the first failure so the widget shows it', async () => {
        const { sandbox } = inlineSandbox();
        await expect(createPostProcessingTransform(sandbox)([series(key('return nope;'), [[1, 1]])])).rejects.toThrow('Error: ReferenceError: nope is not defined');
    });
});
