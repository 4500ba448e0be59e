import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closePage, consoleUnderTest, openPage, signIn } from './console';

/**
 * The widget library as a tenant admin uses it: a new bundle, a latest-values widget type whose
 * script writes the value into its HTML, seen live in the preview's sandboxed frame, saved and
 * opened again; system bundles are read-only.
 */
describe('widget library', () => {
    const suite = consoleUnderTest();

    const tenantAdmin = async (width = 1280): Promise<Page> => {
        const page = await openPage(suite.browser, `${suite.server.url}/login`, width);
        await signIn(page, 'tenant@thingsboard.org', 'tenant');
        await page.waitForURL(/\/home$/);
        await page.goto(`${suite.server.url}/widgets-bundles`);
        // A table on wide screens, one line per bundle on phones.
        await page.getByText('Charts', { exact: true }).first().waitFor();
        return page;
    };
    const preview = (page: Page) => page.frameLocator('iframe[title="Preview"]');

    it('creates a bundle and a latest widget type, sees its value in the preview, saves and reopens it', async () => {
        const page = await tenantAdmin();
        try {
            await page.getByRole('link', { name: 'Create' }).click();
            await page.locator('input[name="title"]').fill('Room widgets');
            await page.getByRole('button', { name: 'Save' }).click();
            await page.waitForURL(/\/widgets-bundles\/[^/]+\/show/);

            await page.goto(`${suite.server.url}/widgets-bundles`);
            await page.locator('tbody tr').filter({ hasText: 'Room widgets' }).click();
            await page.waitForURL(/\/widgetTypes$/);
            await page.getByText('Widgets bundle is empty').waitFor();

            await page.getByRole('button', { name: 'Add new widget type' }).click();
            await page.getByRole('dialog').getByRole('button', { name: 'Latest values' }).click();
            await page.waitForURL(/\/widgetTypes\/new\?kind=latest$/);

            await page.getByLabel('Widget title').fill('Room value');
            // The HTML: the template's value element, and a note of our own.
            await page.getByRole('tab', { name: 'HTML' }).click();
            const html = page.locator('.monaco-editor').first();
            await html.waitFor();
            await html.click();
            await page.keyboard.press('Control+A');
            await page.keyboard.insertText('<div class="value"></div><div class="note">Living room</div>');

            // The template's script writes the latest sample value, with one decimal, into .value.
            await preview(page).locator('.note', { hasText: 'Living room' }).waitFor();
            await expect.poll(() => preview(page).locator('.value').textContent(), { timeout: 10_000 }).toMatch(/^-?\d+\.\d$/);

            await page.getByRole('button', { name: 'Save', exact: true }).click();
            await page.waitForURL(/\/widgetTypes\/[0-9a-f-]{36}$/);
            await page.getByText('Widget saved').waitFor();

            await page.getByRole('link', { name: 'Back to the widgets bundle' }).click();
            await page.waitForURL(/\/widgetTypes$/);
            await page.getByRole('link', { name: /Room value/ }).click();
            await page.waitForURL(/\/widgetTypes\/[0-9a-f-]{36}$/);
            expect(await page.getByLabel('Widget title').inputValue()).toBe('Room value');
            await preview(page).locator('.note', { hasText: 'Living room' }).waitFor();
            await expect.poll(() => preview(page).locator('.value').textContent(), { timeout: 10_000 }).toMatch(/^-?\d+\.\d$/);
        } finally {
            await closePage(page);
        }
    });

    it('shows a system bundle read-only to a tenant admin: no add, delete or save', async () => {
        const page = await tenantAdmin(400);
        try {
            await page.getByText('Charts', { exact: true }).first().click();
            await page.waitForURL(/\/widgetTypes$/);
            await page.getByRole('link', { name: /Timeseries Line Chart/ }).waitFor();
            expect(await page.getByRole('button', { name: /Add/ }).count()).toBe(0);
            expect(await page.getByRole('button', { name: /Remove widget type/ }).count()).toBe(0);

            await page.getByRole('link', { name: /Timeseries Line Chart/ }).click();
            await page.getByLabel('Widget title').waitFor();
            expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
            await page.getByRole('button', { name: 'Save widget as' }).waitFor();
            // The system chart runs in the preview with its sample data: an SVG line per key.
            await preview(page).locator('svg path').first().waitFor();
        } finally {
            await closePage(page);
        }
    });
});
