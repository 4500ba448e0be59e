// Paths no route takes (issue #22 point 4): ThingsBoard forwards only console pages to its
// index.html; files it lacks under /static/ and unknown API calls never answer the console's HTML.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { apiClient, type ApiClient } from '../support/api';
import { startTestServer } from '../support/server';

let server: RunningServer;
let api: ApiClient;
let token: string;
let consoleDir: string;

beforeAll(async () => {
    consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-'));
    fs.writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>Thingdeck</title>');
    server = await startTestServer({ staticDir: consoleDir });
    api = apiClient(server.url);
    token = (await api.login('tenant@thingsboard.org', 'tenant')).token;
});
afterAll(async () => {
    await server?.close();
    fs.rmSync(consoleDir, { recursive: true, force: true });
});

describe('paths no route takes', () => {
    it.each(['/devices/123', '/assets', '/assets/123/show/relations'])('answers the console page %s with index.html, as ThingsBoard forwards them', async url => {
        // /assets holds the build's files and the Assets pages: a reload of an asset's page is a page.
        const page = await api.get(url);
        expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
        expect(page.text).toContain('<title>Thingdeck</title>');
    });

    it.each(['/static/rulenode/rulenode-core-config.js', '/static/anything', '/assets/missing-chunk.js', '/webjars/x', '/missing-file.js'])(
        'answers %s with a 404, never the console page',
        async url => {
            const response = await api.get(url);
            expect(response.status).toBe(404);
            expect(response.text).not.toContain('<title>');
            expect(response.body).toMatchObject({ status: 404, errorCode: 32 });
        },
    );

    it('answers an unknown API call 404 to a signed-in caller, never the console page', async () => {
        const response = await api.get('/api/no/such/call', token);
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({ status: 404, errorCode: 32, message: 'No such API call: GET /api/no/such/call' });
    });

    it('asks for a token first on any /api path outside /api/noauth and the device API, as ThingsBoard\'s security filter does', async () => {
        expect((await api.get('/api/no/such/call')).body).toMatchObject({ status: 401, errorCode: 10, message: 'Authentication failed' });
        expect((await api.get('/api/noauth/no/such/call')).status).toBe(404);
        expect((await api.get('/api/v1/no/such/call')).status).toBe(404);
    });

    it("answers a known path under another method with Spring's 405", async () => {
        const response = await api.call('PUT', '/api/device', { token, body: {} });
        expect(response.status).toBe(405);
        expect(response.body).toMatchObject({ status: 405, errorCode: 31, message: "Request method 'PUT' not supported" });
        expect(response.headers.get('allow')).toContain('POST');
    });
});
