import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Response as InjectResponse } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { precompressDirectory } from '../../build/precompress';
import type { RunningServer } from '../../server/main';
import { buildProxyApp } from '../../server/proxy';
import { startTestServer } from '../support/server';

const BROWSER = 'gzip, deflate, br, zstd';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A built console in miniature: index.html naming a hashed script, a tiny asset, the favicon, compressed as the build does. */
function makeConsole() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thingdeck-compress-'));
    const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = () => document.title + ${i};`).join('\n');
    const page = `<!doctype html><html><head><title>Thingdeck</title><script type="module" src="/assets/boot-Ab12Cd34.js"></script></head><body>${'<div class="skeleton"></div>'.repeat(60)}</body></html>`;
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), page);
    fs.writeFileSync(path.join(dir, 'assets/boot-Ab12Cd34.js'), script);
    fs.writeFileSync(path.join(dir, 'assets/tiny-Ef56Gh78.js'), 'export {};');
    fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    return { dir, script, page };
}

/** The body as the client would read it, undoing the answer's Content-Encoding. */
function decoded(response: InjectResponse): string {
    const encoding = response.headers['content-encoding'];
    if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
    if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
    expect(encoding).toBeUndefined();
    return response.body;
}

/** The same checks of the console's files whichever server serves them. */
function consoleFileChecks(app: () => FastifyInstance, files: () => ReturnType<typeof makeConsole>) {
    it('sends a hashed asset as its brotli copy to a browser, gzip to a client that takes only gzip, as is otherwise; cached for a year', async () => {
        const url = '/assets/boot-Ab12Cd34.js';
        const [br, gzip, plain] = await Promise.all(
            [BROWSER, 'gzip', undefined].map(encoding => app().inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} })),
        );
        expect([br, gzip, plain].map(response => response.headers['content-encoding'])).toEqual(['br', 'gzip', undefined]);
        for (const response of [br, gzip, plain]) {
            expect(response.statusCode).toBe(200);
            expect(decoded(response)).toBe(files().script);
            expect(response.headers['content-type']).toMatch(/javascript/);
            expect(response.headers['cache-control']).toBe(IMMUTABLE);
            expect(response.headers.vary).toMatch(/accept-encoding/i);
        }
        expect(br.rawPayload.length).toBeLessThan(files().script.length / 5);
        expect(br.rawPayload.length).toBeLessThan(gzip.rawPayload.length);
    });

    it('answers a console route with index.html, compressed, to be revalidated: 304 while its ETag holds', async () => {
        const page = await app().inject({ method: 'GET', url: '/devices/123', headers: { 'accept-encoding': BROWSER } });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-encoding']).toBe('br');
        expect(decoded(page)).toBe(files().page);
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.headers.etag).toBeTruthy();
        const again = await app().inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': BROWSER, 'if-none-match': String(page.headers.etag) } });
        expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);
        const head = await app().inject({ method: 'HEAD', url: '/devices', headers: { 'accept-encoding': BROWSER } });
        expect([head.statusCode, head.headers['cache-control'], head.headers['content-encoding']]).toEqual([200, 'no-cache', 'br']);
    });

    it('sends files under 1 KB as they are, revalidated unless hashed, and never the compressed copies as addresses of their own', async () => {
        const tiny = await app().inject({ method: 'GET', url: '/assets/tiny-Ef56Gh78.js', headers: { 'accept-encoding': BROWSER } });
        expect([tiny.headers['content-encoding'], tiny.body, tiny.headers['cache-control']]).toEqual([undefined, 'export {};', IMMUTABLE]);
        const icon = await app().inject({ method: 'GET', url: '/favicon.svg', headers: { 'accept-encoding': BROWSER } });
        expect([icon.headers['content-encoding'], icon.headers['cache-control']]).toEqual([undefined, 'no-cache']);
        // A file path under /assets/ is never a console page: the copy is a file the console lacks, as ThingsBoard answers it.
        const copy = await app().inject({ method: 'GET', url: '/assets/boot-Ab12Cd34.js.br', headers: { 'accept-encoding': BROWSER } });
        expect([copy.statusCode, copy.headers['content-encoding']]).toEqual([404, undefined]);
        expect(copy.body).not.toContain('export const');
    });
}

describe('compression and caching on the embedded server', () => {
    let server: RunningServer;
    let files: ReturnType<typeof makeConsole>;
    let token: string;

    beforeAll(async () => {
        files = makeConsole();
        await precompressDirectory(files.dir);
        server = await startTestServer({ staticDir: files.dir });
        const login = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'tenant@thingsboard.org', password: 'tenant' } });
        token = login.json().token;
    });
    afterAll(async () => {
        await server?.close();
        fs.rmSync(files.dir, { recursive: true, force: true });
    });

    consoleFileChecks(() => server.app, () => files);

    const devices = (encoding?: string) =>
        server.app.inject({ method: 'GET', url: '/api/tenant/devices?pageSize=100&page=0', headers: { 'x-authorization': `Bearer ${token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

    it('compresses a JSON answer of 1 KB or more, brotli or gzip as the client accepts, to the same JSON', async () => {
        const [plain, br, gzip] = await Promise.all([devices(), devices(BROWSER), devices('gzip')]);
        expect(plain.rawPayload.length).toBeGreaterThan(1024);
        expect([plain, br, gzip].map(response => response.headers['content-encoding'])).toEqual([undefined, 'br', 'gzip']);
        expect(JSON.parse(decoded(br))).toEqual(plain.json());
        expect(JSON.parse(decoded(gzip))).toEqual(plain.json());
        expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        expect(br.headers.vary).toMatch(/accept-encoding/i);
    });

    it('sends answers under 1 KB, and every answer to a client that accepts no encoding, as they are', async () => {
        const user = await server.app.inject({ method: 'GET', url: '/api/auth/user', headers: { 'x-authorization': `Bearer ${token}`, 'accept-encoding': BROWSER } });
        expect(user.rawPayload.length).toBeLessThan(1024);
        expect(user.headers['content-encoding']).toBeUndefined();
        expect(user.json().email).toBe('tenant@thingsboard.org');
        expect((await devices('identity')).headers['content-encoding']).toBeUndefined();
    });

    it('never compresses the telemetry WebSocket, even when the client offers to', async () => {
        const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${token}`, { perMessageDeflate: true });
        try {
            const upgrade = new Promise<http.IncomingMessage>(resolve => socket.once('upgrade', resolve));
            await new Promise((resolve, reject) => {
                socket.once('open', resolve);
                socket.once('error', reject);
            });
            expect((await upgrade).headers['sec-websocket-extensions']).toBeUndefined();
            expect(socket.extensions).toBe('');
        } finally {
            socket.close();
        }
    });
});

describe('compression and caching in front of a real ThingsBoard (API_URL)', () => {
    const bigAnswer = JSON.stringify({ data: Array.from({ length: 50 }, (_, i) => ({ id: { entityType: 'DEVICE', id: `d${i}` }, name: `Device ${i}` })) });
    let upstream: http.Server;
    let proxy: FastifyInstance;
    let files: ReturnType<typeof makeConsole>;

    beforeAll(async () => {
        // ThingsBoard as it is configured by default: no compression of its own.
        upstream = http.createServer((request, response) => {
            const body = request.url?.startsWith('/api/tenant/devices') ? bigAnswer : '{"authority":"TENANT_ADMIN"}';
            response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
            response.end(body);
        });
        await new Promise<void>(resolve => upstream.listen(0, '127.0.0.1', resolve));
        files = makeConsole();
        await precompressDirectory(files.dir);
        proxy = await buildProxyApp(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, files.dir, 'error', 'strict');
    });
    afterAll(async () => {
        await proxy?.close();
        await new Promise(resolve => upstream?.close(resolve));
        fs.rmSync(files.dir, { recursive: true, force: true });
    });

    consoleFileChecks(() => proxy, () => files);

    it("compresses ThingsBoard's JSON answers of 1 KB or more on the way, and passes smaller ones as they came", async () => {
        const list = await proxy.inject({ method: 'GET', url: '/api/tenant/devices?pageSize=50&page=0', headers: { 'accept-encoding': BROWSER } });
        expect(list.headers['content-encoding']).toBe('br');
        expect(decoded(list)).toBe(bigAnswer);
        const user = await proxy.inject({ method: 'GET', url: '/api/auth/user', headers: { 'accept-encoding': BROWSER } });
        expect(user.headers['content-encoding']).toBeUndefined();
        expect([user.body, user.headers['content-length']]).toEqual(['{"authority":"TENANT_ADMIN"}', '28']);
    });
});
