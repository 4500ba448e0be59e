import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Datasource } from '../model/dashboardConfig';
import type { WidgetDataSnapshot } from '../model/widgetData';
import { SandboxTimeoutError, type DataKeySandbox } from '../postProcessing/dataKeySandbox';
import { runSandboxJob, type SandboxJob } from '../postProcessing/sandboxJobs';
import { functionDataKey, PREDEFINED_FUNCTIONS } from './datasourceKeys';
import { createFunctionDatasourceFeed, functionStepOf, MAX_FUNCTION_POINTS } from './functionDatasourceFeed';

const START = Date.UTC(2026, 10, 22, 12, 0, 0);
const inlineSandbox = () => {
    const batches: SandboxJob[][] = [];
    const cache = new Map();
    const sandbox: DataKeySandbox = { run: async jobs => (batches.push(jobs), jobs.map(job => runSandboxJob(job, cache))), dispose: () => undefined };
    return { sandbox, batches };
};
const fn = (dataKeys: Datasource['dataKeys']): Datasource => ({ type: 'function', name: 'function', dataKeys });
const sinKey = { name: 'f(x)', type: 'function' as const, label: 'Sin', funcBody: PREDEFINED_FUNCTIONS.Sin };
const lastMinute = { realtime: { timewindowMs: 60_000, interval: 1000 }, aggregation: { type: 'NONE' as const, limit: 1000 } };

/** Subscribes and keeps the newest snapshot. */
const listen = (feed: ReturnType<typeof createFunctionDatasourceFeed>) => {
    let latest: WidgetDataSnapshot | null = null;
    feed.subscribe(snapshot => (latest = snapshot));
    return () => latest!;
};

beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('function datasources in a time-series widget', () => {
    it('fill a realtime window at once, one point per aggregation interval, then extend it on every tick', async () => {
        const { sandbox } = inlineSandbox();
        const feed = createFunctionDatasourceFeed({ datasources: [fn([sinKey])], widgetKind: 'timeseries', timewindow: lastMinute, sandbox });
        const latest = listen(feed);
        expect(latest().loading).toBe(true);
        await vi.advanceTimersByTimeAsync(0);
        const first = latest().data[0]!;
        expect(first.datasource.rowKey).toBe('function:0');
        expect(first.data).toHaveLength(61);
        expect(first.data[0]).toEqual([START - 60_000, Math.round(1000 * Math.sin((START - 60_000) / 5000))]);
        expect(first.data.at(-1)).toEqual([START, Math.round(1000 * Math.sin(START / 5000))]);
        await vi.advanceTimersByTimeAsync(3000);
        const slid = latest().data[0]!.data;
        expect(slid.at(-1)![0]).toBe(START + 3000);
        expect(slid[0]![0]).toBe(START - 57_000);
        expect(slid).toHaveLength(61);
        feed.stop();
    });

    it('generate a history window once', async () => {
        const { sandbox, batches } = inlineSandbox();
        const history = { selectedTab: 1 as const, history: { historyType: 1 as const, interval: 10_000, fixedTimewindow: { startTimeMs: START - 3_600_000, endTimeMs: START } }, aggregation: { type: 'AVG' as const } };
        const latest = listen(createFunctionDatasourceFeed({ datasources: [fn([sinKey])], widgetKind: 'timeseries', timewindow: history, sandbox }));
        await vi.advanceTimersByTimeAsync(60_000);
        expect(latest().data[0]!.data).toHaveLength(721);
        expect(batches).toHaveLength(1);
    });

    it('step at most 5 s, and never so fine that a key passes 50 000 points', () => {
        const window = (interval: number, timeWindow: number) => ({ realtime: true as const, startTs: 0, timeWindow, quickInterval: null, aggregation: { type: 'AVG' as const, interval, limit: 0 } });
        expect(functionStepOf(window(60_000, 3_600_000))).toBe(5000);
        expect(functionStepOf(window(1000, 60_000))).toBe(1000);
        expect(functionStepOf(window(1000, 30 * 86_400_000))).toBe(Math.ceil((30 * 86_400_000) / MAX_FUNCTION_POINTS));
    });

    it('keep the Random walk within ±1000', async () => {
        const { sandbox } = inlineSandbox();
        const random = { name: 'f(x)', type: 'function' as const, label: 'Random' };
        const day = { realtime: { timewindowMs: 86_400_000, interval: 1000 }, aggregation: { type: 'NONE' as const, limit: 50_000 } };
        vi.spyOn(Math, 'random').mockReturnValue(0.99);
        const latest = listen(createFunctionDatasourceFeed({ datasources: [fn([random])], widgetKind: 'timeseries', timewindow: day, sandbox }));
        await vi.advanceTimersByTimeAsync(0);
        const values = latest().data[0]!.data.map(([, value]) => value as number);
        expect(values.length).toBeGreaterThan(1000);
        expect(Math.max(...values)).toBe(1000);
        expect(values[0]).toBeCloseTo(49, 5);
    });
});

describe('function datasources in a latest-value widget', () => {
    it('give one point a second, each key from its own body, post-processed', async () => {
        const { sandbox, batches } = inlineSandbox();
        const keys = [sinKey, { name: 'f(x)', type: 'function' as const, label: 'Count', funcBody: 'return prevValue + 1;', usePostProcessing: true, postFuncBody: 'return value * 100;' }];
        const feed = createFunctionDatasourceFeed({ datasources: [fn(keys)], widgetKind: 'latest', sandbox });
        const latest = listen(feed);
        await vi.advanceTimersByTimeAsync(2000);
        expect(latest().data.map(series => series.data)).toEqual([[[START + 2000, Math.round(1000 * Math.sin((START + 2000) / 5000))]], [[START + 2000, 300]]]);
        expect(batches).toHaveLength(3);
        expect(batches.every(batch => batch.length === 2)).toBe(true);
        feed.stop();
        await vi.advanceTimersByTimeAsync(5000);
        expect(batches).toHaveLength(3);
    });

    it('show a failing body as the widget error, and stop after a body that outlives the time limit', async () => {
        const failing = listen(createFunctionDatasourceFeed({ datasources: [fn([{ name: 'f(x)', type: 'function', funcBody: 'return nope;' }])], widgetKind: 'latest', sandbox: inlineSandbox().sandbox }));
        await vi.advanceTimersByTimeAsync(0);
        expect(failing().error).toBe('Error: ReferenceError: nope is not defined');

        const run = vi.fn(async () => Promise.reject(new SandboxTimeoutError(2000)));
        const stuck = listen(createFunctionDatasourceFeed({ datasources: [fn([sinKey])], widgetKind: 'latest', sandbox: { run, dispose: () => undefined } }));
        await vi.advanceTimersByTimeAsync(5000);
        expect(stuck().error).toMatch(/took longer than 2000 ms/);
        expect(run).toHaveBeenCalledTimes(1);
    });
});

describe('datasource keys', () => {
    it("name a function key f(x) with the function as label, coloured by index", () => {
        expect(functionDataKey('Cos', 1, () => 0.25)).toEqual({ name: 'f(x)', type: 'function', label: 'Cos', color: '#4caf50', settings: {}, _hash: 0.25, funcBody: PREDEFINED_FUNCTIONS.Cos });
    });
});
