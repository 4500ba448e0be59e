/**
 * The history of saves (issue #28 point 7): 1,000 saves of a 200-widget dashboard, each moving or
 * retitling one widget as an editor does, with every version kept (retention count 0).
 *   SAVES=1000 WIDGETS=200 npx tsx tests/bench/history.ts
 * Prints: the document's size, the database's growth and what the history's rows take, the same
 * history stored as whole compressed copies and as plain JSON, time per save with and without the
 * history, and the time to open the history list (first page of 20), read a version and restore one.
 */
import { deflateRawSync } from 'node:zlib';
import { startTestServer } from '../support/server';

const SAVES = Number(process.env.SAVES ?? 1000);
const WIDGETS = Number(process.env.WIDGETS ?? 200);
const LIST_READS = 200;

type Json = Record<string, any>;

/** A dashboard as the console saves it: widgets with data keys and settings, one state laying them out. */
function dashboard(title: string): Json {
    const widgets: Json = {};
    const layout: Json = {};
    for (let i = 0; i < WIDGETS; i++) {
        const id = `5c1f${String(i).padStart(4, '0')}-2b3c-4d5e-8f90-a1b2c3d4e5f6`;
        widgets[id] = {
            id, isSystemType: true, bundleAlias: 'charts', typeAlias: 'basic_timeseries', type: 'timeseries', title: `Chart ${i}`, sizeX: 8, sizeY: 5,
            config: {
                title: `Chart ${i}`, showTitle: true, backgroundColor: '#fff', color: 'rgba(0, 0, 0, 0.87)', padding: '8px',
                datasources: [{ type: 'entity', entityAliasId: 'alias-1', dataKeys: [
                    { name: 'temperature', type: 'timeseries', label: 'Temperature', color: '#e53935', settings: {}, _hash: 0.1 + i / 1000 },
                    { name: 'humidity', type: 'timeseries', label: 'Humidity', color: '#1e88e5', settings: {}, _hash: 0.2 + i / 1000 },
                ] }],
                timewindow: { realtime: { timewindowMs: 60000 } }, settings: { shadowSize: 4, fontColor: '#545454', fontSize: 10 },
            },
        };
        layout[id] = { sizeX: 8, sizeY: 5, row: Math.floor(i / 3) * 5, col: (i % 3) * 8 };
    }
    return {
        title,
        configuration: {
            description: '', widgets, entityAliases: { 'alias-1': { id: 'alias-1', alias: 'Thermostats', filter: { type: 'deviceType', deviceType: 'thermostat', resolveMultiple: true } } },
            states: { default: { name: title, root: true, layouts: { main: { widgets: layout, gridSettings: { columns: 24, margin: 10 } } } } },
            timewindow: { realtime: { timewindowMs: 60000 } }, settings: { stateControllerId: 'entity', showTitle: false },
        },
    };
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

const server = await startTestServer();
const { app } = server;
try {
    const sqlite = app.ctx.database.sqlite;
    const login = async (username: string, password: string) =>
        ({ 'X-Authorization': `Bearer ${(await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } })).json<{ token: string }>().token}` });
    const sysadmin = await login('sysadmin@thingsboard.org', 'sysadmin');
    const headers = await login('tenant@thingsboard.org', 'tenant');
    // Keep every version, so the numbers are the history's own and not the retention's.
    const profiles = (await app.inject({ method: 'GET', url: '/api/tenantProfiles?pageSize=10&page=0', headers: sysadmin })).json<{ data: Json[] }>().data;
    const defaultProfile = profiles.find(profile => profile.default)!;
    defaultProfile.profileData.configuration.versionHistoryMaxCount = 0;
    await app.inject({ method: 'POST', url: '/api/tenantProfile', headers: sysadmin, payload: defaultProfile });

    const dbBytes = () => (sqlite.pragma('page_count', { simple: true }) as number) * (sqlite.pragma('page_size', { simple: true }) as number);
    const save = async (body: Json) => {
        const response = await app.inject({ method: 'POST', url: '/api/dashboard', headers, payload: body });
        if (response.statusCode !== 200) throw new Error(`save: HTTP ${response.statusCode} ${response.body}`);
        return response.json<Json>();
    };
    /** One editor's change: a widget moved, or retitled. */
    const edit = (body: Json, n: number) => {
        const ids = Object.keys(body.configuration.widgets);
        const id = ids[(n * 7) % ids.length]!;
        if (n % 2 === 0) body.configuration.states.default.layouts.main.widgets[id].row += 1;
        else body.configuration.widgets[id].config.title = `Chart ${n}`;
    };

    const runSaves = async (label: string) => {
        let body = await save(dashboard(label));
        const documentBytes = JSON.stringify(body).length;
        const before = dbBytes();
        const times: number[] = [];
        let whole = 0;
        let plain = 0;
        for (let n = 1; n < SAVES; n++) {
            edit(body, n);
            const start = performance.now();
            body = await save(body);
            times.push(performance.now() - start);
            const text = JSON.stringify(body);
            plain += text.length;
            whole += deflateRawSync(text).length;
        }
        return { id: body.id.id as string, documentBytes, growth: dbBytes() - before, times, whole, plain };
    };

    const baseline = app.ctx.history.record.bind(app.ctx.history);
    app.ctx.history.record = (() => undefined) as unknown as typeof app.ctx.history.record;
    const without = await runSaves('Without history');
    app.ctx.history.record = baseline;
    const withHistory = await runSaves('With history');

    const historyBytes = sqlite.prepare('SELECT SUM(LENGTH(data)) FROM entity_version WHERE entity_id = ?').pluck().get(withHistory.id) as number;
    const keyVersions = sqlite.prepare('SELECT COUNT(*) FROM entity_version WHERE entity_id = ? AND base_version IS NULL').pluck().get(withHistory.id) as number;
    const timed = async (count: number, url: string, method: 'GET' | 'POST' = 'GET') => {
        const times: number[] = [];
        for (let n = 0; n < count; n++) {
            const start = performance.now();
            const response = await app.inject({ method, url, headers });
            times.push(performance.now() - start);
            if (response.statusCode !== 200) throw new Error(`${url}: HTTP ${response.statusCode} ${response.body}`);
        }
        return times;
    };
    const list = await timed(LIST_READS, `/api/history/DASHBOARD/${withHistory.id}/versions?pageSize=20&page=0`);
    const lastPage = await timed(20, `/api/history/DASHBOARD/${withHistory.id}/versions?pageSize=20&page=${Math.floor((SAVES - 1) / 20)}`);
    const reads = await timed(50, `/api/history/DASHBOARD/${withHistory.id}/versions/${SAVES - 13}`);
    const restores = await timed(5, `/api/history/DASHBOARD/${withHistory.id}/versions/${Math.floor(SAVES / 2)}/restore`, 'POST');

    console.log(`${SAVES} saves of a ${WIDGETS}-widget dashboard (${kb(withHistory.documentBytes)} of JSON), every version kept`);
    console.log(`database growth            without history ${kb(without.growth)}   with history ${kb(withHistory.growth)}`);
    console.log(`history rows' data          ${kb(historyBytes)} (${(historyBytes / SAVES).toFixed(0)} B a version, ${keyVersions} key versions)`);
    console.log(`  as whole deflated copies  ${kb(withHistory.whole)}   as plain JSON ${kb(withHistory.plain)}`);
    console.log(`time per save              without history median ${ms(percentile(without.times, 50))} p95 ${ms(percentile(without.times, 95))}`);
    console.log(`                           with history    median ${ms(percentile(withHistory.times, 50))} p95 ${ms(percentile(withHistory.times, 95))}`);
    console.log(`history list, first page   median ${ms(percentile(list, 50))} p95 ${ms(percentile(list, 95))}   last page median ${ms(percentile(lastPage, 50))}`);
    console.log(`read one version           median ${ms(percentile(reads, 50))} p95 ${ms(percentile(reads, 95))}`);
    console.log(`restore one version        median ${ms(percentile(restores, 50))}`);
} finally {
    await server.close();
}
