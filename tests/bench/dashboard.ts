/**
 * Dashboard runtime benchmark in Chromium (issue #9 point 6). Goals: first draw of 50k points
 * under 300 ms; no task over 50 ms with 20 widgets updated 10 times a second each.
 *   npx tsx tests/bench/dashboard.ts [runs=5]
 * Bundles tests/bench/dashboard-harness.tsx (real WidgetHost, chart and card; in-page fake feeds,
 * no server) with esbuild, loads it into headless Chromium and prints:
 *   - first draw: one chart of 50,000 points, from render to the first frame after it drew;
 *   - live: that chart while a point arrives every 100 ms (the window slides): frames per second,
 *     long tasks (PerformanceObserver 'longtask', over 50 ms) and the longest;
 *   - 20 widgets: 10 charts of 1,000 points and 10 cards, each updated 10 times a second for 5 s.
 *
 * Chart library chosen by measurement (Chromium 156 headless, 2 cores, one line of 50,000 points
 * at 800x400, construction to next animation frame, median of 5; bundle = minified esbuild IIFE
 * of a line chart with tooltip/legend/time axis, gzip -9):
 *   uPlot 1.6.32     36 ms (23–48)    23.6 KB gz   ← chosen
 *   Chart.js 4.6.1   85 ms (59–94)    58.2 KB gz   (decimation min-max, parsing off)
 *   ECharts 6.1.0   162 ms (145–182) 186.6 KB gz   (tree-shaken core, lttb sampling)
 *
 * Measured with this script on the 2-core machine at load average 15 (six agents building and
 * testing beside it), 5 runs (3 for the live ones), p50 [min–max]:
 *   chart 50k points   first draw 55 ms [38–82]                               goal < 300 ✓
 *   chart 50k + live   55 fps [54–59]; long tasks 2 [0–3], longest 113 ms [0–141]
 *   20 widgets x 10/s  first draw 72 ms [67–115]; 49 fps [43–54]; long tasks 0 [0–2], longest 0 [0–103]
 * Tuning that got there (before → after, same load): each feed update renders its own widget
 * synchronously (flushSync) in the task that brought it instead of React batching all widgets'
 * updates into one render and one round of chart redraws (20 widgets: 7 long tasks, longest
 * 195 ms → 0–2, longest ≤ 103 ms); the frame (title bar, picker) no longer re-renders with data,
 * only the widget body; legend and card rows are styled once, not with per-cell sx (emotion was
 * a third of the script time). The long tasks left come and go with the machine's load: the
 * same run on a quiet machine is the fair measure of the 50 ms goal.
 * A later run (load 17–18, the whole widget set being written beside it), 5 runs: first draw
 * 139 ms [47–550]; live 57 fps, long tasks 1 [0–2]; 20 widgets 46 fps, long tasks 1 [1–2],
 * longest 75 ms [67–97]. The same code measured 55–99 ms first draw at load 15–16.
 */
import { build, type Plugin } from 'esbuild';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../support/browser';
import { bundleSizes, measureDashboardOpen } from './dashboardOpen';

const RUNS = Number(process.argv[2] ?? 5);
const root = path.resolve(import.meta.dirname, '../..');

/**
 * The benchmark measures the chart and the card: the catalogue is narrowed to those two, so the rest
 * of the widget set (maps, gauges …) neither enters the bundle nor breaks it while being written.
 */
const benchCatalogue: Plugin = {
    name: 'bench-catalogue',
    setup(builder) {
        builder.onResolve({ filter: /\/widgets\/catalogue$/ }, () => ({ path: 'catalogue', namespace: 'bench' }));
        builder.onLoad({ filter: /.*/, namespace: 'bench' }, () => ({
            loader: 'ts',
            resolveDir: path.join(root, 'src/dashboard/widgets'),
            contents: `
                export const widgetTypeKey = (widget: { bundleAlias: string; typeAlias: string }) => widget.bundleAlias + '.' + widget.typeAlias;
                export const NATIVE_WIDGETS: Record<string, () => Promise<unknown>> = {
                    'charts.basic_timeseries': () => import('./chart/TimeseriesChart').then(module => module.chartWidget('line')),
                    'cards.simple_card': () => import('./card/LatestValuesCard').then(module => module.LatestValuesCard),
                };
                export const nativeWidgetLoader = (widget: { bundleAlias: string; typeAlias: string }) => NATIVE_WIDGETS[widgetTypeKey(widget)] ?? null;`,
        }));
    },
};

const bundle = await build({
    plugins: [benchCatalogue],
    entryPoints: [path.join(root, 'tests/bench/dashboard-harness.tsx')],
    bundle: true,
    minify: true,
    write: false,
    outdir: '/tmp/dashboard-bench',
    format: 'iife',
    jsx: 'automatic',
    // Widgets' stylesheets may pull in images and fonts (map markers): inlined, as Vite would emit them.
    loader: { '.css': 'css', '.png': 'dataurl', '.svg': 'dataurl', '.jpg': 'dataurl', '.gif': 'dataurl', '.woff': 'dataurl', '.woff2': 'dataurl' },
    // Vite's import.meta features, which the console's modules use: no other locales, no icon sets.
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env': '{"DEV":false,"PROD":true,"MODE":"production","BASE_URL":"/"}', 'import.meta.glob': '__viteGlob' },
    banner: { js: 'var __viteGlob = () => ({});' },
    logLevel: 'error',
});
const script = bundle.outputFiles.find(file => file.path.endsWith('.js'))!.text;
const css = bundle.outputFiles.find(file => file.path.endsWith('.css'))?.text ?? '';

const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
page.on('pageerror', error => console.error('page error:', error.message));
// Served from an origin of its own (the console's code reads localStorage, which about:blank denies).
const HTML = `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body style="margin:0;font-family:Roboto,sans-serif"><div id="root"></div><script src="/harness.js"></script></body></html>`;
await page.route('http://dashboard.bench/**', route =>
    route.fulfill(route.request().url().endsWith('/harness.js') ? { body: script, contentType: 'text/javascript' } : { body: HTML, contentType: 'text/html' }),
);
await page.goto('http://dashboard.bench/');
await page.waitForFunction(() => 'bench' in window);

const summary = (samples: number[], digits = 0) => {
    const sorted = [...samples].sort((a, b) => a - b);
    const fmt = (value: number) => value.toFixed(digits);
    return `p50 ${fmt(sorted[Math.floor(sorted.length / 2)]!)} [${fmt(sorted[0]!)}–${fmt(sorted[sorted.length - 1]!)}]`;
};

type Live = { fps: number; count: number; longestMs: number; firstDrawMs?: number };
const run = <T>(name: string, ...args: number[]) => page.evaluate(([fn, values]) => window.bench[fn as string]!(...(values as number[])), [name, args] as const) as Promise<T>;

// Long tasks stretch when other processes hold the cores: the load says how busy the machine was.
const load = () => os.loadavg()[0]!.toFixed(1);
console.log(`${os.cpus().length} cores, load average ${load()} at the start`);

// One warm-up of each, so the first sample does not carry JIT compilation.
await run('firstDraw', 50_000);
const firstDraws: number[] = [];
for (let i = 0; i < RUNS; i++) firstDraws.push(await run<number>('firstDraw', 50_000));
console.log(`chart 50k points  first draw ms   ${summary(firstDraws, 1)}   (goal < 300)`);

const lives: Live[] = [];
for (let i = 0; i < Math.min(RUNS, 3); i++) lives.push(await run<Live>('live', 50_000, 100, 5));
console.log(`chart 50k + live  fps             ${summary(lives.map(l => l.fps), 1)}`);
console.log(`                  long tasks      ${summary(lives.map(l => l.count))}   longest ms ${summary(lives.map(l => l.longestMs))}`);

const many: Live[] = [];
for (let i = 0; i < Math.min(RUNS, 3); i++) many.push(await run<Live>('many', 20, 10, 1000, 5));
console.log(`20 widgets x 10/s first draw ms   ${summary(many.map(m => m.firstDrawMs ?? 0))}`);
console.log(`                  fps             ${summary(many.map(m => m.fps), 1)}`);
console.log(`                  long tasks      ${summary(many.map(m => m.count))}   longest ms ${summary(many.map(m => m.longestMs))}   (goal: none > 50)`);

// Issue #25 point 4: a 30-widget dashboard of mixed native types in the built console (dist/), and the bundles.
const open = await measureDashboardOpen(browser, Math.min(RUNS, 3));
console.log(`30 mixed widgets  open ms cold    ${summary(open.cold)}   warm ${summary(open.warm)}   (goal < 1000)`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sizes = bundleSizes();
console.log(`bundles           shell ${sizes.shell.files} files ${kb(sizes.shell.raw)} (${kb(sizes.shell.gzip)} gz); lazy chunks ${sizes.lazy.files} files ${kb(sizes.lazy.raw)} (${kb(sizes.lazy.gzip)} gz)`);
for (const chunk of sizes.largestLazy) console.log(`                  ${chunk.file.padEnd(48)} ${kb(chunk.gzip)} gz`);

console.log(`load average ${load()} at the end`);
await browser.close();
