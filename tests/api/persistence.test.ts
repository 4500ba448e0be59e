import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/main';
import { apiClient } from '../support/api';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thingdeck-data-'));
const dbPath = path.join(dataDir, 'thingdeck.db');
const start = (reset = false) =>
    startServer({ host: '127.0.0.1', port: 0, dbPath, dataDir, staticDir: null, logLevel: 'error' }, { reset });

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('a database file across restarts', () => {
    it('seeds once, keeps the signing key, and reseeds on --reset', async () => {
        const first = await start();
        expect(first.seeded).toEqual({ system: true, demo: true });
        const api = apiClient(first.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const tenantUserId = (await api.get('/api/auth/user', token)).body.id.id;
        await first.close();
        expect(fs.existsSync(path.join(dataDir, 'jwt-signing.key'))).toBe(true);
        expect(fs.statSync(path.join(dataDir, 'jwt-signing.key')).mode & 0o777).toBe(0o600);

        const second = await start();
        expect(second.seeded).toEqual({ system: false, demo: false });
        const again = apiClient(second.url);
        // The same key signs and verifies: a token from before the restart still works.
        const me = await again.get('/api/auth/user', token);
        expect(me.status).toBe(200);
        expect(me.body.id.id).toBe(tenantUserId);
        await second.close();

        const reset = await start(true);
        expect(reset.seeded).toEqual({ system: true, demo: true });
        const fresh = apiClient(reset.url);
        const { token: newToken } = await fresh.login('tenant@thingsboard.org', 'tenant');
        expect((await fresh.get('/api/auth/user', newToken)).body.id.id).not.toBe(tenantUserId);
        await reset.close();
    }, 60_000); // three server starts (each waits for its script workers) and three argon2 sign-ins: over 30 s on a loaded machine

    it('keeps its journal in WAL mode', async () => {
        const server = await start();
        expect(server.app.ctx.database.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
        await server.close();
    });
});
