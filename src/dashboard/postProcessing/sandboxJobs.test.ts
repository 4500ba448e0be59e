import { describe, expect, it } from 'vitest';
import type { DataPoint } from '../model/widgetData';
import { numericOrText, runSandboxJob, type CompiledFunctions, type PreviousPoint, type SandboxJob } from './sandboxJobs';

const run = (job: SandboxJob, cache: CompiledFunctions = new Map()) => runSandboxJob(job, cache);
const post = (body: string, points: DataPoint[], previous: PreviousPoint | null = null): SandboxJob => ({ kind: 'post', body, points, previous });

describe('post-processing (postFuncBody)', () => {
    it('calls f(time, value, prevValue, timePrev, prevOrigValue) point by point', () => {
        const body = 'return [time, value, prevValue, timePrev, prevOrigValue];';
        expect(run(post(body, [[1000, 5], [2000, 7]])).points).toEqual([
            [1000, [1000, 5, undefined, undefined, undefined]],
            [2000, [2000, 7, [1000, 5, undefined, undefined, undefined], 1000, 5]],
        ]);
    });

    it('hands numeric text over as numbers, other text as text', () => {
        expect(run(post('return typeof value;', [[1, '23.5'], [2, 'on'], [3, '007']])).points).toEqual([[1, 'number'], [2, 'string'], [3, 'string']]);
        expect(numericOrText('')).toBe('');
    });

    it('continues a series from the previous batch', () => {
        const first = run(post('return value + (prevValue ?? 0);', [[1, 1], [2, 2]]));
        expect(first.points).toEqual([[1, 1], [2, 3]]);
        expect(first.previous).toEqual({ time: 2, value: 3, origValue: 2 });
        expect(run(post('return value + (prevValue ?? 0);', [[3, 3]], first.previous)).points).toEqual([[3, 6]]);
    });

    it('answers 50 000 points in one batch', () => {
        const points: DataPoint[] = Array.from({ length: 50_000 }, (_, index) => [index, index]);
        const result = run(post('return value * 2;', points));
        expect(result.points).toHaveLength(50_000);
        expect(result.points[49_999]).toEqual([49_999, 99_998]);
    });

    it('reports the first failure and gives failed points null', () => {
        const result = run(post('if (value > 1) throw new RangeError("too big " + value); return value;', [[1, 1], [2, 2], [3, 3]]));
        expect(result.points).toEqual([[1, 1], [2, null], [3, null]]);
        expect(result.error).toBe('Error: RangeError: too big 2');
        const syntax = run(post('return value +;', [[1, 1]]));
        expect(syntax.points).toEqual([[1, null]]);
        expect(syntax.error).toMatch(/^Error: SyntaxError/);
    });

    it('compiles each body once', () => {
        const cache: CompiledFunctions = new Map();
        run(post('return 1;', [[1, 1]]), cache);
        run(post('return 1;', [[2, 1]]), cache);
        run(post('return 2;', [[2, 1]]), cache);
        expect(cache.size).toBe(2);
    });
});

describe('function datasource values (funcBody)', () => {
    it('calls f(time, prevValue) from the previous generated value, then post-processes', () => {
        const result = run({ kind: 'generate', body: 'return prevValue + time;', times: [1, 2, 3], prevValue: 10, post: { body: 'return value * 10;', previous: null } });
        expect(result.points).toEqual([[1, 110], [2, 130], [3, 160]]);
        expect(result.prevValue).toBe(16);
        expect(result.previous).toEqual({ time: 3, value: 160, origValue: 16 });
    });

    it('reports a failing body', () => {
        expect(run({ kind: 'generate', body: 'return missing;', times: [1], prevValue: 0 })).toMatchObject({ points: [[1, null]], error: 'Error: ReferenceError: missing is not defined' });
    });
});

describe('calls (widget action callbacks)', () => {
    it('calls a body with named arguments and answers its result', () => {
        const result = runSandboxJob({ kind: 'call', body: 'return [entityName.length, lat];', argNames: ['entityName', 'lat'], args: ['T1', 37.4] }, new Map());
        expect(result).toMatchObject({ value: [2, 37.4], error: null });
    });

    it('reports what the body throws, and a result that is not plain data', () => {
        expect(runSandboxJob({ kind: 'call', body: 'return missing.x;', argNames: [], args: [] }, new Map()).error).toBe('Error: ReferenceError: missing is not defined');
        expect(runSandboxJob({ kind: 'call', body: 'return () => 1;', argNames: [], args: [] }, new Map()).error).toMatch(/^Error: DataCloneError/);
    });
});
