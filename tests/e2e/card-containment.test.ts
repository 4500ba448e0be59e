import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleUnderTest } from './console';
import { createDashboard, DASHBOARD_SETTINGS, GRID, openDashboardPage, systemWidget, tenantSessionWithThermostatT1, widgetRegion } from './support/dashboards';

/**
 * An HTML card's author tries every way out of the card's box (issue #20.6): an inline
 * `position: fixed` layer over the whole window at the highest z-index, a sticky one, negative
 * margins, a transform, and card CSS that reaches the card's own element (`&`) or the page around it
 * (`:has(&)`). The console stays visible and usable: outside the cards' boxes, no point of the window
 * hits a card's content, and the side menu and the toolbar take clicks.
 */
const COVER = 'position:fixed; inset:0; width:100vw; height:100vh; z-index:2147483647; background:rgba(220,0,0,0.85)';
const CARDS: Array<{ title: string; html: string; css?: string }> = [
    { title: 'Fixed layer', html: `<div style="${COVER}">Fixed layer</div>` },
    { title: 'Sticky layer', html: `<div style="position:sticky; top:-2000px; height:4000px; margin-top:-2000px; z-index:99999; background:rgba(0,120,0,0.85)">Sticky layer</div>` },
    { title: 'Negative margins', html: '<div style="margin:-3000px; width:8000px; height:8000px; position:relative; z-index:99999; background:rgba(0,0,200,0.85)">Negative margins</div>' },
    { title: 'Transform', html: '<div style="transform:translate(-400px,-400px) scale(12); background:rgba(200,120,0,0.85)">Transform</div>' },
    { title: 'Card CSS', html: '<div class="cover">Card CSS</div>', css: `& { ${COVER} } .cover { ${COVER} } :has(&) nav { visibility: hidden }` },
];

describe('HTML cards stay inside their box', () => {
    const suite = consoleUnderTest();

    /** Points of the window, on a 40 px grid, that hit an element of a card while lying outside every card's box. */
    const escapedPoints = async (page: Page) => {
        const cards = await Promise.all(CARDS.map(card => widgetRegion(page, card.title).elementHandle()));
        return page.evaluate(regions => {
            const boxes = regions.map(region => region!.getBoundingClientRect());
            const escapes: string[] = [];
            for (let x = 2; x < window.innerWidth; x += 40) {
                for (let y = 2; y < window.innerHeight; y += 40) {
                    if (boxes.some(box => x >= box.left && x <= box.right && y >= box.top && y <= box.bottom)) continue;
                    const hit = document.elementFromPoint(x, y);
                    if (hit && regions.some(region => region!.contains(hit))) escapes.push(`${x},${y}: ${hit.textContent?.slice(0, 20)}`);
                }
            }
            return escapes;
        }, cards);
    };

    it('keeps a fixed, sticky, shifted or transformed card and card CSS within the card; the console stays usable', async () => {
        const session = await tenantSessionWithThermostatT1(suite.server.url);
        const ids = CARDS.map(() => randomUUID());
        const widgets = Object.fromEntries(
            CARDS.map(({ title, html, css }, index) => [ids[index], systemWidget(ids[index]!, 'cards', 'html_card', 'static', title, { settings: { cardHtml: html, cardCss: css ?? '' } })]),
        );
        const layout = Object.fromEntries(ids.map((id, index) => [id, { sizeX: 8, sizeY: 4, row: Math.floor(index / 3) * 4, col: (index % 3) * 8 }]));
        const title = 'Hostile cards';
        const configuration = {
            widgets,
            states: { default: { name: title, root: true, layouts: { main: { gridSettings: GRID, widgets: layout } } } },
            entityAliases: {}, filters: {}, settings: DASHBOARD_SETTINGS,
        };
        const id = await createDashboard(session, title, configuration);

        for (const width of [1280, 400]) {
            const page = await openDashboardPage(suite.browser, suite.server.url, { id, title }, width);
            try {
                for (const card of CARDS) await widgetRegion(page, card.title).getByText(card.title, { exact: true }).first().waitFor({ state: 'attached' });
                for (const colorScheme of ['light', 'dark'] as const) {
                    await page.emulateMedia({ colorScheme });
                    expect(await escapedPoints(page)).toEqual([]);
                    await page.screenshot({ path: `test-results/card-containment-${width}-${colorScheme}.png` });
                }
                // Takes the click: nothing of a card lies over it (Playwright checks what the point hits).
                await page.getByRole('heading', { name: title, level: 1 }).click();
                if (width === 1280) {
                    await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Devices', exact: true }).click();
                    await page.waitForURL(/\/devices$/);
                }
            } finally {
                await page.context().close();
            }
        }
    }, 90_000);
});
