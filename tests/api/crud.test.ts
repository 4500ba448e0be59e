// Create, read, update, delete, paging with exact counts, case-insensitive text search and every
// sortProperty in both directions, for every registry entry, driven by the registry itself: entries
// with rules of their own have a factory here, plain ones are made from their declaration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../resources';
import type { ResourceDefinition } from '../../resources/kernel';
import { creatorOf, ownListOf, plainBody, plainEdit } from '../support/plainEntity';
import { allPages, createWorld, isSorted, type Session, type World } from './fixtures';

type Json = Record<string, any>;

interface Factory {
    /** Who creates and lists the rows. */
    session: (world: World) => Session;
    /** The list call, with parent ids filled in. */
    list: (world: World) => string;
    /** A body for the i-th row; `prefix` makes rows of this test findable by textSearch. */
    body: (prefix: string, i: number, world: World) => Json;
    /** An edit of a read row, and the field it changes. */
    edit: [field: string, value: unknown];
}

const desc = (prefix: string, i: number) => `${prefix}${String(i).padStart(2, '0')}`;

/** Entries with rules of their own; every other entry is plain and gets plainFactory. */
const FACTORIES: Record<string, Factory> = {
    tenants: {
        session: w => w.sysadmin,
        list: () => '/api/tenantInfos',
        body: (p, i) => ({ title: desc(p, i), email: `t${i}@example.com`, country: i % 2 ? 'Italy' : 'Spain', city: `City ${i % 4}`, phone: i % 3 ? `+39 ${i}` : null }),
        edit: ['city', 'Edited city'],
    },
    tenantProfiles: {
        session: w => w.sysadmin,
        list: () => '/api/tenantProfiles',
        body: (p, i) => ({ name: desc(p, i), description: `profile ${i % 5}` }),
        edit: ['description', 'edited description'],
    },
    customers: {
        session: w => w.tenant2,
        list: () => '/api/customers',
        body: (p, i) => ({ title: desc(p, i), email: `c${i}@example.com`, country: i % 2 ? 'Italy' : null, city: `City ${i % 3}` }),
        edit: ['address', 'Main street 1'],
    },
    users: {
        session: w => w.tenant2,
        list: () => '/api/users',
        body: (p, i, w) => ({ email: `${desc(p, i)}@example.com`, authority: 'CUSTOMER_USER', customerId: { entityType: 'CUSTOMER', id: w.customer2.customerId }, firstName: `First ${i % 4}`, lastName: i % 3 ? `Last ${i}` : null }),
        edit: ['firstName', 'Edited'],
    },
    assets: {
        session: w => w.tenant2,
        list: () => '/api/tenant/assetInfos',
        body: (p, i) => ({ name: desc(p, i), type: i % 2 ? 'building' : 'floor', label: i % 3 ? `label ${i % 4}` : null }),
        edit: ['label', 'edited label'],
    },
    devices: {
        session: w => w.tenant2,
        list: () => '/api/tenant/deviceInfos',
        body: (p, i) => ({ name: desc(p, i), label: `label ${i % 4}` }),
        edit: ['label', 'edited label'],
    },
    deviceProfiles: {
        session: w => w.tenant2,
        list: () => '/api/deviceProfiles',
        body: (p, i) => ({ name: desc(p, i), description: `d ${i % 3}`, transportType: i % 2 ? 'MQTT' : 'DEFAULT' }),
        edit: ['description', 'edited'],
    },
    entityViews: {
        session: w => w.tenant2,
        list: () => '/api/tenant/entityViewInfos',
        body: (p, i, w) => ({ name: desc(p, i), type: i % 2 ? 'view a' : 'view b', entityId: { entityType: 'DEVICE', id: (w as World & { viewTarget: string }).viewTarget } }),
        edit: ['startTimeMs', 1000],
    },
    edges: {
        session: w => w.tenant2,
        list: () => '/api/tenant/edgeInfos',
        body: (p, i) => ({ name: desc(p, i), type: i % 2 ? 'gateway' : 'default', label: `edge ${i % 3}` }),
        edit: ['label', 'edited'],
    },
    dashboards: {
        session: w => w.tenant2,
        list: () => '/api/tenant/dashboards',
        body: (p, i) => ({ title: desc(p, i), configuration: { description: `dashboard ${i}` } }),
        edit: ['mobileHide', true],
    },
    ruleChains: {
        session: w => w.tenant2,
        list: () => '/api/ruleChains',
        body: (p, i) => ({ name: desc(p, i), debugMode: i % 2 === 0 }),
        edit: ['debugMode', true],
    },
    widgetsBundles: {
        session: w => w.tenant2,
        list: () => '/api/widgetsBundles',
        body: (p, i) => ({ title: desc(p, i), description: `bundle ${i}` }),
        edit: ['description', 'edited'],
    },
    otaPackages: {
        session: w => w.tenant2,
        list: () => '/api/otaPackages',
        body: (p, i, w) => ({ title: desc(p, i), version: `1.${i % 4}`, type: i % 2 ? 'FIRMWARE' : 'SOFTWARE', tag: `tag ${i % 3}`, deviceProfileId: (w as World & { profile: Json }).profile }),
        edit: ['tag', 'edited tag'],
    },
    resources: {
        session: w => w.tenant2,
        list: () => '/api/resource',
        body: (p, i) => ({ title: desc(p, i), resourceType: i % 2 ? 'JKS' : 'PKCS_12', fileName: `${desc(p, i)}.${i % 2 ? 'jks' : 'p12'}`, data: Buffer.from(`key ${i}`).toString('base64') }),
        edit: ['title', 'Crudresources-00 edited'],
    },
};

/** A plain entry's rows, as its declaration says: made by whoever may create them, listed in that role's own list. */
const plainFactory = (resource: ResourceDefinition): Factory => ({
    session: w => (creatorOf(resource) === 'TENANT_ADMIN' ? w.tenant2 : w.sysadmin),
    list: () => ownListOf(resource, creatorOf(resource)),
    body: (p, i) => plainBody(resource, desc(p, i), i),
    edit: plainEdit(resource),
});

const COUNT = 12;
let world: World & { viewTarget: string; profile: Json };

beforeAll(async () => {
    const base = await createWorld();
    const target = await base.api.post('/api/device', { name: 'view target' }, base.tenant2.token);
    const profile = await base.api.get('/api/deviceProfileInfo/default', base.tenant2.token);
    world = Object.assign(base, { viewTarget: target.body.id.id as string, profile: profile.body.id as Json });
}, 60_000);
afterAll(() => world.close());

const valueOf = (value: unknown) => (value && typeof value === 'object' && 'id' in (value as Json) ? (value as Json).id : value);

describe.each(registry.map(resource => [resource.name, resource] as const))('%s', (name, resource: ResourceDefinition) => {
    const factory = FACTORIES[name] ?? plainFactory(resource);
    const prefix = `Crud${name}-`;
    const created: Json[] = [];

    it('creates, reads and updates', async () => {
        const { api } = world;
        const { token } = factory.session(world);
        for (let i = 0; i < COUNT; i++) {
            const response = await api.post(resource.endpoints.save.slice(5), factory.body(prefix, i, world), token);
            expect(response.status, response.text).toBe(200);
            expect(response.body.id.entityType).toBe(resource.entityType);
            created.push(response.body);
        }
        const getPath = (id: string) => resource.endpoints.get.slice(4).replace(/\{\w+\}/, id);
        const read = await api.get(getPath(created[0]!.id.id), token);
        expect(read.status).toBe(200);
        expect(read.body[resource.titleField]).toBe(created[0]![resource.titleField]);
        const [field, value] = factory.edit;
        const edited = await api.post(resource.endpoints.save.slice(5), { ...read.body, [field]: value }, token);
        expect(edited.status, edited.text).toBe(200);
        expect(edited.body[field]).toEqual(value);
        expect(edited.body.createdTime).toBe(read.body.createdTime);
        expect((await api.get(getPath(created[0]!.id.id), token)).body[field]).toEqual(value);
        created[0] = edited.body;
    });

    it('pages with exact counts and searches case-insensitively', async () => {
        const { token } = factory.session(world);
        const search = encodeURIComponent(prefix.toUpperCase());
        const first = await world.api.get(`${factory.list(world)}?pageSize=5&page=0&textSearch=${search}&sortProperty=createdTime&sortOrder=ASC`, token);
        expect(first.body).toMatchObject({ totalElements: COUNT, totalPages: Math.ceil(COUNT / 5), hasNext: true });
        const all = await allPages(world.api, `${factory.list(world)}?textSearch=${search}&sortProperty=createdTime&sortOrder=ASC`, token, 5);
        expect(all.map(item => item.id.id)).toEqual(created.map(item => item.id.id));
        const narrow = await world.api.get(`${factory.list(world)}?pageSize=50&page=0&textSearch=${encodeURIComponent(`${prefix}0`.toLowerCase())}`, token);
        expect(narrow.body.totalElements).toBe(10);
    });

    it.each(Object.entries(resource.sortMap))('sorts by %s (sortProperty %s) in both directions', async (field, sortProperty) => {
        const { token } = factory.session(world);
        for (const order of ['ASC', 'DESC'] as const) {
            const response = await world.api.get(`${factory.list(world)}?pageSize=100&page=0&textSearch=${prefix}&sortProperty=${sortProperty}&sortOrder=${order}`, token);
            expect(response.status, response.text).toBe(200);
            expect(response.body.totalElements).toBe(COUNT);
            const values = response.body.data.map((item: Json) => valueOf(item[field]));
            expect(isSorted(values, order), `${sortProperty} ${order}: ${JSON.stringify(values)}`).toBe(true);
        }
    });

    it.runIf(resource.endpoints.filters?.includes('type'))('filters by type', async () => {
        const { token } = factory.session(world);
        for (const type of new Set(created.map(item => item.type as string))) {
            const response = await world.api.get(`${factory.list(world)}?pageSize=100&page=0&textSearch=${prefix}&type=${encodeURIComponent(type)}`, token);
            expect(response.status, response.text).toBe(200);
            expect(response.body.data.every((item: Json) => item.type === type)).toBe(true);
            expect(response.body.totalElements).toBe(created.filter(item => item.type === type).length);
        }
        const none = await world.api.get(`${factory.list(world)}?pageSize=100&page=0&textSearch=${prefix}&type=no-such-type`, token);
        expect(none.status === 400 || none.body.totalElements === 0).toBe(true);
    });

    it('deletes', async () => {
        const { token } = factory.session(world);
        const victim = created.pop()!;
        const path = resource.endpoints.delete.slice(7).replace(/\{\w+\}/, victim.id.id);
        const removed = await world.api.call('DELETE', path, { token });
        expect(removed.status, removed.text).toBe(200);
        expect(removed.text).toBe('');
        expect((await world.api.get(resource.endpoints.get.slice(4).replace(/\{\w+\}/, victim.id.id), token)).status).toBe(404);
        const left = await world.api.get(`${factory.list(world)}?pageSize=1&page=0&textSearch=${prefix}`, token);
        expect(left.body.totalElements).toBe(COUNT - 1);
    });
});
