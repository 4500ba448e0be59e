import { describe, expect, it } from 'vitest';
import { defaultFunctionDatasource, entityCountDataKey, functionBodyOf, PREDEFINED_FUNCTIONS } from './datasourceKeys';

describe('datasource keys', () => {
    it('give an entityCount datasource one key named count of type count', () => {
        expect(entityCountDataKey(1, 'Active devices', () => 0.5)).toEqual({ name: 'count', type: 'count', label: 'Active devices', color: '#4caf50', settings: {}, _hash: 0.5 });
        expect(entityCountDataKey(0).label).toBe('count');
    });

    it("make ThingsBoard's default function datasource: one Sin key", () => {
        expect(defaultFunctionDatasource(() => 0)).toMatchObject({ type: 'function', name: 'function', dataKeys: [{ name: 'f(x)', type: 'function', label: 'Sin', color: '#2196f3', funcBody: PREDEFINED_FUNCTIONS.Sin }] });
    });

    it("run a function key's own body, else the predefined function its label names, else Random", () => {
        expect(functionBodyOf({ name: 'f(x)', type: 'function', funcBody: 'return 1;' })).toBe('return 1;');
        expect(functionBodyOf({ name: 'f(x)', type: 'function', label: 'Cos', funcBody: null })).toBe(PREDEFINED_FUNCTIONS.Cos);
        expect(functionBodyOf({ name: 'f(x)', type: 'function', label: 'Speed', funcBody: '  ' })).toBe(PREDEFINED_FUNCTIONS.Random);
    });
});
