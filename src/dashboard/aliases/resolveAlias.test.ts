import { describe, expect, it, vi } from 'vitest';
import type { EntityAlias } from '../model/dashboardConfig';
import { datasourceTarget, type DatasourceScope } from './datasourceTarget';
import { resolveAlias, type FetchJson } from './resolveAlias';

const user = { authority: 'TENANT_ADMIN' as const, tenantId: 't-1', userId: 'u-1' };
const thermostats: EntityAlias = { id: 'a-1', alias: 'Thermostats', filter: { type: 'deviceType', resolveMultiple: true, deviceType: 'thermostat', deviceNameFilter: '' } };
const thermostat: EntityAlias = { id: 'a-2', alias: 'Thermostat', filter: { type: 'stateEntity', resolveMultiple: false, stateEntityParamName: null, defaultStateEntity: null } };
const row = (id: string, name: string, label: string) => ({ entityId: { entityType: 'DEVICE', id }, latest: { ENTITY_FIELD: { name: { ts: 1, value: name }, label: { ts: 1, value: label } } }, timeseries: {} });

describe('resolveAlias', () => {
    it("asks /api/entitiesQuery/find for the alias's entities with their name and label", async () => {
        const fetchJson = vi.fn(async () => ({ data: [row('d-1', 'Thermostat T1', 'Kitchen'), row('d-2', 'Thermostat T2', '')], totalPages: 1, totalElements: 2, hasNext: false }));
        const entities = await resolveAlias(thermostats, { stateParams: {}, user }, fetchJson as unknown as FetchJson);
        expect(entities).toEqual([
            { entityId: { entityType: 'DEVICE', id: 'd-1' }, name: 'Thermostat T1', label: 'Kitchen' },
            { entityId: { entityType: 'DEVICE', id: 'd-2' }, name: 'Thermostat T2', label: '' },
        ]);
        const [[path, { method, body }]] = fetchJson.mock.calls as unknown as Array<[string, { method: string; body: { entityFilter: unknown; pageLink: { pageSize: number } } }]>;
        expect([path, method]).toEqual(['/api/entitiesQuery/find', 'POST']);
        expect(body.entityFilter).toEqual(thermostats.filter);
        expect(body.pageLink.pageSize).toBe(1024);
    });

    it('asks for one entity when the alias does not resolve to multiple, and nothing without a state entity', async () => {
        const fetchJson = vi.fn(async () => ({ data: [row('d-9', 'T9', '')], totalPages: 1, totalElements: 1, hasNext: false }));
        expect(await resolveAlias(thermostat, { stateParams: {}, user }, fetchJson as unknown as FetchJson)).toEqual([]);
        expect(fetchJson).not.toHaveBeenCalled();
        await resolveAlias(thermostat, { stateParams: { entityId: { entityType: 'DEVICE', id: 'd-9' } }, user }, fetchJson as unknown as FetchJson);
        expect((fetchJson.mock.calls[0] as unknown as [string, { body: { pageLink: { pageSize: number }; entityFilter: unknown } }])[1].body).toMatchObject({
            pageLink: { pageSize: 1 },
            entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: 'd-9' } },
        });
    });
});

describe('datasourceTarget', () => {
    const scope: DatasourceScope = {
        aliases: { 'a-1': thermostats, 'a-2': thermostat },
        filters: { 'f-1': { id: 'f-1', filter: 'Hot', keyFilters: [{ key: { type: 'TIME_SERIES', key: 'temperature' }, valueType: 'NUMERIC',
            predicates: [{ keyFilterPredicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 30 } } }] }] } },
    };
    const context = { stateParams: {}, user };

    it("is the alias's filter with the datasource's key filters", () => {
        expect(datasourceTarget({ type: 'entity', entityAliasId: 'a-1', filterId: 'f-1', dataKeys: [] }, scope, context)).toEqual({
            entityFilter: thermostats.filter,
            keyFilters: [{ key: { type: 'TIME_SERIES', key: 'temperature' }, valueType: 'NUMERIC', predicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 30 } } }],
            pageSize: 1024,
            stateEntity: false,
        });
    });

    it('is the one fixed entity of a converted device datasource', () => {
        expect(datasourceTarget({ type: 'entity', entityType: 'DEVICE', entityId: 'd-1', dataKeys: [] }, scope, context)).toEqual({
            entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: 'd-1' } }, keyFilters: [], pageSize: 1, stateEntity: false,
        });
    });

    it('is nothing for a missing alias or an unset state entity', () => {
        expect(datasourceTarget({ type: 'entity', entityAliasId: 'gone', dataKeys: [] }, scope, context)).toBeNull();
        expect(datasourceTarget({ type: 'entity', entityAliasId: 'a-2', dataKeys: [] }, scope, context)).toBeNull();
        expect(datasourceTarget({ type: 'entity', entityAliasId: 'a-2', dataKeys: [] }, scope, { ...context, stateParams: { entityId: { entityType: 'DEVICE', id: 'd-3' } } })).toMatchObject({ pageSize: 1, stateEntity: true });
    });
});
