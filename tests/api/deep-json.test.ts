import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_DEEP } from '../../server/audit/boundedJson';
import { createWorld, type World } from './fixtures';

/** Bodies nested far deeper than anyone writes: refused up front, or accepted and logged without a stack overflow. */
let world: World;
beforeAll(async () => {
    world = await createWorld();
});
afterAll(() => world.close());

/** `{"a":{"a":…1…}}`, as text: building it as a value and stringifying would overflow the test's own stack. */
const nestedText = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

async function postText(path: string, text: string) {
    const response = await fetch(world.server.url + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Authorization': `Bearer ${world.tenant.token}` },
        body: text,
    });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
}

/** Depth of nested `a` objects in a parsed value, and what sits at the bottom. */
function bottomOf(value: unknown): { depth: number; leaf: unknown } {
    let depth = 0;
    let current = value;
    while (typeof current === 'object' && current !== null && 'a' in current) {
        current = (current as { a: unknown }).a;
        depth++;
    }
    return { depth, leaf: current };
}

describe('deeply nested JSON bodies', () => {
    it.each([
        ['a device', '/api/device', (inner: string) => `{"name":"Deep device","type":"default","additionalInfo":${inner}}`],
        ['a dashboard', '/api/dashboard', (inner: string) => `{"title":"Deep dashboard","configuration":${inner}}`],
    ])('%s nested 100,000 deep is refused as malformed JSON (400/31), not a 500', async (_what, path, body) => {
        const answer = await postText(path, body(nestedText(100_000)));
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ status: 400, errorCode: 31, message: expect.stringMatching(/^Invalid JSON in request body: nested deeper than 1000/) });
        // The server is still there and answers at once.
        expect((await world.api.get('/api/tenant/devices?pageSize=1&page=0', world.tenant.token)).status).toBe(200);
    });

    it('a device nested 900 deep is saved whole, and its audit entry keeps the top of it', async () => {
        const saved = await postText('/api/device', `{"name":"Deep but legal","type":"default","additionalInfo":${nestedText(900)}}`);
        expect(saved.status).toBe(200);
        const id = saved.body.id.id as string;
        expect(bottomOf(saved.body.additionalInfo)).toEqual({ depth: 900, leaf: 1 });

        const logs = await world.api.get(`/api/audit/logs/entity/DEVICE/${id}?pageSize=10&page=0`, world.tenant.token);
        expect(logs.status).toBe(200);
        const [added] = logs.body.data;
        expect(added).toMatchObject({ actionType: 'ADDED', actionStatus: 'SUCCESS', entityName: 'Deep but legal' });
        // additionalInfo is the 3rd object of actionData: objects 3 to 64 stay, the 65th is the marker.
        expect(bottomOf(added.actionData.entity.additionalInfo)).toEqual({ depth: 62, leaf: TOO_DEEP });
    });
});
