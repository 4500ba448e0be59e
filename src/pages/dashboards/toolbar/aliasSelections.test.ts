import { describe, expect, it } from 'vitest';
import type { EntityAlias } from '../../../dashboard/model/dashboardConfig';
import { ALIAS_SELECTIONS_PARAM, applyAliasSelections, isSelectableAlias, listingAlias, parseAliasSelections, withAliasSelection } from './aliasSelections';

const thermostats: EntityAlias = { id: 'a1', alias: 'Thermostats', filter: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '', resolveMultiple: false } };
const allDevices: EntityAlias = { id: 'a2', alias: 'All', filter: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '', resolveMultiple: true } };
const picked = { entityType: 'DEVICE', id: 'd-2' } as const;

describe('alias selections', () => {
    it('offers only aliases that do not resolve to multiple entities, listing all their entities', () => {
        expect(isSelectableAlias(thermostats)).toBe(true);
        expect(isSelectableAlias(allDevices)).toBe(false);
        expect(listingAlias(thermostats).filter).toMatchObject({ type: 'deviceType', resolveMultiple: true });
    });

    it('turns a picked alias into a single entity filter of the pick and leaves the others alone', () => {
        const aliases = { a1: thermostats, a2: allDevices };
        const applied = applyAliasSelections(aliases, { a1: picked, a2: picked, gone: picked });
        expect(applied.a1).toEqual({ id: 'a1', alias: 'Thermostats', filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: picked } });
        expect(applied.a2).toBe(allDevices);
        expect(applied).not.toHaveProperty('gone');
        expect(applyAliasSelections(aliases, {})).toBe(aliases);
    });

    it('keeps the picks in the URL beside the other parameters and ignores a malformed one', () => {
        const search = withAliasSelection(new URLSearchParams('state=abc'), 'a1', { ...picked, extra: 1 } as never);
        expect(search.get('state')).toBe('abc');
        expect(parseAliasSelections(search)).toEqual({ a1: picked });
        expect(parseAliasSelections(new URLSearchParams(`${ALIAS_SELECTIONS_PARAM}=not-json`))).toEqual({});
        expect(parseAliasSelections(new URLSearchParams(`${ALIAS_SELECTIONS_PARAM}=${encodeURIComponent('{"a1":5}')}`))).toEqual({});
    });
});
