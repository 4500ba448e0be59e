import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api';
import { closePage, consoleUnderTest, openSignedIn } from './console';

/**
 * "Assign to customer" on a device and an asset that belong to no customer: the dialog starts with
 * no customer picked and asks the server for nothing it does not have (no GET of ThingsBoard's NULL
 * customer id, no 404 toast); picking a customer assigns the entity.
 */
describe('assign to customer', () => {
    const suite = consoleUnderTest();

    /** Requests that failed and error toasts, from the moment it is called. */
    const watchFailures = (page: Page) => {
        const failures: string[] = [];
        page.on('response', response => {
            if (response.status() >= 400) failures.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
        });
        return {
            failures,
            errorToasts: () => page.locator('[role="alert"][data-kind="error"]').allInnerTexts(),
        };
    };

    const assignFromDetails = async (page: Page, menuEntry: string, name: string, customer: string) => {
        await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: menuEntry, exact: true }).click();
        await page.locator('tbody tr').filter({ hasText: name }).first().click();
        await page.waitForURL(/\/show$/);
        await page.getByRole('tab', { name: 'Details' }).waitFor();
        const watch = watchFailures(page);

        await page.getByRole('button', { name: 'Assign to customer' }).click();
        const dialog = page.getByRole('dialog', { name: 'Assign to customer' });
        const picker = dialog.getByRole('combobox', { name: 'Customer' });
        expect(await picker.inputValue()).toBe('');
        await picker.fill(customer);
        await page.getByRole('option', { name: customer, exact: true }).click();
        await dialog.getByRole('button', { name: 'Assign' }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.getByRole('button', { name: 'Unassign from customer' }).waitFor();

        expect(watch.failures).toEqual([]);
        expect(await watch.errorToasts()).toEqual([]);
    };

    it('assigns an unassigned device from its details page without a failed request', async () => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}/home`, 'tenant@thingsboard.org', 'tenant');
        try {
            await assignFromDetails(page, 'Devices', 'DHT11 Demo Device', 'Customer B');
        } finally {
            await closePage(page);
        }
    });

    it('assigns an unassigned asset from its details page without a failed request', async () => {
        const api = apiClient(suite.server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        expect((await api.post('/api/asset', { name: 'Pump house', type: 'building' }, token)).status).toBe(200);
        const page = await openSignedIn(suite.browser, `${suite.server.url}/home`, 'tenant@thingsboard.org', 'tenant');
        try {
            await assignFromDetails(page, 'Assets', 'Pump house', 'Customer A');
        } finally {
            await closePage(page);
        }
    });
});
