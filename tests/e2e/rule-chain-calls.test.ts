import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api';
import { closePage, consoleUnderTest, openSignedIn } from './console';
import { screens } from './support/screens';

const OUTPUT_NODE = 'org.thingsboard.rule.engine.flow.TbRuleChainOutputNode';

/**
 * The rule chain page's calls and controls as ThingsBoard's (issue #23): a link out of a nested
 * rule chain node offers that chain's output labels; the message type of the script test narrows
 * as you type; a syntax error in a script is reported with its line and column while typing.
 */
describe('rule chain page', () => {
    const suite = consoleUnderTest();

    /** A chain "Temperature checks" with outputs "Too hot" and "Normal", and an empty chain to edit. */
    const chains = async () => {
        const api = apiClient(suite.server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const nested = await api.post<{ id: { id: string } }>('/api/ruleChain', { name: 'Temperature checks', type: 'CORE' }, token);
        const saved = await api.post('/api/ruleChain/metadata', {
            ruleChainId: nested.body.id,
            firstNodeIndex: 0,
            nodes: [
                { type: OUTPUT_NODE, name: 'Too hot', configuration: {}, additionalInfo: { layoutX: 300, layoutY: 150 } },
                { type: OUTPUT_NODE, name: 'Normal', configuration: {}, additionalInfo: { layoutX: 300, layoutY: 300 } },
            ],
            connections: [],
            ruleChainConnections: [],
        }, token);
        expect(saved.status).toBe(200);
        const edited = await api.post<{ id: { id: string } }>('/api/ruleChain', { name: 'Incoming', type: 'CORE' }, token);
        return { editedId: edited.body.id.id };
    };

    const openEditor = async (ruleChainId: string): Promise<Page> => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}/ruleChains/${ruleChainId}`, 'tenant@thingsboard.org', 'tenant');
        await page.getByTestId('input-node').waitFor();
        return page;
    };

    const node = (page: Page, name: string) => page.locator(`[data-testid="rule-node"][data-node-name="${name}"]`);

    const dropNode = async (page: Page, category: string, kind: string, name: string, at: { x: number; y: number }, configure?: (dialog: Locator) => Promise<void>) => {
        await page.getByRole('region', { name: 'Rule nodes' }).getByLabel('Search nodes').fill(kind);
        await page.locator(`[data-testid="palette-node"][data-category="${category}"][aria-label="${kind}"]`).dragTo(page.getByTestId('rule-chain-canvas'), { targetPosition: at });
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
        await configure?.(dialog);
        await dialog.getByRole('button', { name: 'Apply' }).click();
        await dialog.waitFor({ state: 'detached' });
        await node(page, name).waitFor();
    };

    it("a link out of a nested rule chain offers that chain's output labels", async () => {
        const { editedId } = await chains();
        const page = await openEditor(editedId);
        try {
            await dropNode(page, 'FLOW', 'rule chain', 'Run checks', { x: 200, y: 150 }, async dialog => {
                await dialog.getByRole('combobox', { name: 'Rule chain' }).fill('Temperature');
                await page.getByRole('option', { name: 'Temperature checks' }).click();
            });
            await dropNode(page, 'ACTION', 'log', 'Log hot', { x: 520, y: 300 });

            const labels = page.waitForRequest(request => /\/api\/ruleChain\/[0-9a-f-]{36}\/output\/labels$/.test(new URL(request.url()).pathname));
            await node(page, 'Run checks').locator('.react-flow__handle.source').hover();
            await page.mouse.down();
            await node(page, 'Log hot').locator('.react-flow__handle.target').hover();
            await page.mouse.up();
            await labels;
            const dialog = page.getByRole('dialog', { name: 'Link labels' });
            await dialog.getByLabel('Link labels').click();
            await expect.poll(async () => page.getByRole('option').allTextContents()).toEqual(['Normal', 'Too hot']);
            await screens(page, 'nested-chain-link-labels');
            await page.getByRole('option', { name: 'Too hot' }).click();
            await dialog.getByRole('button', { name: 'Apply' }).click();
            await dialog.waitFor({ state: 'detached' });
            await page.getByTestId('link-label').filter({ hasText: 'Too hot' }).waitFor();
        } finally {
            await closePage(page);
        }
    });

    it('the script test narrows message types as you type and reports a syntax error with its place while typing', async () => {
        const { editedId } = await chains();
        const page = await openEditor(editedId);
        try {
            await page.getByRole('region', { name: 'Rule nodes' }).getByLabel('Search nodes').fill('script');
            await page.locator('[data-testid="palette-node"][data-category="FILTER"][aria-label="script"]').dragTo(page.getByTestId('rule-chain-canvas'), { targetPosition: { x: 300, y: 250 } });
            const dialog = page.getByRole('dialog');
            await dialog.getByRole('button', { name: 'Test script function' }).click();
            const test = page.getByRole('dialog', { name: 'Test script function' });

            const messageType = test.getByRole('combobox', { name: 'Message type' });
            await messageType.fill('');
            await messageType.pressSequentially('rpc');
            await expect.poll(() => page.getByRole('option').allTextContents()).toEqual([
                'RPC Request from Device', 'RPC Request to Device', 'RPC Queued', 'RPC Delivered', 'RPC Successful', 'RPC Timeout', 'RPC Failed',
            ]);
            await page.getByRole('option', { name: 'RPC Queued' }).click();
            expect(await messageType.inputValue()).toBe('RPC Queued');

            // The script: a call left open on its second line, the editor still focused.
            const script = test.locator('.monaco-editor').nth(1);
            await script.click();
            await page.keyboard.press('Control+A');
            await page.keyboard.press('Delete');
            await page.keyboard.type('var limit = 30;\nreturn Math.max(msg.temperature, limit;');
            const typed = Date.now();
            const problem = test.getByRole('alert').filter({ hasText: /Line 2 column \d+ of script\./ });
            await problem.waitFor();
            console.log(`syntax error shown ${Date.now() - typed} ms after the last key`);
            expect(await problem.innerText()).toMatch(/^Error: SyntaxError: .+\nLine 2 column \d+ of script\.$/);
            await screens(page, 'script-syntax-error');
            expect(await test.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

            // Fixed, the report goes (the screenshots resized the page: back into the editor first).
            await script.click();
            await page.keyboard.press('Control+A');
            await page.keyboard.type('return true;');
            await problem.waitFor({ state: 'detached' });
        } finally {
            await closePage(page);
        }
    }, 120_000); // four screenshots of a page with two Monaco editors, on a busy machine
});
