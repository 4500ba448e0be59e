import { describe, expect, it } from 'vitest';
import { entityCountCmdProblem, entityDataCmdProblem } from './commandShapes';
import type { EntityDataCmd } from './protocol';

const query = {
    entityFilter: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '' },
    pageLink: { page: 0, pageSize: 10, textSearch: null, dynamic: true },
    entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
    latestValues: [],
    keyFilters: [],
};
const problemOf = (cmd: object) => entityDataCmdProblem({ cmdId: 1, ...cmd } as EntityDataCmd);

describe('entity data command shapes', () => {
    it('accept the commands the console sends', () => {
        expect(problemOf({ query, latestCmd: { keys: [{ type: 'TIME_SERIES', key: 't' }] }, tsCmd: { keys: ['t'], startTs: 0, timeWindow: 60_000, interval: 1000, limit: 61, agg: 'AVG' } })).toBeNull();
        expect(problemOf({ query, historyCmd: { keys: ['t'], startTs: 0, endTs: 1, interval: 1000, limit: null, agg: 'NONE' } })).toBeNull();
        expect(problemOf({ latestCmd: { keys: [] } })).toBeNull();
        expect(entityCountCmdProblem({ cmdId: 2, query: { entityFilter: query.entityFilter as never } })).toBeNull();
    });

    it('name the first field that is not what ThingsBoard reads', () => {
        expect(problemOf({ query: { ...query, entityFilter: { deviceType: 'x' } } })).toBe('query.entityFilter must be an entity filter with a type');
        expect(problemOf({ query: { ...query, pageLink: { pageSize: '10' } } })).toBe('query.pageLink.pageSize must be a number');
        expect(problemOf({ query: { ...query, latestValues: ['t'] } })).toBe('query.latestValues must be a list of entity keys');
        expect(problemOf({ query, tsCmd: { keys: ['t'], startTs: 0 } })).toBe('tsCmd.timeWindow must be a number');
        expect(problemOf({ query, historyCmd: { keys: ['t'], startTs: 0, endTs: Infinity } })).toBe('historyCmd.endTs must be a number');
        expect(problemOf({ query, historyCmd: { keys: 't', startTs: 0, endTs: 1 } })).toBe('historyCmd.keys must be a list of key names');
        expect(problemOf({ query, latestCmd: [] })).toBe('latestCmd must be an object');
        expect(entityCountCmdProblem({ cmdId: 2, query: { entityFilter: query.entityFilter as never, keyFilters: {} as never } })).toBe('query.keyFilters must be a list');
    });
});
