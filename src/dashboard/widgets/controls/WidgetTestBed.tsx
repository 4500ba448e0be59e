import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router';
import alarmPhrases from '../../../../locales/en_US/alarm.json';
import runtimePhrases from '../../../../locales/en_US/dashboard-runtime.json';
import controlPhrases from '../../../../locales/en_US/widgets-controls.json';
import datePhrases from '../../../../locales/en_US/widgets-date.json';
import devicePhrases from '../../../../locales/en_US/widgets-devices.json';
import rpcPhrases from '../../../../locales/en_US/rpc.json';
import { createAdminI18nProvider } from '../../../providers/i18n/adminI18nProvider';
import { defaultMessages, mergeMessages } from '../../../providers/i18n/messages';
import type { Widget, WidgetConfig, WidgetKind } from '../../model/dashboardConfig';
import type { DatasourceData, WidgetDataSnapshot } from '../../model/widgetData';
import { WidgetScopeContext, type WidgetScope } from '../../runtime/WidgetScopeContext';

/**
 * Test support for the gauge, alarm, control, input and map widgets (imported by their tests only):
 * the console's English phrases, a router, and the dashboard scope a widget reads its aliases from.
 */
const i18nProvider = createAdminI18nProvider({ locale: 'en_US', messages: [alarmPhrases, controlPhrases, runtimePhrases, datePhrases, devicePhrases, rpcPhrases].reduce(mergeMessages, defaultMessages) });

export const renderWidget = (element: ReactElement, scope: WidgetScope = { aliases: {}, filters: {}, stateParams: {} }) =>
    render(element, {
        // A wrapper, so that rerender() keeps the same tree around the widget.
        wrapper: ({ children }) => (
            <AdminContext i18nProvider={i18nProvider}>
                <MemoryRouter>
                    <WidgetScopeContext.Provider value={scope}>{children}</WidgetScopeContext.Provider>
                </MemoryRouter>
            </AdminContext>
        ),
    });

export const testWidget = (bundleAlias: string, typeAlias: string, type: WidgetKind, config: Partial<WidgetConfig>): Widget => ({
    id: 'w1',
    bundleAlias,
    typeAlias,
    type,
    sizeX: 4,
    sizeY: 4,
    config: { datasources: [], ...config },
});

/** A snapshot of latest values of one device: `{key: value}` pairs. */
export const deviceSnapshot = (values: Record<string, unknown>, entity = { id: 'dev-1', name: 'Thermostat T1' }): WidgetDataSnapshot => ({
    data: Object.entries(values).map(
        ([name, value]): DatasourceData => ({
            datasource: { type: 'entity', dataKeys: [], rowKey: `DEVICE:${entity.id}`, entityType: 'DEVICE', entityId: entity.id, entityName: entity.name, entityLabel: entity.name },
            dataKey: { name, type: 'attribute', label: name },
            data: value === undefined ? [] : [[1_700_000_000_000, value]],
        }),
    ),
    loading: false,
    error: null,
});

/** A dashboard scope with one alias for one device. */
export const singleDeviceScope = (deviceId: string): WidgetScope => ({
    aliases: { a1: { id: 'a1', alias: 'Thermostat', filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: { entityType: 'DEVICE', id: deviceId } } } },
    filters: {},
    stateParams: {},
});
