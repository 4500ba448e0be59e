import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodeStateParam } from '../../src/dashboard/runtime/dashboardStateParam';
import { closePage, consoleUnderTest, openPage, openSignedIn } from './console';

/**
 * Sharing a dashboard as people do it (issue #10 point 3): the tenant admin makes Thermostats
 * public from the dashboards list and hands the link to a visitor who never signs in; assigns it
 * to Customer A, whose user then finds it in their list; a phone gets the one-column layout.
 */
describe('dashboard sharing', () => {
    const suite = consoleUnderTest();

    const signedIn = async (email: string, password: string, width = 1280): Promise<Page> => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}/home`, email, password, { width });
        return page;
    };
    const dashboardRow = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: title, exact: true }) });
    const chart = (page: Page) => page.getByRole('region', { name: 'Temperature and humidity' });
    const card = (page: Page) => page.getByRole('region', { name: 'Temperature now' });

    it("demo Thermostats: a table row opens that thermostat's state, the table's header button opens the map", async () => {
        const admin = await signedIn('tenant@thingsboard.org', 'tenant');
        try {
            await admin.goto(`${suite.server.url}/dashboards`);
            await dashboardRow(admin, 'Thermostats').click();
            const table = admin.getByRole('region', { name: 'Thermostats' });
            await table.getByRole('cell', { name: 'Thermostat T2', exact: true }).click();
            // The state breadcrumb names the thermostat the row was for.
            await admin.getByRole('navigation', { name: 'Dashboard states' }).getByText('Thermostat T2').waitFor();
            await admin.getByRole('region', { name: 'Current values' }).waitFor();
            await admin.getByRole('region', { name: 'Temperature and humidity' }).locator('canvas').first().waitFor();
            await admin.screenshot({ path: 'test-results/dashboard-sharing-thermostat-state-1280.png' });

            await admin.getByRole('button', { name: 'Back' }).click();
            await admin.getByRole('region', { name: 'Thermostats' }).getByRole('button', { name: 'Map' }).click();
            await admin.getByRole('region', { name: 'Thermostats map' }).waitFor();
        } finally {
            await closePage(admin);
        }
    });

    it('makes Thermostats public from the list, shows the link with a copy button, and the link opens it for an anonymous visitor, read-only', async () => {
        const admin = await signedIn('tenant@thingsboard.org', 'tenant');
        let link: string;
        try {
            await admin.goto(`${suite.server.url}/dashboards`);
            await dashboardRow(admin, 'Thermostats').getByRole('button', { name: 'Make public' }).click();
            await admin.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();

            const dialog = admin.getByRole('dialog', { name: 'Dashboard is now public' });
            await dialog.waitFor();
            link = await dialog.getByRole('textbox', { name: 'Public link' }).inputValue();
            expect(link).toMatch(new RegExp(`^${suite.server.url}/dashboard/[0-9a-f-]{36}\\?publicId=[0-9a-f-]{36}$`));
            await dialog.getByRole('button', { name: 'Copy public link' }).waitFor();
            await admin.screenshot({ path: 'test-results/dashboard-sharing-public-link-1280.png' });
            await dialog.getByRole('button', { name: 'Close' }).click();
            // The row now offers the link again and Make private instead of Make public.
            await dashboardRow(admin, 'Thermostats').getByRole('button', { name: 'Make private' }).waitFor();
        } finally {
            await closePage(admin);
        }

        const visitor = await openPage(suite.browser, link);
        try {
            await visitor.getByRole('heading', { name: 'Thermostats', level: 1 }).waitFor();
            await chart(visitor).locator('canvas').first().waitFor();
            expect(new URL(visitor.url()).pathname).toMatch(/^\/dashboard\//);
            expect(await visitor.getByRole('navigation', { name: 'menu' }).count()).toBe(0);
            // Read-only: nothing to share, manage or leave for the shell.
            for (const action of ['Manage assigned customers', 'Make private', 'Public link', 'Exit fullscreen', 'Enter edit mode']) {
                expect(await visitor.getByRole('button', { name: action }).count()).toBe(0);
                expect(await visitor.getByRole('link', { name: action }).count()).toBe(0);
            }
            await visitor.screenshot({ path: 'test-results/dashboard-sharing-public-visitor-1280.png' });
        } finally {
            await closePage(visitor);
        }
    });

    it('assigns Thermostats to Customer A from the dashboard toolbar; Customer A’s user finds it in their list and opens it', async () => {
        const admin = await signedIn('tenant@thingsboard.org', 'tenant');
        try {
            await admin.goto(`${suite.server.url}/dashboards`);
            await dashboardRow(admin, 'Thermostats').click();
            await admin.getByRole('heading', { name: 'Thermostats', level: 1 }).waitFor();
            await admin.getByRole('button', { name: 'Manage assigned customers' }).click();
            const dialog = admin.getByRole('dialog');
            await dialog.getByLabel('Assigned customers').fill('Customer A');
            await admin.getByRole('option', { name: 'Customer A', exact: true }).click();
            await admin.screenshot({ path: 'test-results/dashboard-sharing-assign-1280.png' });
            await dialog.getByRole('button', { name: 'Save' }).click();
            await dialog.waitFor({ state: 'detached' });
        } finally {
            await closePage(admin);
        }

        const customer = await signedIn('customerA@thingsboard.org', 'customer');
        try {
            await customer.goto(`${suite.server.url}/dashboards`);
            await dashboardRow(customer, 'Thermostats').waitFor();
            expect(await dashboardRow(customer, 'Gateways').count()).toBe(0);
            await dashboardRow(customer, 'Thermostats').click();
            await customer.getByRole('heading', { name: 'Thermostats', level: 1 }).waitFor();
            await chart(customer).locator('canvas').first().waitFor();
            // A customer user views; sharing stays with the tenant.
            expect(await customer.getByRole('button', { name: 'Manage assigned customers' }).count()).toBe(0);
        } finally {
            await closePage(customer);
        }
    });

    it('on a 400 px phone stacks the widgets full width; embedded=true&hideToolbar=true shows the dashboard alone', async () => {
        const customer = await signedIn('customerA@thingsboard.org', 'customer', 400);
        try {
            // A phone lists dashboards as cards, not table rows.
            await customer.goto(`${suite.server.url}/dashboards`);
            await customer.getByText('Thermostats', { exact: true }).click();
            // The thermostats are the tenant's own: Customer A's user sees the widgets, without their rows.
            await chart(customer).locator('canvas').first().waitFor();
            await card(customer).waitFor();
            const chartBox = (await chart(customer).boundingBox())!;
            const cardBox = (await card(customer).boundingBox())!;
            expect(cardBox.y).toBeGreaterThanOrEqual(chartBox.y + chartBox.height);
            expect(Math.abs(cardBox.width - chartBox.width)).toBeLessThan(2);
            expect(chartBox.width).toBeGreaterThan(300);
            await customer.screenshot({ path: 'test-results/dashboard-sharing-400.png', fullPage: true });

            // The mobile app's way in: no shell, no toolbar, the widgets alone.
            const dashboardId = new URL(customer.url()).pathname.split('/').pop();
            await customer.goto(`${suite.server.url}/dashboards/${dashboardId}?embedded=true&hideToolbar=true`);
            await chart(customer).locator('canvas').first().waitFor();
            expect(new URL(customer.url()).pathname).toBe(`/dashboard/${dashboardId}`);
            expect(await customer.getByRole('heading', { name: 'Thermostats', level: 1 }).count()).toBe(0);
            expect(await customer.getByRole('navigation', { name: 'menu' }).count()).toBe(0);
            await customer.screenshot({ path: 'test-results/dashboard-sharing-embedded-400.png', fullPage: true });

            // state= opens a state of the dashboard directly.
            const mapState = encodeURIComponent(encodeStateParam([{ id: 'map', params: {} }]));
            await customer.goto(`${suite.server.url}/dashboard/${dashboardId}?embedded=true&state=${mapState}`);
            await customer.getByRole('region', { name: 'Thermostats map' }).waitFor();
            expect(await customer.getByRole('link', { name: 'Exit fullscreen' }).count()).toBe(0);
        } finally {
            await closePage(customer);
        }
    });
});
