import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api';
import { consoleUnderTest, openSignedIn } from './console';

/**
 * The Thermostats demo dashboard as a tenant admin sees it: the chart of temperature and
 * humidity draws on a canvas, the card lists each thermostat, and a temperature T1 posts
 * through the device API shows on the card without a reload.
 */
describe('dashboard runtime', () => {
    const suite = consoleUnderTest();

    const openThermostats = async (width: number): Promise<Page> => {
        const api = apiClient(suite.server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const dashboards = await api.get<{ data: Array<{ id: { id: string }; title: string }> }>('/api/tenant/dashboards?pageSize=10&page=0&textSearch=Thermostats', token);
        const thermostats = dashboards.body.data.find(dashboard => dashboard.title === 'Thermostats');
        expect(thermostats).toBeDefined();

        const page = await openSignedIn(suite.browser, `${suite.server.url}/dashboards/${thermostats!.id.id}`, 'tenant@thingsboard.org', 'tenant', { width });
        await page.getByRole('heading', { name: 'Thermostats', level: 1 }).waitFor();
        return page;
    };

    const card = (page: Page) => page.getByRole('region', { name: 'Temperature now' });
    const chart = (page: Page) => page.getByRole('region', { name: 'Temperature and humidity' });

    it('draws the chart, lists the thermostats on the card and shows a posted temperature live', async () => {
        const page = await openThermostats(1280);
        try {
            await chart(page).locator('canvas').first().waitFor();
            // The card has a row per thermostat once the entity query answered.
            await card(page).getByText('Thermostat T1', { exact: true }).waitFor();
            await card(page).getByText('Thermostat T2', { exact: true }).waitFor();
            await page.screenshot({ path: 'test-results/dashboard-runtime-1280.png' });

            const answer = await fetch(`${suite.server.url}/api/v1/T1_TEST_TOKEN/telemetry`, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify({ temperature: 23.46, humidity: 41 }),
            });
            expect(answer.status).toBe(200);
            await card(page).getByText('23.5 °C', { exact: true }).waitFor();
            // The chart's legend counts the new point in its statistics.
            await chart(page).getByRole('table', { name: 'Legend' }).getByText('Thermostat T1 temperature').waitFor();
            await page.screenshot({ path: 'test-results/dashboard-runtime-1280-live.png' });
        } finally {
            await page.context().close();
        }
    });

    it('stacks the widgets in one column on a phone', async () => {
        const page = await openThermostats(400);
        try {
            await card(page).getByText('Thermostat T1', { exact: true }).waitFor();
            const chartBox = await chart(page).boundingBox();
            const cardBox = await card(page).boundingBox();
            expect(chartBox && cardBox && cardBox.y >= chartBox.y + chartBox.height).toBe(true);
            await page.screenshot({ path: 'test-results/dashboard-runtime-400.png', fullPage: true });
        } finally {
            await page.context().close();
        }
    });

    it('opens full screen without the console around it, and comes back', async () => {
        const page = await openThermostats(1280);
        try {
            await page.getByRole('link', { name: 'Expand to fullscreen' }).click();
            await page.waitForURL(/\/dashboard\/[^/]+$/);
            await chart(page).locator('canvas').first().waitFor();
            expect(await page.getByRole('navigation', { name: 'menu' }).count()).toBe(0);
            await page.screenshot({ path: 'test-results/dashboard-runtime-fullscreen.png' });
            await page.getByRole('link', { name: 'Exit fullscreen' }).click();
            await page.waitForURL(/\/dashboards\/[^/]+$/);
            await page.getByRole('navigation', { name: 'menu' }).waitFor();
        } finally {
            await page.context().close();
        }
    });
});
