// Test support for the native widgets (imported by their *.test.tsx files only).
import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { createAdminI18nProvider } from '../../../providers/i18n/adminI18nProvider';
import type { Messages } from '../../../providers/i18n/messages';
import englishCommon from '../../../../locales/en_US/common.json';
import englishCards from '../../../../locales/en_US/widgets-cards.json';
import type { DataKey, Widget, WidgetConfig } from '../../model/dashboardConfig';
import type { DataPoint, DatasourceData, WidgetDataSnapshot } from '../../model/widgetData';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';

/** en_US common phrases with this part's phrases merged in, namespace by namespace. */
function englishMessages(): Messages {
    const merged: Messages = { ...(englishCommon as Messages) };
    for (const [namespace, phrases] of Object.entries(englishCards as Messages)) {
        const base = merged[namespace];
        merged[namespace] = typeof base === 'object' && typeof phrases === 'object' ? { ...base, ...phrases } : phrases;
    }
    return merged;
}

const i18nProvider = createAdminI18nProvider({ locale: 'en_US', messages: englishMessages() });

export interface TestEntity {
    name: string;
    id?: string;
    type?: string;
    label?: string;
}

/** One series of a snapshot: an entity, its key and its points. */
export const series = (entity: TestEntity, key: Partial<DataKey> & { name: string }, data: DataPoint[]): DatasourceData => {
    const id = entity.id ?? entity.name.toLowerCase().replace(/\W+/g, '-');
    const entityType = entity.type ?? 'DEVICE';
    return {
        datasource: { type: 'entity', dataKeys: [], rowKey: `${entityType}:${id}`, entityName: entity.name, entityId: id, entityType, entityLabel: entity.label ?? null },
        dataKey: { type: 'timeseries', ...key },
        data,
    };
};

export const snapshotOf = (data: DatasourceData[], loading = false): WidgetDataSnapshot => ({ data, loading, error: null });

export const widgetOf = (typeAlias: string, config: WidgetConfig = {}, type: Widget['type'] = 'latest', bundleAlias = 'cards'): Widget => ({
    id: `test-${typeAlias}`, bundleAlias, typeAlias, type, sizeX: 8, sizeY: 6, config: { datasources: [], ...config },
});

/** Renders a widget component as the host would, inside the console's i18n and router; `update` pushes a new snapshot. */
export function renderWidget(
    Component: ComponentType<WidgetComponentProps>,
    widget: Widget,
    snapshot: WidgetDataSnapshot = snapshotOf([]),
    wrap: (node: ReactNode) => ReactNode = node => node,
): RenderResult & { update: (next: WidgetDataSnapshot) => void } {
    const element = (shown: WidgetDataSnapshot) => (
        <MemoryRouter>
            <AdminContext i18nProvider={i18nProvider}>{wrap(<Component widget={widget} snapshot={shown} width={600} height={400} />)}</AdminContext>
        </MemoryRouter>
    );
    const result = render(element(snapshot));
    return { ...result, update: next => result.rerender(element(next)) };
}
