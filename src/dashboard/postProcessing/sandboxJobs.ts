import type { DataPoint } from '../model/widgetData';

/**
 * The pure core of the data key sandbox: compiling data key function bodies and running them over
 * batches of points. It runs inside the sandbox worker (dataKeySandbox.worker.ts); unit tests call it
 * directly. Nothing here may run in the page: the bodies are user code.
 */

/** The last point a post-processing function saw: its arguments for the next point. */
export interface PreviousPoint {
    time: number;
    /** The processed value. */
    value: unknown;
    /** The value before processing. */
    origValue: unknown;
}

/** Post-process points with `(time, value, prevValue, timePrev, prevOrigValue)` (a data key's postFuncBody). */
export interface PostProcessJob {
    kind: 'post';
    body: string;
    points: DataPoint[];
    /** The point before the first one, when the series continues an earlier batch. */
    previous: PreviousPoint | null;
}

/** Generate a function datasource key's values at `times` with `(time, prevValue)` (its funcBody), then post-process them. */
export interface GenerateJob {
    kind: 'generate';
    body: string;
    times: number[];
    /** The value generated last (before post-processing); 0 for the first. */
    prevValue: unknown;
    post?: { body: string; previous: PreviousPoint | null };
}

/** Call a function body once with named arguments (a widget action's callback), for its result. */
export interface CallJob {
    kind: 'call';
    body: string;
    argNames: string[];
    /** Copied into the worker: plain data only. */
    args: unknown[];
}

export type SandboxJob = PostProcessJob | GenerateJob | CallJob;

export interface SandboxJobResult {
    points: DataPoint[];
    /** For the next batch of the same series: the last post-processed point. */
    previous: PreviousPoint | null;
    /** For the next generate job: the last generated value. */
    prevValue?: unknown;
    /** The first failure of the batch ('Error: ReferenceError: x is not defined'); failed points get null. */
    error: string | null;
    /** A call job's result. */
    value?: unknown;
}

type ValueFunction = (time: number, prevValue: unknown) => unknown;
type PostFunction = (time: number, value: unknown, prevValue: unknown, timePrev: number | undefined, prevOrigValue: unknown) => unknown;

/** Compiled bodies by kind and text; a dashboard repeats the same few bodies across many series. */
export type CompiledFunctions = Map<string, ValueFunction | PostFunction>;

const ARGUMENTS = { generate: ['time', 'prevValue'], post: ['time', 'value', 'prevValue', 'timePrev', 'prevOrigValue'] } as const;

function compile(kind: 'post' | 'generate', body: string, cache: CompiledFunctions): ValueFunction | PostFunction {
    const cacheKey = `${kind}\n${body}`;
    let compiled = cache.get(cacheKey);
    if (!compiled) {
        compiled = new Function(...ARGUMENTS[kind], body) as ValueFunction | PostFunction;
        cache.set(cacheKey, compiled);
    }
    return compiled;
}

const describeError = (error: unknown): string => (error instanceof Error ? `Error: ${error.name}: ${error.message}` : `Error: ${String(error)}`);

/** Numeric text as a number, as ThingsBoard hands values to post-processing functions ("23.5" → 23.5). */
export function numericOrText(value: unknown): unknown {
    if (typeof value !== 'string' || value.trim() === '') return value;
    const number = Number(value);
    return Number.isFinite(number) && String(number) === value ? number : value;
}

function postProcess(body: string, points: readonly DataPoint[], previous: PreviousPoint | null, cache: CompiledFunctions): Omit<SandboxJobResult, 'prevValue'> {
    let fn: PostFunction;
    try {
        fn = compile('post', body, cache) as PostFunction;
    } catch (error) {
        return { points: points.map(([time]) => [time, null]), previous, error: describeError(error) };
    }
    let last = previous;
    let error: string | null = null;
    const processed = points.map(([time, raw]): DataPoint => {
        const origValue = numericOrText(raw);
        let value: unknown = null;
        try {
            value = fn(time, origValue, last?.value, last?.time, last?.origValue);
        } catch (thrown) {
            error ??= describeError(thrown);
        }
        last = { time, value, origValue };
        return [time, value];
    });
    return { points: processed, previous: last, error };
}

function generate(job: GenerateJob, cache: CompiledFunctions): SandboxJobResult {
    let fn: ValueFunction;
    try {
        fn = compile('generate', job.body, cache) as ValueFunction;
    } catch (error) {
        return { points: [], previous: job.post?.previous ?? null, prevValue: job.prevValue, error: describeError(error) };
    }
    let prevValue = job.prevValue;
    let error: string | null = null;
    const points = job.times.map((time): DataPoint => {
        try {
            prevValue = fn(time, prevValue);
        } catch (thrown) {
            error ??= describeError(thrown);
            prevValue = null;
        }
        return [time, prevValue];
    });
    if (!job.post) return { points, previous: null, prevValue, error };
    const post = postProcess(job.post.body, points, job.post.previous, cache);
    return { ...post, prevValue, error: error ?? post.error };
}

function call(job: CallJob, cache: CompiledFunctions): SandboxJobResult {
    const cacheKey = `call:${job.argNames.join(',')}\n${job.body}`;
    try {
        let fn = cache.get(cacheKey) as ((...args: unknown[]) => unknown) | undefined;
        if (!fn) {
            fn = new Function(...job.argNames, job.body) as (...args: unknown[]) => unknown;
            cache.set(cacheKey, fn as ValueFunction);
        }
        // Only plain data goes back to the page.
        return { points: [], previous: null, value: structuredClone(fn(...job.args)), error: null };
    } catch (error) {
        return { points: [], previous: null, value: undefined, error: describeError(error) };
    }
}

export function runSandboxJob(job: SandboxJob, cache: CompiledFunctions): SandboxJobResult {
    switch (job.kind) {
        case 'post':
            return postProcess(job.body, job.points, job.previous, cache);
        case 'generate':
            return generate(job, cache);
        case 'call':
            return call(job, cache);
    }
}
