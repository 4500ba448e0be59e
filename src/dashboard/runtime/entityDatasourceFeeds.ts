import { sharedTelemetrySocket } from '../../components/telemetry/sharedTelemetrySocket';
import { authProvider } from '../../providers/auth/authProvider';
import type { AliasContext, AliasUser } from '../aliases/aliasContext';
import { resolveAliasFilter } from '../aliases/resolveAliasFilter';
import type { Datasource } from '../model/dashboardConfig';
import type { WidgetDataFeed } from '../model/widgetData';
import { createEntityCountFeed } from '../subscriptions/entityCountFeed';
import { createEntityDataFeed } from '../subscriptions/entityDataFeed';
import { combineFeeds, staticFeed } from './combineFeeds';
import type { DatasourceFeedFactory, WidgetFeedRequest } from './createWidgetFeed';

/** The signed-in viewer, for CURRENT_* alias references, and the server's max datapoints. */
function viewer(): { user: AliasUser; maxDatapoints: number | null } {
    const details = authProvider.sessions.getSnapshot().details;
    const user = details?.user;
    return {
        user: { authority: user?.authority ?? null, tenantId: user?.tenantId?.id, customerId: user?.customerId?.id, userId: user?.id?.id },
        maxDatapoints: details?.maxDatapointsLimit ?? null,
    };
}

/** The alias a datasource points at, resolved for the shown state and the viewer; null when it stands for no entity now. */
function aliasOf(request: WidgetFeedRequest, datasource: Datasource, context: AliasContext) {
    const alias = datasource.entityAliasId ? request.aliases[datasource.entityAliasId] : undefined;
    if (!alias) return null;
    const resolved = resolveAliasFilter(alias.filter, context);
    return resolved.entityFilter ? { ...resolved, entityFilter: resolved.entityFilter, aliasName: alias.alias } : null;
}

/** Entity datasources: one entity-data subscription each, over the shared WebSocket. */
export const entityDatasourceFeed: DatasourceFeedFactory = (request, datasources) => {
    const { user, maxDatapoints } = viewer();
    const context: AliasContext = { stateParams: request.stateParams, user };
    const feeds: WidgetDataFeed[] = datasources.flatMap(datasource => {
        const alias = aliasOf(request, datasource, context);
        if (!alias) return [];
        return [
            createEntityDataFeed({
                datasource: { ...datasource, aliasName: alias.aliasName },
                entityFilter: alias.entityFilter,
                pageSize: alias.pageSize,
                widgetKind: request.widget.type,
                timewindow: request.timewindow,
                maxDatapoints,
                socket: sharedTelemetrySocket,
            }),
        ];
    });
    return feeds.length > 0 ? combineFeeds(feeds) : staticFeed();
};

/** Entity count datasources: the number of entities an alias stands for, kept current by the server. */
export const entityCountDatasourceFeed: DatasourceFeedFactory = (request, datasources) => {
    const { user } = viewer();
    const context: AliasContext = { stateParams: request.stateParams, user };
    const feeds: WidgetDataFeed[] = datasources.flatMap(datasource => {
        const alias = aliasOf(request, datasource, context);
        const dataKey = datasource.dataKeys[0];
        if (!alias || !dataKey) return [];
        return [createEntityCountFeed({ datasource: { ...datasource, aliasName: alias.aliasName }, entityFilter: alias.entityFilter, dataKey, socket: sharedTelemetrySocket })];
    });
    return feeds.length > 0 ? combineFeeds(feeds) : staticFeed();
};
