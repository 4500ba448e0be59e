import { describe, expect, it } from 'vitest';
import { closePage, consoleUnderTest, openPage, signIn } from './console';

/**
 * The shared typed value input in the attribute dialog: a JSON value written in the full-screen
 * JSON editor (Monaco, loaded from the console's own files) is saved and listed.
 */
describe('full-screen JSON editor', () => {
    const suite = consoleUnderTest();

    it('adds a JSON server attribute written in Monaco', async () => {
        const page = await openPage(suite.browser, `${suite.server.url}/login`);
        const outsideRequests: string[] = [];
        page.on('request', request => {
            if (!request.url().startsWith(suite.server.url) && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) outsideRequests.push(request.url());
        });
        try {
            await signIn(page, 'tenant@thingsboard.org', 'tenant');
            await page.waitForURL(`${suite.server.url}/home`);
            await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Devices', exact: true }).click();
            await page.locator('tbody tr').filter({ hasText: 'Thermostat T1' }).first().click();
            await page.getByRole('tab', { name: 'Attributes' }).click();
            await page.waitForURL(/\/attributes$/);

            await page.getByRole('button', { name: 'Add', exact: true }).click();
            const dialog = page.getByRole('dialog', { name: 'Add attribute' });
            await dialog.getByLabel('Key').fill('schedule');
            await dialog.getByLabel('Value type').click();
            await page.getByRole('option', { name: 'JSON' }).click();
            await dialog.getByRole('button', { name: 'Edit JSON in full screen' }).click();

            const editorDialog = page.getByRole('dialog', { name: 'Edit JSON' });
            const monaco = editorDialog.locator('.monaco-editor');
            await monaco.waitFor();
            const lines = editorDialog.locator('.monaco-editor .view-lines');
            await lines.click();
            await page.keyboard.press('ControlOrMeta+A');
            await page.keyboard.press('Delete');
            await expect.poll(() => lines.innerText()).toBe('');
            // Monaco closes brackets and quotes itself and types over them, so plain typing gives exact JSON.
            await page.keyboard.type('{"mode":"eco","days":[1,2]}');
            await expect.poll(() => lines.innerText()).toBe('{"mode":"eco","days":[1,2]}');
            await page.screenshot({ path: 'test-results/json-editor-fullscreen.png' });
            await editorDialog.getByRole('button', { name: 'Save' }).click();
            await editorDialog.waitFor({ state: 'detached' });

            const value = dialog.getByLabel('Value', { exact: true });
            expect(JSON.parse(await value.inputValue())).toEqual({ mode: 'eco', days: [1, 2] });
            await dialog.getByRole('button', { name: 'Add', exact: true }).click();
            await dialog.waitFor({ state: 'detached' });

            const row = page.locator('tbody tr').filter({ has: page.locator('td').getByText('schedule', { exact: true }) });
            await row.waitFor();
            expect(await row.locator('td').nth(3).textContent()).toBe('{"mode":"eco","days":[1,2]}');
            expect(outsideRequests).toEqual([]);
        } finally {
            await closePage(page);
        }
    });
});
