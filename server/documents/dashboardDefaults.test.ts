import { describe, expect, it } from 'vitest';
import { withDashboardDefaults } from './dashboardDefaults';

const key = (extra: Record<string, unknown> = {}) => ({ name: 'temperature', type: 'timeseries', label: 'Temperature', color: '#e53935', ...extra });
const dashboard = (config: Record<string, unknown>) => ({ widgets: { w1: { id: 'w1', typeAlias: 'cards', config } }, states: {} });
const configOf = (result: unknown) => (result as { widgets: { w1: { config: Record<string, any> } } }).widgets.w1.config;

describe('withDashboardDefaults', () => {
    it('gives each data key settings {} and a numeric _hash, as ThingsBoard writes them', () => {
        const config = configOf(withDashboardDefaults(dashboard({ datasources: [{ type: 'entity', dataKeys: [key()] }] })));
        expect(config.datasources[0].dataKeys[0]).toEqual({ ...key(), settings: {}, _hash: expect.any(Number) });
    });

    it('keeps the settings and _hash a key has', () => {
        const given = key({ settings: { hideDataByDefault: true }, _hash: 0.5 });
        const config = configOf(withDashboardDefaults(dashboard({ settings: { a: 1 }, datasources: [{ dataKeys: [given] }] })));
        expect(config.datasources[0].dataKeys[0]).toEqual(given);
        expect(config.settings).toEqual({ a: 1 });
    });

    it('replaces a settings value that is not an object', () => {
        const config = configOf(withDashboardDefaults(dashboard({ datasources: [{ dataKeys: [key({ settings: null })] }] })));
        expect(config.datasources[0].dataKeys[0].settings).toEqual({});
    });

    it("gives the widget's config settings {}, and the alarm source's and latest keys theirs", () => {
        const config = configOf(withDashboardDefaults(dashboard({ alarmSource: { type: 'entity', dataKeys: [key()] }, datasources: [{ latestDataKeys: [key()] }] })));
        expect(config.settings).toEqual({});
        expect(config.alarmSource.dataKeys[0].settings).toEqual({});
        expect(config.datasources[0].latestDataKeys[0].settings).toEqual({});
    });

    it('reads the widget array of ThingsBoard 1.x dashboards', () => {
        const result = withDashboardDefaults({ widgets: [{ config: { datasources: [{ dataKeys: [key()] }] } }] }) as { widgets: Array<{ config: Record<string, any> }> };
        expect(result.widgets[0]!.config.datasources[0].dataKeys[0].settings).toEqual({});
    });

    it('leaves what is not a dashboard configuration as it is', () => {
        expect(withDashboardDefaults(null)).toBeNull();
        expect(withDashboardDefaults('text')).toBe('text');
        expect(withDashboardDefaults({ description: 'no widgets' })).toEqual({ description: 'no widgets' });
        expect(withDashboardDefaults(dashboard({ datasources: 'odd' }))).toEqual({ ...dashboard({ datasources: 'odd', settings: {} }) });
    });
});
