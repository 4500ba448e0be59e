// Failures the contract fuzzer found, replayed as fixed cases so they stay fixed, plus the hostile
// bodies every route must survive whatever the seed draws.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerProblem, send } from './fuzzAnswer';
import type { FuzzRequest } from './fuzzRequest';
import { createFuzzWorld, type FuzzWorld } from './fuzzWorld';
import { deepJsonText } from './hostileValues';

let world: FuzzWorld;
beforeAll(async () => {
    world = await createFuzzWorld();
}, 60_000);
afterAll(() => world.world.close());

describe('fuzzer findings', () => {
    it('a rule chain import that fails answers ruleChainId null with the error, as the contract says', async () => {
        // Seed 1614: a chain whose node has no name. The contract required an EntityId there.
        const request: FuzzRequest = {
            role: 'tenant',
            method: 'POST',
            url: '/api/ruleChains/import?overwrite=false',
            body: { kind: 'json', value: { ruleChains: [{ name: 'Broken chain', type: 'CORE' }], metadata: [{ firstNodeIndex: 0, nodes: [{}], connections: null, ruleChainConnections: null }] } },
        };
        const answer = await send(world, request);
        expect(answer.status).toBe(200);
        const [result] = JSON.parse(answer.text) as Array<{ ruleChainId: unknown; error: string }>;
        expect(result).toMatchObject({ ruleChainId: null, error: expect.stringMatching(/name/i) });
        expect(answerProblem(world, 'POST /api/ruleChains/import', request, answer)).toBeNull();
    });

    // Seeds 803 and 968 (FUZZ_RUNS=40, FUZZ_SEED=777): 1e+308 passes as an "integer" and reached SQLite's LIMIT.
    it.each([
        ['GET /api/audit/logs', '/api/audit/logs?pageSize=1e%2B308&page=0'],
        ['GET /api/audit/logs', '/api/audit/logs?pageSize=10&page=1e%2B308'],
        ['GET /api/ruleChains/export', '/api/ruleChains/export?limit=1e%2B308'],
        ['GET /api/tenant/devices', '/api/tenant/devices?pageSize=2147483648&page=0'],
    ] as const)('%s refuses paging past a Java int with a 400: %s', async (key, url) => {
        const request: FuzzRequest = { role: 'tenant', method: 'GET', url, body: { kind: 'none' } };
        const answer = await send(world, request);
        expect(answer.status, answer.text).toBe(400);
        expect(answerProblem(world, key, request, answer)).toBeNull();
    });
});

describe('hostile bodies the fuzzer draws only now and then', () => {
    const saves = ['POST /api/device', 'POST /api/dashboard', 'POST /api/entitiesQuery/find', 'POST /api/plugins/telemetry/{entityType}/{entityId}/timeseries/{scope}'] as const;
    it.each(saves)('%s answers 4xx to JSON nested 100,000 deep, never 500', async key => {
        const device = world.idsOfType.DEVICE![0]!;
        const url = key.slice(5).replace('{entityType}', 'DEVICE').replace('{entityId}', device).replace('{scope}', 'ANY');
        for (const asObject of [false, true]) {
            const request: FuzzRequest = { role: 'tenant', method: 'POST', url, body: { kind: 'raw', text: deepJsonText(100_000, asObject) } };
            const answer = await send(world, request);
            expect(answer.status, answer.text.slice(0, 200)).toBeGreaterThanOrEqual(400);
            expect(answerProblem(world, key, request, answer)).toBeNull();
        }
    });
});

describe('the oracle itself', () => {
    const read: FuzzRequest = { role: 'tenant', method: 'GET', url: '/api/tenant/devices?pageSize=10&page=0', body: { kind: 'none' } };
    const page = (ids: string[]) => JSON.stringify({ data: ids.map(id => ({ id: { entityType: 'DEVICE', id } })), totalPages: 1, totalElements: ids.length, hasNext: false });

    it("flags tenant 2's ids in tenant 1's answers, even inside an error", async () => {
        const secret = world.tenant2Secrets.find(id => id !== world.sessions.tenant2.tenantId)!;
        // Text, so the contract check (which this made-up page would also fail) stays out of the way.
        const leak = { status: 200, contentType: 'text/plain', text: page([secret]) };
        expect(answerProblem(world, 'GET /api/tenant/devices', read, leak)).toMatch(/tenant 2/);
        expect(answerProblem(world, 'GET /api/tenant/devices', { ...read, role: 'tenant2' }, leak)).toBeNull();
        const error = { status: 404, contentType: 'application/json', text: JSON.stringify({ status: 404, message: `Device ${secret} not found`, errorCode: 32, timestamp: 'now' }) };
        expect(answerProblem(world, 'GET /api/tenant/devices', read, error)).toMatch(/tenant 2/);
    });

    it('flags a 500, an error that is not ThingsBoard’s body, and a 2xx off the contract', () => {
        const answer = (status: number, text: string) => ({ status, contentType: 'application/json', text });
        expect(answerProblem(world, 'GET /api/tenant/devices', read, answer(500, '{}'))).toMatch(/HTTP 500/);
        expect(answerProblem(world, 'GET /api/tenant/devices', read, answer(400, '{"error":"bad"}'))).toMatch(/status/);
        expect(answerProblem(world, 'GET /api/tenant/devices', read, answer(200, '{"data":"nope"}'))).toMatch(/contract/);
        expect(answerProblem(world, 'GET /api/tenant/devices', read, answer(200, page([])))).toBeNull();
    });
});
