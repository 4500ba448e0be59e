import { describe, expect, it } from 'vitest';
import type { WidgetType } from '../../../shared/generated/api.gen';
import { widgetFromType } from './newWidget';

const type = (descriptor: WidgetType['descriptor'], tenant = '13814000-1dd2-11b2-8080-808080808080'): WidgetType => ({
    id: { id: 't1', entityType: 'WIDGET_TYPE' } as WidgetType['id'],
    createdTime: 0,
    tenantId: { id: tenant, entityType: 'TENANT' } as WidgetType['tenantId'],
    bundleAlias: 'charts',
    alias: 'basic_timeseries',
    name: 'Timeseries Line Chart',
    descriptor,
});

describe('widgetFromType', () => {
    it("takes the type's size, kind and default config", () => {
        const widget = widgetFromType(type({ type: 'timeseries', sizeX: 10, sizeY: 5, defaultConfig: JSON.stringify({ title: 'Chart', datasources: [{ type: 'function' }] }) }), 'w1');
        expect(widget).toMatchObject({ id: 'w1', isSystemType: true, bundleAlias: 'charts', typeAlias: 'basic_timeseries', type: 'timeseries', sizeX: 10, sizeY: 5 });
        expect(widget.config).toMatchObject({ title: 'Chart', datasources: [{ type: 'function' }] });
    });

    it('falls back to 8x6, the type name as title and no datasources for a broken config', () => {
        const widget = widgetFromType(type({ type: 'latest', defaultConfig: '{not json' }, 'tenant-1'), 'w2');
        expect(widget).toMatchObject({ sizeX: 8, sizeY: 6, isSystemType: false });
        expect(widget.config).toEqual({ datasources: [], title: 'Timeseries Line Chart' });
    });
});
