import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api';
import { consoleUnderTest, openSignedIn } from './console';

interface StoredDashboard {
    configuration: null | {
        widgets: Record<string, { typeAlias: string; config: { title?: string } }>;
        states: Record<string, { root?: boolean; layouts: { main: { widgets: Record<string, { row?: number; col?: number; sizeX: number; sizeY: number; mobileOrder?: number | null }> } } }>;
    };
}

/**
 * Edit mode as a tenant admin uses it: a new (empty) dashboard gets a chart and a card from the
 * bundles, one is dragged, the dashboard is saved and reloaded with both in place; on a phone
 * the saved dashboard shows one column in the mobile order.
 */
describe('dashboard editor', () => {
    const suite = consoleUnderTest();

    const createEmptyDashboard = async (title: string) => {
        const api = apiClient(suite.server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const created = await api.post<{ id: { id: string } }>('/api/dashboard', { title }, token);
        expect(created.status).toBe(200);
        const stored = async () => (await api.get<StoredDashboard>(`/api/dashboard/${created.body.id.id}`, token)).body;
        return { id: created.body.id.id, stored };
    };

    const openAsTenant = async (path: string, width: number): Promise<Page> => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}${path}`, 'tenant@thingsboard.org', 'tenant', { width });
        return page;
    };

    const addWidget = async (page: Page, bundle: string, type: string, screenshot?: string) => {
        await page.getByRole('button', { name: 'Add new widget' }).click();
        const picker = page.getByRole('dialog', { name: 'Add new widget' });
        await picker.getByLabel('Select widgets bundle').click();
        await page.getByRole('option', { name: new RegExp(`^${bundle}`) }).click();
        await picker.getByRole('button', { name: type, exact: true }).waitFor();
        if (screenshot) await page.screenshot({ path: screenshot });
        await picker.getByRole('button', { name: type, exact: true }).click();
        // The new widget's configuration opens at once.
        const config = page.getByRole('dialog');
        await config.getByRole('button', { name: 'Save', exact: true }).click();
        await config.waitFor({ state: 'detached' });
    };

    const box = async (locator: Locator) => {
        const found = await locator.boundingBox();
        if (!found) throw new Error('not visible');
        return found;
    };

    it('adds a chart and a card, moves the card, saves and finds both in place after a reload', async () => {
        const dashboard = await createEmptyDashboard('Editor e2e');
        const page = await openAsTenant(`/dashboards/${dashboard.id}`, 1280);
        try {
            await page.getByRole('heading', { name: 'Editor e2e', level: 1 }).waitFor();
            await page.getByRole('button', { name: 'Enter edit mode' }).click();
            await addWidget(page, 'Charts', 'Timeseries Line Chart', 'test-results/dashboard-editor-add-widget-1280.png');
            await addWidget(page, 'Cards', 'Simple card');

            const chart = page.getByRole('group', { name: 'Timeseries Line Chart' });
            const card = page.getByRole('group', { name: 'Simple card' });
            // First free places: the chart at the top left, the card right of it.
            const chartBox = await box(chart);
            const cardBox = await box(card);
            expect(Math.abs(cardBox.y - chartBox.y)).toBeLessThan(2);
            expect(cardBox.x).toBeGreaterThan(chartBox.x + chartBox.width - 2);

            // Drag the card under the chart, to the left edge.
            await page.mouse.move(cardBox.x + cardBox.width / 2, cardBox.y + cardBox.height / 2);
            await page.mouse.down();
            const target = { x: chartBox.x + cardBox.width / 2, y: chartBox.y + chartBox.height + cardBox.height / 2 + 20 };
            for (let step = 1; step <= 10; step++)
                await page.mouse.move(cardBox.x + cardBox.width / 2 + ((target.x - cardBox.x - cardBox.width / 2) * step) / 10, cardBox.y + cardBox.height / 2 + ((target.y - cardBox.y - cardBox.height / 2) * step) / 10);
            await page.mouse.up();
            await expect.poll(async () => (await box(card)).y).toBeGreaterThan(chartBox.y + chartBox.height - 2);

            await page.screenshot({ path: 'test-results/dashboard-editor-1280.png' });
            await page.getByRole('button', { name: 'Save', exact: true }).click();
            await page.getByRole('button', { name: 'Enter edit mode' }).waitFor();

            const saved = await dashboard.stored();
            const configuration = saved.configuration!;
            const places = Object.values(configuration.states).find(state => state.root)!.layouts.main.widgets;
            const byType = Object.fromEntries(Object.entries(configuration.widgets).map(([id, widget]) => [widget.typeAlias, places[id]]));
            expect(byType.basic_timeseries).toMatchObject({ row: 0, col: 0, sizeX: 8, sizeY: 5 });
            expect(byType.simple_card).toMatchObject({ col: 0, sizeX: 5, sizeY: 3 });
            expect(byType.simple_card.row).toBeGreaterThanOrEqual(5);

            await page.reload();
            const chartRegion = page.getByRole('region', { name: 'Timeseries Line Chart' });
            const cardRegion = page.getByRole('region', { name: 'Simple card' });
            await cardRegion.waitFor();
            const [chartAfter, cardAfter] = [await box(chartRegion), await box(cardRegion)];
            expect(cardAfter.y).toBeGreaterThan(chartAfter.y + chartAfter.height - 2);
            expect(Math.abs(cardAfter.x - chartAfter.x)).toBeLessThan(2);
        } finally {
            await page.context().close();
        }
    });

    it('undoes with Ctrl+Z and asks before cancelling unsaved changes', async () => {
        const dashboard = await createEmptyDashboard('Editor undo');
        const page = await openAsTenant(`/dashboards/${dashboard.id}`, 1280);
        try {
            await page.getByRole('button', { name: 'Enter edit mode' }).click();
            await addWidget(page, 'Cards', 'Simple card');
            await addWidget(page, 'Cards', 'Simple card');
            await expect.poll(() => page.getByRole('group', { name: 'Simple card' }).count()).toBe(2);
            await page.keyboard.press('Control+z');
            await expect.poll(() => page.getByRole('group', { name: 'Simple card' }).count()).toBe(1);

            // A new state, opened from the state select: the URL follows (?state=) and its layout is empty.
            await page.getByRole('button', { name: 'Manage dashboard states' }).click();
            const states = page.getByRole('dialog', { name: 'Manage dashboard states' });
            await states.getByRole('textbox', { name: 'Name', exact: true }).fill('Details');
            await states.getByRole('button', { name: 'Add state' }).click();
            await states.getByRole('button', { name: 'Save' }).click();
            await states.waitFor({ state: 'detached' });
            await page.getByRole('combobox', { name: 'Dashboard state' }).click();
            await page.getByRole('option', { name: 'Details' }).click();
            await page.waitForURL(/[?&]state=/);
            await expect.poll(() => page.getByRole('group', { name: 'Simple card' }).count()).toBe(0);

            // Leaving with unsaved changes asks first; staying keeps the edits.
            await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Devices', exact: true }).click();
            const leave = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
            await leave.getByRole('button', { name: 'Cancel' }).click();
            await leave.waitFor({ state: 'detached' });
            expect(page.url()).toContain(`/dashboards/${dashboard.id}`);

            await page.getByRole('button', { name: 'Cancel', exact: true }).click();
            await page.getByRole('dialog').getByRole('button', { name: 'Discard changes' }).click();
            await page.getByRole('button', { name: 'Enter edit mode' }).waitFor();
            expect(await page.getByRole('region', { name: 'Simple card' }).count()).toBe(0);
            // Nothing was saved: the new dashboard still has no configuration, or one without widgets.
            expect(Object.keys((await dashboard.stored()).configuration?.widgets ?? {})).toHaveLength(0);
        } finally {
            await page.context().close();
        }
    });

    it('at 400 px shows one column in the mobile order set in the editor', async () => {
        const dashboard = await createEmptyDashboard('Editor mobile');
        const page = await openAsTenant(`/dashboards/${dashboard.id}`, 1280);
        try {
            await page.getByRole('button', { name: 'Enter edit mode' }).click();
            await addWidget(page, 'Charts', 'Timeseries Line Chart');
            await addWidget(page, 'Cards', 'Simple card');
            // The card first on phones.
            await page.getByRole('button', { name: 'Mobile layout: Simple card' }).click();
            const mobile = page.getByRole('dialog');
            await mobile.getByLabel('Order in mobile mode').fill('1');
            await mobile.getByRole('button', { name: 'Save' }).click();
            await page.getByRole('button', { name: 'Save', exact: true }).click();
            await page.getByRole('button', { name: 'Enter edit mode' }).waitFor();
        } finally {
            await page.context().close();
        }

        const phone = await openAsTenant(`/dashboards/${dashboard.id}`, 400);
        try {
            const card = phone.getByRole('region', { name: 'Simple card' });
            const chart = phone.getByRole('region', { name: 'Timeseries Line Chart' });
            await chart.waitFor();
            const [cardBox, chartBox] = [await box(card), await box(chart)];
            expect(cardBox.y).toBeLessThan(chartBox.y);
            expect(Math.abs(cardBox.x - chartBox.x)).toBeLessThan(2);
            expect(cardBox.width).toBeGreaterThan(300);
            await phone.screenshot({ path: 'test-results/dashboard-editor-400.png', fullPage: true });
            // Edit mode on a phone: the mobile preview with the widget actions (the toolbar's secondary actions sit behind '⋮').
            await phone.getByRole('button', { name: 'More actions' }).click();
            await phone.getByRole('button', { name: 'Enter edit mode' }).click();
            await phone.getByRole('button', { name: 'Mobile layout: Simple card' }).waitFor();
            await phone.screenshot({ path: 'test-results/dashboard-editor-edit-400.png', fullPage: true });
        } finally {
            await phone.context().close();
        }
    });
});
