import { describe, expect, it } from 'vitest';
import type { EntityAlias } from '../../model/dashboardConfig';
import { ALIAS_FILTER_TYPES, aliasErrors, aliasFilterErrors, canResolveMultiple, newAliasFilter } from './aliasFilterModel';
import { SAMPLE_FILTERS } from './aliasFilterSamples.test-data';

describe('alias filter model', () => {
    it('offers all 15 filter types of part2 §3.11', () => {
        expect(ALIAS_FILTER_TYPES).toHaveLength(15);
        expect(new Set(ALIAS_FILTER_TYPES)).toEqual(new Set(Object.keys(SAMPLE_FILTERS)));
    });

    it('finds every complete sample filter complete', () => {
        for (const filter of Object.values(SAMPLE_FILTERS)) expect(aliasFilterErrors(filter), filter.type).toEqual({});
    });

    it('starts each new filter with ThingsBoard defaults, incomplete where a field is required', () => {
        expect(newAliasFilter('relationsQuery')).toMatchObject({ direction: 'FROM', maxLevel: 1, fetchLastLevelOnly: false, rootStateEntity: false, filters: [], resolveMultiple: true });
        expect(newAliasFilter('deviceSearchQuery')).toMatchObject({ relationType: null, deviceTypes: [] });
        expect(newAliasFilter('singleEntity').resolveMultiple).toBe(false);
        expect(aliasFilterErrors(newAliasFilter('singleEntity'))).toEqual({ singleEntity: 'entity.entity-required' });
        expect(aliasFilterErrors(newAliasFilter('entityList'))).toEqual({ entityType: 'entity.type-required', entityList: 'entity.entity-list-empty' });
        expect(aliasFilterErrors(newAliasFilter('entityName'))).toEqual({ entityType: 'entity.type-required', entityNameFilter: 'alias.name-starts-with-required' });
        expect(aliasFilterErrors(newAliasFilter('deviceType'))).toEqual({ deviceType: 'device.device-type-required' });
        expect(aliasFilterErrors(newAliasFilter('assetSearchQuery'))).toEqual({ rootEntity: 'alias.root-entity-required' });
        expect(aliasFilterErrors(newAliasFilter('stateEntity'))).toEqual({});
        expect(aliasFilterErrors(newAliasFilter('apiUsageState'))).toEqual({});
    });

    it('needs no root entity when the root is the state entity, and a max level of at least 1', () => {
        expect(aliasFilterErrors({ ...newAliasFilter('relationsQuery'), rootStateEntity: true })).toEqual({});
        expect(aliasFilterErrors({ ...SAMPLE_FILTERS.relationsQuery, maxLevel: 0 })).toEqual({ maxLevel: 'alias.max-relation-level-invalid' });
        expect(aliasFilterErrors({ ...SAMPLE_FILTERS.relationsQuery, maxLevel: null })).toEqual({});
    });

    it('hides resolve multiple for types that stand for one entity', () => {
        expect(ALIAS_FILTER_TYPES.filter(type => !canResolveMultiple(type))).toEqual(['singleEntity', 'stateEntity', 'apiUsageState']);
    });

    it('wants a unique, non-empty alias name', () => {
        const thermostats: EntityAlias = { id: '1', alias: 'Thermostats', filter: SAMPLE_FILTERS.deviceType };
        expect(aliasErrors({ id: '2', alias: '  ', filter: SAMPLE_FILTERS.entityType }, [thermostats])).toEqual({ alias: 'alias.name-required' });
        expect(aliasErrors({ id: '2', alias: 'thermostats ', filter: SAMPLE_FILTERS.entityType }, [thermostats])).toEqual({ alias: 'alias.duplicate-alias' });
        expect(aliasErrors(thermostats, [thermostats])).toEqual({});
        expect(aliasErrors({ id: '2', alias: 'Rooms', filter: newAliasFilter('entityType') }, [thermostats])).toEqual({ filter: 'alias.filter-incomplete' });
    });
});
