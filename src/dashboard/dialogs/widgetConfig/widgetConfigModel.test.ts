import { describe, expect, it } from 'vitest';
import { createDataKey } from '../../model/dataKeyDefaults';
import { actionErrors, actionSourcesOf, dataKeyErrors, datasourceProblems, keyTypesFor } from './widgetConfigModel';
import { parseSettingsSchema } from './settingsSchema';

const key = createDataKey('temperature', 'timeseries', 0, {}, () => 0.5);

describe('widget configuration rules', () => {
    it('offers key types by widget kind and datasource type', () => {
        expect(keyTypesFor('timeseries', 'entity')).toEqual(['timeseries']);
        expect(keyTypesFor('latest', 'entity')).toEqual(['attribute', 'timeseries', 'entityField']);
        expect(keyTypesFor('alarm', 'entity')).toContain('alarm');
        expect(keyTypesFor('latest', 'function')).toEqual(['function']);
        expect(keyTypesFor('timeseries', 'entityCount')).toEqual(['count']);
    });

    it('wants an alias and a key per entity datasource, a target for RPC and an alarm source for alarms', () => {
        expect(datasourceProblems('timeseries', { datasources: [{ type: 'entity', dataKeys: [] }] }).map(problem => problem.message)).toEqual(['datasource.alias-required', 'datakey.data-keys-required']);
        expect(datasourceProblems('timeseries', { datasources: [{ type: 'function', dataKeys: [key] }] })).toEqual([]);
        expect(datasourceProblems('rpc', {}).map(problem => problem.message)).toEqual(['widget-config.target-device-required']);
        expect(datasourceProblems('rpc', { targetDeviceAliasIds: ['a'] })).toEqual([]);
        expect(datasourceProblems('alarm', {}).map(problem => problem.message)).toEqual(['widget-config.alarm-source-required']);
        expect(datasourceProblems('static', {})).toEqual([]);
    });

    it('checks a data key: colour required, decimals 0..15, bodies present when used', () => {
        expect(dataKeyErrors(key)).toEqual({});
        expect(dataKeyErrors({ ...key, color: '', decimals: 16 })).toEqual({ color: 'color.color-required', decimals: 'datakey.decimals-invalid' });
        expect(dataKeyErrors({ ...key, decimals: 1.5 })).toEqual({ decimals: 'datakey.decimals-invalid' });
        expect(dataKeyErrors({ ...key, type: 'function', funcBody: ' ' })).toEqual({ funcBody: 'datakey.function-required' });
        expect(dataKeyErrors({ ...key, usePostProcessing: true, postFuncBody: '' })).toEqual({ postFuncBody: 'datakey.post-processing-required' });
    });

    it('wants an action name unique within its source and the target its type needs', () => {
        const open = { id: '1', name: 'Details', type: 'openDashboardState' as const, targetDashboardStateId: 'details' };
        expect(actionErrors(open, 'rowClick', [open])).toEqual({});
        expect(actionErrors({ ...open, id: '2' }, 'rowClick', [open])).toEqual({ name: 'widget-action.action-name-not-unique' });
        expect(actionErrors({ ...open, name: '', targetDashboardStateId: null }, 'rowClick', [])).toEqual({ name: 'widget-action.action-name-required', targetDashboardStateId: 'widget-action.target-dashboard-state-required' });
        expect(actionErrors({ id: '3', name: 'Go', type: 'openDashboard' }, 'headerButton', [])).toEqual({ targetDashboardId: 'widget-action.target-dashboard-required' });
    });

    it('knows the action sources of tables and keeps configured ones', () => {
        expect(actionSourcesOf({ bundleAlias: 'cards', typeAlias: 'entities_table', config: {} })).toEqual(['headerButton', 'actionCellButton', 'rowClick', 'rowDoubleClick']);
        expect(actionSourcesOf({ bundleAlias: 'charts', typeAlias: 'basic_timeseries', config: { actions: { elementClick: [] } } })).toEqual(['headerButton', 'elementClick']);
    });

    it('reads a settings schema only when it has properties', () => {
        expect(parseSettingsSchema('{"schema":{"type":"object","properties":{"showTooltip":{"type":"boolean"}}}}')).toEqual({ schema: { type: 'object', properties: { showTooltip: { type: 'boolean' } } }, form: ['*'], groupInfoes: [] });
        expect(parseSettingsSchema('{"schema":{"type":"object","properties":{}}}')).toBeNull();
        expect(parseSettingsSchema('not json')).toBeNull();
        expect(parseSettingsSchema(undefined)).toBeNull();
    });
});
