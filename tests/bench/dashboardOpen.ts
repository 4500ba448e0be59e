/**
 * The open time of a 30-widget dashboard of mixed native types in the built console, and the bundle
 * sizes: the shell (what every page loads) against the widget chunks (loaded with their first use).
 * Called by tests/bench/dashboard.ts; needs `npx vite build` first.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { WIDGET_TYPES, widgetTypeKey } from '../../shared/widgets/bundles';
import { NATIVE_WIDGETS } from '../../src/dashboard/widgets/catalogue';
import { GALLERY_ALIASES, galleryWidget } from '../../src/pages/widgetGallery/galleryWidgets';
import { apiClient } from '../support/api';
import { startTestServer } from '../support/server';

/** 30 native types taken in turn from each bundle, so charts, gauges, cards, tables, maps and controls mix. */
export function mixedWidgets(count = 30) {
    const byBundle = new Map<string, typeof WIDGET_TYPES[number][]>();
    for (const type of WIDGET_TYPES.filter(type => widgetTypeKey(type) in NATIVE_WIDGETS)) byBundle.set(type.bundleAlias, [...(byBundle.get(type.bundleAlias) ?? []), type]);
    const picked: typeof WIDGET_TYPES[number][] = [];
    for (let round = 0; picked.length < count && round < 100; round++) {
        for (const types of byBundle.values()) if (types[round] && picked.length < count) picked.push(types[round]!);
    }
    return picked.map((type, index) => ({ ...galleryWidget(type.bundleAlias, type), id: `bench-${index}` }));
}

/** A dashboard of those widgets laid out on ThingsBoard's 24-column grid, four to a row. */
function mixedDashboard(widgets: ReturnType<typeof mixedWidgets>) {
    const layout = Object.fromEntries(widgets.map((widget, index) => [widget.id, { sizeX: 6, sizeY: 5, row: Math.floor(index / 4) * 5, col: (index % 4) * 6 }]));
    return {
        title: 'Bench: 30 mixed widgets',
        configuration: {
            widgets: Object.fromEntries(widgets.map(widget => [widget.id, widget])),
            states: { default: { name: 'Bench', root: true, layouts: { main: { widgets: layout, gridSettings: { columns: 24, margin: 10, backgroundColor: '#eeeeee' } } } } },
            entityAliases: GALLERY_ALIASES,
            filters: {},
            timewindow: { realtime: { timewindowMs: 3_600_000, interval: 60_000 }, aggregation: { type: 'NONE', limit: 1000 } },
            settings: {},
        },
    };
}

/**
 * Opens the dashboard `runs` times, each in a fresh signed-in context: cold (no widget code loaded yet),
 * then warm (a second open in the same page); from navigation start to every widget drawn (no spinner left).
 */
export async function measureDashboardOpen(browser: Browser, runs: number): Promise<{ cold: number[]; warm: number[] }> {
    const server = await startTestServer();
    try {
        const api = apiClient(server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const saved = await api.post('/api/dashboard', mixedDashboard(mixedWidgets()), token);
        if (saved.status !== 200) throw new Error(`dashboard not saved: ${saved.text}`);
        const url = `${server.url}/dashboards/${saved.body.id.id}`;
        const openOnce = async (page: import('playwright-core').Page) => {
            const started = Date.now();
            await page.goto(url);
            await page.waitForFunction(() => {
                const widgets = document.querySelectorAll('[data-widget-content]');
                return widgets.length === 30 && [...widgets].every(widget => !widget.querySelector('[role="progressbar"]') && widget.childElementCount > 0);
            }, undefined, { timeout: 30_000, polling: 'raf' });
            return Date.now() - started;
        };
        const cold: number[] = [];
        const warm: number[] = [];
        for (let run = 0; run < runs; run++) {
            const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
            const page = await context.newPage();
            await page.goto(`${server.url}/login`);
            await page.locator('input[name="username"]').fill('tenant@thingsboard.org');
            await page.locator('input[name="password"]').fill('tenant');
            await page.locator('button[type="submit"]').click();
            await page.waitForURL(where => where.pathname === '/home');
            cold.push(await openOnce(page));
            warm.push(await openOnce(page));
            await context.close();
        }
        return { cold, warm };
    } finally {
        await server.close();
    }
}

/** The shell (the entry and what it preloads, from dist/index.html) against every other chunk, raw and gzipped. */
export function bundleSizes(dist = path.resolve(import.meta.dirname, '../../dist')) {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const shellFiles = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(match => match[1]!));
    const assets = readdirSync(path.join(dist, 'assets')).filter(name => name.endsWith('.js')).map(name => `assets/${name}`);
    const size = (files: string[]) => files.reduce(
        (sum, file) => {
            const bytes = readFileSync(path.join(dist, file));
            return { raw: sum.raw + statSync(path.join(dist, file)).size, gzip: sum.gzip + gzipSync(bytes).length };
        },
        { raw: 0, gzip: 0 },
    );
    const others = assets.filter(file => !shellFiles.has(file));
    return { shell: { files: shellFiles.size, ...size([...shellFiles]) }, lazy: { files: others.length, ...size(others) }, largestLazy: others.map(file => ({ file, ...size([file]) })).sort((a, b) => b.gzip - a.gzip).slice(0, 8) };
}
