import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser } from '../support/browser';
import { startTestServer } from '../support/server';
import { openSignedIn } from './console';

/**
 * Entities as a person handles them: a tenant admin creates a device, edits its label and
 * assigns it to Customer A; Customer A's user sees it, Customer B's does not; the sysadmin
 * creates a tenant and its admin, then signs in as that admin.
 */
describe('entities', () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    let browser: Browser;
    const DEVICE = 'E2E Thermometer';

    beforeAll(async () => {
        [server, browser] = await Promise.all([startTestServer(), workerBrowser()]);
    });

    afterAll(async () => {
        await browser?.close();
        await server?.close();
    });

    const signedIn = (email: string, password: string): Promise<Page> => openSignedIn(browser, `${server.url}/home`, email, password);

    const openFromMenu = async (page: Page, item: string) => {
        await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: item, exact: true }).click();
    };

    /** Types into an autocomplete and picks the option shown. */
    const pick = async (page: Page, label: RegExp, text: string) => {
        const box = page.getByRole('combobox', { name: label });
        await box.click();
        await box.fill(text);
        await page.getByRole('option', { name: text, exact: true }).click();
    };

    const rowsOf = (page: Page) => page.locator('tbody tr');

    it('a tenant admin creates a device, edits its label and assigns it to Customer A', async () => {
        const page = await signedIn('tenant@thingsboard.org', 'tenant');
        try {
            await openFromMenu(page, 'Devices');
            await page.waitForURL(/\/devices(\?|$)/);
            await rowsOf(page).first().waitFor();

            // "Add new device" is ThingsBoard's wizard: a name, the default profile preset, Add.
            await page.getByRole('link', { name: 'Create' }).click();
            const wizard = page.getByRole('dialog', { name: 'Add new device' });
            await wizard.getByRole('textbox', { name: 'Name' }).fill(DEVICE);
            await expect.poll(() => wizard.getByRole('combobox', { name: 'Device profile' }).inputValue()).toBe('default');
            await wizard.getByRole('button', { name: 'Add', exact: true }).click();
            await wizard.waitFor({ state: 'detached' });
            await rowsOf(page).filter({ hasText: DEVICE }).click();

            await page.waitForURL(/\/devices\/[^/]+\/show/);
            await page.getByTestId('entity-title').filter({ hasText: DEVICE }).waitFor();

            await page.getByRole('link', { name: 'Edit' }).click();
            await page.locator('input[name="label"]').fill('Lab 42');
            await page.getByRole('button', { name: 'Save' }).click();
            await page.waitForURL(/\/devices\/[^/]+\/show/);
            await page.getByText('Lab 42', { exact: true }).waitFor();

            await page.getByRole('button', { name: 'Assign to customer' }).click();
            const dialog = page.getByRole('dialog');
            await pick(page, /Customer/, 'Customer A');
            await dialog.getByRole('button', { name: 'Assign' }).click();
            await page.getByRole('button', { name: 'Unassign from customer' }).waitFor();

            await openFromMenu(page, 'Devices');
            const row = rowsOf(page).filter({ hasText: DEVICE });
            await row.waitFor();
            expect(await row.textContent()).toContain('Customer A');
            expect(await row.textContent()).toContain('Lab 42');
        } finally {
            await page.context().close();
        }
    });

    it("Customer A's user sees the device; Customer B's user does not", async () => {
        const customerA = await signedIn('customer@thingsboard.org', 'customer');
        try {
            await openFromMenu(customerA, 'Devices');
            await rowsOf(customerA).filter({ hasText: DEVICE }).waitFor();
            expect(await rowsOf(customerA).filter({ hasText: 'Test Device B1' }).count()).toBe(0);
        } finally {
            await customerA.context().close();
        }

        const customerB = await signedIn('customerB@thingsboard.org', 'customer');
        try {
            await openFromMenu(customerB, 'Devices');
            await rowsOf(customerB).filter({ hasText: 'Test Device B1' }).waitFor();
            expect(await rowsOf(customerB).filter({ hasText: DEVICE }).count()).toBe(0);
            // Not even by searching for it with the toolbar's search.
            await customerB.getByRole('button', { name: 'Search' }).click();
            await customerB.getByPlaceholder('Search').fill('Thermometer');
            await customerB.waitForURL(/Thermometer/);
            await rowsOf(customerB).filter({ hasText: 'Test Device B1' }).waitFor({ state: 'detached' });
            expect(await rowsOf(customerB).filter({ hasText: DEVICE }).count()).toBe(0);
        } finally {
            await customerB.context().close();
        }
    });

    it('the sysadmin creates a tenant and its admin, then signs in as that admin', async () => {
        const page = await signedIn('sysadmin@thingsboard.org', 'sysadmin');
        try {
            await openFromMenu(page, 'Tenants');
            await rowsOf(page).first().waitFor();
            await page.getByRole('link', { name: 'Create' }).click();
            await page.locator('input[name="title"]').fill('E2E Tenant');
            await pick(page, /Tenant profile/, 'Default');
            await page.getByRole('button', { name: 'Save' }).click();
            await page.waitForURL(/\/tenants\/[^/]+\/show/);
            await page.getByText('E2E Tenant', { exact: true }).first().waitFor();

            await page.getByRole('link', { name: 'Tenant admins' }).click();
            await page.waitForURL(/\/users\?/);
            await page.getByRole('link', { name: 'Create' }).click();
            await page.locator('input[name="email"]').fill('e2e.admin@acme.io');
            await page.locator('input[name="firstName"]').fill('Erin');
            await page.getByRole('button', { name: 'Save' }).click();
            await page.waitForURL(/\/users\/[^/]+\/show/);
            await page.getByText('e2e.admin@acme.io', { exact: true }).first().waitFor();

            await page.getByRole('button', { name: 'Login as Tenant Admin' }).click();
            await page.waitForURL(`${server.url}/home`);
            const appBar = page.locator('header');
            // The app bar names a user by first and last name when there is one.
            await appBar.getByText('Erin', { exact: true }).waitFor();
            await appBar.getByText('Tenant administrator', { exact: true }).waitFor();
        } finally {
            await page.context().close();
        }
    });
});
