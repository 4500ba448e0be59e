import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixtures';

/** GET /api/tenant/queues: ThingsBoard 3.3's default queue names per service type. */
let world: World;
beforeAll(async () => {
    world = await createWorld();
});
afterAll(() => world.close());

const queues = (serviceType: string, token: string) => world.api.call('GET', `/api/tenant/queues?serviceType=${serviceType}`, { token });

describe('tenant queues', () => {
    it('answers the rule engine default queues to tenant and system administrators', async () => {
        for (const token of [world.tenant.token, world.sysadmin.token]) {
            const answer = await queues('TB_RULE_ENGINE', token);
            expect(answer.status).toBe(200);
            expect(answer.body).toEqual(['Main', 'HighPriority', 'SequentialByOriginator']);
        }
    });

    it('answers no queues for the other service types', async () => {
        expect((await queues('TB_CORE', world.tenant.token)).body).toEqual([]);
    });

    it('refuses customer users with errorCode 20', async () => {
        const answer = await queues('TB_RULE_ENGINE', world.customer.token);
        expect(answer.status).toBe(403);
        expect(answer.body).toMatchObject({ status: 403, errorCode: 20 });
    });

    it('answers 400 for a missing or unknown service type, never 500', async () => {
        expect((await world.api.call('GET', '/api/tenant/queues', { token: world.tenant.token })).status).toBe(400);
        expect((await queues('NOPE', world.tenant.token)).status).toBe(400);
    });
});
