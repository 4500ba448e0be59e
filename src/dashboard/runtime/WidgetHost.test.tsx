import { act, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdminI18nProvider } from '../../providers/i18n/adminI18nProvider';
import { defaultMessages } from '../../providers/i18n/messages';
import type { Widget } from '../model/dashboardConfig';
import type { WidgetDataFeed, WidgetDataSnapshot } from '../model/widgetData';
import type { WidgetComponentProps } from './custom/loadCustomWidget';
import type { WidgetFeedFactory, WidgetFeedRequest } from './createWidgetFeed';
import { WidgetFeedContext } from './WidgetFeedContext';
import { WidgetHost } from './WidgetHost';

// Test widgets stand in for the catalogue: one shows its values, one crashes on its first value.
vi.mock('../widgets/catalogue', () => {
    const Values = ({ snapshot }: WidgetComponentProps) => <output>{snapshot.data.map(entry => String(entry.data.at(-1)?.[1])).join(',')}</output>;
    const Crash = ({ snapshot }: WidgetComponentProps) => {
        if (snapshot.data.length > 0) throw new Error('boom');
        return <output>calm</output>;
    };
    const NATIVE: Record<string, () => Promise<unknown>> = { 'test.values': async () => Values, 'test.crash': async () => Crash };
    return {
        widgetTypeKey: (widget: Widget) => `${widget.bundleAlias}.${widget.typeAlias}`,
        nativeWidgetLoader: (widget: Widget) => NATIVE[`${widget.bundleAlias}.${widget.typeAlias}`] ?? null,
    };
});
vi.mock('./custom/loadCustomWidget', () => ({ loadCustomWidget: async () => null }));

const i18nProvider = createAdminI18nProvider({ locale: 'en_US', messages: defaultMessages });

/** A feed the test pushes snapshots into, recording its start and stop. */
class FakeFeeds {
    started: WidgetFeedRequest[] = [];
    stopped = 0;
    private listeners = new Set<(snapshot: WidgetDataSnapshot) => void>();
    factory: WidgetFeedFactory = request => {
        this.started.push(request);
        const feed: WidgetDataFeed = {
            subscribe: listener => {
                this.listeners.add(listener);
                listener({ data: [], loading: false, error: null });
                return () => this.listeners.delete(listener);
            },
            stop: () => {
                this.stopped += 1;
            },
        };
        return feed;
    };
    push(values: number[], error: string | null = null) {
        const snapshot: WidgetDataSnapshot = {
            data: values.map((value, index) => ({
                datasource: { type: 'entity', dataKeys: [], rowKey: `DEVICE:${index}`, entityName: `T${index + 1}` },
                dataKey: { name: 'temperature', type: 'timeseries', label: '${entityName}', units: '°C', decimals: 1 },
                data: [[Date.now(), value]],
            })),
            loading: false,
            error,
        };
        act(() => this.listeners.forEach(listener => listener(snapshot)));
    }
}

const widget = (typeAlias: string, config: Widget['config'] = {}, type: Widget['type'] = 'timeseries'): Widget => ({
    id: typeAlias,
    bundleAlias: 'test',
    typeAlias,
    type,
    sizeX: 8,
    sizeY: 6,
    config: { title: `${typeAlias} widget`, datasources: [{ type: 'entity', entityAliasId: 'a', dataKeys: [] }], ...config },
});

const host = (item: Widget) => (
    <WidgetHost widget={item} dashboardTimewindow={{}} aliases={{}} filters={{}} stateParams={{}} actionTarget={{ stack: [], setStack: vi.fn(), openDashboard: vi.fn() }} />
);
const dashboard = (feeds: FakeFeeds, widgets: Widget[]) => (
    <MemoryRouter>
        <AdminContext i18nProvider={i18nProvider}>
            <WidgetFeedContext.Provider value={feeds.factory}>{widgets.map(item => <div key={item.id}>{host(item)}</div>)}</WidgetFeedContext.Provider>
        </AdminContext>
    </MemoryRouter>
);
const renderHosts = (feeds: FakeFeeds, ...widgets: Widget[]) => render(dashboard(feeds, widgets));

// jsdom lays nothing out: give every element a size so widgets render their content.
const sizes = ['clientWidth', 'clientHeight'] as const;
beforeAll(() => sizes.forEach(size => Object.defineProperty(HTMLElement.prototype, size, { configurable: true, get: () => 300 })));
afterAll(() => sizes.forEach(size => delete (HTMLElement.prototype as unknown as Record<string, unknown>)[size]));

describe('WidgetHost', () => {
    it('shows the title and the values its feed delivers', async () => {
        const feeds = new FakeFeeds();
        renderHosts(feeds, widget('values'));
        const region = screen.getByRole('region', { name: 'values widget' });
        expect(within(region).getByRole('heading', { name: 'values widget' })).toBeTruthy();
        feeds.push([21.5]);
        expect(await within(region).findByText('21.5')).toBeTruthy();
    });

    it('keeps a crash inside the widget: Error loading widget there, the neighbour still updates', async () => {
        const feeds = new FakeFeeds();
        renderHosts(feeds, widget('crash'), widget('values'));
        await screen.findByText('calm');
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        feeds.push([7]);
        const crashed = screen.getByRole('region', { name: 'crash widget' });
        expect(await within(crashed).findByText('Error loading widget')).toBeTruthy();
        expect(within(crashed).getByText('boom')).toBeTruthy();
        expect(within(screen.getByRole('region', { name: 'values widget' })).getByText('7')).toBeTruthy();
    });

    it("shows 'Widget type not found' for a type neither the catalogue nor the library has", async () => {
        renderHosts(new FakeFeeds(), widget('unknown_type'));
        expect(await screen.findByText('Widget type not found')).toBeTruthy();
        expect(screen.getByText('test.unknown_type')).toBeTruthy();
    });

    it("shows the feed's error in the widget", async () => {
        const feeds = new FakeFeeds();
        renderHosts(feeds, widget('values'));
        await screen.findByRole('region', { name: 'values widget' });
        feeds.push([], 'Subscription failed');
        expect(await screen.findByText('Subscription failed')).toBeTruthy();
    });

    it('draws the legend with the chosen statistics, compact in a small box (300 px here): one wrapping line, statistics inline, at most a quarter of the height', async () => {
        const feeds = new FakeFeeds();
        renderHosts(feeds, widget('values', { showLegend: true, legendConfig: { showMax: true, showAvg: false } }));
        feeds.push([20, 22.25]);
        const legend = await screen.findByRole('list', { name: 'Legend' });
        expect(screen.queryByRole('table', { name: 'Legend' })).toBeNull();
        expect(within(legend).getByText('T2').closest('li')?.textContent).toContain('max: 22.3 °C');
        expect(legend.parentElement!.style.maxHeight).toBe('75px');
    });

    it("shows each header action button with its configured icon", () => {
        const actions = { headerButton: [{ id: 'r', name: 'Reload', icon: 'refresh', type: 'updateDashboardState' }] } as unknown as Widget['config']['actions'];
        renderHosts(new FakeFeeds(), widget('values', { actions }));
        expect(within(screen.getByRole('button', { name: 'Reload' })).getByTestId('RefreshIcon')).toBeTruthy();
    });

    it('offers its own time window only when it does not follow the dashboard', async () => {
        renderHosts(new FakeFeeds(), widget('values', { useDashboardTimewindow: false, timewindow: { selectedTab: 0, realtime: { timewindowMs: 3_600_000 } } }));
        expect(await screen.findByRole('button', { name: /^Edit time window: Realtime - last 1 hour/ })).toBeTruthy();
    });

    it('has no time window of its own when it follows the dashboard, nor for latest-value widgets', () => {
        renderHosts(new FakeFeeds(), widget('values'), widget('latest', { useDashboardTimewindow: false }, 'latest'));
        expect(screen.queryByRole('button', { name: /^Edit time window/ })).toBeNull();
    });
});

describe('feed lifecycle', () => {
    it('starts one feed per widget and stops it when the widget leaves', () => {
        const feeds = new FakeFeeds();
        const view = renderHosts(feeds, widget('values'));
        expect(feeds.started).toHaveLength(1);
        view.unmount();
        expect(feeds.stopped).toBe(1);
    });

    it('keeps the feed across re-renders with the same configuration and replaces it when the datasources change', () => {
        const feeds = new FakeFeeds();
        const first = widget('values');
        const view = renderHosts(feeds, first);
        const rerender = (item: Widget) => view.rerender(dashboard(feeds, [item]));
        rerender({ ...first, config: { ...first.config } });
        expect(feeds.started).toHaveLength(1);
        rerender({ ...first, config: { ...first.config, datasources: [{ type: 'entity', entityAliasId: 'b', dataKeys: [] }] } });
        expect(feeds.started).toHaveLength(2);
        expect(feeds.stopped).toBe(1);
        expect(feeds.started[1].widget.config.datasources?.[0].entityAliasId).toBe('b');
    });
});
