import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, runSandboxedFunction, SandboxBusyError, stopSandbox } from './scriptSandbox';

afterAll(() => stopSandbox());

describe('script sandbox', () => {
    it('runs a function body on JSON arguments and answers JSON', async () => {
        expect(await runSandboxedFunction('return {sum: a.x + b};', ['a', 'b'], [{ x: 1 }, 2])).toEqual({ sum: 3 });
        expect(await runSandboxedFunction('return undefined;', [], [])).toBeNull();
    });

    it('refuses argument names that are not identifiers', async () => {
        await expect(runSandboxedFunction('return 1;', ['a); process.exit(1); (function('], [])).rejects.toThrow(/Invalid argument name/);
    });

    it('has no host objects', async () => {
        expect(await runSandboxedFunction('return [typeof process, typeof require, typeof fetch, typeof setTimeout, typeof Buffer];', [], [])).toEqual(['undefined', 'undefined', 'undefined', 'undefined', 'undefined']);
    });

    it('keeps no state between calls', async () => {
        await runSandboxedFunction('globalThis.leak = 42; return true;', [], []);
        expect(await runSandboxedFunction('return typeof leak;', [], [])).toBe('undefined');
    });

    it('ends a loop QuickJS interrupts late by stopping the worker, and serves the next call', async () => {
        const limits = { ...DEFAULT_LIMITS, timeoutMs: 200 };
        await expect(runSandboxedFunction('var a = []; for (;;) a.push("x".repeat(1024 * 1024) + a.length);', [], [], limits)).rejects.toThrow(/timed out after 200 ms|memory limit/);
        expect(await runSandboxedFunction('return 7;', [], [])).toBe(7);
    });

    it('tells a sandbox too slow to start the script (a worker booting) from a slow script, and keeps the worker', async () => {
        await stopSandbox();
        const call = runSandboxedFunction('return 1;', [], [], { ...DEFAULT_LIMITS, startTimeoutMs: 1 });
        await expect(call).rejects.toThrow(SandboxBusyError);
        await expect(call).rejects.toThrow('Script sandbox busy: the script did not start within 1 ms');
        // The booting worker was left to finish: the next call runs on it.
        expect(await runSandboxedFunction('return 8;', [], [])).toBe(8);
    });
});
