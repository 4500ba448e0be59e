import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { buildProxyApp } from '../../server/proxy';
import { apiClient, type ApiClient } from '../support/api';
import { startTestServer } from '../support/server';

/** API_URL mode: the console's own origin forwards /api to another ThingsBoard-compatible server. */
let upstream: RunningServer;
let proxy: FastifyInstance;
let api: ApiClient;
let staticDir: string;

beforeAll(async () => {
    upstream = await startTestServer();
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thingdeck-console-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>console</title>');
    proxy = await buildProxyApp(upstream.url, staticDir, 'error');
    await proxy.listen({ host: '127.0.0.1', port: 0 });
    const address = proxy.server.address();
    api = apiClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
});

afterAll(async () => {
    await proxy.close();
    await upstream.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('API_URL proxy', () => {
    it('forwards sign-in and authenticated calls to the upstream server', async () => {
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const me = await api.get('/api/auth/user', token);
        expect(me.status).toBe(200);
        expect(me.body.email).toBe('tenant@thingsboard.org');
    });

    it('passes the upstream error bodies through unchanged', async () => {
        const response = await api.post('/api/auth/login', { username: 'tenant@thingsboard.org', password: 'wrong' });
        expect(response.status).toBe(401);
        expect(response.body).toMatchObject({ status: 401, errorCode: 10, message: 'Invalid username or password' });
    });

    it('serves the console for every other path', async () => {
        const page = await api.get('/devices/123');
        expect(page.status).toBe(200);
        expect(page.text).toContain('<title>console</title>');
    });
});
