import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api';
import { closePage, consoleUnderTest, openSignedIn } from './console';

/**
 * Keys typed into an editor, a field or a dialog on the rule chain page belong to them, never to
 * the canvas behind: a script written with spaces keeps them in the node's editor and in both
 * editors of the Test dialog, and the widget editor's code editor takes them too.
 */
describe('typing on the rule chain page', () => {
    const suite = consoleUnderTest();

    const tenantAdmin = async (): Promise<Page> => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}/home`, 'tenant@thingsboard.org', 'tenant');
        return page;
    };

    /** What a code editor shows, its spaces as typed (Monaco draws them as no-break spaces, at the next frame). */
    const editorText = async (editor: Locator) => (await editor.locator('.view-lines').innerText()).replace(/\u00a0/g, ' ');

    /** Clears a code editor and types into it key by key, as a person does. */
    const typeInto = async (page: Page, editor: Locator, text: string) => {
        await editor.click();
        await page.keyboard.press('Control+A');
        await page.keyboard.press('Delete');
        await page.keyboard.type(text);
    };

    it('keeps the spaces of a script typed into the node, its Test dialog and the message', async () => {
        const page = await tenantAdmin();
        try {
            await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Rule chains', exact: true }).click();
            await page.locator('tbody tr').filter({ hasText: 'Root Rule Chain' }).first().click();
            await page.waitForURL(/\/ruleChains\/[0-9a-f-]{36}$/);
            await page.locator('[data-testid="rule-node"]').first().waitFor();

            // A plain field on the page: the node search.
            const search = page.getByRole('region', { name: 'Rule nodes' }).getByLabel('Search nodes');
            await search.click();
            await page.keyboard.type('save time');
            expect(await search.inputValue()).toBe('save time');
            await search.fill('script');
            await page.locator('[data-testid="palette-node"][data-category="TRANSFORMATION"][aria-label="script"]').dragTo(page.getByTestId('rule-chain-canvas'), { targetPosition: { x: 300, y: 300 } });

            const dialog = page.getByRole('dialog');
            const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
            await name.click();
            await page.keyboard.type('Check the temperature');
            expect(await name.inputValue()).toBe('Check the temperature');

            const script = dialog.locator('.monaco-editor').first();
            await typeInto(page, script, 'return msg.temperature > 30;');
            await expect.poll(() => editorText(script)).toBe('return msg.temperature > 30;');

            await dialog.getByRole('button', { name: 'Test script function' }).click();
            const test = page.getByRole('dialog', { name: 'Test script function' });
            const [message, testScript] = [test.locator('.monaco-editor').nth(0), test.locator('.monaco-editor').nth(1)];
            await typeInto(page, message, '{"temperature": 35, "room": "Hall A"}');
            await expect.poll(() => editorText(message)).toBe('{"temperature": 35, "room": "Hall A"}');
            await typeInto(page, testScript, 'return {msg: {hot: msg.temperature > 30, note: "too hot in " + msg.room}, metadata: metadata, msgType: msgType};');
            await expect.poll(() => editorText(testScript)).toBe('return {msg: {hot: msg.temperature > 30, note: "too hot in " + msg.room}, metadata: metadata, msgType: msgType};');

            await test.getByRole('button', { name: 'Test', exact: true }).click();
            await test.getByTestId('script-test-output').filter({ hasText: '"note": "too hot in Hall A"' }).waitFor();
            expect(await test.getByTestId('script-test-output').innerText()).toContain('"hot": true');

            // Save brings the tested script back into the node's editor, spaces and all.
            await test.getByRole('button', { name: 'Save' }).click();
            await test.waitFor({ state: 'detached' });
            await expect.poll(() => editorText(script)).toBe('return {msg: {hot: msg.temperature > 30, note: "too hot in " + msg.room}, metadata: metadata, msgType: msgType};');
        } finally {
            await closePage(page);
        }
    });

    it('keeps the spaces typed into the widget editor’s code editor', async () => {
        const api = apiClient(suite.server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const bundle = await api.post<{ id: { id: string } }>('/api/widgetsBundle', { title: 'Typing bundle' }, token);
        const page = await tenantAdmin();
        try {
            await page.goto(`${suite.server.url}/widgets-bundles/${bundle.body.id.id}/widgetTypes/new?kind=latest`);
            await page.getByRole('tab', { name: 'JavaScript' }).click();
            const code = page.locator('.monaco-editor').first();
            await code.waitFor();
            await typeInto(page, code, 'self.onInit = function () { var label = "room temperature"; };');
            await expect.poll(() => editorText(code)).toBe('self.onInit = function () { var label = "room temperature"; };');
        } finally {
            await closePage(page);
        }
    });
});
