import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixtures';

/** POST /api/{device,asset,edge}/bulk_import with hostile files (reference §1.12, spec part 1 §5 and §8). */
let world: World;
beforeAll(async () => {
    world = await createWorld();
});
afterAll(() => world.close());

type Column = { type: string; key?: string };
const col = (type: string, key?: string): Column => (key ? { type, key } : { type });

const importCsv = (entity: 'device' | 'asset' | 'edge', file: string, columns: Column[], options: { header?: boolean; update?: boolean; delimiter?: string; token?: string } = {}) =>
    world.api.post(
        `/api/${entity}/bulk_import`,
        { file, mapping: { columns, delimiter: options.delimiter ?? ',', header: options.header ?? true, update: options.update ?? false } },
        options.token ?? world.tenant.token,
    );

const sqlite = () => world.server.app.ctx.database.sqlite;
const deviceNamed = (name: string, tenantId = world.tenant.tenantId) =>
    sqlite().prepare('SELECT * FROM device WHERE tenant_id = ? AND name = ?').get(tenantId, name) as Record<string, unknown> | undefined;
const countLike = (table: string, pattern: string) => sqlite().prepare(`SELECT COUNT(*) FROM ${table} WHERE name LIKE ?`).pluck().get(pattern) as number;
const credentialsOf = (deviceId: unknown) =>
    sqlite().prepare('SELECT credentials_type AS type, credentials_id AS id, credentials_value AS value FROM device_credentials WHERE device_id = ?').get(deviceId) as
        | { type: string; id: string; value: string | null }
        | undefined;
const attributesOf = async (deviceId: string, scope: string) =>
    (await world.api.get(`/api/plugins/telemetry/DEVICE/${deviceId}/values/attributes/${scope}`, world.tenant.token)).body as Array<{ key: string; value: unknown }>;

const CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIBdDCCARugAwIBAgIUZlFHBCkMxqTNgBvMec/kGVNrP1QwCgYIKoZIzj0EAwIw
DzENMAsGA1UEAwwEYnVsazAgFw0yNjExMjIwNDM5MDRaGA8yMTI2MTAyOTA0Mzkw
NFowDzENMAsGA1UEAwwEYnVsazBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABDu6
Y7bx/7c3UWPyQQ9aaXsdR47vYel/D2df8q/D8brSc8V+Oj5PYxj1HtaMm0QRk0aY
m75MAPRUGiNJxr1s0Y+jUzBRMB0GA1UdDgQWBBShCDiAdJ20oOyOqBCAWC0sGo5i
QTAfBgNVHSMEGDAWgBShCDiAdJ20oOyOqBCAWC0sGo5iQTAPBgNVHRMBAf8EBTAD
AQH/MAoGCCqGSM49BAMCA0cAMEQCIB5l7Al7nkmNIbA0t/2Do4vzCbl/4Io4EtyF
DWaN6Dl1AiA/uV2Ykdwkbw+gHdcrwFBb/Sd8L67hj6vt6rYRTISmyg==
-----END CERTIFICATE-----`;

describe('devices', () => {
    it('creates devices with tokens, typed attributes and time series; quoted fields, a BOM and CRLF are read as ThingsBoard reads them', async () => {
        const file =
            '\uFEFFname;type;label;token;firmware;temperature;online;note\r\n' +
            'Bulk D1;thermostat;"Hall; ""north""";bulk-token-1;1.2;21.5;true;plain\r\n' +
            'Bulk D2;thermostat;"two\nlines";bulk-token-2;7;20;FALSE;"a;b"\r\n';
        const columns = [
            col('NAME'), col('TYPE'), col('LABEL'), col('ACCESS_TOKEN'),
            col('SHARED_ATTRIBUTE', 'firmware'), col('SERVER_ATTRIBUTE', 'temperature'), col('SERVER_ATTRIBUTE', 'online'), col('TIMESERIES', 'note'),
        ];
        const response = await importCsv('device', file, columns, { delimiter: ';' });
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ created: 2, updated: 0, errors: 0, errorsList: [] });

        const d1 = deviceNamed('Bulk D1')!;
        expect(d1.label).toBe('Hall; "north"');
        expect(d1.type).toBe('thermostat');
        expect(deviceNamed('Bulk D2')!.label).toBe('two\nlines');
        expect(credentialsOf(d1.id)).toEqual({ type: 'ACCESS_TOKEN', id: 'bulk-token-1', value: null });
        expect(await attributesOf(d1.id as string, 'SHARED_SCOPE')).toEqual([expect.objectContaining({ key: 'firmware', value: 1.2 })]);
        const server = await attributesOf(d1.id as string, 'SERVER_SCOPE');
        expect(server.filter(a => a.key !== 'active')).toEqual([
            expect.objectContaining({ key: 'online', value: true }),
            expect.objectContaining({ key: 'temperature', value: 21.5 }),
        ]);
        const d2 = deviceNamed('Bulk D2')!;
        expect((await attributesOf(d2.id as string, 'SHARED_SCOPE'))[0]!.value).toBe(7);
        const latest = await world.api.get(`/api/plugins/telemetry/DEVICE/${d2.id}/values/timeseries?keys=note`, world.tenant.token);
        expect(latest.body.note[0].value).toBe('a;b');
        // Each import is audited as a single save is.
        const audited = sqlite().prepare("SELECT action_type FROM audit_log WHERE entity_id = ?").pluck().all(d1.id);
        expect(audited).toContain('ADDED');
    });

    it('counts lines as ThingsBoard does (one per record, header included) and reports wrong column counts per line', async () => {
        const file = 'name,label\nBulk L1,x\nBulk L2\n"Bulk\nL3",y\nBulk L4,a,b\n\nBulk L5,z\n';
        const response = await importCsv('device', file, [col('NAME'), col('LABEL')]);
        expect(response.body).toEqual({
            created: 3,
            updated: 0,
            errors: 2,
            errorsList: ['Line: 3; Error: The line has 1 columns, the mapping has 2', 'Line: 5; Error: The line has 3 columns, the mapping has 2'],
        });
        expect(['Bulk L1', 'Bulk\nL3', 'Bulk L5'].every(name => deviceNamed(name))).toBe(true);
        expect(deviceNamed('Bulk L2')).toBeUndefined();

        // Without a header the first record is line 1.
        const plain = await importCsv('device', 'Bulk L6,a\nBulk L7', [col('NAME'), col('LABEL')], { header: false });
        expect(plain.body.errorsList).toEqual(['Line: 2; Error: The line has 1 columns, the mapping has 2']);
    });

    it('refuses duplicate names inside the file and against the database unless asked to update', async () => {
        const file = 'name,label\nBulk Dup,first\nBulk Dup,second\nTest Device A1,taken\n';
        const response = await importCsv('device', file, [col('NAME'), col('LABEL')]);
        expect(response.body).toEqual({
            created: 1,
            updated: 0,
            errors: 2,
            errorsList: ['Line: 3; Error: Device with such name already exists!', 'Line: 4; Error: Device with such name already exists!'],
        });
        expect(deviceNamed('Bulk Dup')!.label).toBe('first');
        expect(deviceNamed('Test Device A1')!.label).not.toBe('taken');

        const tokenBefore = credentialsOf(deviceNamed('Test Device A1')!.id)!.id;
        const updated = await importCsv('device', file, [col('NAME'), col('LABEL')], { update: true });
        expect(updated.body).toEqual({ created: 0, updated: 3, errors: 0, errorsList: [] });
        expect(deviceNamed('Bulk Dup')!.label).toBe('second');
        expect(deviceNamed('Test Device A1')!.label).toBe('taken');
        // An update without credential columns keeps the device's credentials.
        expect(credentialsOf(deviceNamed('Test Device A1')!.id)!.id).toBe(tokenBefore);
    });

    it('leaves nothing of a row whose credentials fail: a token in use, an invalid X.509 PEM, bad MQTT credentials', async () => {
        const usedToken = credentialsOf(deviceNamed('Test Device A1')!.id)!.id;
        const columns = [col('NAME'), col('ACCESS_TOKEN'), col('X509'), col('MQTT_CLIENT_ID'), col('MQTT_PASSWORD'), col('SERVER_ATTRIBUTE', 'room')];
        const file = [
            'name,token,cert,client,password,room',
            `Bulk C1,${usedToken},,,,1`,
            'Bulk C2,,not a certificate,,,2',
            `Bulk C3,,"${CERTIFICATE}",,,3`,
            'Bulk C4,,,client-4,secret,4',
            'Bulk C5,,,client-5,,5',
            'Bulk C6,has space,,,,6',
        ].join('\n');
        const response = await importCsv('device', file, columns);
        expect(response.body).toEqual({
            created: 2,
            updated: 0,
            errors: 4,
            errorsList: [
                'Line: 2; Error: Device credentials are already assigned to another device!',
                'Line: 3; Error: Invalid device credentials: the X.509 certificate is not a valid PEM certificate',
                'Line: 5; Error: Invalid device credentials: MQTT password should be specified together with user name!',
                'Line: 7; Error: Invalid device credentials: Device credentials id should not contain whitespaces!',
            ],
        });
        for (const name of ['Bulk C1', 'Bulk C2', 'Bulk C4', 'Bulk C6']) expect(deviceNamed(name)).toBeUndefined();
        // The failed rows' attributes went with them.
        expect(sqlite().prepare("SELECT COUNT(*) FROM attribute_kv WHERE attribute_key = 'room'").pluck().get()).toBe(2);
        expect(credentialsOf(deviceNamed('Bulk C3')!.id)).toMatchObject({ type: 'X509_CERTIFICATE', value: CERTIFICATE });
        expect(credentialsOf(deviceNamed('Bulk C5')!.id)).toMatchObject({ type: 'MQTT_BASIC', id: 'client-5' });
    });

    it('gives LwM2M devices an LwM2M profile and credentials, checks security modes, and moves updated devices to the profile their type names', async () => {
        const columns = [col('NAME'), col('TYPE'), col('LWM2M_CLIENT_ENDPOINT'), col('LWM2M_SERVER_SECURITY_MODE')];
        const response = await importCsv('device', 'name,type,endpoint,mode\nBulk M1,meters,ep-1,no_sec\nBulk M2,meters,ep-2,WEIRD\n', columns);
        expect(response.body).toEqual({
            created: 1,
            updated: 0,
            errors: 1,
            errorsList: ['Line: 3; Error: Invalid device credentials: Unknown LwM2M security mode: WEIRD, (the mode should be: NO_SEC, PSK, RPK, X509)!'],
        });
        const m1 = deviceNamed('Bulk M1')!;
        const profile = sqlite().prepare('SELECT name, transport_type FROM device_profile WHERE id = ?').get(m1.device_profile_id);
        expect(profile).toEqual({ name: 'meters', transport_type: 'LWM2M' });
        const credentials = credentialsOf(m1.id)!;
        expect(credentials).toMatchObject({ type: 'LWM2M_CREDENTIALS', id: 'ep-1' });
        expect(JSON.parse(credentials.value!)).toEqual({
            client: { endpoint: 'ep-1', securityConfigClientMode: 'NO_SEC' },
            bootstrap: { bootstrapServer: { securityMode: 'NO_SEC' }, lwm2mServer: { securityMode: 'NO_SEC' } },
        });

        const moved = await importCsv('device', 'name,type\nBulk Dup,brand-new-type\n', [col('NAME'), col('TYPE')], { update: true });
        expect(moved.body).toMatchObject({ updated: 1, errors: 0 });
        expect(deviceNamed('Bulk Dup')!.type).toBe('brand-new-type');
    });

    it('answers an empty file with zero counts and refuses a binary file and a broken mapping with 400', async () => {
        expect((await importCsv('device', '', [col('NAME')])).body).toEqual({ created: 0, updated: 0, errors: 0, errorsList: [] });
        expect((await importCsv('device', 'name\n', [col('NAME')])).body).toEqual({ created: 0, updated: 0, errors: 0, errorsList: [] });

        const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0xff, 0xfe]).toString('latin1');
        const refused = await importCsv('device', binary, [col('NAME')]);
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({ status: 400, errorCode: 31, message: 'The file is not a CSV text file' });

        expect((await importCsv('device', 'a', [col('LABEL')])).body.message).toBe('The column mapping needs a NAME column');
        expect((await importCsv('device', 'a,b', [col('NAME'), col('SHARED_ATTRIBUTE')])).body.message).toBe('Column 2 (SHARED_ATTRIBUTE) needs a key');
        expect((await importCsv('device', 'a', [col('NAME')], { delimiter: '""' })).status).toBe(400);
        expect((await importCsv('device', 'a', [col('BOGUS')])).status).toBe(400);
        expect(countLike('device', 'a')).toBe(0);
    });

    it('imports a 50k-row file', async () => {
        const lines = ['name,type'];
        for (let i = 0; i < 50_000; i++) lines.push(`Bulk Big ${i},big`);
        const response = await importCsv('asset', lines.join('\n'), [col('NAME'), col('TYPE')]);
        expect(response.body).toEqual({ created: 50_000, updated: 0, errors: 0, errorsList: [] });
        expect(countLike('asset', 'Bulk Big %')).toBe(50_000);
        // Some 15 s of CPU on a busy machine (70 s of wall time at a load average of 20), whether or not it lets others in.
    }, 120_000);
});

describe('other users during an import', () => {
    it("serves another tenant's requests while an import runs: answers arrive with part of the file imported", async () => {
        // Fewer rows than one transaction of the old fixed 500-row chunks, which held every other request until the end.
        const ROWS = 450;
        const lines = ['name,type,temperature'];
        for (let i = 0; i < ROWS; i++) lines.push(`Concurrent ${i},concurrent,${i}`);
        let importDone = false;
        const imported = importCsv('device', lines.join('\n'), [col('NAME'), col('TYPE'), col('SERVER_ATTRIBUTE', 'temperature')]).then(response => {
            importDone = true;
            return response;
        });
        const partialCounts: number[] = [];
        while (!importDone) {
            const other = await world.api.get('/api/tenant/devices?pageSize=10&page=0', world.tenant2.token);
            expect(other.status).toBe(200);
            const count = countLike('device', 'Concurrent %');
            if (!importDone && count > 0 && count < ROWS) partialCounts.push(count);
        }
        expect((await imported).body).toMatchObject({ created: ROWS, errors: 0 });
        expect(partialCounts.length).toBeGreaterThan(0);
    });
});

describe('assets and edges', () => {
    it('imports assets with their description and requires a type', async () => {
        const response = await importCsv('asset', 'name,type,description\nBulk A1,building,Main hall\nBulk A2,,no type\n', [col('NAME'), col('TYPE'), col('DESCRIPTION')]);
        expect(response.body).toEqual({ created: 1, updated: 0, errors: 1, errorsList: ['Line: 3; Error: Asset type should be specified!'] });
        const asset = sqlite().prepare("SELECT * FROM asset WHERE name = 'Bulk A1'").get() as Record<string, string>;
        expect(JSON.parse(asset.additional_info!)).toMatchObject({ description: 'Main hall' });
        expect(countLike('asset', 'Bulk A2')).toBe(0);
    });

    it('gives edges a 20-character routing key and secret when those columns are empty, and refuses a routing key in use', async () => {
        const columns = [col('NAME'), col('TYPE'), col('ROUTING_KEY'), col('SECRET')];
        const file = 'name,type,key,secret\nBulk E1,gw,,\nBulk E2,gw,my-routing-key,my-secret\nBulk E3,gw,my-routing-key,\n';
        const response = await importCsv('edge', file, columns);
        expect(response.body).toEqual({ created: 2, updated: 0, errors: 1, errorsList: ['Line: 4; Error: Edge with such routing_key already exists'] });
        const edge = (name: string) => sqlite().prepare('SELECT routing_key, secret FROM edge WHERE name = ?').get(name) as { routing_key: string; secret: string } | undefined;
        expect(edge('Bulk E1')!.routing_key).toMatch(/^[A-Za-z0-9]{20}$/);
        expect(edge('Bulk E1')!.secret).toMatch(/^[A-Za-z0-9]{20}$/);
        expect(edge('Bulk E2')).toEqual({ routing_key: 'my-routing-key', secret: 'my-secret' });
        expect(edge('Bulk E3')).toBeUndefined();
    });
});

describe('isolation', () => {
    it("lands rows in the caller's tenant only, never touching another tenant's entity of the same name", async () => {
        const before = deviceNamed('Test Device A2')!;
        const response = await importCsv('device', 'name,label\nTest Device A2,other tenant\n', [col('NAME'), col('LABEL')], { token: world.tenant2.token, update: true });
        expect(response.body).toEqual({ created: 1, updated: 0, errors: 0, errorsList: [] });
        expect(deviceNamed('Test Device A2', world.tenant2.tenantId)!.label).toBe('other tenant');
        expect(deviceNamed('Test Device A2')).toEqual(before);
    });

    it('refuses customer users and the sysadmin', async () => {
        for (const token of [world.customer.token, world.sysadmin.token]) {
            const response = await importCsv('device', 'name\nBulk Nope\n', [col('NAME')], { token });
            expect(response.status).toBe(403);
        }
        expect(countLike('device', 'Bulk Nope')).toBe(0);
    });
});
