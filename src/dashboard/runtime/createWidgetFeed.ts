import type { Timewindow } from '../../lib/time/timewindow';
import type { DashboardFilter, Datasource, DatasourceType, EntityAlias, Widget } from '../model/dashboardConfig';
import type { WidgetDataFeed } from '../model/widgetData';
import { combineFeeds, staticFeed } from './combineFeeds';
import type { StateParams } from './dashboardStateParam';
import { widgetKindTraits, type WidgetKindTraits } from './widgetKinds';

/** Everything a widget's data depends on; a change of any part means a new feed. */
export interface WidgetFeedRequest {
    widget: Widget;
    /** The dashboard's aliases and filters, for entity datasources. */
    aliases: Record<string, EntityAlias>;
    filters: Record<string, DashboardFilter>;
    /** The window the widget follows: its own or the dashboard's. */
    timewindow: Timewindow;
    /** The shown dashboard state's parameters (stateEntity aliases read them). */
    stateParams: StateParams;
    /** Raised by the widget to resolve its aliases again (an entity it created or deleted). */
    revision?: number;
}

/** Feeds one widget's datasources of one type. */
export type DatasourceFeedFactory = (request: WidgetFeedRequest, datasources: Datasource[], feed: NonNullable<WidgetKindTraits['feed']>) => WidgetDataFeed;

export type WidgetFeedFactory = (request: WidgetFeedRequest) => WidgetDataFeed;

/**
 * A widget's one data feed: its datasources grouped by type, each group fed by that type's
 * producer, the parts combined. Kinds without datasources (rpc, static) get an empty feed;
 * a datasource type nobody produces yields no data rather than an error.
 */
export const composeWidgetFeed =
    (producers: Partial<Record<DatasourceType, DatasourceFeedFactory>>): WidgetFeedFactory =>
    request => {
        const traits = widgetKindTraits(request.widget.type);
        const datasources = request.widget.config.datasources ?? [];
        if (!traits.hasDatasources || !traits.feed || datasources.length === 0) return staticFeed();
        const groups = new Map<DatasourceType, Datasource[]>();
        for (const datasource of datasources) groups.set(datasource.type, [...(groups.get(datasource.type) ?? []), datasource]);
        const feed = traits.feed;
        const parts = [...groups].flatMap(([type, group]) => {
            const producer = producers[type];
            return producer ? [producer(request, group, feed)] : [];
        });
        return combineFeeds(parts);
    };
