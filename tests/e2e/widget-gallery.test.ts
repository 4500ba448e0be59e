import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { WIDGET_BUNDLES } from '../../shared/widgets/bundles';
import { NATIVE_WIDGETS } from '../../src/dashboard/widgets/catalogue';
import { workerBrowser } from '../support/browser';
import { startTestServer } from '../support/server';
import { closePage, openPage, signIn } from './console';

/** Screenshots land here (test-results/ is not versioned). */
const OUT = 'test-results/widget-gallery';
/** The page backgrounds of the two themes (src/layout/theme.ts): a theme has switched once the body shows its own. */
const BACKGROUND = { light: 'rgb(243, 245, 249)', dark: 'rgb(15, 20, 27)' } as const;
/** How long the widgets may take to draw on a busy machine. */
const DRAW_TIMEOUT_MS = 30_000;

const TYPES = WIDGET_BUNDLES.flatMap(bundle => bundle.types.map(type => `${bundle.alias}.${type.typeAlias}`));
/** Not one of ThingsBoard's 97: the demo tenant's thermostat dashboard names it, so the cards bundle has it too. */
const DEMO_ONLY_TYPE = 'cards.label_value_card';

interface Drawn {
    /** The widget's own text (its body, without the gallery card's heading). */
    text: string;
    /** A drawing, image, map, control or table with a size. */
    graphic: boolean;
    spinning: boolean;
    /** 'notFound' or 'error' when the widget shows a fallback instead of itself. */
    fallback: string | null;
    /** An error the widget reports in its own box (an RPC that failed, a bad setting). */
    alert: string | null;
}

/** What each gallery card's widget shows now, by type (all widgets draw at once, on screen or not). */
const drawnContents = (page: Page): Promise<Record<string, Drawn>> =>
    page.evaluate(() => {
        const sized = (node: Element) => {
            const box = node.getBoundingClientRect();
            return box.width > 0 && box.height > 0;
        };
        return Object.fromEntries(
            [...document.querySelectorAll<HTMLElement>('[data-gallery-type]')].map(card => {
                const body = card.querySelector<HTMLElement>('[data-widget-content]');
                const alert = body?.querySelector<HTMLElement>('[role="alert"]');
                const content = body
                    ? {
                          text: body.innerText.trim(),
                          graphic: [...body.querySelectorAll('canvas, svg, img, iframe, input, button, table, [role="meter"], [role="slider"], .leaflet-container')].some(sized),
                          spinning: body.querySelector('[role="progressbar"]') !== null,
                          fallback: body.querySelector('[data-widget-fallback]')?.getAttribute('data-widget-fallback') ?? null,
                          alert: alert ? alert.innerText.trim() : null,
                      }
                    : { text: '', graphic: false, spinning: true, fallback: null, alert: null };
                return [card.dataset.galleryType ?? '', content];
            }),
        );
    });

const isDrawn = (content: Drawn) => !content.spinning && content.fallback === null && (content.graphic || content.text.length > 0);

/**
 * The widget gallery (issue #25 point 3): every one of the 97 types of the 14 system bundles with its
 * default configuration on the demo's live data (the thermostat simulator of `npm start`: a day of
 * history, a reading every few seconds, answers to RPC calls), in the light and the dark theme, on one
 * page. Each widget is screenshotted per theme under test-results/widget-gallery/<theme>/; a widget that
 * shows a fallback ('Widget type not found', a load error), an error of its own, or nothing at all fails
 * the test, and so does any error toast, failed request or page error (the e2e problem watch).
 */
describe('widget gallery', () => {
    let server: RunningServer;
    let browser: Browser;
    beforeAll(async () => {
        [server, browser] = await Promise.all([startTestServer({ simulator: true }), workerBrowser()]);
    });
    afterAll(async () => {
        await browser?.close();
        await server?.close();
    });

    const openGallery = async (): Promise<Page> => {
        const page = await openPage(browser, `${server.url}/login`);
        // The machines have no internet: the map tiles' absence is made certain and quick (the maps say so in their box).
        await page.route(/tile\.openstreetmap\.org|tile\.opentopomap\.org|arcgisonline\.com|cartocdn\.com/, route => route.abort());
        await signIn(page, 'tenant@thingsboard.org', 'tenant');
        await page.waitForURL(url => url.pathname === '/home');
        await page.goto(`${server.url}/widgets-gallery`);
        await page.getByRole('heading', { name: 'Widget gallery', level: 2 }).waitFor();
        return page;
    };

    it('draws every one of the 97 types natively in the light and the dark theme: none empty, none failing', async () => {
        expect(TYPES.filter(type => type !== DEMO_ONLY_TYPE)).toHaveLength(97);
        expect(TYPES.filter(type => !(type in NATIVE_WIDGETS))).toEqual([]);
        const page = await openGallery();
        const coverage: Record<string, { light?: Drawn; dark?: Drawn }> = {};
        const failures: string[] = [];
        try {
            expect(await page.locator('[data-gallery-type]').count()).toBe(TYPES.length);
            for (const theme of ['light', 'dark'] as const) {
                await page.emulateMedia({ colorScheme: theme });
                await page.waitForFunction(color => getComputedStyle(document.body).backgroundColor === color, BACKGROUND[theme], { polling: 100 });
                mkdirSync(`${OUT}/${theme}`, { recursive: true });
                await expect.poll(async () => Object.values(await drawnContents(page)).every(isDrawn), { timeout: DRAW_TIMEOUT_MS }).toBe(true).catch(() => undefined);
                const contents = await drawnContents(page);
                for (const type of TYPES) {
                    const content = contents[type]!;
                    coverage[type] = { ...coverage[type], [theme]: content };
                    if (!isDrawn(content)) failures.push(`${type} (${theme}) draws nothing: ${JSON.stringify(content)}`);
                    if (content.alert !== null) failures.push(`${type} (${theme}) shows an error: ${content.alert}`);
                    await page.locator(`[data-gallery-type="${type}"]`).screenshot({ path: `${OUT}/${theme}/${type}.png` });
                }
            }
            // Every widget is looked at before the verdict: one run names all that fail.
            expect(failures).toEqual([]);
        } finally {
            mkdirSync(OUT, { recursive: true });
            writeFileSync(`${OUT}/coverage.json`, JSON.stringify(coverage, null, 1));
            await closePage(page);
        }
    }, 300_000);
});
