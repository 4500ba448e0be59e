/**
 * The page tests/bench/dashboard.ts loads into Chromium: real WidgetHosts with the real chart and
 * card, fed by in-page fake feeds (no server), exposing the three measurements on window.bench.
 */
import { createRoot } from 'react-dom/client';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import runtimeMessages from '../../locales/en_US/dashboard-runtime.json';
import type { Widget } from '../../src/dashboard/model/dashboardConfig';
import type { DataPoint, DatasourceData, WidgetDataFeed, WidgetDataSnapshot } from '../../src/dashboard/model/widgetData';
import type { WidgetFeedFactory } from '../../src/dashboard/runtime/createWidgetFeed';
import { cachedWidgetType } from '../../src/dashboard/runtime/resolveWidgetType';
import { WidgetFeedContext } from '../../src/dashboard/runtime/WidgetFeedContext';
import { WidgetHost } from '../../src/dashboard/runtime/WidgetHost';
import type { Timewindow } from '../../src/lib/time/timewindow';

// The console's message loader uses Vite's import.meta.glob; the runtime's own phrases are enough here.
const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, ...runtimeMessages }), 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
const WINDOW_MS = 60_000;
const timewindow: Timewindow = { selectedTab: 0, realtime: { realtimeType: 0, timewindowMs: WINDOW_MS, interval: 1000 }, aggregation: { type: 'NONE', limit: 50_000 } };

/** A feed of one key whose points the page appends to, sliding the oldest out. */
class SlidingFeed implements WidgetDataFeed {
    private listeners = new Set<(snapshot: WidgetDataSnapshot) => void>();
    private points: DataPoint[];
    constructor(private readonly name: string, count: number) {
        const now = Date.now();
        let value = 20;
        this.points = Array.from({ length: count }, (_, index) => {
            value += Math.random() - 0.5;
            return [now - WINDOW_MS + (index * WINDOW_MS) / count, value] as DataPoint;
        });
    }
    snapshot(): WidgetDataSnapshot {
        const entry: DatasourceData = {
            datasource: { type: 'entity', dataKeys: [], rowKey: this.name, entityName: this.name },
            dataKey: { name: 'temperature', type: 'timeseries', label: '${entityName}', color: '#e53935', units: '°C', decimals: 1 },
            data: this.points,
        };
        return { data: [entry], loading: false, error: null };
    }
    append() {
        const last = this.points[this.points.length - 1];
        this.points = [...this.points.slice(1), [Date.now(), Number(last?.[1] ?? 20) + Math.random() - 0.5]];
        const snapshot = this.snapshot();
        this.listeners.forEach(listener => listener(snapshot));
    }
    subscribe(listener: (snapshot: WidgetDataSnapshot) => void) {
        this.listeners.add(listener);
        listener(this.snapshot());
        return () => this.listeners.delete(listener);
    }
    stop() {
        this.listeners.clear();
    }
}

const widget = (id: string, typeAlias: 'basic_timeseries' | 'simple_card'): Widget => ({
    id,
    bundleAlias: typeAlias === 'simple_card' ? 'cards' : 'charts',
    typeAlias,
    type: typeAlias === 'simple_card' ? 'latest' : 'timeseries',
    sizeX: 8,
    sizeY: 6,
    config: { title: id, showLegend: typeAlias !== 'simple_card', datasources: [{ type: 'entity', entityAliasId: 'a', dataKeys: [] }] },
});

const nextFrame = () => new Promise<number>(resolve => requestAnimationFrame(resolve));

/** Renders widgets in a grid of fixed cells, each fed by its own SlidingFeed. */
async function mount(widgets: Array<{ widget: Widget; points: number }>, cell: { width: number; height: number }) {
    const host = document.getElementById('root')!;
    host.innerHTML = '';
    const feeds = new Map(widgets.map(({ widget: item, points }) => [item.id, new SlidingFeed(item.id, points)]));
    const factory: WidgetFeedFactory = request => feeds.get(request.widget.id)!;
    // The chart's code is loaded before the clock starts: the benchmark times drawing, not the network.
    await Promise.all(widgets.map(({ widget: item }) => cachedWidgetType(item)));
    const root = createRoot(host);
    const started = performance.now();
    root.render(
        <MemoryRouter>
            <AdminContext i18nProvider={i18nProvider}>
                <WidgetFeedContext.Provider value={factory}>
                    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                        {widgets.map(({ widget: item }) => (
                            <div key={item.id} style={{ width: cell.width, height: cell.height }}>
                                <WidgetHost widget={item} dashboardTimewindow={timewindow} aliases={{}} filters={{}} stateParams={{}} actionTarget={{ stack: [], setStack: () => undefined, openDashboard: () => undefined }} />
                            </div>
                        ))}
                    </div>
                </WidgetFeedContext.Provider>
            </AdminContext>
        </MemoryRouter>,
    );
    const charts = widgets.filter(({ widget: item }) => item.type === 'timeseries').length;
    while (host.querySelectorAll('canvas').length < charts || host.querySelectorAll('[data-testid="latest-value"]').length < widgets.length - charts) await nextFrame();
    await nextFrame();
    return { feeds: [...feeds.values()], firstDrawMs: performance.now() - started, unmount: () => root.unmount() };
}

/** Every task over 50 ms (the longtask entry type) while `run` goes on. */
async function longTasks(run: () => Promise<void>) {
    const durations: number[] = [];
    const observer = new PerformanceObserver(list => list.getEntries().forEach(entry => durations.push(entry.duration)));
    observer.observe({ type: 'longtask', buffered: false });
    await run();
    await new Promise(resolve => setTimeout(resolve, 50));
    observer.disconnect();
    return { count: durations.length, longestMs: durations.length ? Math.max(...durations) : 0 };
}

declare global {
    interface Window {
        bench: Record<string, (...args: number[]) => Promise<unknown>>;
    }
}

window.bench = {
    /** One chart of `points` points: time from render to the first frame after it drew. */
    async firstDraw(points = 50_000) {
        const { firstDrawMs, unmount } = await mount([{ widget: widget('chart', 'basic_timeseries'), points }], { width: 900, height: 480 });
        unmount();
        return firstDrawMs;
    },
    /** The same chart while a new point arrives every `everyMs`: frames per second and long tasks over `seconds`. */
    async live(points = 50_000, everyMs = 100, seconds = 5) {
        const { feeds, unmount } = await mount([{ widget: widget('chart', 'basic_timeseries'), points }], { width: 900, height: 480 });
        let frames = 0;
        const tasks = await longTasks(async () => {
            const timer = setInterval(() => feeds[0].append(), everyMs);
            const end = performance.now() + seconds * 1000;
            while (performance.now() < end) {
                await nextFrame();
                frames += 1;
            }
            clearInterval(timer);
        });
        unmount();
        return { fps: frames / seconds, ...tasks };
    },
    /** `count` widgets (half charts of `points` points, half cards), each updated `perSecond` times a second. */
    async many(count = 20, perSecond = 10, points = 1000, seconds = 5) {
        const widgets = Array.from({ length: count }, (_, index) => ({
            widget: widget(`w${index}`, index % 2 === 0 ? 'basic_timeseries' : 'simple_card'),
            points,
        }));
        const { feeds, firstDrawMs, unmount } = await mount(widgets, { width: 300, height: 220 });
        let frames = 0;
        const tasks = await longTasks(async () => {
            const timers = feeds.map((feed, index) => {
                const every = 1000 / perSecond;
                // Staggered, as updates from separate devices arrive.
                return setTimeout(() => timers.push(setInterval(() => feed.append(), every)), (index * every) / feeds.length) as unknown as ReturnType<typeof setInterval>;
            });
            const end = performance.now() + seconds * 1000;
            while (performance.now() < end) {
                await nextFrame();
                frames += 1;
            }
            timers.forEach(timer => clearInterval(timer));
        });
        unmount();
        return { firstDrawMs, fps: frames / seconds, ...tasks };
    },
};
