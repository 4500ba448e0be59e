import type { Timewindow } from '../../lib/time/timewindow';
import { SECOND } from '../../lib/time/units';
import type { DataKey, Datasource } from '../model/dashboardConfig';
import type { DataPoint, DatasourceData, ResolvedDatasource, WidgetDataFeed } from '../model/widgetData';
import { SandboxTimeoutError, type DataKeySandbox } from '../postProcessing/dataKeySandbox';
import { postFuncBodyOf } from '../postProcessing/postProcessingTransform';
import type { GenerateJob, PreviousPoint } from '../postProcessing/sandboxJobs';
import { createSnapshotPublisher } from '../subscriptions/snapshotPublisher';
import { subscriptionWindow, type SubscriptionWindow } from '../subscriptions/subscriptionTimewindow';
import { functionBodyOf } from './datasourceKeys';
import { serverClock } from '../../lib/time/serverClock';

/**
 * Function datasources (ThingsBoard's simulated data): every key's value is its function body run on
 * each point's time in the sandbox. A latest-value widget gets one point a second. A time-series widget
 * gets a point per step across its window: a realtime window is filled at once and then extended on
 * every tick (the window sliding), a history window is generated once. The step is the window's
 * aggregation interval, at most 5 s (ThingsBoard's frequency), and never so short that a key exceeds
 * MAX_FUNCTION_POINTS.
 */

export interface FunctionFeedOptions {
    /** The widget's function datasources. */
    datasources: readonly Datasource[];
    widgetKind: 'timeseries' | 'latest';
    /** The window the widget follows (time-series widgets). */
    timewindow?: Timewindow | null;
    /** The server's maxDatapointsLimit, when known. */
    maxDatapoints?: number | null;
    sandbox: DataKeySandbox;
    now?: () => number;
}

/** The most points one key holds: the console's target of smooth charts at 50k points. */
export const MAX_FUNCTION_POINTS = 50_000;
const MAX_STEP_MS = 5 * SECOND;
const LATEST_STEP_MS = SECOND;

interface Series {
    datasource: ResolvedDatasource;
    dataKey: DataKey;
    body: string;
    postBody: string | null;
    prevValue: unknown;
    previous: PreviousPoint | null;
    points: DataPoint[];
}

const spanOf = (window: SubscriptionWindow) => (window.realtime ? window.timeWindow : window.endTs - window.startTs);

/** The time between two generated points of a time-series window. */
export const functionStepOf = (window: SubscriptionWindow): number =>
    Math.max(Math.min(window.aggregation.interval, MAX_STEP_MS), Math.ceil(spanOf(window) / MAX_FUNCTION_POINTS), 1);

/** Times from `start` to `end` inclusive, `step` apart. */
const timesBetween = (start: number, end: number, step: number): number[] => {
    const times: number[] = [];
    for (let time = start; time <= end; time += step) times.push(time);
    return times;
};

const seriesOf = (datasources: readonly Datasource[]): Series[] =>
    datasources.flatMap((datasource, index) => {
        const resolved: ResolvedDatasource = { ...datasource, name: datasource.name || 'function', rowKey: `function:${index}` };
        return datasource.dataKeys.map(dataKey => ({
            datasource: resolved,
            dataKey,
            body: functionBodyOf(dataKey),
            postBody: postFuncBodyOf(dataKey),
            prevValue: 0,
            previous: null,
            points: [],
        }));
    });

export function createFunctionDatasourceFeed({ datasources, widgetKind, timewindow, maxDatapoints, sandbox, now = serverClock.now }: FunctionFeedOptions): WidgetDataFeed {
    const series = seriesOf(datasources);
    const publisher = createSnapshotPublisher();
    let started = false;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastTime: number | undefined;

    /** This tick's times, the first time still kept, and the wait until the next tick (null: no next tick). */
    const plan = (): { times: number[]; keepFrom: number; next: number | null } => {
        const clock = now();
        if (widgetKind === 'latest') return { times: [clock], keepFrom: clock, next: LATEST_STEP_MS };
        const window = subscriptionWindow(timewindow, clock, maxDatapoints);
        const step = functionStepOf(window);
        if (!window.realtime) return { times: timesBetween(window.startTs, window.endTs, step), keepFrom: window.startTs, next: null };
        const start = lastTime === undefined ? window.startTs : Math.max(lastTime + step, window.startTs);
        return { times: timesBetween(start, clock, step), keepFrom: window.startTs, next: step };
    };

    const publish = (error: string | null) => {
        const data: DatasourceData[] = series.map(({ datasource, dataKey, points }) => ({ datasource, dataKey, data: points }));
        publisher.publish({ data, loading: false, error });
    };

    const tick = async () => {
        timer = undefined;
        const { times, keepFrom, next } = plan();
        const jobs: GenerateJob[] = series.map(one => ({
            kind: 'generate',
            body: one.body,
            times,
            prevValue: one.prevValue,
            ...(one.postBody ? { post: { body: one.postBody, previous: one.previous } } : {}),
        }));
        let error: string | null = null;
        try {
            const results = times.length > 0 ? await sandbox.run(jobs) : [];
            if (stopped) return;
            results.forEach((result, index) => {
                const one = series[index];
                one.prevValue = result.prevValue;
                one.previous = result.previous;
                const kept = one.points.findIndex(([time]) => time >= keepFrom);
                one.points = [...(kept < 0 ? [] : one.points.slice(kept)), ...result.points];
                error ??= result.error;
            });
            if (times.length > 0) lastTime = times[times.length - 1];
        } catch (failure) {
            if (stopped) return;
            error = failure instanceof Error ? failure.message : String(failure);
            // A body that outlives the limit would do so again on every tick.
            if (failure instanceof SandboxTimeoutError) return publish(error);
        }
        publish(error);
        if (next !== null && !stopped) timer = setTimeout(() => void tick(), next);
    };

    return {
        subscribe(listener) {
            const unsubscribe = publisher.subscribe(listener);
            if (!started && !stopped) {
                started = true;
                void tick();
            }
            return unsubscribe;
        },
        stop() {
            stopped = true;
            clearTimeout(timer);
            publisher.close();
        },
    };
}
