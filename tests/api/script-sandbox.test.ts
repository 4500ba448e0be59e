import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixtures';

/** POST /api/ruleChain/testScript: scripts run in the QuickJS sandbox, never in the server's own JavaScript. */
let world: World;
const testAs = (token: string, script: string, scriptType = 'update', extra: Record<string, unknown> = {}) =>
    world.api.post(
        '/api/ruleChain/testScript',
        { script, scriptType, argNames: ['msg', 'metadata', 'msgType'], msg: '{"temperature":22.5}', metadata: { deviceName: 'Thermo' }, msgType: 'POST_TELEMETRY_REQUEST', ...extra },
        token,
    );
const test = (script: string, scriptType = 'update', extra: Record<string, unknown> = {}) => testAs(world.tenant.token, script, scriptType, extra);

beforeAll(async () => {
    world = await createWorld();
});
afterAll(() => world.close());

describe('script test', () => {
    it('answers each script type as ThingsBoard does', async () => {
        const update = await test('msg.temperature = msg.temperature * 2; metadata.unit = "C"; return {msg: msg, metadata: metadata, msgType: "CUSTOM"};');
        expect(update.status).toBe(200);
        expect(update.body.error).toBe('');
        expect(JSON.parse(update.body.output)).toEqual({ msg: { temperature: 45 }, metadata: { deviceName: 'Thermo', unit: 'C' }, msgType: 'CUSTOM' });
        expect((await test('return msg.temperature > 20;', 'filter')).body).toEqual({ output: 'true', error: '' });
        expect(JSON.parse((await test("return ['Hot', 'Log'];", 'switch')).body.output)).toEqual(['Hot', 'Log']);
        expect(JSON.parse((await test('return {t: msg.temperature};', 'json')).body.output)).toEqual({ t: 22.5 });
        expect((await test("return 'T=' + msg.temperature + ' on ' + metadata.deviceName;", 'string')).body.output).toBe('T=22.5 on Thermo');
        // Custom argument names, as the generator's prevMsg.
        const generate = await test('return {msg: {n: (prevMsg.n || 0) + 1}, metadata: {}, msgType: "POST_TELEMETRY_REQUEST"};', 'generate', { argNames: ['prevMsg', 'prevMetadata', 'prevMsgType'], msg: '{"n":4}' });
        expect(JSON.parse(generate.body.output).msg).toEqual({ n: 5 });
    });

    it('reports script errors and wrong result types in error, not as a server failure', async () => {
        expect((await test('return msg.temperature > ;', 'filter')).body.error).toMatch(/SyntaxError/);
        expect((await test('throw new Error("custom failure");')).body.error).toBe('custom failure');
        expect((await test('return 42;', 'filter')).body.error).toMatch(/filter script must return true or false/);
        expect((await test('return 1;', 'nonsense')).body.error).toBe('Unsupported script type: nonsense');
    });

    it('gives a script no process, require, file system or network', async () => {
        expect((await test('return process.env;')).body.error).toMatch(/'process' is not defined/);
        expect((await test('var fs = require("fs"); return fs.readFileSync("/etc/passwd");')).body.error).toMatch(/'require' is not defined/);
        expect((await test('return fetch("http://127.0.0.1:1/");')).body.error).toMatch(/'fetch' is not defined/);
        expect((await test('return typeof globalThis.Deno + typeof XMLHttpRequest + typeof import.meta;')).body.error).not.toBe('');
        expect((await test("return [typeof globalThis.process, typeof globalThis.require, typeof globalThis.fetch, typeof globalThis.Buffer];", 'json')).body.output).toBe('["undefined","undefined","undefined","undefined"]');
    });

    it('stops a script that loops forever or allocates 1 GB, and keeps serving', async () => {
        const loop = await test('while (true) {}');
        expect(loop.body.error).toBe('Script execution timed out after 1000 ms');
        const memory = await test('var big = new ArrayBuffer(1024 * 1024 * 1024); return {msg: big.byteLength};');
        expect(memory.body.error).toMatch(/memory limit of 32 MB/);
        const strings = await test('var s = "x"; for (var i = 0; i < 40; i++) { s = s + s; } return s.length;', 'json');
        expect(strings.body.error).not.toBe('');
        const recursion = await test('function f() { return f(); } return f();');
        expect(recursion.body.error).toMatch(/stack/i);
        // The server still answers, and the sandbox still runs scripts.
        expect((await world.api.get('/api/auth/user', world.tenant.token)).status).toBe(200);
        expect((await test('return msg.temperature > 20;', 'filter')).body).toEqual({ output: 'true', error: '' });
    });

    it('is for administrators only', async () => {
        const response = await world.api.post('/api/ruleChain/testScript', { script: 'return true;', scriptType: 'filter', argNames: ['msg'], msg: '{}', metadata: {}, msgType: 'X' }, world.customer.token);
        expect(response.status).toBe(403);
    });
});

describe('a noisy tenant and a quiet one (issue #20.5)', () => {
    it('has every script worker warm by the time the server is up', () => {
        expect(world.server.app.ctx.scripts.warmWorkers).toBe(world.server.app.ctx.config.scriptWorkers);
    });

    it("answers the quiet tenant's trivial script while eight looping scripts of the noisy tenant run", async () => {
        let noisyAnswered = 0;
        const loops = Array.from({ length: 8 }, () => testAs(world.tenant2.token, 'while (true) {}').then(response => {
            noisyAnswered++;
            return response.body.error as string;
        }));
        const quiet = await test('return msg.temperature > 20;', 'filter');
        expect(quiet.body).toEqual({ output: 'true', error: '' });
        // Each loop takes its full second: the quiet answer came before the first of them ended.
        expect(noisyAnswered).toBe(0);
        // The noisy tenant's loops ran one after another; those that could not start within 5 s were not run.
        const errors = await Promise.all(loops);
        expect(errors).toContain('Script execution timed out after 1000 ms');
        for (const error of errors) expect(error).toMatch(/^(Script execution timed out after 1000 ms|Script sandbox busy: the script did not start within 5000 ms)$/);
    }, 30_000);

    it("runs the quiet tenant's trivial script right after the noisy tenant's memory bomb", async () => {
        for (let attempt = 0; attempt < 3; attempt++) {
            const bomb = await testAs(world.tenant2.token, 'var a = []; for (;;) a.push("x".repeat(1024 * 1024) + a.length);');
            expect(bomb.body.error).toMatch(/^Script (execution timed out after 1000 ms|exceeded the memory limit of 32 MB)$/);
            // The bomb cost its own worker at most: another one is warm, and nothing waits for a new one to boot.
            expect(world.server.app.ctx.scripts.warmWorkers).toBeGreaterThanOrEqual(1);
            expect((await test('return msg.temperature > 20;', 'filter')).body).toEqual({ output: 'true', error: '' });
        }
    }, 30_000);
});
