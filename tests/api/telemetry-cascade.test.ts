import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { apiClient, type ApiClient } from '../support/api';
import { startTestServer } from '../support/server';

let server: RunningServer;
let api: ApiClient;
beforeAll(async () => {
    server = await startTestServer();
    api = apiClient(server.url);
});
afterAll(() => server.close());

const rowsOf = (table: string, where: string, id: string) =>
    (server.app.ctx.database.sqlite.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).get(id) as { n: number }).n;

describe('deleting a device', () => {
    it('removes its attributes, and its points, rollups, latest values and series once purged from the trash', async () => {
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const created = await api.post('/api/device?accessToken=CASCADE_TOKEN', { name: 'Short-lived sensor' }, token);
        expect(created.status).toBe(200);
        const deviceId = created.body.id.id as string;
        const now = Date.now();
        const points = Array.from({ length: 30 }, (_, i) => ({ ts: now - i * 1000, values: { temperature: 20 + i, humidity: 40 } }));
        expect((await api.post('/api/v1/CASCADE_TOKEN/telemetry', points)).status).toBe(200);

        const series = 'series_id IN (SELECT id FROM ts_kv_series WHERE entity_id = ?)';
        expect(rowsOf('ts_kv', series, deviceId)).toBe(60);
        expect(rowsOf('ts_kv_rollup', series, deviceId)).toBeGreaterThan(0);

        expect((await api.call('DELETE', `/api/device/${deviceId}`, { token })).status).toBe(200);
        expect(rowsOf('attribute_kv', 'entity_id = ?', deviceId)).toBe(0);
        // In the trash (issue #28) the points wait for a restore; purging the entry removes them.
        expect(rowsOf('ts_kv', series, deviceId)).toBe(60);
        const trash = await api.get('/api/trash?pageSize=10&page=0', token);
        const entry = trash.body.data.find((item: { entityId: { id: string } }) => item.entityId.id === deviceId);
        expect((await api.call('DELETE', `/api/trash/${entry.id}`, { token })).status).toBe(200);
        for (const table of ['ts_kv_series', 'ts_kv_latest', 'attribute_kv']) expect(rowsOf(table, 'entity_id = ?', deviceId)).toBe(0);
        // The series rows are gone, so count points and rollups by what no series owns any more.
        const orphans = (table: string) =>
            (server.app.ctx.database.sqlite.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE series_id NOT IN (SELECT id FROM ts_kv_series)`).get() as { n: number }).n;
        expect(orphans('ts_kv')).toBe(0);
        expect(orphans('ts_kv_rollup')).toBe(0);
    });
});
