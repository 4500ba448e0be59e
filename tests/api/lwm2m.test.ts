import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixtures';

/** LwM2M object models (resources library) and the server security settings (reference §1.8, part1 §7). */
let world: World;

beforeAll(async () => {
    world = await createWorld();
});
afterAll(() => world.close());

const get = (path: string, token = world.tenant.token) => world.api.get(path, token);

const ddf = (id: number, name: string, resources: Array<[number, string, string]>) =>
    `<?xml version="1.0"?><LWM2M><Object ObjectType="MODefinition"><Name>${name}</Name><ObjectID>${id}</ObjectID><ObjectVersion>1.0</ObjectVersion>` +
    `<MultipleInstances>Multiple</MultipleInstances><Mandatory>Optional</Mandatory><Resources>` +
    resources.map(([rid, rname, ops]) => `<Item ID="${rid}"><Name>${rname}</Name><Operations>${ops}</Operations></Item>`).join('') +
    `</Resources></Object></LWM2M>`;

const upload = (token: string, title: string, xml: string) =>
    world.api.post('/api/resource', { title, resourceType: 'LWM2M_MODEL', fileName: `${title}.xml`, data: Buffer.from(xml).toString('base64') }, token);

describe('GET /api/resource/lwm2m', () => {
    it('answers the seeded standard objects in ThingsBoard\'s LwM2mObject shape, readable resources only', async () => {
        const response = await get('/api/resource/lwm2m?sortOrder=ASC&sortProperty=id&objectIds=3_1.0,5_1.0');
        expect(response.status).toBe(200);
        expect(response.body.map((o: { keyId: string }) => o.keyId)).toEqual(['3_1.0', '5_1.0']);
        const device = response.body[0];
        expect(device).toMatchObject({ id: 3, keyId: '3_1.0', name: 'Device', multiple: false, mandatory: true });
        expect(device.instances).toHaveLength(1);
        expect(device.instances[0].id).toBe(0);
        const resources = device.instances[0].resources as Array<Record<string, unknown>>;
        expect(resources[0]).toEqual({ id: 0, name: 'Manufacturer', observe: false, attribute: false, telemetry: false, keyName: 'manufacturer' });
        expect(resources.find(r => r.id === 9)).toMatchObject({ name: 'Battery Level', keyName: 'batteryLevel' });
        // Reboot (E) and Factory Reset (E) cannot be read, so they are not offered.
        expect(resources.some(r => r.id === 4 || r.id === 5)).toBe(false);
    });

    it('lists every object without objectIds, leaving out an object without readable resources (0 Security)', async () => {
        const response = await get('/api/resource/lwm2m?sortOrder=DESC&sortProperty=id');
        const ids = response.body.map((o: { id: number }) => o.id);
        expect(ids).toEqual([19, 5, 3, 1]);
        const byName = await get('/api/resource/lwm2m?sortOrder=ASC&sortProperty=name');
        expect(byName.body.map((o: { name: string }) => o.name)).toEqual(['BinaryAppDataContainer', 'Device', 'Firmware Update', 'LwM2M Server']);
    });

    it('validates sortOrder and sortProperty', async () => {
        const bad = await get('/api/resource/lwm2m?sortOrder=UP&sortProperty=id');
        expect(bad.status).toBe(400);
        expect(bad.body).toMatchObject({ status: 400, errorCode: expect.any(Number), message: expect.any(String) });
        expect((await get('/api/resource/lwm2m?sortOrder=ASC&sortProperty=title')).status).toBe(400);
    });

    it('is the tenant administrators\' call', async () => {
        for (const token of [world.customer.token, world.sysadmin.token]) {
            const response = await get('/api/resource/lwm2m?sortOrder=ASC&sortProperty=id', token);
            expect(response.status).toBe(403);
            expect(response.body.errorCode).toBe(20);
            expect((await get('/api/resource/lwm2m/page?pageSize=10&page=0', token)).status).toBe(403);
        }
    });
});

describe('GET /api/resource/lwm2m/page', () => {
    it('pages (a bare list, as ThingsBoard answers it) and searches by id:name and title', async () => {
        const first = await get('/api/resource/lwm2m/page?pageSize=3&page=0&sortProperty=id&sortOrder=ASC');
        expect(first.status).toBe(200);
        expect(first.body.map((o: { id: number }) => o.id)).toEqual([1, 3, 5]);
        const second = await get('/api/resource/lwm2m/page?pageSize=3&page=1&sortProperty=id&sortOrder=ASC');
        expect(second.body.map((o: { id: number }) => o.id)).toEqual([19]);
        expect((await get('/api/resource/lwm2m/page?pageSize=3&page=2')).body).toEqual([]);
        const search = await get('/api/resource/lwm2m/page?pageSize=50&page=0&textSearch=FIRMWARE');
        expect(search.body.map((o: { keyId: string }) => o.keyId)).toEqual(['5_1.0']);
        expect((await get('/api/resource/lwm2m/page?pageSize=50&page=0&textSearch=3:dev')).body.map((o: { id: number }) => o.id)).toEqual([3]);
        expect((await get('/api/resource/lwm2m/page?pageSize=0&page=0')).status).toBe(400);
    });

    it("a tenant's own model joins its list only, and replaces the system model of the same key", async () => {
        // Listed once before the uploads, so the lists must notice them.
        expect((await get('/api/resource/lwm2m/page?pageSize=50&page=0', world.tenant2.token)).body).toHaveLength(4);
        const own = await upload(world.tenant2.token, 'Temperature', ddf(3303, 'Temperature', [[5700, 'Sensor Value', 'R'], [5601, 'Min Measured Value', 'R']]));
        expect(own.status).toBe(200);
        const override = await upload(world.tenant2.token, 'My Device', ddf(3, 'My Device', [[0, 'Maker', 'R']]));
        expect(override.status).toBe(200);

        const mine = await get('/api/resource/lwm2m/page?pageSize=50&page=0&sortProperty=id&sortOrder=ASC', world.tenant2.token);
        expect(mine.body.map((o: { keyId: string }) => o.keyId)).toEqual(['1_1.0', '3_1.0', '5_1.0', '19_1.0', '3303_1.0']);
        expect(mine.body[1].name).toBe('My Device');
        expect(mine.body[4].instances[0].resources.map((r: { keyName: string }) => r.keyName)).toEqual(['sensorValue', 'minMeasuredValue']);

        // The other tenant still sees only the system models.
        const theirs = await get('/api/resource/lwm2m?sortOrder=ASC&sortProperty=id', world.tenant.token);
        expect(theirs.body.map((o: { keyId: string }) => o.keyId)).toEqual(['1_1.0', '3_1.0', '5_1.0', '19_1.0']);
        expect(theirs.body.find((o: { id: number }) => o.id === 3).name).toBe('Device');
    });
});

describe('uploading LwM2M models', () => {
    it('refuses a model the object lists could not read, with ThingsBoard\'s message', async () => {
        const billionLaughs = '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><LWM2M><Object><Name>&lol2;</Name><ObjectID>9</ObjectID></Object></LWM2M>';
        for (const [title, xml] of [['Hostile', billionLaughs], ['No id', '<LWM2M><Object><Name>X</Name></Object></LWM2M>'], ['Broken', '<LWM2M><Object>']]) {
            const response = await upload(world.tenant.token, title!, xml!);
            expect(response.status).toBe(400);
            expect(response.body.message).toBe(`Could not parse the XML of objectModel with name ${title}.xml`);
        }
    });
});

describe('GET /api/lwm2m/deviceProfile/bootstrap/{isBootstrapServer}', () => {
    it("answers ThingsBoard's ServerSecurityConfig for the LwM2M and bootstrap servers", async () => {
        const server = await get('/api/lwm2m/deviceProfile/bootstrap/false');
        expect(server.status).toBe(200);
        expect(server.body).toEqual({
            host: 'localhost',
            port: 5685,
            securityHost: 'localhost',
            securityPort: 5686,
            serverPublicKey: '',
            bootstrapServerIs: false,
            serverId: 123,
            clientHoldOffTime: 1,
            bootstrapServerAccountTimeout: 0,
        });
        const bootstrap = await get('/api/lwm2m/deviceProfile/bootstrap/true');
        expect(bootstrap.body).toMatchObject({ port: 5687, securityPort: 5688, bootstrapServerIs: true, serverId: 111 });
        expect((await get('/api/lwm2m/deviceProfile/bootstrap/maybe')).status).toBe(400);
        expect((await get('/api/lwm2m/deviceProfile/bootstrap/true', world.customer.token)).status).toBe(200);
        expect((await get('/api/lwm2m/deviceProfile/bootstrap/true', world.sysadmin.token)).status).toBe(403);
    });
});
