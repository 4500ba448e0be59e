import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleUnderTest, openSignedIn } from './console';

/**
 * The rule chain editor as a tenant admin uses it: the root chain opens from its row with every
 * node drawn; a new chain gets generator → script → save time series, linked, saved, and is there
 * after a reload.
 */
describe('rule chain editor', () => {
    const suite = consoleUnderTest();

    const openRuleChains = async (): Promise<Page> => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}/home`, 'tenant@thingsboard.org', 'tenant');
        await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Rule chains', exact: true }).click();
        await page.waitForURL(/\/ruleChains$/);
        return page;
    };

    const node = (page: Page, name: string) => page.locator(`[data-testid="rule-node"][data-node-name="${name}"]`);

    /** Drags from one node's output handle to another node's input handle. */
    const connect = async (page: Page, from: Locator, to: Locator) => {
        await from.locator('.react-flow__handle.source').hover();
        await page.mouse.down();
        await to.locator('.react-flow__handle.target').hover();
        await page.mouse.up();
    };

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

    const applyLabel = async (page: Page, label: string) => {
        const dialog = page.getByRole('dialog', { name: 'Link labels' });
        await dialog.getByLabel('Link labels').click();
        await page.getByRole('option', { name: label, exact: true }).click();
        await dialog.getByRole('button', { name: 'Apply' }).click();
        await dialog.waitFor({ state: 'detached' });
    };

    it('opens the root chain from its row with every node and labelled link drawn', async () => {
        const page = await openRuleChains();
        try {
            await page.locator('tbody tr').filter({ hasText: 'Root Rule Chain' }).first().click();
            await page.waitForURL(/\/ruleChains\/[0-9a-f-]{36}$/);
            await node(page, 'Device Profile Node').waitFor();
            expect(await page.getByTestId('rule-node').count()).toBe(7);
            for (const name of ['Device Profile Node', 'Message Type Switch', 'Save Timeseries', 'Save Client Attributes', 'Log RPC from Device', 'Log Other', 'RPC Call Request']) {
                await node(page, name).waitFor();
            }
            await page.getByTestId('input-node').waitFor();
            await page.getByTestId('link-label').filter({ hasText: 'Post telemetry' }).waitFor();
            await expect(page.getByTestId('rule-chain-title').textContent()).resolves.toBe('Root Rule Chain');

            // Copy and paste a node, undo and redo the paste by keyboard.
            await node(page, 'Log Other').click();
            await page.keyboard.press('Control+c');
            await page.keyboard.press('Control+v');
            await expect.poll(() => page.getByTestId('rule-node').count()).toBe(8);
            await page.keyboard.press('Control+z');
            await expect.poll(() => page.getByTestId('rule-node').count()).toBe(7);
            await page.keyboard.press('Control+Shift+z');
            await expect.poll(() => page.getByTestId('rule-node').count()).toBe(8);

            // Leaving with unsaved changes asks first, by a menu link or the browser's Back button; staying keeps the edit.
            await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Devices', exact: true }).click();
            const confirm = page.getByRole('dialog').filter({ hasText: 'Leave and discard them?' });
            await confirm.getByRole('button', { name: 'Cancel' }).click();
            expect(page.url()).toMatch(/\/ruleChains\/[0-9a-f-]{36}$/);
            void page.goBack().catch(() => null);
            await confirm.getByRole('button', { name: 'Cancel' }).click();
            await expect.poll(() => page.url()).toMatch(/\/ruleChains\/[0-9a-f-]{36}$/);
            await expect.poll(() => page.getByTestId('rule-node').count()).toBe(8);
            await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Devices', exact: true }).click();
            await confirm.getByRole('button', { name: 'Discard changes' }).click();
            await page.waitForURL(/\/devices$/);
        } finally {
            await page.context().close();
        }
    });

    it('draws generator → script → save time series in a new chain, saves, and finds it after a reload', async () => {
        const page = await openRuleChains();
        try {
            await page.getByRole('link', { name: 'Create' }).click();
            await page.waitForURL(/\/ruleChains\/create$/);
            await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Generated telemetry');
            await page.getByRole('button', { name: 'Save' }).click();
            await page.waitForURL(/\/ruleChains\/[^/]+\/show$/);
            await page.getByRole('button', { name: 'Open rule chain' }).click();
            await page.waitForURL(/\/ruleChains\/[0-9a-f-]{36}$/);
            await page.getByTestId('input-node').waitFor();

            await dropNode(page, 'ACTION', 'generator', 'Every second', { x: 150, y: 120 }, async dialog => {
                // The generated messages come from Thermostat T2.
                await dialog.getByLabel('Originator type').click();
                await page.getByRole('option', { name: 'Device', exact: true }).click();
                await dialog.getByRole('combobox', { name: 'Originator id' }).fill('Thermostat T2');
                await page.getByRole('option', { name: 'Thermostat T2' }).click();
            });
            await dropNode(page, 'TRANSFORMATION', 'script', 'Add humidity', { x: 340, y: 260 });
            await dropNode(page, 'ACTION', 'save timeseries', 'Store', { x: 530, y: 400 });

            await connect(page, node(page, 'Every second'), node(page, 'Add humidity'));
            await applyLabel(page, 'Success');
            await connect(page, node(page, 'Add humidity'), node(page, 'Store'));
            await applyLabel(page, 'Success');
            await expect.poll(() => page.getByTestId('link-label').count()).toBe(2);

            // Debug mode toggles in one click on the node. The node lies wholly inside the canvas: a toggle
            // beyond its edge (a node dropped at x 690 at the editor's zoom of 1.2 reached past it) is
            // scrolled into view for the click, and React Flow scrolls its pane back between press and
            // release, so the release landed on the pane and the click toggled nothing.
            const canvas = (await page.getByTestId('rule-chain-canvas').boundingBox())!;
            const store = (await node(page, 'Store').boundingBox())!;
            expect(store.x + store.width).toBeLessThanOrEqual(canvas.x + canvas.width);
            expect(store.y + store.height).toBeLessThanOrEqual(canvas.y + canvas.height);
            const debug = node(page, 'Store').getByRole('button', { name: 'Debug mode' });
            await debug.click();
            await expect.poll(() => debug.getAttribute('aria-pressed')).toBe('true');

            await page.getByText('Unsaved changes').waitFor();
            await page.getByRole('button', { name: 'Save', exact: true }).click();
            await page.getByText('Rule chain saved').waitFor();
            await page.getByText('Unsaved changes').waitFor({ state: 'detached' });

            await page.reload();
            for (const name of ['Every second', 'Add humidity', 'Store']) await node(page, name).waitFor();
            await expect.poll(() => page.getByTestId('link-label').filter({ hasText: 'Success' }).count()).toBe(2);
            await expect.poll(() => node(page, 'Store').getByRole('button', { name: 'Debug mode' }).getAttribute('aria-pressed')).toBe('true');

            // The embedded engine runs the chain: the generator's values reach the device's telemetry.
            await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Devices', exact: true }).click();
            await page.locator('tbody tr').filter({ hasText: 'Thermostat T2' }).first().click();
            await page.getByRole('tab', { name: 'Latest telemetry' }).click();
            await page.locator('tbody td').getByText('temp', { exact: true }).waitFor();
            await page.locator('tbody td').getByText('42', { exact: true }).first().waitFor();
        } finally {
            await page.context().close();
        }
    });

    it('exports the root chain as a file and imports it back as a new chain, unsaved until Save', async () => {
        const page = await openRuleChains();
        try {
            const row = page.locator('tbody tr').filter({ hasText: 'Root Rule Chain' }).first();
            const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Export rule chain' }).click()]);
            expect(download.suggestedFilename()).toBe('root_rule_chain.json');
            const path = await download.path();
            const file = JSON.parse(await readFile(path, 'utf8')) as { ruleChain: { name: string; root: boolean }; metadata: { nodes: { id?: unknown }[]; firstNodeIndex: number } };
            expect(file.ruleChain).toMatchObject({ name: 'Root Rule Chain', root: false });
            expect(file.metadata.nodes).toHaveLength(7);
            expect(file.metadata.nodes.every(node => node.id === undefined)).toBe(true);

            await page.getByTestId('import-rule-chain-file').setInputFiles({
                name: 'copy.json',
                mimeType: 'application/json',
                buffer: Buffer.from(JSON.stringify({ ...file, ruleChain: { ...file.ruleChain, name: 'Imported root' } })),
            });
            await page.waitForURL(/\/ruleChains\/import$/);
            await node(page, 'Device Profile Node').waitFor();
            expect(await page.getByTestId('rule-node').count()).toBe(7);
            await page.getByText('Unsaved changes').waitFor();
            await page.getByRole('button', { name: 'Save', exact: true }).click();
            await page.waitForURL(/\/ruleChains\/[0-9a-f-]{36}$/);
            await page.getByText('Unsaved changes').waitFor({ state: 'detached' });
            await expect(page.getByTestId('rule-chain-title').textContent()).resolves.toBe('Imported root');
        } finally {
            await page.context().close();
        }
    });
});
