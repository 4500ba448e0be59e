/**
 * Time from navigation to rows shown for the devices list in Chromium, as a tenant admin sees it.
 * Run after `npm run build`:
 *   npx tsx tests/bench/list-page.ts [extraDevices=500] [runs=15]
 * Prints, in milliseconds (min / p50 / p90 / max):
 *   - full load: page.goto('/devices') with a warm cache until the first row is drawn;
 *   - in-app: clicking "Devices" in the side menu (from Customers) until the first row is drawn;
 *   - next page: clicking "next page" until the rows of page 2 replace those of page 1;
 *   - search: typing in the search box until the matching row is the only one left.
 */
import type { Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startTestServer } from '../support/server';

const EXTRA_DEVICES = Number(process.argv[2] ?? 500);
const RUNS = Number(process.argv[3] ?? 15);

const server = await startTestServer();
const browser = await launchBrowser();

const login = async (username: string, password: string): Promise<string> => {
    const response = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password }),
    });
    return ((await response.json()) as { token: string }).token;
};

const stats = (label: string, samples: number[]) => {
    const sorted = [...samples].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    const fmt = (ms: number) => ms.toFixed(0).padStart(5);
    console.log(`${label.padEnd(12)} min ${fmt(sorted[0]!)}  p50 ${fmt(at(0.5))}  p90 ${fmt(at(0.9))}  max ${fmt(sorted[sorted.length - 1]!)}  (n=${samples.length})`);
};

const timed = async (action: () => Promise<unknown>, until: () => Promise<unknown>) => {
    const start = performance.now();
    await action();
    await until();
    return performance.now() - start;
};

try {
    const token = await login('tenant@thingsboard.org', 'tenant');
    for (let i = 0; i < EXTRA_DEVICES; i++) {
        await fetch(`${server.url}/api/device`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Authorization': `Bearer ${token}` },
            body: JSON.stringify({ name: `Bench device ${String(i).padStart(5, '0')}`, label: `Room ${i % 97}` }),
        });
    }

    const page: Page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(`${server.url}/login`);
    await page.fill('input[name="username"]', 'tenant@thingsboard.org');
    await page.fill('input[name="password"]', 'tenant');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${server.url}/home`);

    const firstRow = () => page.locator('tbody tr').first().waitFor();
    const menu = page.getByRole('navigation', { name: 'menu' });

    const fullLoad: number[] = [];
    const inApp: number[] = [];
    const nextPage: number[] = [];
    const search: number[] = [];
    for (let run = 0; run < RUNS; run++) {
        fullLoad.push(await timed(() => page.goto(`${server.url}/devices`, { waitUntil: 'commit' }), firstRow));

        await menu.getByRole('link', { name: 'Customers', exact: true }).click();
        await page.waitForURL(/\/customers/);
        await firstRow();
        inApp.push(await timed(() => menu.getByRole('link', { name: 'Devices', exact: true }).click(), firstRow));

        const before = await page.locator('tbody tr').first().textContent();
        nextPage.push(
            await timed(
                () => page.getByRole('button', { name: /next page/i }).click(),
                () => page.waitForFunction(text => document.querySelector('tbody tr')?.textContent !== text, before)
            )
        );

        const wanted = `Bench device ${String(run).padStart(5, '0')}`;
        // The search box lives in the shell's toolbar, behind its search button.
        if (!(await page.getByPlaceholder('Search').isVisible())) await page.getByRole('button', { name: 'Search' }).click();
        search.push(
            await timed(
                () => page.getByPlaceholder('Search').fill(wanted),
                () => page.waitForFunction(name => {
                    const rows = document.querySelectorAll('tbody tr');
                    return rows.length === 1 && rows[0]!.textContent!.includes(name);
                }, wanted)
            )
        );
        // The list remembers its search; the next run starts from the whole list again.
        await page.getByPlaceholder('Search').fill('');
        await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 10);
    }
    console.log(`devices list, tenant admin, ${EXTRA_DEVICES + 9} devices, 10 rows per page, Chromium headless:`);
    stats('full load', fullLoad);
    stats('in-app', inApp);
    stats('next page', nextPage);
    stats('search', search);
} catch (error) {
    console.error(error);
    process.exitCode = 1;
} finally {
    await browser.close();
    await server.close();
}
