// ThingsBoard 3.3.4 has no controller test for relations; these are the cases of the
// BaseEntityRelationControllerTest later versions added (3.4), with the answers of 3.3.4's
// EntityRelationController.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badRequest, notFound, notFoundSentence, startHarness, type Caller, type Harness, type Json } from './harness';

let tb: Harness;
let admin: Caller;
let mainDevice: Json;

beforeAll(async () => {
    tb = await startHarness();
    admin = await tb.differentTenant('Relation tenant');
    mainDevice = await admin.save('/api/device', { name: 'Main test device', type: 'default' });
});
afterAll(async () => tb?.close());

let counter = 0;
const device = (name = `Test device ${++counter}`) => admin.save('/api/device', { name, type: 'default' });
const relationOf = (from: Json, to: Json, type = 'CONTAINS') => ({ from: from.id, to: to.id, type, typeGroup: 'COMMON', additionalInfo: null });
const relationUrl = (from: Json, to: Json, type = 'CONTAINS') => `/api/relation?fromId=${from.id.id}&fromType=${from.id.entityType}&relationType=${type}&toId=${to.id.id}&toType=${to.id.entityType}`;
const save = async (relation: Json) => expect((await admin.post('/api/relation', relation)).status).toBe(200);
const keyOf = (relation: Json) => `${relation.from.id}>${relation.type}>${relation.to.id}`;
const keys = (relations: Json[]) => relations.map(keyOf).sort();

describe("BaseEntityRelationControllerTest (ThingsBoard 3.4's cases, 3.3.4's answers)", () => {
    it('testSaveAndFindRelation: the saved relation reads back as sent', async () => {
        const to = await device();
        const relation = relationOf(mainDevice, to);
        await save(relation);
        expect(await admin.read(relationUrl(mainDevice, to))).toEqual(relation);
    });

    it('testSaveWithDeviceToMissing: a relation to a device that does not exist is 404 "Device with id [..] is not found"', async () => {
        const missing = { id: { entityType: 'DEVICE', id: '13814000-1dd2-11b2-8080-808080808081' } };
        notFound(await admin.post('/api/relation', relationOf(mainDevice, missing)), notFoundSentence('Device', missing.id.id));
    });

    it("testSaveWithDeviceFromNotCreated / …ToNotCreated: an end without id is 400 \"Parameter entityId can't be empty!\" (BaseController.checkEntityId, 3.3.4 as 3.4)", async () => {
        for (const relation of [{ ...relationOf(mainDevice, mainDevice), from: null }, { ...relationOf(mainDevice, mainDevice), to: null }]) {
            badRequest(await admin.post('/api/relation', relation), "Parameter entityId can't be empty!");
        }
        const { from: _from, ...withoutFrom } = relationOf(mainDevice, mainDevice);
        badRequest(await admin.post('/api/relation', withoutFrom), "Parameter entityId can't be empty!");
        expect(await admin.read(`/api/relations?toId=${mainDevice.id.id}&toType=DEVICE`)).toEqual([]);
    });

    it('testSaveAndFindRelationsByFrom / ByTo: every relation from one entity, every relation to one', async () => {
        const from = await device();
        const relations = [];
        for (let i = 0; i < 3; i++) relations.push(relationOf(from, await device()));
        for (const relation of relations) await save(relation);
        expect(keys(await admin.read(`/api/relations?fromId=${from.id.id}&fromType=DEVICE`))).toEqual(keys(relations));
        const to = await device();
        const incoming = [];
        for (let i = 0; i < 3; i++) incoming.push(relationOf(await device(), to));
        for (const relation of incoming) await save(relation);
        expect(keys(await admin.read(`/api/relations?toId=${to.id.id}&toType=DEVICE`))).toEqual(keys(incoming));
    });

    it('testSaveAndFindRelationsByFromWithRelationType / …Other: the type filter keeps only its type', async () => {
        const from = await device();
        const to = await device();
        await save(relationOf(from, to, 'CONTAINS'));
        expect(await admin.read(`/api/relations?fromId=${from.id.id}&fromType=DEVICE&relationType=CONTAINS`)).toHaveLength(1);
        expect(await admin.read(`/api/relations?fromId=${from.id.id}&fromType=DEVICE&relationType=TEST`)).toEqual([]);
        expect(await admin.read(`/api/relations?toId=${to.id.id}&toType=DEVICE&relationType=CONTAINS`)).toHaveLength(1);
        expect(await admin.read(`/api/relations?toId=${to.id.id}&toType=DEVICE&relationType=TEST`)).toEqual([]);
    });

    it('testFindRelationsInfoByFrom / ByTo: the infos name the other end', async () => {
        const from = await device('Info from');
        const to = await device('Info to');
        await save(relationOf(from, to));
        expect(await admin.read(`/api/relations/info?fromId=${from.id.id}&fromType=DEVICE`)).toEqual([expect.objectContaining({ from: from.id, to: to.id, toName: 'Info to' })]);
        expect(await admin.read(`/api/relations/info?toId=${to.id.id}&toType=DEVICE`)).toEqual([expect.objectContaining({ from: from.id, to: to.id, fromName: 'Info from' })]);
    });

    it('testDeleteRelation: a deleted relation is not found', async () => {
        const to = await device();
        await save(relationOf(mainDevice, to));
        expect((await admin.delete(relationUrl(mainDevice, to))).status).toBe(200);
        notFound(await admin.get(relationUrl(mainDevice, to)));
    });

    it("testDeleteRelationWithOtherFromDeviceError / …ToDeviceError: a relation that does not exist is 404 \"Requested item wasn't found!\"", async () => {
        const to = await device();
        await save(relationOf(mainDevice, to));
        const other = await device();
        notFound(await admin.delete(relationUrl(other, to)), "Requested item wasn't found!");
        notFound(await admin.delete(relationUrl(mainDevice, other)), "Requested item wasn't found!");
    });

    it("testDeleteRelations: every relation of an entity, both ways, goes", async () => {
        const hub = await device();
        for (let i = 0; i < 3; i++) await save(relationOf(hub, await device()));
        for (let i = 0; i < 2; i++) await save(relationOf(await device(), hub));
        expect((await admin.delete(`/api/relations?entityId=${hub.id.id}&entityType=DEVICE`)).status).toBe(200);
        expect(await admin.read(`/api/relations?fromId=${hub.id.id}&fromType=DEVICE`)).toEqual([]);
        expect(await admin.read(`/api/relations?toId=${hub.id.id}&toType=DEVICE`)).toEqual([]);
    });

    it('testFindRelationsByFromQuery / ByToQuery: POST /api/relations follows the direction one level', async () => {
        const root = await device();
        const children = [];
        for (let i = 0; i < 3; i++) children.push(relationOf(root, await device()));
        for (const relation of children) await save(relation);
        const query = (direction: string, entity: Json) => ({ parameters: { rootId: entity.id.id, rootType: 'DEVICE', direction, relationTypeGroup: 'COMMON', maxLevel: 1, fetchLastLevelOnly: false }, filters: [{ relationType: 'CONTAINS', entityTypes: ['DEVICE'] }] });
        expect(keys(await admin.save<Json[]>('/api/relations', query('FROM', root)))).toEqual(keys(children));
        const child = children[0]!;
        expect(keys(await admin.save<Json[]>('/api/relations', query('TO', { id: child.to })))).toEqual([keyOf(child)]);
        const infos = await admin.save<Json[]>('/api/relations/info', query('FROM', root));
        expect(infos.map(info => info.toName).every(name => typeof name === 'string')).toBe(true);
    });

    it('testFindRelationsInfoByToQuery: POST /api/relations/info going TO, last level only, names the FROM end of each of 30 relations', async () => {
        const root = await device('Info query root');
        for (let i = 0; i < 30; i++) await save(relationOf(await device(`Info query device ${i}`), root));
        const query = { parameters: { rootId: root.id.id, rootType: 'DEVICE', direction: 'TO', relationTypeGroup: 'COMMON', maxLevel: 1, fetchLastLevelOnly: true }, filters: [{ relationType: 'CONTAINS', entityTypes: ['DEVICE'] }] };
        const infos = await admin.save<Json[]>('/api/relations/info', query);
        expect(infos).toHaveLength(30);
        for (const info of infos) {
            expect(info).toMatchObject({ to: root.id, type: 'CONTAINS', toName: null });
            expect(info.fromName).toMatch(/^Info query device \d+$/);
        }
        expect(await admin.save<Json[]>('/api/relations', query)).toHaveLength(30);
    });

    it('testCreateRelationFromTenantToDevice / FromDeviceToTenant: the tenant is an end like any entity', async () => {
        const tenant = { id: { entityType: 'TENANT', id: admin.tenantId } };
        const to = await device();
        await save(relationOf(tenant, to));
        expect(await admin.read(relationUrl(tenant, to))).toEqual(relationOf(tenant, to));
        const from = await device();
        await save(relationOf(from, tenant));
        expect(await admin.read(relationUrl(from, tenant))).toEqual(relationOf(from, tenant));
    });

    it("testSaveAndFindRelationDifferentTenant: another tenant reading the relation is 404 for the device (3.3.4's tenant-narrowed lookup)", async () => {
        const to = await device();
        await save(relationOf(mainDevice, to));
        const other = await tb.differentTenant();
        notFound(await other.get(relationUrl(mainDevice, to)), notFoundSentence('Device', mainDevice.id.id));
    });
});
