import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser } from '../support/browser';
import { bodyBytesOf, meterTransfers } from '../support/transfers';

/**
 * The meter behind the bundle benchmark and the sign-in budget (tests/support/transfers.ts) must
 * count what crossed the wire, body by body, to the last byte: a count taken while bodies are
 * still arriving measured nothing (issue #26).
 */
describe('the transfer meter', () => {
    const SLOW_BYTES = 200_000;
    const script = Buffer.from(`window.loaded = ${JSON.stringify('x'.repeat(SLOW_BYTES - 40))};\n`);
    const packed = Buffer.from(Array.from({ length: 4000 }, (_, i) => `window.v${i % 10} = ${i % 10};`).join('\n'));
    const packedGzip = gzipSync(packed);
    let server: http.Server;
    let base: string;
    let browser: Browser;
    /** The slow script's request has arrived and its first 16 KB are sent; `finish` sends the rest. */
    let slowStarted: Promise<void>;
    let finish: () => void;

    beforeAll(async () => {
        let started: () => void;
        slowStarted = new Promise(resolve => (started = resolve));
        const released = new Promise<void>(resolve => (finish = resolve));
        server = http.createServer((request, response) => {
            if (request.url === '/') {
                response.writeHead(200, { 'content-type': 'text/html' });
                response.end('<!doctype html><script src="/slow.js"></script><script src="/packed.js"></script>');
            } else if (request.url === '/slow.js') {
                response.writeHead(200, { 'content-type': 'text/javascript', 'content-length': script.length });
                response.write(script.subarray(0, 16_384), () => started());
                void released.then(() => response.end(script.subarray(16_384)));
            } else if (request.url === '/packed.js') {
                response.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'gzip', 'content-length': packedGzip.length });
                response.end(packedGzip);
            } else {
                response.writeHead(404).end();
            }
        });
        await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
        base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        browser = await workerBrowser();
    });
    afterAll(async () => {
        await browser?.close();
        server?.closeAllConnections();
        await new Promise(resolve => server?.close(resolve));
    });

    it('waits for every body, counting compressed bytes as they crossed the wire', async () => {
        const page = await browser.newPage();
        try {
            const meter = meterTransfers(page);
            const requested = Promise.all([
                page.waitForRequest(request => request.url().endsWith('/slow.js')),
                page.waitForRequest(request => request.url().endsWith('/packed.js')),
            ]);
            await page.goto(base, { waitUntil: 'commit' });
            await Promise.all([requested, slowStarted]);
            // Taken while the slow script is still arriving: the meter must wait for the rest of it.
            const taking = meter.take();
            finish();
            const transfers = await taking;

            const slow = transfers.find(transfer => transfer.url.endsWith('/slow.js'));
            expect(slow).toMatchObject({ type: 'script', completed: true, encoding: null });
            expect(slow!.bodyBytes).toBe(script.length);
            // The compressed script counts as the bytes sent, not as the larger text it unpacks to.
            const gzipped = transfers.find(transfer => transfer.url.endsWith('/packed.js'));
            expect(gzipped).toMatchObject({ type: 'script', completed: true, encoding: 'gzip' });
            expect(gzipped!.bodyBytes).toBe(packedGzip.length);
            expect(bodyBytesOf(transfers, 'script')).toBe(script.length + packedGzip.length);
            expect(await page.evaluate(() => (window as unknown as { loaded: string }).loaded.length)).toBe(SLOW_BYTES - 40);
        } finally {
            await page.close();
        }
    });
});
