import { describe, expect, it, vi } from 'vitest';
import type { Datasource, Widget } from '../model/dashboardConfig';
import type { DatasourceData, WidgetDataFeed, WidgetDataSnapshot } from '../model/widgetData';
import { combineFeeds } from './combineFeeds';
import { composeWidgetFeed, type DatasourceFeedFactory, type WidgetFeedRequest } from './createWidgetFeed';

/** A feed whose snapshots the test sets, counting stops. */
const manualFeed = (initial: WidgetDataSnapshot) => {
    const listeners = new Set<(snapshot: WidgetDataSnapshot) => void>();
    const feed: WidgetDataFeed & { push: (snapshot: WidgetDataSnapshot) => void } = {
        subscribe: listener => {
            listeners.add(listener);
            listener(initial);
            return () => listeners.delete(listener);
        },
        stop: vi.fn(),
        push: snapshot => listeners.forEach(listener => listener(snapshot)),
    };
    return feed;
};
const entry = (name: string): DatasourceData => ({ datasource: { type: 'entity', dataKeys: [], rowKey: name }, dataKey: { name, type: 'timeseries' }, data: [[1, 1]] });

describe('combineFeeds', () => {
    it('joins the parts in order, loading while any part loads, with the first error', () => {
        const a = manualFeed({ data: [entry('a')], loading: false, error: null });
        const b = manualFeed({ data: [], loading: true, error: null });
        const seen: WidgetDataSnapshot[] = [];
        combineFeeds([a, b]).subscribe(snapshot => seen.push(snapshot));
        expect(seen).toEqual([{ data: [entry('a')], loading: true, error: null }]);
        b.push({ data: [entry('b')], loading: false, error: 'lost' });
        expect(seen[1]).toEqual({ data: [entry('a'), entry('b')], loading: false, error: 'lost' });
    });

    it('stops every part', () => {
        const parts = [manualFeed({ data: [], loading: false, error: null }), manualFeed({ data: [], loading: false, error: null })];
        combineFeeds(parts).stop();
        parts.forEach(part => expect(part.stop).toHaveBeenCalledTimes(1));
    });
});

describe('composeWidgetFeed', () => {
    const request = (type: Widget['type'], datasources: Datasource[]): WidgetFeedRequest => ({
        widget: { id: 'w', bundleAlias: 'charts', typeAlias: 'basic_timeseries', type, sizeX: 8, sizeY: 6, config: { datasources } },
        aliases: {},
        filters: {},
        timewindow: {},
        stateParams: {},
    });
    const entity: Datasource = { type: 'entity', entityAliasId: 'a', dataKeys: [] };
    const fn: Datasource = { type: 'function', dataKeys: [] };

    it('hands each datasource type its producer, with the feed the widget kind needs', () => {
        const entityProducer = vi.fn<DatasourceFeedFactory>(() => manualFeed({ data: [], loading: false, error: null }));
        const functionProducer = vi.fn<DatasourceFeedFactory>(() => manualFeed({ data: [], loading: false, error: null }));
        const create = composeWidgetFeed({ entity: entityProducer, function: functionProducer });
        create(request('timeseries', [entity, fn, entity]));
        expect(entityProducer).toHaveBeenCalledWith(expect.anything(), [entity, entity], 'timeseries');
        expect(functionProducer).toHaveBeenCalledWith(expect.anything(), [fn], 'timeseries');
        create(request('latest', [entity]));
        expect(entityProducer).toHaveBeenLastCalledWith(expect.anything(), [entity], 'latest');
    });

    it('subscribes nothing for rpc and static widgets', () => {
        const producer = vi.fn<DatasourceFeedFactory>();
        const create = composeWidgetFeed({ entity: producer });
        for (const kind of ['rpc', 'static'] as const) {
            const seen: WidgetDataSnapshot[] = [];
            create(request(kind, [entity])).subscribe(snapshot => seen.push(snapshot));
            expect(seen).toEqual([{ data: [], loading: false, error: null }]);
        }
        expect(producer).not.toHaveBeenCalled();
    });
});
