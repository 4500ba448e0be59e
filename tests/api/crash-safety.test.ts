import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../server/config';
import { apiClient, type ApiClient } from '../support/api';

/**
 * The real server as a child process on a database file, killed with SIGKILL in the middle of
 * writes and started again on the same file: the database stays consistent, every write that was
 * answered 2xx is there, and the restarted server answers at once.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thingdeck-crash-'));
const dbPath = path.join(dir, 'thingdeck.db');
let child: ChildProcess | null = null;
let api: ApiClient;
let token: string;

async function startServer(): Promise<void> {
    const port = 20000 + Math.floor(Math.random() * 20000);
    child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
        cwd: REPO_ROOT,
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DB_PATH: dbPath, MQTT_PORT: '0', SIMULATOR: '0', LOG_LEVEL: 'error', LOG_FORMAT: 'json', RATE_LIMIT_SIGN_IN: '0', RATE_LIMIT_NOAUTH: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', chunk => (output += chunk));
    child.stderr!.on('data', chunk => (output += chunk));
    await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
        child!.stdout!.on('data', () => {
            if (output.includes('Thingdeck is running')) {
                clearTimeout(timer);
                resolve();
            }
        });
        child!.once('exit', code => reject(new Error(`server exited with ${code}:\n${output}`)));
    });
    api = apiClient(`http://127.0.0.1:${port}`);
    // Serving at once: the first request after start-up already answers.
    expect((await api.get('/api/health')).status).toBe(200);
    token = (await api.login('tenant@thingsboard.org', 'tenant')).token;
}

/** SIGKILL, no chance to flush or close anything; resolves when the process is gone. */
async function killServer(): Promise<void> {
    const running = child!;
    child = null;
    const exited = new Promise(resolve => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
}

/** Fires `count` writes a few at a time until `stop` says so; returns the indexes answered 2xx. */
async function writeUntil(count: number, stopped: () => boolean, write: (index: number) => Promise<{ status: number }>, acknowledged: number[]): Promise<void> {
    let next = 0;
    const worker = async () => {
        while (next < count && !stopped()) {
            const index = next++;
            const answer = await write(index).catch(() => ({ status: 0 }));
            if (answer.status >= 200 && answer.status < 300) acknowledged.push(index);
        }
    };
    await Promise.all(Array.from({ length: 3 }, worker));
}

function checkConsistent(): void {
    const sqlite = new SqliteDatabase(dbPath, { readonly: true });
    try {
        expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(sqlite.pragma('foreign_key_check')).toEqual([]);
        // A device is written with its credentials in one transaction: never one without the other.
        expect(sqlite.prepare('SELECT d.name FROM device d LEFT JOIN device_credentials c ON c.device_id = d.id WHERE c.id IS NULL').pluck().all()).toEqual([]);
    } finally {
        sqlite.close();
    }
}

const readOnly = <T>(read: (sqlite: SqliteDatabase.Database) => T): T => {
    const sqlite = new SqliteDatabase(dbPath, { readonly: true });
    try {
        return read(sqlite);
    } finally {
        sqlite.close();
    }
};

beforeAll(async () => {
    await startServer();
}, 90_000);
afterAll(async () => {
    if (child) await killServer();
    fs.rmSync(dir, { recursive: true, force: true });
});

const IMPORT_ROWS = 50;
const importFile = (batch: number) =>
    'name,type,label,token,floor\n' +
    Array.from({ length: IMPORT_ROWS }, (_, i) => `Crash B${batch}-${i},crash,Label ${batch}-${i},crash-token-${batch}-${i},${i}`).join('\n');
const IMPORT_COLUMNS = [{ type: 'NAME' }, { type: 'TYPE' }, { type: 'LABEL' }, { type: 'ACCESS_TOKEN' }, { type: 'SERVER_ATTRIBUTE', key: 'floor' }];
const dashboardWidgets = (n: number) =>
    Object.fromEntries(
        Array.from({ length: 40 }, (_, i) => [`w${n}-${i}`, { typeFullFqn: 'system.cards.markdown_card', sizeX: 4, sizeY: 3, config: { title: `Widget ${n}-${i}`, settings: { markdownTextPattern: 'x'.repeat(500) } } }]),
    );
const TS_BASE = Date.UTC(2026, 0, 1);

/**
 * One SIGKILL while a bulk import, a telemetry burst and dashboard saves all run (each past its first
 * answers, so the kill lands in the middle of every one), then a restart on the same file. One kill for
 * the three keeps the test to two server starts.
 */
describe('SIGKILL in the middle of writes', () => {
    const imported: number[] = [];
    /** Rows an answered import reported as failed: every row of these files is valid, so none may fail. */
    const importFailures: string[] = [];
    const readings: number[] = [];
    const dashboards: number[] = [];
    let deviceId = '';

    it('kills the server while it imports devices, takes telemetry and saves dashboards', async () => {
        const device = await api.post('/api/device', { name: 'Crash telemetry', type: 'crash-ts' }, token);
        deviceId = device.body.id.id;
        const deviceToken = (await api.get(`/api/device/${deviceId}/credentials`, token)).body.credentialsId as string;

        let killed = false;
        const stopped = () => killed;
        const writers = Promise.all([
            writeUntil(
                1000,
                stopped,
                async batch => {
                    const answer = await api.post('/api/device/bulk_import', { file: importFile(batch), mapping: { columns: IMPORT_COLUMNS, delimiter: ',', header: true, update: false } }, token);
                    if (answer.status === 200) importFailures.push(...(answer.body.errorsList as string[]).map(error => `file ${batch}: ${error}`));
                    return answer;
                },
                imported,
            ),
            writeUntil(100_000, stopped, i => api.post(`/api/v1/${deviceToken}/telemetry`, { ts: TS_BASE + i * 1000, values: { burst: i, note: `n${i}` } }), readings),
            writeUntil(10_000, stopped, n => api.post('/api/dashboard', { title: `Crash dashboard ${n}`, configuration: { description: `save ${n}`, widgets: dashboardWidgets(n) } }, token), dashboards),
        ]);
        // Kill once every kind of write has been answered a few times and is still going.
        const deadline = Date.now() + 30_000;
        while ((imported.length < 3 || readings.length < 50 || dashboards.length < 5) && Date.now() < deadline) await new Promise(resolve => setTimeout(resolve, 20));
        killed = true;
        await killServer();
        await writers;
        expect([imported.length >= 3, readings.length >= 50, dashboards.length >= 5]).toEqual([true, true, true]);

        await startServer();
    }, 120_000);

    it('leaves a consistent database: integrity check ok, no foreign key broken, every device with its credentials', () => {
        checkConsistent();
    });

    it('bulk import: every answered file is there; rows of a file cut off are whole (label, token and attribute together)', () => {
        // The time-series writer thread commits beside the imports: rows wait for its write lock, never fail on it.
        expect(importFailures).toEqual([]);
        readOnly(sqlite => {
            const devices = sqlite
                .prepare("SELECT d.id, d.name, d.label, c.credentials_id AS token FROM device d JOIN device_credentials c ON c.device_id = d.id WHERE d.type = 'crash'")
                .all() as Array<{ id: string; name: string; label: string; token: string }>;
            const names = new Set(devices.map(device => device.name));
            const missing = imported.flatMap(batch => Array.from({ length: IMPORT_ROWS }, (_, i) => `Crash B${batch}-${i}`)).filter(name => !names.has(name));
            expect(missing).toEqual([]);
            const floor = sqlite.prepare("SELECT COUNT(*) FROM attribute_kv WHERE entity_id = ? AND attribute_key = 'floor'").pluck();
            for (const device of devices) {
                const [batch, i] = device.name.replace('Crash B', '').split('-');
                expect(device).toMatchObject({ label: `Label ${batch}-${i}`, token: `crash-token-${batch}-${i}` });
                expect(floor.get(device.id), device.name).toBe(1);
            }
        });
    });

    it('telemetry burst: every answered reading is stored', async () => {
        const last = Math.max(...readings);
        const series = await api.get(`/api/plugins/telemetry/DEVICE/${deviceId}/values/timeseries?keys=burst,note&startTs=${TS_BASE}&endTs=${TS_BASE + (last + 1) * 1000}&limit=100000&agg=NONE`, token);
        expect(series.status).toBe(200);
        const valuesOf = (key: string) => new Map((series.body[key] as Array<{ ts: number; value: string }>).map(point => [point.ts, point.value]));
        const [burst, notes] = [valuesOf('burst'), valuesOf('note')];
        expect(readings.filter(i => burst.get(TS_BASE + i * 1000) !== String(i) || notes.get(TS_BASE + i * 1000) !== `n${i}`)).toEqual([]);
    });

    it('dashboard save: every answered save is there and whole; saves cut off are absent or whole', () => {
        readOnly(sqlite => {
            const rows = sqlite.prepare("SELECT title, configuration FROM dashboard WHERE title LIKE 'Crash dashboard %'").all() as Array<{ title: string; configuration: string }>;
            const byTitle = new Map(rows.map(row => [row.title, JSON.parse(row.configuration) as { description: string; widgets: object }]));
            for (const n of dashboards) expect(byTitle.get(`Crash dashboard ${n}`)?.description, `save ${n}`).toBe(`save ${n}`);
            for (const [title, configuration] of byTitle) expect(Object.keys(configuration.widgets), title).toHaveLength(40);
        });
    });
});
