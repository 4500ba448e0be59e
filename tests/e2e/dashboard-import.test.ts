import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dashboardFromFile } from '../../src/pages/dashboards/share/dashboardImport';
import { nativeWidgetLoader } from '../../src/dashboard/widgets/catalogue';
import { apiClient } from '../support/api';
import { closePage, consoleUnderTest, openSignedIn } from './console';

const FIXTURES = path.resolve(__dirname, '../fixtures/dashboards');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8');

interface FixtureConfiguration {
    widgets: Record<string, { bundleAlias: string; typeAlias: string }>;
    states: Record<string, { root?: boolean; layouts: Record<string, { widgets?: Record<string, unknown> }> }>;
}
/** The widgets the root state shows in its main layout: what a person sees on opening the dashboard. */
const rootWidgets = (configuration: FixtureConfiguration) => {
    const root = Object.values(configuration.states).find(state => state.root) ?? configuration.states.default!;
    return Object.keys(root.layouts.main!.widgets ?? {}).map(id => configuration.widgets[id]!);
};
/** Root widgets whose type the console does not draw natively yet: each shows the 'Widget type not found' placeholder. */
const notNative = (configuration: FixtureConfiguration) => rootWidgets(configuration).filter(widget => nativeWidgetLoader(widget) === null);

/** Firmware's and Software's value-card labels, each wholly inside its widget's box. */
const expectCardLabelsInside = async (page: Page) => {
    for (const label of ['Device Waiting', 'Device Updating', 'Device Updated', 'Device Failed']) {
        const text = page.getByText(label, { exact: true });
        const card = page.locator('[data-widget-id]', { has: text });
        const [textBox, cardBox] = [await text.boundingBox(), await card.boundingBox()];
        expect(textBox && cardBox, label).toBeTruthy();
        expect(textBox!.y, label).toBeGreaterThanOrEqual(cardBox!.y);
        expect(textBox!.y + textBox!.height, label).toBeLessThanOrEqual(cardBox!.y + cardBox!.height);
    }
};

/** Rows of the widget's table wholly inside the table's scrolled area: what a person reads without scrolling. */
const fullyVisibleRows = (widget: Locator) =>
    widget.evaluate(element => {
        const area = element.querySelector('table')!.parentElement!.getBoundingClientRect();
        const header = element.querySelector('thead')!.getBoundingClientRect();
        return [...element.querySelectorAll('tbody tr')].filter(row => {
            const box = row.getBoundingClientRect();
            return box.top >= header.bottom - 1 && box.bottom <= area.bottom + 1;
        }).length;
    });

/**
 * ThingsBoard's own demo dashboards (issue #10 point 6): one imported through the list's Import
 * button and exported back from its toolbar, all five opened — every widget of the root state
 * renders natively or as a placeholder, none crashes.
 */
describe("importing ThingsBoard's dashboards", () => {
    const suite = consoleUnderTest();

    const signedInAdmin = async (): Promise<Page> => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}/home`, 'tenant@thingsboard.org', 'tenant');
        return page;
    };

    /** Every root widget drawn, none failing; a placeholder only for a type not drawn natively (none once #25 is done). */
    const expectEveryWidgetRendered = async (page: Page, configuration: FixtureConfiguration) => {
        const widgets = page.locator('[data-widget-id]');
        await expect.poll(() => widgets.count()).toBe(rootWidgets(configuration).length);
        await expect.poll(() => page.locator('[data-widget-content] [role="progressbar"]').count(), { timeout: 15_000 }).toBe(0);
        // No widget's crash and no error overlay over the page.
        expect(await page.locator('[data-widget-fallback="error"]').count()).toBe(0);
        expect(await page.locator('vite-error-overlay').count()).toBe(0);
        expect(await page.locator('[data-widget-fallback="notFound"]').count()).toBe(notNative(configuration).length);
    };

    it('imports thermostats.json from the dashboards list, opens it, and exports it back with every field', async () => {
        const page = await signedInAdmin();
        try {
            await page.goto(`${suite.server.url}/dashboards`);
            await page.getByRole('button', { name: 'Import dashboard' }).waitFor();
            await page.getByTestId('import-dashboard-file').setInputFiles(path.join(FIXTURES, 'thermostats.json'));

            await page.waitForURL(url => /^\/dashboards\/[0-9a-f-]{36}$/.test(url.pathname));
            await page.getByRole('heading', { name: 'Thermostats', level: 1 }).waitFor();
            const original = JSON.parse(fixture('thermostats'));
            await expectEveryWidgetRendered(page, original.configuration);
            await page.screenshot({ path: 'test-results/dashboard-import-thermostats-1280.png' });

            const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export dashboard' }).click()]);
            expect(download.suggestedFilename()).toBe('thermostats.json');
            const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
            // thermostats.json is current ThingsBoard: the upgrade changes nothing in it.
            expect(exported.configuration).toEqual(original.configuration);
            expect(exported.title).toBe(original.title);
            expect(exported.id).toBeUndefined();
        } finally {
            await closePage(page);
        }
    });

    /** The demo data ThingsBoard's dashboards show: the thermostats' four alarms and a few intervals of the demo chains' queue statistics. */
    const demoTraffic = async (api: ReturnType<typeof apiClient>, token: string) => {
        const thermostats = await api.get<{ data: Array<{ id: { id: string; entityType: string } }> }>('/api/tenant/devices?type=thermostat&pageSize=10&page=0', token);
        expect(thermostats.body.data).toHaveLength(2);
        for (const { id } of thermostats.body.data) {
            for (const [type, severity] of [['High Temperature', 'MAJOR'], ['Low Humidity', 'MINOR']]) {
                expect((await api.post('/api/alarm', { originator: id, type, severity, status: 'ACTIVE_UNACK' }, token)).status).toBe(200);
            }
        }
        const engine = suite.server.app.ctx.ruleEngine;
        for (const minutesAgo of [3, 2, 1]) {
            const posted = await fetch(`${suite.server.url}/api/v1/DHT11_DEMO_TOKEN/telemetry`, { method: 'POST', body: JSON.stringify({ temperature: 21 }), headers: { 'Content-Type': 'application/json' } });
            expect(posted.status).toBe(200);
            await engine.settled();
            engine.queueStats.flush(Date.now() - minutesAgo * 60_000);
        }
    };

    /** What each demo dashboard shows beyond drawing: its labels unclipped, its rows, its configured columns, its statistics. */
    const showsItsDemoData: Record<string, (page: Page) => Promise<void>> = {
        // Each HTML value card's label lies inside its widget (the grid's rows fill the window, the cards' own padding of 0 kept).
        firmware: page => expectCardLabelsInside(page),
        software: page => expectCardLabelsInside(page),
        // At ThingsBoard's 13×5 the alarms table shows whole alarm rows, not just its header.
        thermostats: async page => {
            const alarms = page.locator('[data-widget-id]', { has: page.getByRole('table', { name: 'Alarms' }) });
            await expect.poll(() => alarms.locator('tbody tr[data-alarm-type]').count()).toBe(4);
            expect(await fullyVisibleRows(alarms)).toBeGreaterThanOrEqual(2);
        },
        // The gateways table's columns are its configured keys, though no gateway exists yet.
        gateways: async page => {
            const headers = await page.getByRole('columnheader').allInnerTexts();
            expect(headers.map(text => text.trim()).filter(Boolean)).toEqual(['Gateway Name', 'Active', 'Sent', 'Events', 'Latest log', 'Log level']);
        },
        // The queue statistics the demo chains produced, per series of the Main queue's asset; the exceptions table headed by its keys.
        rule_engine_statistics: async page => {
            const queueStats = page.getByRole('region', { name: 'Queue Stats' });
            await queueStats.getByText(/^Main_.+ Successful$/).waitFor();
            expect(await queueStats.getByText('No data found').count()).toBe(0);
            const exceptions = page.getByRole('region', { name: 'Exceptions' });
            expect((await exceptions.getByRole('columnheader').allInnerTexts()).map(text => text.trim()).filter(Boolean)).toEqual(['Timestamp', 'Rule Chain', 'Rule Node', 'Latest Error']);
        },
    };

    it('opens each of the five with every root-state widget drawn natively, no widget error, showing the demo data', async () => {
        const api = apiClient(suite.server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        await demoTraffic(api, token);
        const page = await signedInAdmin();
        try {
            for (const name of ['firmware', 'gateways', 'rule_engine_statistics', 'software', 'thermostats']) {
                const dashboard = dashboardFromFile(fixture(name));
                const saved = await api.post('/api/dashboard', dashboard, token);
                expect(saved.status, saved.text).toBe(200);
                await page.goto(`${suite.server.url}/dashboards/${saved.body.id.id}`);
                await page.getByRole('heading', { name: dashboard.title, level: 1 }).waitFor();
                await expectEveryWidgetRendered(page, dashboard.configuration as unknown as FixtureConfiguration);
                await showsItsDemoData[name]!(page);
                await page.screenshot({ path: `test-results/dashboard-import-${name}-1280.png` });
            }
        } finally {
            await closePage(page);
        }
    });
});
