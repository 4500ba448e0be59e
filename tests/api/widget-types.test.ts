import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NULL_UUID } from '../../server/lib/ids';
import { WIDGET_BUNDLES } from '../../shared/widgets/bundles';
import { createWorld, type Session, type World } from './fixtures';

/** /api/widgetType* (reference §1.7): shapes, validation, permissions and tenant isolation. */
type Json = Record<string, any>;
let world: World;
let bundleAlias: string;

const call = (method: string, path: string, session: Session, body?: unknown) => world.api.call(method, path, { body, token: session.token });
const descriptor = (type = 'latest') => ({
    type, sizeX: 7.5, sizeY: 3, resources: [], templateHtml: '<div class="v"></div>', templateCss: '', controllerScript: 'self.onInit = function () {};',
    settingsSchema: '{}', dataKeySettingsSchema: '{}', defaultConfig: JSON.stringify({ datasources: [], settings: {} }),
});
const saveType = (session: Session, body: Json) => call('POST', '/api/widgetType', session, body);

beforeAll(async () => {
    world = await createWorld();
    bundleAlias = (await call('POST', '/api/widgetsBundle', world.tenant, { title: 'My Widgets' })).body.alias;
});
afterAll(() => world.close());

describe('system widget library', () => {
    it('seeds the system bundles with their types, readable by tenants and customers', async () => {
        const bundles = (await call('GET', '/api/widgetsBundles', world.customer)).body as Json[];
        const systemAliases = bundles.filter(b => b.tenantId.id === NULL_UUID).map(b => b.alias);
        expect(systemAliases).toEqual(expect.arrayContaining(['charts', 'cards', 'alarm_widgets']));
        for (const bundle of WIDGET_BUNDLES) {
            const infos = await call('GET', `/api/widgetTypesInfos?isSystem=true&bundleAlias=${bundle.alias}`, world.customer);
            expect(infos.status).toBe(200);
            expect(infos.body.map((t: Json) => t.alias)).toEqual(bundle.types.map(t => t.typeAlias));
        }
        const chart = await call('GET', '/api/widgetType?isSystem=true&bundleAlias=charts&alias=basic_timeseries', world.tenant);
        expect(chart.body).toMatchObject({ bundleAlias: 'charts', alias: 'basic_timeseries', tenantId: { entityType: 'TENANT', id: NULL_UUID } });
        expect(typeof chart.body.descriptor.defaultConfig).toBe('string');
        expect(JSON.parse(chart.body.descriptor.defaultConfig).datasources[0].type).toBe('function');
    });

    it('answers the three list shapes: with descriptor, details, infos without descriptor', async () => {
        const path = (list: string) => `/api/${list}?isSystem=true&bundleAlias=cards`;
        const types = (await call('GET', path('widgetTypes'), world.tenant)).body[0];
        expect(Object.keys(types).sort()).toEqual(['alias', 'bundleAlias', 'createdTime', 'descriptor', 'id', 'name', 'tenantId']);
        const details = (await call('GET', path('widgetTypesDetails'), world.tenant)).body[0];
        expect(Object.keys(details).sort()).toEqual(['alias', 'bundleAlias', 'createdTime', 'description', 'descriptor', 'id', 'image', 'name', 'tenantId']);
        const info = (await call('GET', path('widgetTypesInfos'), world.tenant)).body[0];
        expect(Object.keys(info).sort()).toEqual(['alias', 'bundleAlias', 'createdTime', 'description', 'id', 'image', 'name', 'tenantId', 'widgetType']);
        expect(info.widgetType).toBe('latest');
        expect(info.id.entityType).toBe('WIDGET_TYPE');
    });

    it('keeps system types read-only for tenant admins (403) and writable by the sysadmin', async () => {
        const system = (await call('GET', '/api/widgetType?isSystem=true&bundleAlias=cards&alias=simple_card', world.tenant)).body;
        expect((await saveType(world.tenant, { ...system, name: 'Hijacked' })).status).toBe(403);
        expect((await call('DELETE', `/api/widgetType/${system.id.id}`, world.tenant)).status).toBe(403);
        const own = await saveType(world.sysadmin, { ...system, name: 'Simple card' });
        expect(own.status).toBe(200);
        expect(own.body.tenantId.id).toBe(NULL_UUID);
    });
});

describe('tenant widget types', () => {
    it('creates a type with a derived alias, numbering taken ones, and reads it back by id and alias', async () => {
        const first = await saveType(world.tenant, { bundleAlias, name: 'Room Temp!', descriptor: descriptor() });
        expect(first.status).toBe(200);
        expect(first.body).toMatchObject({ alias: 'room_temp_', bundleAlias, tenantId: { id: world.tenant.tenantId }, image: null, description: null });
        const second = await saveType(world.tenant, { bundleAlias, name: 'Room Temp!', descriptor: descriptor() });
        expect(second.body.alias).toBe('room_temp_2');
        const third = await saveType(world.tenant, { bundleAlias, name: 'Room Temp!', descriptor: descriptor() });
        expect(third.body.alias).toBe('room_temp_3');

        const byId = await call('GET', `/api/widgetType/${first.body.id.id}`, world.tenant);
        expect(byId.body).toEqual(first.body);
        const byAlias = await call('GET', `/api/widgetType?isSystem=false&bundleAlias=${bundleAlias}&alias=room_temp_`, world.customer);
        expect(byAlias.status).toBe(200);
        expect(byAlias.body.descriptor).toEqual(descriptor());
        const list = await call('GET', `/api/widgetTypes?isSystem=false&bundleAlias=${bundleAlias}`, world.tenant);
        expect(list.body.map((t: Json) => t.alias)).toEqual(['room_temp_', 'room_temp_2', 'room_temp_3']);
    });

    it('updates name, descriptor, image and description, and refuses alias or bundle changes', async () => {
        const created = (await saveType(world.tenant, { bundleAlias, name: 'Editable', descriptor: descriptor() })).body;
        const updated = await saveType(world.tenant, { ...created, name: 'Edited', image: 'data:image/png;base64,AA==', description: 'text', descriptor: descriptor('timeseries') });
        expect(updated.status).toBe(200);
        expect(updated.body).toMatchObject({ id: created.id, alias: 'editable', name: 'Edited', image: 'data:image/png;base64,AA==', description: 'text', descriptor: { type: 'timeseries' } });
        expect((await saveType(world.tenant, { ...created, alias: 'other' })).body.message).toBe('Update of widget type alias is prohibited!');
        expect((await saveType(world.tenant, { ...created, bundleAlias: 'cards' })).body.message).toBe('Update of widget type bundle alias is prohibited!');
    });

    it.each([
        [{ bundleAlias: 'x', descriptor: descriptor() }, 'Widgets type name should be specified!'],
        [{ name: 'A', descriptor: descriptor() }, 'Widgets type bundle alias should be specified!'],
        [{ name: 'A', bundleAlias: 'x' }, "Widgets type descriptor can't be empty!"],
        [{ name: 'A', bundleAlias: 'x', descriptor: {} }, "Widgets type descriptor can't be empty!"],
        [{ name: 'A', bundleAlias: 'no_such_bundle', descriptor: descriptor() }, 'Widget type is referencing to non-existent widgets bundle!'],
        // A tenant cannot put types into a system bundle: its alias names no bundle of the tenant.
        [{ name: 'A', bundleAlias: 'alarm_widgets', descriptor: descriptor() }, 'Widget type is referencing to non-existent widgets bundle!'],
    ])('refuses %j with ThingsBoard\'s message', async (body, message) => {
        const answer = await saveType(world.tenant, body);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ status: 400, message, errorCode: 31 });
    });

    it('refuses bad input without a 500', async () => {
        expect((await saveType(world.tenant, { name: 'A', bundleAlias, descriptor: { type: 'gauge' } })).status).toBe(400);
        expect((await call('GET', '/api/widgetType/not-a-uuid', world.tenant)).status).toBe(400);
        expect((await call('GET', '/api/widgetTypes?bundleAlias=cards', world.tenant)).status).toBe(400);
        const missing = await call('GET', '/api/widgetType/13814000-1dd2-11b2-8080-808080808081', world.tenant);
        expect(missing.body).toMatchObject({ status: 404, errorCode: 32 });
        expect((await call('GET', '/api/widgetType?isSystem=true&bundleAlias=cards&alias=nothing', world.tenant)).status).toBe(404);
    });

    it('lets customers read but not write, and keeps tenants apart', async () => {
        const created = (await saveType(world.tenant, { bundleAlias, name: 'Private', descriptor: descriptor() })).body;
        expect((await call('GET', `/api/widgetType/${created.id.id}`, world.customer)).status).toBe(200);
        expect((await saveType(world.customer, { bundleAlias, name: 'By customer', descriptor: descriptor() })).status).toBe(403);
        expect((await call('DELETE', `/api/widgetType/${created.id.id}`, world.customer)).status).toBe(403);

        for (const stranger of [world.tenant2, world.customer2]) {
            expect((await call('GET', `/api/widgetType/${created.id.id}`, stranger)).body.errorCode).toBe(20);
            expect((await call('GET', `/api/widgetTypesInfos?isSystem=false&bundleAlias=${bundleAlias}`, stranger)).body).toEqual([]);
            expect((await call('GET', `/api/widgetType?isSystem=false&bundleAlias=${bundleAlias}&alias=private`, stranger)).status).toBe(404);
        }
        expect((await saveType(world.tenant2, { ...created, name: 'Stolen' })).status).toBe(403);
        expect((await call('DELETE', `/api/widgetType/${created.id.id}`, world.tenant2)).status).toBe(403);
        // The sysadmin manages the system library only.
        expect((await call('DELETE', `/api/widgetType/${created.id.id}`, world.sysadmin)).status).toBe(403);
    });

    it('deletes a type, and a bundle with its types', async () => {
        const bundle = (await call('POST', '/api/widgetsBundle', world.tenant, { title: 'Short lived' })).body;
        const one = (await saveType(world.tenant, { bundleAlias: bundle.alias, name: 'One', descriptor: descriptor() })).body;
        const two = (await saveType(world.tenant, { bundleAlias: bundle.alias, name: 'Two', descriptor: descriptor() })).body;
        const deleted = await call('DELETE', `/api/widgetType/${one.id.id}`, world.tenant);
        expect(deleted.status).toBe(200);
        expect(deleted.text).toBe('');
        expect((await call('GET', `/api/widgetType/${one.id.id}`, world.tenant)).status).toBe(404);
        const audit = await call('GET', `/api/audit/logs/entity/WIDGET_TYPE/${one.id.id}?pageSize=10&page=0`, world.tenant);
        expect(audit.body.data.map((entry: Json) => entry.actionType).sort()).toEqual(['ADDED', 'DELETED']);
        expect((await call('DELETE', `/api/widgetsBundle/${bundle.id.id}`, world.tenant)).status).toBe(200);
        expect((await call('GET', `/api/widgetType/${two.id.id}`, world.tenant)).status).toBe(404);
    });
});
