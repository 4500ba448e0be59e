import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../server/ruleEngine/sandbox/sandboxLimits';
import { closePage, consoleUnderTest, openPage, signIn } from './console';

/**
 * "Test script function" while the script sandbox cannot start the script in time: the console tries
 * once more by itself and, when the sandbox is still busy, says so — never that the person's script
 * timed out. The server here is the real one: the tenant's own looping scripts hold its share of the
 * sandbox, and a script may wait only 1 ms to start.
 */
describe('script test on a slow sandbox', () => {
    const suite = consoleUnderTest();

    it('retries once and says the sandbox, not the script, was slow; the next Test runs the script', async () => {
        const page = await openPage(suite.browser, `${suite.server.url}/login`);
        const startTimeout = DEFAULT_LIMITS.startTimeoutMs;
        try {
            await signIn(page, 'tenant@thingsboard.org', 'tenant');
            await page.waitForURL(/\/home$/);
            await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Rule chains', exact: true }).click();
            await page.locator('tbody tr').filter({ hasText: 'Root Rule Chain' }).first().click();
            await page.locator('[data-testid="rule-node"]').first().waitFor();
            await page.getByRole('region', { name: 'Rule nodes' }).getByLabel('Search nodes').fill('script');
            await page.locator('[data-testid="palette-node"][data-category="TRANSFORMATION"][aria-label="script"]').dragTo(page.getByTestId('rule-chain-canvas'), { targetPosition: { x: 300, y: 300 } });
            await page.getByRole('dialog').getByRole('button', { name: 'Test script function' }).click();
            const test = page.getByRole('dialog', { name: 'Test script function' });
            await test.locator('.monaco-editor').nth(1).waitFor();

            // Four looping scripts of the same tenant run one after another for 4 s; meanwhile a new
            // script of the tenant may wait only 1 ms for its turn.
            const { scripts, database } = suite.server.app.ctx;
            const tenantId = database.sqlite.prepare("SELECT tenant_id FROM tb_user WHERE email = 'tenant@thingsboard.org'").pluck().get() as string;
            const loops = Array.from({ length: 4 }, () => scripts.run(tenantId, 'while (true) {}', [], []).catch(() => undefined));
            DEFAULT_LIMITS.startTimeoutMs = 1;
            const calls: string[] = [];
            page.on('request', request => void (request.url().endsWith('/api/ruleChain/testScript') && calls.push(request.method())));

            await test.getByRole('button', { name: 'Test', exact: true }).click();
            const busy = test.getByTestId('script-test-sandbox-busy');
            await busy.waitFor();
            expect(await busy.innerText()).toContain('The script sandbox is busy');
            expect(await busy.innerText()).toContain('This is not an error in your script.');
            expect(await test.getByText(/timed out/).count()).toBe(0);
            expect(calls).toEqual(['POST', 'POST']);

            // Once the loops are over and a script has its usual time to start, the same script runs.
            DEFAULT_LIMITS.startTimeoutMs = startTimeout;
            await Promise.all(loops);
            await test.getByRole('button', { name: 'Test', exact: true }).click();
            await test.getByTestId('script-test-output').filter({ hasText: '"temperature": 22.4' }).waitFor();
            expect(await busy.count()).toBe(0);
        } finally {
            DEFAULT_LIMITS.startTimeoutMs = startTimeout;
            await closePage(page);
        }
    });
});
