import { describe, expect, it } from 'vitest';
import type { EntityAliasFilter } from '../model/dashboardConfig';
import type { AliasContext, AliasUser } from './aliasContext';
import { MAX_ALIAS_ENTITIES, resolveAliasFilter, resolveEntityReference } from './resolveAliasFilter';

const TENANT = { authority: 'TENANT_ADMIN' as const, tenantId: 't-1', customerId: '13814000-1dd2-11b2-8080-808080808080', userId: 'u-1' };
const CUSTOMER = { authority: 'CUSTOMER_USER' as const, tenantId: 't-1', customerId: 'c-1', userId: 'u-2' };
const device = (id: string) => ({ entityType: 'DEVICE', id });
const context = (stateParams: AliasContext['stateParams'] = {}, user: AliasUser = TENANT): AliasContext => ({ stateParams, user });
const resolve = (filter: EntityAliasFilter, ctx = context()) => resolveAliasFilter(filter, ctx);

describe('resolveAliasFilter: the 14 server filter types', () => {
    const asIs: EntityAliasFilter[] = [
        { type: 'entityList', resolveMultiple: true, entityType: 'DEVICE', entityList: ['d-1', 'd-2'] },
        { type: 'entityName', resolveMultiple: true, entityType: 'ASSET', entityNameFilter: 'Build' },
        { type: 'entityType', resolveMultiple: true, entityType: 'CUSTOMER' },
        { type: 'assetType', resolveMultiple: true, assetType: 'building', assetNameFilter: '' },
        { type: 'deviceType', resolveMultiple: true, deviceType: 'thermostat', deviceNameFilter: 'T' },
        { type: 'edgeType', resolveMultiple: true, edgeType: 'default', edgeNameFilter: '' },
        { type: 'entityViewType', resolveMultiple: true, entityViewType: 'view', entityViewNameFilter: '' },
        { type: 'apiUsageState', resolveMultiple: false },
    ];
    it.each(asIs.map(filter => [filter.type, filter] as const))('sends %s as it is', (_type, filter) => {
        expect(resolve(filter)).toEqual({ entityFilter: filter, stateEntity: false, resolveMultiple: filter.resolveMultiple, pageSize: filter.resolveMultiple ? MAX_ALIAS_ENTITIES : 1 });
    });

    it('leaves out nulls, which the server contract does not take', () => {
        expect(resolve({ type: 'deviceType', resolveMultiple: true, deviceType: 'thermostat', deviceNameFilter: null }).entityFilter).toEqual({ type: 'deviceType', resolveMultiple: true, deviceType: 'thermostat' });
    });

    it('resolves CURRENT_* references of a single entity for the viewer', () => {
        expect(resolve({ type: 'singleEntity', singleEntity: device('d-1') }).entityFilter).toEqual({ type: 'singleEntity', singleEntity: device('d-1') });
        expect(resolve({ type: 'singleEntity', singleEntity: { entityType: 'CURRENT_TENANT', id: 'x' } }).entityFilter).toMatchObject({ singleEntity: { entityType: 'TENANT', id: 't-1' } });
        expect(resolve({ type: 'singleEntity', singleEntity: { entityType: 'CURRENT_USER', id: 'x' } }).entityFilter).toMatchObject({ singleEntity: { entityType: 'USER', id: 'u-1' } });
        expect(resolve({ type: 'singleEntity', singleEntity: null }).entityFilter).toBeNull();
    });

    it('resolves CURRENT_CUSTOMER and CURRENT_USER_OWNER by authority (part2 §6)', () => {
        expect(resolveEntityReference({ entityType: 'CURRENT_CUSTOMER', id: 'x' }, CUSTOMER)).toEqual({ entityType: 'CUSTOMER', id: 'c-1' });
        expect(resolveEntityReference({ entityType: 'CURRENT_CUSTOMER', id: 'x' }, TENANT)).toEqual({ entityType: 'CUSTOMER', id: 'x' });
        expect(resolveEntityReference({ entityType: 'CURRENT_USER_OWNER', id: 'x' }, TENANT)).toEqual({ entityType: 'TENANT', id: 't-1' });
        expect(resolveEntityReference({ entityType: 'CURRENT_USER_OWNER', id: 'x' }, CUSTOMER)).toEqual({ entityType: 'CUSTOMER', id: 'c-1' });
    });

    const walks: EntityAliasFilter[] = [
        { type: 'relationsQuery', resolveMultiple: true, rootEntity: { entityType: 'ASSET', id: 'a-1' }, direction: 'FROM', maxLevel: 1, filters: [{ relationType: 'Contains', entityTypes: ['DEVICE'] }] },
        { type: 'assetSearchQuery', resolveMultiple: true, rootEntity: { entityType: 'ASSET', id: 'a-1' }, direction: 'FROM', relationType: 'Contains', assetTypes: ['building'] },
        { type: 'deviceSearchQuery', resolveMultiple: true, rootEntity: { entityType: 'ASSET', id: 'a-1' }, direction: 'FROM', relationType: 'Contains', deviceTypes: ['thermostat'] },
        { type: 'edgeSearchQuery', resolveMultiple: true, rootEntity: { entityType: 'ASSET', id: 'a-1' }, direction: 'FROM', relationType: 'Contains', edgeTypes: ['default'] },
        { type: 'entityViewSearchQuery', resolveMultiple: true, rootEntity: { entityType: 'ASSET', id: 'a-1' }, direction: 'FROM', relationType: 'Contains', entityViewTypes: ['view'] },
    ];
    it.each(walks.map(filter => [filter.type, filter] as const))('sends %s from its root entity', (_type, filter) => {
        expect(resolve(filter)).toEqual({ entityFilter: filter, stateEntity: false, resolveMultiple: true, pageSize: MAX_ALIAS_ENTITIES });
    });

    it("roots a relation query at the state's entity when rootStateEntity is set, without the console-only keys", () => {
        const filter: EntityAliasFilter = { type: 'relationsQuery', resolveMultiple: true, rootStateEntity: true, stateEntityParamName: null, defaultStateEntity: null, rootEntity: null, direction: 'FROM', maxLevel: 1 };
        expect(resolve(filter, context({ entityId: { entityType: 'ASSET', id: 'a-9' } }))).toEqual({
            entityFilter: { type: 'relationsQuery', resolveMultiple: true, rootEntity: { entityType: 'ASSET', id: 'a-9' }, direction: 'FROM', maxLevel: 1 },
            stateEntity: true,
            resolveMultiple: true,
            pageSize: MAX_ALIAS_ENTITIES,
        });
        expect(resolve(filter).entityFilter).toBeNull();
    });
});

describe('resolveAliasFilter: stateEntity (resolved in the console)', () => {
    const stateEntity = (stateEntityParamName: string | null, defaultStateEntity: { entityType: string; id: string } | null = null): EntityAliasFilter => ({
        type: 'stateEntity', resolveMultiple: false, stateEntityParamName, defaultStateEntity,
    });

    it("becomes a singleEntity filter of the state's own entity", () => {
        expect(resolve(stateEntity(null), context({ entityId: device('d-7'), entityName: 'T7' }))).toEqual({
            entityFilter: { type: 'singleEntity', singleEntity: device('d-7'), resolveMultiple: false },
            stateEntity: true,
            resolveMultiple: false,
            pageSize: 1,
        });
    });

    it('reads the entity passed under its parameter name, and only that one', () => {
        const params = { entityId: device('d-7'), target: { entityId: device('d-8') } };
        expect(resolve(stateEntity('target'), context(params))).toMatchObject({ entityFilter: { singleEntity: device('d-8') }, entityParamName: 'target' });
        expect(resolve(stateEntity('other'), context(params)).entityFilter).toBeNull();
    });

    it('falls back to the default state entity, then to no entity', () => {
        expect(resolve(stateEntity('', device('d-0')), context()).entityFilter).toMatchObject({ singleEntity: device('d-0') });
        expect(resolve(stateEntity(null), context())).toMatchObject({ entityFilter: null, stateEntity: true });
    });

    it('resolves a CURRENT_* default for the viewer', () => {
        expect(resolve(stateEntity(null, { entityType: 'CURRENT_CUSTOMER', id: 'x' }), context({}, CUSTOMER)).entityFilter).toMatchObject({ singleEntity: { entityType: 'CUSTOMER', id: 'c-1' } });
    });
});
