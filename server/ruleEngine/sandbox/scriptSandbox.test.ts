import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, SandboxBusyError, ScriptSandbox } from './scriptSandbox';

const sandbox = new ScriptSandbox({ workers: 2 });
const run = sandbox.forTenant('tenant-a');
const short = { ...DEFAULT_LIMITS, timeoutMs: 200 };

beforeAll(() => sandbox.start());
afterAll(() => sandbox.stop());

describe('script sandbox', () => {
    it('is warm once started: every worker has QuickJS loaded', () => {
        expect(sandbox.warmWorkers).toBe(2);
    });

    it('runs a function body on JSON arguments and answers JSON', async () => {
        expect(await run('return {sum: a.x + b};', ['a', 'b'], [{ x: 1 }, 2])).toEqual({ sum: 3 });
        expect(await run('return undefined;', [], [])).toBeNull();
    });

    it('refuses argument names that are not identifiers', async () => {
        await expect(run('return 1;', ['a); process.exit(1); (function('], [])).rejects.toThrow(/Invalid argument name/);
    });

    it('has no host objects', async () => {
        expect(await run('return [typeof process, typeof require, typeof fetch, typeof setTimeout, typeof Buffer];', [], [])).toEqual(['undefined', 'undefined', 'undefined', 'undefined', 'undefined']);
    });

    it('keeps no state between calls', async () => {
        await run('globalThis.leak = 42; return true;', [], []);
        expect(await run('return typeof leak;', [], [])).toBe('undefined');
    });

    it('ends a loop QuickJS interrupts late by stopping its worker, and serves the next call', async () => {
        await expect(run('var a = []; for (;;) a.push("x".repeat(1024 * 1024) + a.length);', [], [], short)).rejects.toThrow(/timed out after 200 ms|memory limit/);
        expect(await run('return 7;', [], [])).toBe(7);
    });

    it("serves another tenant while one tenant's scripts loop", async () => {
        const noisy = sandbox.forTenant('tenant-b');
        const loops = Array.from({ length: 3 }, () => noisy('while (true) {}', [], []).catch((error: Error) => error.message));
        // The quiet tenant's script runs on the worker the noisy tenant may not take, before any loop ends.
        let loopsEnded = 0;
        void Promise.all(loops.map(loop => loop.then(() => loopsEnded++)));
        expect(await run('return 1;', [], [])).toBe(1);
        expect(loopsEnded).toBe(0);
        expect(await Promise.all(loops)).toEqual(Array(3).fill('Script execution timed out after 1000 ms'));
    });

    it("refuses a tenant's script at once when too many of its scripts wait, naming the sandbox", async () => {
        const small = new ScriptSandbox({ workers: 1, maxWaitingPerTenant: 1 });
        try {
            await small.start();
            const noisy = small.forTenant('tenant-b');
            const first = noisy('while (true) {}', [], [], short).catch(() => undefined);
            const second = noisy('while (true) {}', [], [], short).catch(() => undefined);
            const third = noisy('return 1;', [], []);
            await expect(third).rejects.toThrow(SandboxBusyError);
            await expect(third).rejects.toThrow(/^Script sandbox busy: 1 scripts of this tenant are waiting already, the script did not run$/);
            await Promise.all([first, second]);
        } finally {
            await small.stop();
        }
    });

    it('fails a script that waited too long for a worker as not run, without counting the wait against it', async () => {
        const small = new ScriptSandbox({ workers: 1 });
        try {
            await small.start();
            const loop = small.forTenant('tenant-b')('while (true) {}', [], [], short).catch((error: Error) => error.message);
            const waited = small.forTenant('tenant-a')('return 1;', [], [], { ...DEFAULT_LIMITS, startTimeoutMs: 50 });
            await expect(waited).rejects.toThrow(SandboxBusyError);
            await expect(waited).rejects.toThrow('Script sandbox busy: the script did not start within 50 ms');
            expect(await loop).toBe('Script execution timed out after 200 ms');
        } finally {
            await small.stop();
        }
    });

    it('fails the scripts of a stopped sandbox as not run', async () => {
        const stopped = new ScriptSandbox({ workers: 1 });
        await stopped.start();
        const waiting = expect(stopped.forTenant('tenant-a')('while (true) {}', [], [], short)).rejects.toThrow(/^Script sandbox busy: the server is stopping/);
        await stopped.stop();
        await waiting;
        await expect(stopped.run('tenant-a', 'return 1;', [], [])).rejects.toThrow(SandboxBusyError);
    });
});
