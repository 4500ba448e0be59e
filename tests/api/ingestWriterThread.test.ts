import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ThreadWriter } from '../../server/telemetry/writer/threadWriter';
import { apiClient } from '../support/api';
import { freePort } from '../support/freePort';
import { startTestServer } from '../support/server';
import { createWorld, type Session, type World } from './fixtures';

/**
 * Both cores (issue #29.4): with a database file, time-series points are written by the writer
 * thread, and a tenant's messages of different devices are processed side by side while each
 * device's keep their order. Nothing a device was acknowledged for is lost across the thread
 * boundary, tenants stay apart, and a clean shutdown writes everything taken before it closes.
 */
const range = (count: number) => Array.from({ length: count }, (_, index) => index);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thingdeck-writer-'));
const dbPath = path.join(dir, 'writer.db');
let world: World;
let mqttPort: number;
const clients: MqttClient[] = [];

async function newDevice(session: Session, name: string): Promise<{ id: string; token: string }> {
    const device = await world.api.post('/api/device', { name }, session.token);
    expect(device.status, device.text).toBe(200);
    const credentials = await world.api.get(`/api/device/${device.body.id.id}/credentials`, session.token);
    return { id: device.body.id.id, token: credentials.body.credentialsId };
}

/** Every stored point of `n`, oldest first, as [ts, value]. */
async function stored(session: Session, deviceId: string): Promise<Array<[number, number]>> {
    const response = await world.api.get(`/api/plugins/telemetry/DEVICE/${deviceId}/values/timeseries?keys=n&startTs=0&endTs=${Date.now() + 3_600_000}&limit=10000&orderBy=ASC&useStrictDataTypes=true`, session.token);
    expect(response.status, response.text).toBe(200);
    return (response.body.n ?? []).map((point: { ts: number; value: number }) => [point.ts, point.value]);
}

beforeAll(async () => {
    mqttPort = await freePort();
    world = await createWorld(() => startTestServer({ mqttPort, dbPath, telemetryWriter: 'thread' }));
});
afterAll(async () => {
    await Promise.all(clients.map(client => client.endAsync(true).catch(() => undefined)));
    await world?.close();
    fs.rmSync(dir, { recursive: true, force: true });
});

describe('the time-series writer thread', () => {
    it('writes the points of a server with a database file', () => {
        expect(world.server.app.ctx.telemetry.writer).toBeInstanceOf(ThreadWriter);
    });

    it('stores every acknowledged MQTT message of devices of two tenants sending at once, each device in the order it sent', async () => {
        const devices = [
            ...(await Promise.all(range(6).map(index => newDevice(world.tenant, `Writer meter ${index}`)))).map(device => ({ ...device, session: world.tenant })),
            ...(await Promise.all(range(4).map(index => newDevice(world.tenant2, `Writer meter B${index}`)))).map(device => ({ ...device, session: world.tenant2 })),
        ];
        const MESSAGES = 150;
        await Promise.all(
            devices.map(async device => {
                const client = await connectAsync(`mqtt://127.0.0.1:${mqttPort}`, { username: device.token, reconnectPeriod: 0 });
                clients.push(client);
                // Written back to back without ts: the server stamps them, one millisecond each.
                await Promise.all(range(MESSAGES).map(n => client.publishAsync('v1/devices/me/telemetry', JSON.stringify({ n }), { qos: 1 })));
            }),
        );
        // Every PUBACK came after the points were committed: read at once, no waiting for the engine.
        for (const device of devices) {
            const points = await stored(device.session, device.id);
            expect(points.map(([, value]) => value)).toEqual(range(MESSAGES));
            expect(points.every(([ts], index) => index === 0 || ts > points[index - 1]![0])).toBe(true);
        }
        // Tenants stay apart: the other tenant cannot read them.
        const foreign = await world.api.get(`/api/plugins/telemetry/DEVICE/${devices[0]!.id}/values/timeseries?keys=n`, world.tenant2.token);
        expect([403, 404]).toContain(foreign.status);
        expect(foreign.body.n).toBeUndefined();
    });

    it('answers an HTTP device only once its points are committed', async () => {
        const device = await newDevice(world.tenant, 'Writer HTTP meter');
        for (const n of range(20)) {
            const answer = await world.api.post(`/api/v1/${device.token}/telemetry`, { n });
            expect(answer.status).toBe(200);
            expect((await stored(world.tenant, device.id)).map(([, value]) => value)).toEqual(range(n + 1));
        }
    });

    it('starts a writer thread that died again and writes what it held: every answered message is stored', async () => {
        const writer = world.server.app.ctx.telemetry.writer as ThreadWriter;
        const devices = await Promise.all(range(3).map(index => newDevice(world.tenant, `Writer crash meter ${index}`)));
        const MESSAGES = 50;
        let answered = 0;
        const killed: number[] = [];
        const statuses = new Set<number>();
        await Promise.all(
            devices.map(async device => {
                for (const n of range(MESSAGES)) {
                    const answer = await world.api.post(`/api/v1/${device.token}/telemetry`, { n });
                    statuses.add(answer.status);
                    answered += 1;
                    // Twice in the burst the thread dies as a crash would, with writes of other devices in its hands.
                    if ((answered === 20 || answered === 80) && writer.worker) {
                        killed.push(answered);
                        void writer.worker.terminate();
                    }
                }
            }),
        );
        expect(killed).toEqual([20, 80]);
        expect([...statuses]).toEqual([200]);
        for (const device of devices) expect((await stored(world.tenant, device.id)).map(([, value]) => value)).toEqual(range(MESSAGES));
    });

    it("never writes a deleted device's late points into the series of another tenant's device that took its id", async () => {
        const sqlite = world.server.app.ctx.database.sqlite;
        const seriesOf = (entityId: string) => sqlite.prepare("SELECT id FROM ts_kv_series WHERE entity_id = ? AND key = 'late'").pluck().get(entityId) as number | undefined;
        const gone = await newDevice(world.tenant, 'Writer deleted meter');
        expect((await world.api.post(`/api/v1/${gone.token}/telemetry`, { late: 1 })).status).toBe(200);
        const freed = seriesOf(gone.id);
        expect((await world.api.call('DELETE', `/api/device/${gone.id}`, { token: world.tenant.token })).status).toBe(200);
        expect((await world.api.call('DELETE', '/api/trash', { token: world.tenant.token })).status).toBe(200);
        const heir = await newDevice(world.tenant2, 'Writer heir meter');
        expect((await world.api.post(`/api/v1/${heir.token}/telemetry`, { late: 2 })).status).toBe(200);
        // SQLite handed the purged series' id to the other tenant's new series.
        expect(seriesOf(heir.id)).toBe(freed);
        // A message of the deleted device that was still in the rule engine when it went is written now.
        await world.server.app.ctx.telemetry.saveTimeseries(gone.id, [{ key: 'late', ts: Date.now(), value: { type: 'LONG', value: 99 } }]);
        const history = await world.api.get(`/api/plugins/telemetry/DEVICE/${heir.id}/values/timeseries?keys=late&startTs=0&endTs=${Date.now() + 60_000}&limit=100&useStrictDataTypes=true`, world.tenant2.token);
        expect(history.body.late.map((point: { value: number }) => point.value)).toEqual([2]);
    });

    it('stores what the REST API saved before it answers', async () => {
        const device = await newDevice(world.tenant, 'Writer REST meter');
        const saved = await world.api.post(`/api/plugins/telemetry/DEVICE/${device.id}/timeseries/ANY`, range(30).map(n => ({ n })), world.tenant.token);
        expect(saved.status).toBe(200);
        expect((await stored(world.tenant, device.id)).map(([, value]) => value)).toEqual(range(30));
    });
});

/**
 * Another connection holds the database's write lock for `holdMs`, as the writer thread does while
 * it commits; resolves `locked` once it holds it and `released` once it committed.
 */
function holdWriteLock(holdMs: number): { locked: Promise<void>; released: Promise<void> } {
    const thread = new Worker(
        `const { parentPort, workerData } = require('node:worker_threads');
         const sqlite = new (require('better-sqlite3'))(workerData.dbPath);
         sqlite.pragma('busy_timeout = 5000');
         sqlite.exec('BEGIN IMMEDIATE');
         sqlite.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('test.lock', 'held')").run();
         parentPort.postMessage('locked');
         Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.holdMs);
         sqlite.exec('COMMIT');
         sqlite.close();`,
        { eval: true, workerData: { dbPath, holdMs } },
    );
    const locked = new Promise<void>(resolve => thread.once('message', () => resolve()));
    const released = new Promise<void>((resolve, reject) => thread.once('exit', code => (code === 0 ? resolve() : reject(new Error(`lock holder exited with ${code}`)))));
    return { locked, released };
}

const importDevices = (file: string, columns: Array<{ type: string; key?: string }>) =>
    world.api.post('/api/device/bulk_import', { file, mapping: { columns, delimiter: ',', header: true, update: false } }, world.tenant.token);

describe('bulk imports beside the writer thread', () => {
    it('waits for the write lock another connection holds instead of failing rows with "database is locked"', async () => {
        const holder = holdWriteLock(300);
        await holder.locked;
        const file = 'name,floor\n' + range(40).map(i => `Locked import ${i},${i}`).join('\n');
        const answer = await importDevices(file, [{ type: 'NAME' }, { type: 'SERVER_ATTRIBUTE', key: 'floor' }]);
        await holder.released;
        expect(answer.status, answer.text).toBe(200);
        expect(answer.body).toEqual({ created: 40, updated: 0, errors: 0, errorsList: [] });
    });

    it("writes a file's time series with their rows, at once, without waiting for the writer thread", async () => {
        const answer = await importDevices('name,reading\nSeries import 0,5\nSeries import 1,6', [{ type: 'NAME' }, { type: 'TIMESERIES', key: 'reading' }]);
        expect(answer.body).toEqual({ created: 2, updated: 0, errors: 0, errorsList: [] });
        // Handed to the thread, each row's points waited for the write lock the import held: the
        // thread gave up after its 5 s busy timeout and the row failed.
        for (const [i, value] of [5, 6].entries()) {
            const device = await world.api.get(`/api/tenant/devices?deviceName=${encodeURIComponent(`Series import ${i}`)}`, world.tenant.token);
            const latest = await world.api.get(`/api/plugins/telemetry/DEVICE/${device.body.id.id}/values/timeseries?keys=reading`, world.tenant.token);
            expect(latest.body.reading?.[0]?.value).toBe(String(value));
        }
    });
});

describe('a clean shutdown', () => {
    it('processes and commits every message it took before the database closes', async () => {
        const dbPath = path.join(dir, 'shutdown.db');
        const server = await startTestServer({ dbPath, telemetryWriter: 'thread' });
        const api = apiClient(server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const tenantId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).tenantId as string;
        const devices = await Promise.all(
            range(5).map(async index => {
                const device = await api.post('/api/device', { name: `Shutdown meter ${index}` }, token);
                const credentials = await api.get(`/api/device/${device.body.id.id}/credentials`, token);
                return { id: device.body.id.id as string, token: credentials.body.credentialsId as string };
            }),
        );
        const ids = devices.map(device => device.id);
        let acked = 0;
        let firstAcks!: () => void;
        const someAcked = new Promise<void>(resolve => (firstAcks = resolve));
        // 5 devices send 80 messages each at once over HTTP; the queue holds many of them when the server stops.
        const sends = devices.flatMap(device =>
            range(80).map(n =>
                fetch(`${server.url}/api/v1/${device.token}/telemetry`, { method: 'POST', body: JSON.stringify({ n }), headers: { 'Content-Type': 'application/json' } })
                    .then(response => {
                        if (response.status === 200 && ++acked >= 20) firstAcks();
                    })
                    .catch(() => undefined),
            ),
        );
        await someAcked;
        // Read together, with nothing in between: acknowledged messages are done, queued ones are not.
        const ackedAtClose = acked;
        const queuedAtClose = server.app.ctx.ruleEngine.queuedOf(tenantId);
        expect(queuedAtClose).toBeGreaterThan(0);
        await server.close();
        await Promise.all(sends);

        const database = new SqliteDatabase(dbPath, { readonly: true });
        const storedPoints = database
            .prepare(`SELECT COUNT(*) FROM ts_kv p JOIN ts_kv_series s ON s.id = p.series_id WHERE s.key = 'n' AND s.entity_id IN (${ids.map(() => '?').join(',')})`)
            .pluck()
            .get(...ids) as number;
        database.close();
        expect(storedPoints).toBeGreaterThanOrEqual(ackedAtClose + queuedAtClose);
        expect(storedPoints).toBeGreaterThanOrEqual(acked);
    });
});
