import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../server/config';
import type { RunningServer } from '../../server/main';
import { apiClient } from '../support/api';
import { workerBrowser } from '../support/browser';
import { startTestServer } from '../support/server';
import { signIn } from './console';

const DIST = process.env.TEST_CONSOLE_DIR ?? path.join(REPO_ROOT, 'dist');

/**
 * The console under the strict script policy, the default (no inline script, no eval on its pages):
 * custom widget types still run, in frames of their own page, also in a dashboard another site
 * embeds; the JS editors still lint and check (in workers); the JSON schema forms validate; and
 * those pages report no policy violation.
 */
describe('strict script policy', () => {
    const suite = {} as { server: RunningServer; browser: Browser };
    let page: Page;
    /** The current test's CSP violations, from every frame of the page. */
    const violations: string[] = [];
    beforeEach(() => void violations.splice(0));
    let ids: { bundleId: string; typeId: string; dashboardId: string; ruleChainId: string; publicId: string };

    beforeAll(async () => {
        // No CONSOLE_SCRIPT_POLICY: strict is the default.
        [suite.server, suite.browser] = await Promise.all([startTestServer(), workerBrowser()]);
        const api = apiClient(suite.server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const bundle = (await api.post('/api/widgetsBundle', { title: 'Strict widgets' }, token)).body;
        // A same-origin stylesheet among the resources: the frame's page loads it under its own policy.
        const stylesheet = fs.readdirSync(path.join(DIST, 'assets')).find(name => name.endsWith('.css'));
        const descriptor = {
            type: 'latest', sizeX: 6, sizeY: 3, resources: [{ url: `/assets/${stylesheet}` }],
            templateCss: '.reading { font-size: 28px; }',
            templateHtml: '<div class="reading"></div><div class="computed"></div>',
            // ThingsBoard widget code uses eval and inline handlers freely; the frame allows both.
            controllerScript: [
                "self.onInit = function () { self.ctx.$container.find('.computed').text(eval('6 * 7')); };",
                "self.onDataUpdated = function () { var points = self.ctx.data[0].data; if (points.length) self.ctx.$container.find('.reading').text(points[points.length - 1][1] + ' °C'); };",
            ].join('\n'),
            settingsSchema: '{}', dataKeySettingsSchema: '{}',
            defaultConfig: JSON.stringify({ title: 'Reading', datasources: [{ type: 'function', name: 'function', dataKeys: [{ name: 'f(x)', type: 'function', label: 'Random' }] }] }),
        };
        const type = (await api.post('/api/widgetType', { bundleAlias: bundle.alias, name: 'Reading', descriptor }, token)).body;
        const configuration = {
            widgets: {
                w1: {
                    id: 'w1', isSystemType: false, bundleAlias: bundle.alias, typeAlias: type.alias, type: 'latest', sizeX: 8, sizeY: 4,
                    config: { title: 'Room temperature', showTitle: true, settings: {}, datasources: [{ type: 'entity', entityAliasId: 'room', dataKeys: [{ name: 'temperature', type: 'timeseries', label: 'Temperature' }] }] },
                },
            },
            states: { default: { name: 'Room', root: true, layouts: { main: { widgets: { w1: { sizeX: 8, sizeY: 4, row: 0, col: 0 } }, gridSettings: { columns: 24, margin: 10 } } } } },
            entityAliases: { room: { id: 'room', alias: 'Room', filter: { type: 'entityName', resolveMultiple: false, entityType: 'DEVICE', entityNameFilter: 'Thermostat T1' } } },
        };
        const dashboard = (await api.post('/api/dashboard', { title: 'Strict custom widget', configuration }, token)).body;
        const ruleChain = (await api.post('/api/ruleChain', { name: 'Strict scripts' }, token)).body;
        const shared = await api.post(`/api/customer/public/dashboard/${dashboard.id.id}`, undefined, token);
        const publicId = shared.body.assignedCustomers.find((customer: { public: boolean }) => customer.public).customerId.id;
        await api.post('/api/v1/T1_TEST_TOKEN/telemetry', { temperature: 23.5 });
        ids = { bundleId: bundle.id.id, typeId: type.id.id, dashboardId: dashboard.id.id, ruleChainId: ruleChain.id.id, publicId };

        // One signed-in page for the whole file.
        const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
        // Chromium logs nothing for an eval that a caught exception hides; the event still fires.
        await context.addInitScript(() =>
            document.addEventListener('securitypolicyviolation', event =>
                console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`)
            )
        );
        page = await context.newPage();
        page.on('console', message => {
            if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(message.text());
        });
        await page.goto(`${suite.server.url}/login`);
        await signIn(page, 'tenant@thingsboard.org', 'tenant');
        await page.waitForURL(/\/home$/);
    });
    afterAll(async () => {
        await suite.browser?.close();
        await suite.server?.close();
    });

    it('serves console pages with script-src self only, and the widget frame page always sandboxed', async () => {
        const shell = await page.request.get(`${suite.server.url}/devices`);
        const policy = shell.headers()['content-security-policy'] ?? '';
        expect(policy.split('; ').find(directive => directive.startsWith('script-src'))).toBe("script-src 'self'");
        const frame = await page.request.get(`${suite.server.url}/widget-frame.html`);
        expect(frame.headers()['content-security-policy']).toContain('sandbox allow-scripts');

        // Opened on its own, the frame page still has an opaque origin: no way to the console's storage.
        const alone = await page.context().newPage();
        try {
            await alone.goto(`${suite.server.url}/widget-frame.html`);
            expect(await alone.evaluate(() => window.origin)).toBe('null');
        } finally {
            await alone.close();
        }
        expect(violations).toEqual([]);
    });

    it('runs a custom widget type on a dashboard in its frame page: eval there, opaque origin, live data', async () => {
        await page.goto(`${suite.server.url}/dashboards/${ids.dashboardId}`);
        const frame = page.frameLocator('iframe[title="Room temperature"]');
        await expect.poll(() => frame.locator('.reading').textContent()).toBe('23.5 °C');
        expect(await frame.locator('.computed').textContent()).toBe('42');
        const frameHandle = page.frame({ url: /\/widget-frame\.html$/ });
        expect(await frameHandle?.evaluate(() => [window.origin, (() => { try { return typeof localStorage; } catch { return 'no storage'; } })()])).toEqual(['null', 'no storage']);
        // The same-origin stylesheet resource loaded under the frame's policy.
        expect(await frame.locator('link[rel="stylesheet"]').evaluate((link: HTMLLinkElement) => link.sheet !== null)).toBe(true);
        expect(violations).toEqual([]);
    });

    it("previews the widget type in the library's editor", async () => {
        await page.goto(`${suite.server.url}/widgets-bundles/${ids.bundleId}/widgetTypes/${ids.typeId}`);
        const preview = page.frameLocator('iframe[title="Preview"]');
        await expect.poll(() => preview.locator('.computed').textContent()).toBe('42');
        await expect.poll(() => preview.locator('.reading').textContent()).toMatch(/^-?\d+(\.\d+)? °C$/);
        expect(violations).toEqual([]);
    });

    it("checks a rule node's script in a worker: a syntax error is reported, at its line in the editor; fixed, the node applies", async () => {
        await page.goto(`${suite.server.url}/ruleChains/${ids.ruleChainId}`);
        await page.getByTestId('input-node').waitFor();
        await page.getByRole('region', { name: 'Rule nodes' }).getByLabel('Search nodes').fill('script');
        await page.locator('[data-testid="palette-node"][data-category="TRANSFORMATION"][aria-label="script"]').dragTo(page.getByTestId('rule-chain-canvas'), { targetPosition: { x: 400, y: 200 } });
        const dialog = page.getByRole('dialog');
        const editor = dialog.locator('.monaco-editor').first();
        await replaceText(page, editor, 'var sum = 1;\nsum = sum + 2;\nreturn {msg: msg, metadata: metadata,, msgType: msgType};');
        // Leaving the editor runs the check (compiling the body needs eval: the worker's, not the page's).
        await dialog.getByRole('textbox', { name: 'Name', exact: true }).click();
        await expect.poll(() => dialog.getByRole('alert').textContent()).toMatch(/SyntaxError/);
        expect(await dialog.getByRole('alert').textContent()).not.toMatch(/EvalError|unsafe-eval/);
        await expect.poll(() => errorLines(editor)).toEqual([3]);
        await page.screenshot({ path: 'test-results/csp-strict-script-check.png' });

        // Fixed, the node's configuration (validated by its JSON schema form, without eval) applies.
        await replaceText(page, editor, 'return {msg: msg, metadata: metadata, msgType: msgType};');
        await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Strict script');
        await dialog.getByRole('button', { name: 'Apply' }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.locator('[data-testid="rule-node"][data-node-name="Strict script"]').waitFor();
        expect(violations).toEqual([]);
    });

    it("validates and saves a widget's settings form", async () => {
        await page.goto(`${suite.server.url}/dashboards/${ids.dashboardId}`);
        await page.getByRole('button', { name: 'Enter edit mode' }).click();
        await page.getByRole('button', { name: 'Add new widget' }).click();
        const picker = page.getByRole('dialog', { name: 'Add new widget' });
        await picker.getByLabel('Select widgets bundle').click();
        await page.getByRole('option', { name: /^Analogue gauges/ }).click();
        await picker.getByRole('button', { name: 'Radial gauge', exact: true }).click();
        const config = page.getByRole('dialog', { name: /Widget configuration/ });
        await config.getByRole('tab', { name: 'Advanced', exact: true }).click();
        const decimals = config.getByRole('spinbutton', { name: 'Decimals', exact: true });
        await decimals.fill('-1');
        await config.getByText('must be >= 0').waitFor();
        await decimals.fill('2');
        await config.getByText('must be >= 0').waitFor({ state: 'detached' });
        await page.screenshot({ path: 'test-results/csp-strict-widget-settings.png' });
        await config.getByRole('button', { name: 'Save', exact: true }).click();
        await config.waitFor({ state: 'detached' });
        expect(violations).toEqual([]);
    });

    it('runs the custom widget in a public dashboard that another site embeds', async () => {
        // Last: the public visitor's sign-in replaces the tenant's session. The other site is a server of
        // its own on this machine: another origin, which `frame-ancestors 'self'` would refuse (the same
        // host, so that the browser's third-party storage blocking leaves the console its sign-in).
        const embedding = `<iframe title="Embedded" src="${suite.server.url}/dashboard/${ids.dashboardId}?publicId=${ids.publicId}" style="width: 1200px; height: 700px"></iframe>`;
        const otherSite = http.createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(embedding));
        await new Promise<void>(resolve => otherSite.listen(0, '127.0.0.1', resolve));
        try {
            await page.goto(`http://127.0.0.1:${(otherSite.address() as AddressInfo).port}/`);
            const widget = page.frameLocator('iframe[title="Embedded"]').frameLocator('iframe[title="Room temperature"]');
            await expect.poll(() => widget.locator('.computed').textContent()).toBe('42');
        } finally {
            otherSite.close();
        }
        expect(violations).toEqual([]);
    });
});

/** Replaces a Monaco editor's text as typed (insertText: no auto-closed brackets). */
async function replaceText(page: Page, editor: Locator, text: string) {
    await editor.waitFor();
    await editor.locator('.view-lines').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(text);
}

/** The line numbers that carry an error squiggle, read from Monaco's rendered lines (top offsets). */
function errorLines(editor: Locator): Promise<number[]> {
    return editor.evaluate(element => {
        const lineAt = new Map([...element.querySelectorAll<HTMLElement>('.margin-view-overlays .line-numbers')].map(number => [number.parentElement!.style.top, Number(number.textContent)]));
        const lines = [...element.querySelectorAll<HTMLElement>('.view-overlays .squiggly-error')].map(squiggle => lineAt.get(squiggle.parentElement!.style.top) ?? -1);
        return [...new Set(lines)].sort((a, b) => a - b);
    });
}
