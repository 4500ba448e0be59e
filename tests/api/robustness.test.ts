// No request yields a 500 from bad input: malformed bodies, wrong types, unknown ids and garbage
// page links against every registry call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../resources';
import { endpointsOf } from '../../resources/kernel';
import { createWorld, type World } from './fixtures';

let world: World;
beforeAll(async () => {
    world = await createWorld();
}, 60_000);
afterAll(() => world.close());

const RANDOM_UUID = '5b5e6f70-0000-11ee-8000-000000000000';
const BODIES: unknown[] = [
    null,
    [],
    'text',
    42,
    { id: { entityType: 'DEVICE', id: 'not-a-uuid' } },
    { id: { id: RANDOM_UUID } },
    { id: { entityType: 'DEVICE', id: RANDOM_UUID } },
    { name: null, title: null, type: null, email: null, label: null },
    { name: 'n', title: 't', type: 'FIRMWARE', version: '1', email: 'x@example.com', authority: 'SYS_ADMIN', resourceType: 'JKS', fileName: 'f', data: '!!!' },
    { name: 'n2', title: 't2', transportType: 'NOPE', deviceProfileId: { entityType: 'DEVICE_PROFILE', id: RANDOM_UUID }, tenantProfileId: { entityType: 'TENANT', id: RANDOM_UUID } },
    { name: 'n3', title: 't3', additionalInfo: 'not an object', configuration: [1, 2], profileData: null, keys: 'x' },
    { name: 'n4', title: 't4', customerId: { entityType: 'CUSTOMER', id: RANDOM_UUID }, tenantId: { entityType: 'TENANT', id: RANDOM_UUID }, entityId: { entityType: 'CUSTOMER', id: RANDOM_UUID } },
];
const QUERIES = ['', '?pageSize=-1&page=0', '?pageSize=10&page=-5', '?pageSize=abc&page=0', '?pageSize=10&page=0&sortProperty=nope', '?pageSize=10&page=0&sortOrder=sideways', '?pageSize=10&page=0&textSearch=%25_%5C%27%22', '?pageSize=2147483647&page=2147483647'];

describe.each(registry.map(resource => [resource.name, resource] as const))('%s never answers 500', (_name, resource) => {
    it('to malformed saves, from every role', async () => {
        for (const role of ['sysadmin', 'tenant', 'customer'] as const) {
            for (const body of BODIES) {
                const response = await world.api.call('POST', resource.endpoints.save.slice(5), { raw: JSON.stringify(body), token: world[role].token });
                expect(response.status, `${role} ${JSON.stringify(body)}: ${response.text}`).toBeLessThan(500);
            }
            const broken = await world.api.call('POST', resource.endpoints.save.slice(5), { raw: '{"name": "x", ', token: world[role].token });
            expect(broken.status).toBe(400);
        }
    });

    it('to garbage page links and ids', async () => {
        for (const call of endpointsOf(resource).filter(c => c.startsWith('GET'))) {
            const path = call.slice(4).replace(/\{customerId\}/, world.customer.customerId).replace(/\{tenantId\}/, world.tenant.tenantId).replace(/\{\w+Id\}/, RANDOM_UUID);
            for (const query of QUERIES) {
                for (const role of ['sysadmin', 'tenant', 'customer'] as const) {
                    const response = await world.api.get(`${path}${query}`, world[role].token);
                    expect(response.status, `${role} ${path}${query}: ${response.text}`).toBeLessThan(500);
                }
            }
        }
        const deletePath = resource.endpoints.delete.slice(7).replace(/\{\w+\}/, 'nonsense');
        expect((await world.api.call('DELETE', deletePath, { token: world.tenant.token })).status).toBe(400);
    });
});
