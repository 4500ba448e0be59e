/**
 * Prints how much JavaScript (gzipped) the browser loads for the sign-in page (budget 200 KB), in
 * all once a tenant admin is signed in and sees the shell, and with a first entity list (budget
 * 450 KB). Run after `npm run build`:
 *   npx tsx tests/bench/bundle.ts            (TEST_CONSOLE_DIR=/tmp/x for a build elsewhere, TOP=n files listed)
 *
 * 2026-11-22, before and after the chunk groups in vite.config.ts (boot, shell): sign-in 202.8 KB in 62 files
 * → 179.4 KB in 3; shell 512.1 KB in 184 files → 443.1 KB in 5.
 */
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startTestServer } from '../support/server';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Collects the gzipped size of every script the page loads, by URL. */
function recordScripts(page: Page): Map<string, number> {
    const scripts = new Map<string, number>();
    page.on('response', async response => {
        if (response.request().resourceType() !== 'script') return;
        try {
            scripts.set(response.url(), zlib.gzipSync(await response.body(), { level: 9 }).length);
        } catch {
            // a response without a body (redirect) carries no script
        }
    });
    return scripts;
}

const total = (scripts: Map<string, number>) => [...scripts.values()].reduce((sum, size) => sum + size, 0);

const server = await startTestServer();
const browser = await launchBrowser();
try {
    const page = await browser.newPage();
    const scripts = recordScripts(page);
    await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
    const signIn = total(scripts);
    console.log(`sign-in page: ${kb(signIn)} of gzipped JavaScript in ${scripts.size} files`);

    await page.fill('input[name="username"]', 'tenant@thingsboard.org');
    await page.fill('input[name="password"]', 'tenant');
    await page.click('button[type="submit"]');
    await page.waitForURL(url => !url.pathname.startsWith('/login'));
    // The shell chunk has arrived once the app bar shows who is signed in.
    await page.getByText('tenant@thingsboard.org').first().waitFor();
    await page.waitForLoadState('networkidle');
    console.log(`shell after sign-in: ${kb(total(scripts))} in all, ${scripts.size} files`);

    // The first entity list, opened from the side menu as a person would.
    await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Devices' }).click();
    await page.waitForURL(url => url.pathname.startsWith('/devices'));
    await page.waitForLoadState('networkidle');
    console.log(`shell with a first entity list (/devices): ${kb(total(scripts))} in all, ${scripts.size} files`);
    for (const [url, size] of [...scripts].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 8))) {
        console.log(`  ${kb(size).padStart(9)}  ${new URL(url).pathname}`);
    }
} finally {
    await browser.close();
    await server.close();
}
