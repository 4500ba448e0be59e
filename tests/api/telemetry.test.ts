import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixtures';

/** /api/plugins/telemetry/** over real HTTP, as reference §4.4 and §1.10 describe it. */
let world: World;
let deviceA1: string;
let deviceB1: string;
let deviceA2: string;
const base = (id: string, entityType = 'DEVICE') => `/api/plugins/telemetry/${entityType}/${id}`;

const deviceId = (name: string) =>
    (world.server.app.ctx.database.sqlite.prepare('SELECT id FROM device WHERE name = ?').get(name) as { id: string }).id;

beforeAll(async () => {
    world = await createWorld();
    deviceA1 = deviceId('Test Device A1');
    deviceA2 = deviceId('Test Device A2');
    deviceB1 = deviceId('Test Device B1');
});
afterAll(() => world.close());

const call = (method: string, path: string, body?: unknown, token = world.tenant.token) =>
    world.api.call(method, path, { body, token });
const raw = (method: string, path: string, text: string, token = world.tenant.token) => world.api.call(method, path, { raw: text, token });

describe('attributes', () => {
    it('writes SERVER_SCOPE and SHARED_SCOPE through every path form and refuses CLIENT_SCOPE as text', async () => {
        expect((await call('POST', `${base(deviceA2)}/attributes/SERVER_SCOPE`, { serverKey: 'one' })).status).toBe(200);
        expect((await call('POST', `${base(deviceA2)}/SHARED_SCOPE`, { sharedKey: 2 })).status).toBe(200);
        expect((await call('POST', `/api/plugins/telemetry/${deviceA2}/SHARED_SCOPE`, { sharedOther: true })).status).toBe(200);

        const refused = await call('POST', `${base(deviceA2)}/attributes/CLIENT_SCOPE`, { clientKey: 1 });
        expect(refused.status).toBe(400);
        expect(refused.headers.get('content-type')).toContain('text/plain');
        expect(refused.text).toBe('Invalid scope: CLIENT_SCOPE');
        expect((await call('POST', `${base(deviceA2)}/BOGUS_SCOPE`, { k: 1 })).text).toBe('Invalid scope: BOGUS_SCOPE');

        const server = await call('GET', `${base(deviceA2)}/values/attributes/SERVER_SCOPE?keys=serverKey`);
        expect(server.body).toEqual([{ lastUpdateTs: expect.any(Number), key: 'serverKey', value: 'one' }]);
        const shared = await call('GET', `${base(deviceA2)}/values/attributes/SHARED_SCOPE`);
        expect(shared.body.map((a: { key: string }) => a.key).sort()).toEqual(['sharedKey', 'sharedOther']);
        expect((await call('GET', `${base(deviceA2)}/values/attributes/CLIENT_SCOPE`)).body).toEqual([]);
    });

    it('refuses empty keys, empty bodies and non-objects', async () => {
        const emptyKey = await call('POST', `${base(deviceA2)}/attributes/SERVER_SCOPE`, { ' ': 1 });
        expect(emptyKey.status).toBe(400);
        expect(emptyKey.text).toBe('Key cannot be empty or contains only spaces');
        const nothing = await call('POST', `${base(deviceA2)}/attributes/SERVER_SCOPE`, { onlyNull: null });
        expect(nothing.status).toBe(400);
        expect(nothing.text).toBe('No attributes data found in request body!');
        expect((await call('POST', `${base(deviceA2)}/attributes/SERVER_SCOPE`, [1, 2])).status).toBe(400);
        const broken = await raw('POST', `${base(deviceA2)}/attributes/SERVER_SCOPE`, '{"a":');
        expect(broken.status).toBe(400);
        expect(broken.body.errorCode).toBe(31);
    });

    it('keeps each value type and merges scopes without a scope', async () => {
        const values = { str: 'text', long: 42, dbl: 37.5, bool: false, json: { nested: [1, 'a'] } };
        expect((await call('POST', `${base(deviceA1)}/attributes/SERVER_SCOPE`, values)).status).toBe(200);
        await call('POST', `${base(deviceA1)}/attributes/SHARED_SCOPE`, { sharedOnly: 'yes' });
        const all = await call('GET', `${base(deviceA1)}/values/attributes?keys=str,long,dbl,bool,json,sharedOnly`);
        const byKey = Object.fromEntries(all.body.map((a: { key: string; value: unknown }) => [a.key, a.value]));
        expect(byKey).toEqual({ ...values, sharedOnly: 'yes' });
        // Demo devices carry active=false from the seed; the merged key list has every scope.
        const keys = await call('GET', `${base(deviceA1)}/keys/attributes`);
        expect(keys.body).toEqual(expect.arrayContaining(['str', 'long', 'sharedOnly', 'active']));
        const serverKeys = await call('GET', `${base(deviceA1)}/keys/attributes/SERVER_SCOPE`);
        expect(serverKeys.body).not.toContain('sharedOnly');
    });

    it('deletes attributes in any of the three scopes and refuses other scopes and empty keys', async () => {
        await call('POST', `${base(deviceA2)}/attributes/SERVER_SCOPE`, { gone: 1, kept: 2 });
        expect((await call('DELETE', `${base(deviceA2)}/SERVER_SCOPE?keys=gone`)).status).toBe(200);
        const left = await call('GET', `${base(deviceA2)}/values/attributes/SERVER_SCOPE?keys=gone,kept`);
        expect(left.body.map((a: { key: string }) => a.key)).toEqual(['kept']);
        expect((await call('DELETE', `/api/plugins/telemetry/${deviceA2}/SERVER_SCOPE?keys=kept`)).status).toBe(200);
        expect((await call('DELETE', `${base(deviceA2)}/CLIENT_SCOPE?keys=x`)).status).toBe(200);
        const bad = await call('DELETE', `${base(deviceA2)}/NOPE_SCOPE?keys=x`);
        expect([bad.status, bad.text]).toEqual([400, 'Invalid attribute scope: NOPE_SCOPE']);
        const empty = await call('DELETE', `${base(deviceA2)}/SERVER_SCOPE?keys=`);
        expect(empty.status).toBe(400);
    });
});

describe('time series', () => {
    it('answers latest values as strings by default and typed with useStrictDataTypes=true', async () => {
        const payload = '{"tStr":"hello","tLong":42,"tDbl":42.0,"tFrac":1.5,"tBool":true,"tJson":{"a":1.0},"tCast":"23.5"}';
        expect((await raw('POST', `${base(deviceA1)}/timeseries/ANY`, payload)).status).toBe(200);
        const keys = 'tStr,tLong,tDbl,tFrac,tBool,tJson,tCast';
        const loose = await call('GET', `${base(deviceA1)}/values/timeseries?keys=${keys}`);
        const value = (body: Record<string, Array<{ value: unknown }>>, key: string) => body[key]![0]!.value;
        expect(keys.split(',').map(k => value(loose.body, k))).toEqual(['hello', '42', '42.0', '1.5', 'true', '{"a":1.0}', '23.5']);
        const strict = await call('GET', `${base(deviceA1)}/values/timeseries?keys=${keys}&useStrictDataTypes=true`);
        expect(keys.split(',').map(k => value(strict.body, k))).toEqual(['hello', 42, 42, 1.5, true, { a: 1 }, 23.5]);
        const explicitFalse = await call('GET', `${base(deviceA1)}/values/timeseries?keys=tLong&useStrictDataTypes=false`);
        expect(value(explicitFalse.body, 'tLong')).toBe('42');
    });

    it('answers every latest value without keys, and a missing key as {ts, value: null}', async () => {
        const all = await call('GET', `${base(deviceA1)}/values/timeseries`);
        expect(Object.keys(all.body)).toEqual(expect.arrayContaining(['tStr', 'tLong']));
        const missing = await call('GET', `${base(deviceA1)}/values/timeseries?keys=noSuchKey`);
        expect(missing.body).toEqual({ noSuchKey: [{ ts: expect.any(Number), value: null }] });
        const keys = await call('GET', `${base(deviceA1)}/keys/timeseries`);
        expect(keys.body).toEqual(expect.arrayContaining(['tStr', 'tLong', 'tCast']));
        expect(keys.body).not.toContain('noSuchKey');
    });

    it('accepts {ts, values} and arrays, and refuses bad payloads as text', async () => {
        const points = Array.from({ length: 10 }, (_, i) => ({ ts: (i + 1) * 1000, values: { h: i + 1, mixed: i % 2 ? 'odd' : i } }));
        expect((await call('POST', `${base(deviceA2)}/timeseries/ANY`, points)).status).toBe(200);
        expect((await call('POST', `${base(deviceA2)}/timeseries/ANY/3600`, { ts: 20_000, values: { other: 1 } })).status).toBe(200);

        const broken = await raw('POST', `${base(deviceA2)}/timeseries/ANY`, '{"a":');
        expect([broken.status, broken.text]).toEqual([400, 'Unable to parse timeseries payload: Invalid JSON body!']);
        const badTs = await call('POST', `${base(deviceA2)}/timeseries/ANY`, { ts: 'soon', values: { a: 1 } });
        expect(badTs.status).toBe(400);
        expect(badTs.text).toMatch(/^Unable to parse timeseries payload\. Invalid JSON body: /);
        const empty = await call('POST', `${base(deviceA2)}/timeseries/ANY`, {});
        expect([empty.status, empty.text]).toEqual([400, 'No timeseries data found in request body!']);
    });

    const history = (query: string) => call('GET', `${base(deviceA2)}/values/timeseries?keys=h&startTs=1000&endTs=11000&${query}`);
    const points = (body: Record<string, Array<{ ts: number; value: unknown }>>, key = 'h') => (body[key] ?? []).map(p => [p.ts, p.value]);

    it('reads raw history newest first, with limit and orderBy', async () => {
        expect(points((await history('')).body).map(p => p[1])).toEqual(['10', '9', '8', '7', '6', '5', '4', '3', '2', '1']);
        expect(points((await history('limit=3')).body)).toEqual([[10000, '10'], [9000, '9'], [8000, '8']]);
        expect(points((await history('limit=3&orderBy=ASC')).body)).toEqual([[1000, '1'], [2000, '2'], [3000, '3']]);
        // endTs is exclusive, startTs inclusive.
        const window = await call('GET', `${base(deviceA2)}/values/timeseries?keys=h&startTs=2000&endTs=4000&orderBy=ASC`);
        expect(points(window.body)).toEqual([[2000, '2'], [3000, '3']]);
        const strict = await history('limit=1&useStrictDataTypes=true');
        expect(points(strict.body)).toEqual([[10000, 10]]);
    });

    it('aggregates MIN, MAX, AVG, SUM and COUNT per interval, stamped at the middle of each bucket', async () => {
        const agg = async (name: string) => points((await history(`agg=${name}&interval=5000&orderBy=ASC`)).body);
        expect(await agg('AVG')).toEqual([[3500, '3.0'], [8500, '8.0']]);
        expect(await agg('MIN')).toEqual([[3500, '1'], [8500, '6']]);
        expect(await agg('MAX')).toEqual([[3500, '5'], [8500, '10']]);
        expect(await agg('SUM')).toEqual([[3500, '15'], [8500, '40']]);
        expect(await agg('COUNT')).toEqual([[3500, '5'], [8500, '5']]);
        expect(points((await history('agg=AVG&interval=5000&orderBy=DESC')).body)).toEqual([[8500, '8.0'], [3500, '3.0']]);
        expect(points((await history('agg=AVG&interval=5000&useStrictDataTypes=true&orderBy=ASC')).body)).toEqual([[3500, 3], [8500, 8]]);
        // A last bucket cut by endTs is stamped at the middle of what is left.
        const cut = await call('GET', `${base(deviceA2)}/values/timeseries?keys=h&startTs=1000&endTs=9000&agg=COUNT&interval=5000&orderBy=ASC`);
        expect(points(cut.body)).toEqual([[3500, '5'], [7500, '3']]);
    });

    it('aggregates mixed numbers and strings as ThingsBoard does', async () => {
        // mixed: 0, 'odd', 2, 'odd', 4 … numbers for even i, strings for odd i.
        const mixed = (query: string) => call('GET', `${base(deviceA2)}/values/timeseries?keys=mixed&startTs=1000&endTs=11000&orderBy=ASC&${query}`);
        expect(points((await mixed('agg=COUNT&interval=10000')).body, 'mixed')).toEqual([[6000, '10']]);
        expect(points((await mixed('agg=SUM&interval=10000')).body, 'mixed')).toEqual([[6000, '20']]);
        expect(points((await mixed('agg=MAX&interval=10000')).body, 'mixed')).toEqual([[6000, '8']]);
        // A bucket with only strings answers the smallest string for MIN and nothing for AVG.
        expect(points((await mixed('agg=MIN&interval=1000')).body, 'mixed')[1]).toEqual([2500, 'odd']);
        expect(points((await mixed('agg=AVG&interval=1000')).body, 'mixed').map(p => p[0])).toEqual([1500, 3500, 5500, 7500, 9500]);
    });

    it('treats interval=0 as agg NONE, where limit applies', async () => {
        const forced = await history('agg=AVG&interval=0&limit=2');
        expect(points(forced.body)).toEqual([[10000, '10'], [9000, '9']]);
        const none = await history('agg=NONE&interval=5000&limit=2&orderBy=ASC');
        expect(points(none.body)).toEqual([[1000, '1'], [2000, '2']]);
    });

    it('deletes a range, everything, and rewrites the latest value when asked', async () => {
        const path = `${base(deviceA2)}/timeseries`;
        await call('POST', `${path}/ANY`, [1, 2, 3, 4].map(i => ({ ts: i * 1000, values: { d1: i, d2: i, d3: i } })));

        const noRange = await call('DELETE', `${path}/delete?keys=d1`);
        expect([noRange.status, noRange.text]).toEqual([400, "When deleteAllDataForKeys is false, start and end timestamp values shouldn't be empty"]);
        const noKeys = await call('DELETE', `${path}/delete?keys=&deleteAllDataForKeys=true`);
        expect(noKeys.status).toBe(400);

        // Range holding the latest, without rewrite: the latest value goes.
        expect((await call('DELETE', `${path}/delete?keys=d1&startTs=3000&endTs=5000`)).status).toBe(200);
        const d1 = await call('GET', `${base(deviceA2)}/values/timeseries?keys=d1&startTs=0&endTs=10000&orderBy=ASC`);
        expect(points(d1.body, 'd1')).toEqual([[1000, '1'], [2000, '2']]);
        expect((await call('GET', `${base(deviceA2)}/keys/timeseries`)).body).not.toContain('d1');

        // With rewriteLatestIfDeleted the newest point left becomes the latest.
        await call('DELETE', `${path}/delete?keys=d2&startTs=4000&endTs=5000&rewriteLatestIfDeleted=true`);
        const d2 = await call('GET', `${base(deviceA2)}/values/timeseries?keys=d2`);
        expect(points(d2.body, 'd2')).toEqual([[3000, '3']]);

        await call('DELETE', `${path}/delete?keys=d3&deleteAllDataForKeys=true`);
        const d3 = await call('GET', `${base(deviceA2)}/values/timeseries?keys=d3&startTs=0&endTs=10000`);
        expect(d3.body).toEqual({});
    });
});

describe('odd input', () => {
    it('answers out-of-range numbers and odd key names without a server error', async () => {
        // A limit is a Java int in ThingsBoard: its largest value returns everything, a larger one is refused.
        const huge = await call('GET', `${base(deviceA2)}/values/timeseries?keys=h&startTs=0&endTs=100000&limit=2147483647`);
        expect(huge.status).toBe(200);
        expect(huge.body.h).toHaveLength(10);
        expect((await call('GET', `${base(deviceA2)}/values/timeseries?keys=h&startTs=0&endTs=100000&limit=1e300`)).status).toBe(400);
        expect((await call('GET', `${base(deviceA2)}/values/timeseries?keys=h&startTs=-1e300&endTs=1e300&agg=AVG&interval=1`)).status).toBe(200);
        expect((await raw('POST', `${base(deviceA2)}/timeseries/ANY`, '{"__proto__":{"a":1},"constructor":2}')).status).toBe(200);
        const odd = await call('GET', `${base(deviceA2)}/values/timeseries?keys=__proto__,constructor`);
        expect(JSON.parse(odd.text)).toEqual({ ['__proto__']: [{ ts: expect.any(Number), value: '{"a":1}' }], constructor: [{ ts: expect.any(Number), value: '2' }] });
        const big = await raw('POST', `${base(deviceA2)}/timeseries/ANY`, '{"a":12345678901234567890}');
        expect([big.status, big.text]).toEqual([400, 'Unable to parse timeseries payload. Invalid JSON body: Big integer values are not supported!']);
    });
});

describe('entity views', () => {
    it("read the viewed device's time series, only the view's keys and inside its time window", async () => {
        await call('POST', `${base(deviceA1)}/timeseries/ANY`, [1, 2, 3, 4, 5].map(i => ({ ts: i * 1000, values: { seen: i, hidden: i } })));
        const view = await call('POST', '/api/entityView', {
            name: 'A1 window',
            type: 'window',
            entityId: { entityType: 'DEVICE', id: deviceA1 },
            keys: { timeseries: ['seen'], attributes: { cs: [], ss: [], sh: [] } },
            startTimeMs: 2000,
            endTimeMs: 4500,
        });
        expect(view.status).toBe(200);
        const viewBase = base(view.body.id.id, 'ENTITY_VIEW');
        const history = await call('GET', `${viewBase}/values/timeseries?keys=seen,hidden&startTs=0&endTs=100000&orderBy=ASC`);
        expect(history.body).toEqual({ seen: [{ ts: 2000, value: '2' }, { ts: 3000, value: '3' }, { ts: 4000, value: '4' }] });
        expect((await call('GET', `${viewBase}/keys/timeseries`)).body).toEqual(['seen']);
        // The latest value of a view is the newest point inside its window.
        const latest = await call('GET', `${viewBase}/values/timeseries`);
        expect(latest.body).toEqual({ seen: [{ ts: 4000, value: '4' }] });
        const write = await call('POST', `${viewBase}/timeseries/ANY`, { seen: 9 });
        expect([write.status, write.body.message]).toEqual([400, "Telemetry data can't be stored for entity view. Read only"]);
    });
});

describe('device-profile key lists', () => {
    it('lists the keys of the tenant devices, optionally of one profile, for tenant admins only', async () => {
        const profileId = (world.server.app.ctx.database.sqlite.prepare('SELECT device_profile_id AS p FROM device WHERE id = ?').get(deviceA1) as { p: string }).p;
        const ts = await call('GET', `/api/deviceProfile/devices/keys/timeseries?deviceProfileId=${profileId}`);
        expect(ts.body).toEqual(expect.arrayContaining(['tStr', 'h']));
        expect([...ts.body].sort()).toEqual(ts.body);
        const any = await call('GET', '/api/deviceProfile/devices/keys/timeseries?deviceProfileId=');
        expect(any.body).toEqual(expect.arrayContaining(['tStr', 'h']));
        const attrs = await call('GET', `/api/deviceProfile/devices/keys/attributes?deviceProfileId=${profileId}`);
        expect(attrs.body).toEqual(expect.arrayContaining(['active', 'str', 'sharedOnly']));
        expect((await call('GET', '/api/deviceProfile/devices/keys/timeseries', undefined, world.customer.token)).status).toBe(403);
        expect((await call('GET', '/api/deviceProfile/devices/keys/timeseries?deviceProfileId=nope')).status).toBe(400);
        const foreign = await call('GET', `/api/deviceProfile/devices/keys/timeseries`, undefined, world.tenant2.token);
        expect(foreign.body).toEqual([]);
    });
});

describe('who may read and write', () => {
    it('lets a customer user use its own devices only', async () => {
        const own = await call('GET', `${base(deviceA1)}/values/timeseries?keys=tLong`, undefined, world.customer.token);
        expect(own.status).toBe(200);
        expect((await call('POST', `${base(deviceA1)}/timeseries/ANY`, { fromCustomer: 1 }, world.customer.token)).status).toBe(200);
        const foreign = await call('GET', `${base(deviceB1)}/values/timeseries`, undefined, world.customer.token);
        expect([foreign.status, foreign.text]).toEqual([403, "You don't have permission to perform this operation!"]);
        expect((await call('GET', `${base(deviceB1)}/values/attributes`, undefined, world.customer.token)).status).toBe(403);
        expect((await call('POST', `${base(deviceB1)}/attributes/SERVER_SCOPE`, { x: 1 }, world.customer.token)).status).toBe(403);
        expect((await call('DELETE', `${base(deviceB1)}/timeseries/delete?keys=x&deleteAllDataForKeys=true`, undefined, world.customer.token)).status).toBe(403);
    });

    it("keeps other tenants and the sysadmin out of a tenant device, in AccessValidator's plain-text words", async () => {
        // Another tenant's device is not found (ThingsBoard looks devices up within the caller's tenant); the sysadmin is refused outright.
        const refusals: Array<[string, number, string]> = [
            [world.tenant2.token, 404, "Device with requested id wasn't found!"],
            [world.customer2.token, 404, "Device with requested id wasn't found!"],
            [world.sysadmin.token, 403, 'System administrator is not allowed to perform this operation!'],
        ];
        for (const [token, status, text] of refusals) {
            for (const [method, path, body] of [['GET', `${base(deviceA1)}/values/timeseries`], ['GET', `${base(deviceA1)}/keys/attributes`], ['POST', `${base(deviceA1)}/timeseries/ANY`, { x: 1 }]] as const) {
                const refused = await call(method, path, body, token);
                expect([refused.status, refused.text, refused.headers.get('content-type')]).toEqual([status, text, 'text/plain; charset=utf-8']);
            }
        }
        // A customer user of the same tenant finds the device but may not read it.
        const otherCustomers = await call('GET', `${base(deviceA1)}/values/timeseries`, undefined, world.otherCustomer.token);
        expect([otherCustomers.status, otherCustomers.text]).toEqual([403, "You don't have permission to perform this operation!"]);
    });

    it('lets the sysadmin use tenant attributes and a tenant admin its own tenant', async () => {
        const tenantId = world.tenant.tenantId;
        expect((await call('POST', `${base(tenantId, 'TENANT')}/attributes/SERVER_SCOPE`, { plan: 'gold' }, world.sysadmin.token)).status).toBe(200);
        const read = await call('GET', `${base(tenantId, 'TENANT')}/values/attributes/SERVER_SCOPE`, undefined, world.tenant.token);
        expect(read.body).toEqual([{ lastUpdateTs: expect.any(Number), key: 'plan', value: 'gold' }]);
        expect((await call('GET', `${base(tenantId, 'TENANT')}/values/attributes`, undefined, world.tenant2.token)).status).toBe(403);
    });

    it('answers 404 for unknown ids, 400 for bad ids and unsupported types, 401 without a token', async () => {
        const unknown = await call('GET', `${base('2b6f1a70-0000-11ee-8080-808080808080')}/values/timeseries`);
        expect([unknown.status, unknown.text]).toEqual([404, "Device with requested id wasn't found!"]);
        expect((await call('GET', `${base('not-a-uuid')}/values/timeseries`)).status).toBe(400);
        expect((await call('GET', `${base(deviceA1, 'ALARM')}/values/timeseries`)).status).toBe(400);
        expect((await call('GET', `${base(deviceA1, 'NOT_A_TYPE')}/values/timeseries`)).status).toBe(400);
        expect((await world.api.call('GET', `${base(deviceA1)}/values/timeseries`)).status).toBe(401);
    });
});
