/**
 * Prints what the browser really receives, per page, as it crossed the wire (compressed bytes,
 * every body awaited to its last byte: tests/support/transfers.ts): the sign-in page (budget:
 * 200 KB of JavaScript; the console's code it fetches ahead once idle, apart), the shell once a tenant
 * admin is signed in, then the first entity list
 * (budget with the shell: 450 KB), then the Thermostats dashboard. Run after `npm run build`:
 *   npx tsx tests/bench/bundle.ts            (TEST_CONSOLE_DIR=/tmp/x for a build elsewhere, TOP=n files listed)
 *
 * 2026-11-22, before and after the chunk groups in vite.config.ts (boot, shell): sign-in 202.8 KB in 62 files
 * → 179.4 KB in 3; shell 512.1 KB in 184 files → 443.1 KB in 5 (gzip -9 of each file, counted by a
 * handler that did not wait for the bodies: issue #26).
 */
import type { Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startTestServer } from '../support/server';
import { bodyBytesOf, kilobytes, meterTransfers, type Transfer } from '../support/transfers';

/** One page's transfers: scripts, styles and the rest, and the largest files. */
function report(name: string, transfers: Transfer[]) {
    const types = [...new Set(transfers.map(transfer => transfer.type))].sort();
    const byType = types.map(type => `${type} ${kilobytes(bodyBytesOf(transfers, type))}`).join(', ');
    const encodings = [...new Set(transfers.filter(transfer => transfer.bodyBytes >= 1024).map(transfer => transfer.encoding ?? 'none'))].join('/');
    console.log(`${name}: ${kilobytes(bodyBytesOf(transfers))} over the wire in ${transfers.length} requests (${byType}; files of 1 KB+ sent as ${encodings || '-'})`);
    const incomplete = transfers.filter(transfer => !transfer.completed);
    if (incomplete.length) console.log(`  ${incomplete.length} without a complete answer: ${incomplete.map(transfer => new URL(transfer.url).pathname).join(', ')}`);
    for (const transfer of [...transfers].sort((a, b) => b.bodyBytes - a.bodyBytes).slice(0, Number(process.env.TOP ?? 5))) {
        console.log(`  ${kilobytes(transfer.bodyBytes).padStart(9)}  ${transfer.type.padEnd(10)} ${new URL(transfer.url).pathname}`);
    }
    return transfers;
}

const settle = (page: Page) => page.waitForLoadState('networkidle');

const server = await startTestServer();
const browser = await launchBrowser();
try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const meter = meterTransfers(page);
    await page.goto(`${server.url}/login`);
    await page.locator('input[name="username"]').waitFor();
    await settle(page);
    // The console's code, fetched ahead while the person types (preloadConsole), counts apart.
    const consoleFiles = ((await page.locator('meta[name="console-files"]').getAttribute('content').catch(() => null)) ?? '').split(' ');
    const isConsoleFile = (transfer: Transfer) => consoleFiles.includes(new URL(transfer.url).pathname);
    const signInAll = await meter.take();
    const signIn = report('sign-in page', signInAll.filter(transfer => !isConsoleFile(transfer)));
    const ahead = report('  the console fetched ahead on the sign-in page, once idle', signInAll.filter(isConsoleFile));

    await page.fill('input[name="username"]', 'tenant@thingsboard.org');
    await page.fill('input[name="password"]', 'tenant');
    await page.click('button[type="submit"]');
    await page.waitForURL(url => !url.pathname.startsWith('/login'));
    // The shell has arrived once the app bar shows who is signed in.
    await page.locator('header').getByText('tenant@thingsboard.org').first().waitFor();
    await settle(page);
    const shell = report('shell after sign-in', await meter.take());

    // The first entity list, opened from the side menu as a person would.
    await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Devices', exact: true }).click();
    await page.locator('main tbody tr').first().waitFor();
    await settle(page);
    const list = report('first entity list (/devices)', await meter.take());

    await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Dashboards', exact: true }).click();
    await page.locator('main tbody tr', { hasText: 'Thermostats' }).click();
    await page.locator('main .uplot canvas').first().waitFor();
    await settle(page);
    report('Thermostats dashboard (with the dashboards list)', await meter.take());

    const scripts = (transfers: Transfer[]) => bodyBytesOf(transfers, 'script');
    console.log(`\nJavaScript: sign-in ${kilobytes(scripts(signIn))} (budget 200 KB); signed in with a first list ${kilobytes(scripts(signIn) + scripts(ahead) + scripts(shell) + scripts(list))} (budget 450 KB)`);
} finally {
    await browser.close();
    await server.close();
}
