import { describe, expect, it } from 'vitest';
import { ServerRpcCalls } from './serverRpcCalls';

describe('server-side RPC calls waiting for the rule engine', () => {
    it("are settled only by a chain of the caller's tenant, whatever request id another tenant's message names", async () => {
        const calls = new ServerRpcCalls();
        const outcome = calls.wait('tenant-a', 'request-1', 60_000);
        calls.settle('tenant-b', 'request-1', { response: { forged: true } });
        calls.settle('tenant-a', 'request-1', { response: { ok: true } });
        expect(await outcome).toEqual({ ok: true });
    });
});
