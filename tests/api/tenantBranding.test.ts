import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_BRANDING_KEYS } from '../../shared/tenantBrandingKeys';
import { createWorld, type World } from './fixtures';

/**
 * The tenant's accent colour and logo live in two SERVER_SCOPE attributes of the tenant (issue #13).
 * Its admin writes them; its customer users may read exactly those two keys and nothing else of it.
 */
let world: World;
const { accentColor, logo } = TENANT_BRANDING_KEYS;
const attributes = (tenantId: string) => `/api/plugins/telemetry/TENANT/${tenantId}`;
const brandingQuery = `values/attributes/SERVER_SCOPE?keys=${accentColor},${logo}`;

beforeAll(async () => {
    world = await createWorld();
    const { tenant } = world;
    const saved = await world.api.call('POST', `${attributes(tenant.tenantId)}/SERVER_SCOPE`, {
        token: tenant.token,
        body: { [accentColor]: '#e91e63', [logo]: 'data:image/png;base64,iVBORw0KGgo=', secretNote: 'tenant only' },
    });
    expect(saved.status).toBe(200);
});
afterAll(() => world.close());

const get = (path: string, token: string) => world.api.call('GET', path, { token });

describe('tenant branding', () => {
    it('a customer user reads its own tenant accent and logo', async () => {
        const read = await get(`${attributes(world.customer.tenantId)}/${brandingQuery}`, world.customer.token);
        expect(read.status).toBe(200);
        expect(Object.fromEntries(read.body.map((entry: { key: string; value: unknown }) => [entry.key, entry.value]))).toEqual({
            [accentColor]: '#e91e63',
            [logo]: 'data:image/png;base64,iVBORw0KGgo=',
        });
    });

    it('nothing else of the tenant: other keys, no keys, other scopes or key lists are refused as before', async () => {
        const { customer } = world;
        for (const path of [
            `values/attributes/SERVER_SCOPE?keys=${accentColor},secretNote`,
            'values/attributes/SERVER_SCOPE',
            `values/attributes/SHARED_SCOPE?keys=${accentColor}`,
            `values/attributes?keys=${accentColor}`,
            'keys/attributes/SERVER_SCOPE',
            'values/timeseries',
        ]) {
            const refused = await get(`${attributes(customer.tenantId)}/${path}`, customer.token);
            expect({ path, status: refused.status }).toEqual({ path, status: 403 });
        }
        // Writing stays the tenant admin's.
        const write = await world.api.call('POST', `${attributes(customer.tenantId)}/SERVER_SCOPE`, { token: customer.token, body: { [accentColor]: '#000000' } });
        expect(write.status).toBe(403);
    });

    it("another tenant's users see neither the branding nor its existence", async () => {
        const foreign = await get(`${attributes(world.tenant.tenantId)}/${brandingQuery}`, world.customer2.token);
        expect(foreign.status).toBe(403);
        // The telemetry controller refuses as ThingsBoard 3.3.4's AccessValidator does: its sentence as plain text.
        expect(foreign.text).toBe('Customer user is not allowed to perform this operation!');
        expect((await get(`${attributes(world.tenant.tenantId)}/${brandingQuery}`, world.tenant2.token)).status).toBe(403);
    });
});
