import { sharedTelemetrySocket } from '../../components/telemetry/sharedTelemetrySocket';
import { authProvider } from '../../providers/auth/authProvider';
import type { AliasContext, AliasUser } from '../aliases/aliasContext';
import { datasourceTarget } from '../aliases/datasourceTarget';
import type { Datasource } from '../model/dashboardConfig';
import { createPostProcessingTransform, postFuncBodyOf } from '../postProcessing/postProcessingTransform';
import { sharedDataKeySandbox } from '../postProcessing/sharedSandbox';
import type { WidgetDataFeed } from '../model/widgetData';
import { createEntityCountFeed } from '../subscriptions/entityCountFeed';
import { createEntityDataFeed } from '../subscriptions/entityDataFeed';
import { combineFeeds, staticFeed } from './combineFeeds';
import type { DatasourceFeedFactory, WidgetFeedRequest } from './createWidgetFeed';

/** The signed-in viewer, for CURRENT_* alias references, and the server's max datapoints. */
export function viewer(): { user: AliasUser; maxDatapoints: number | null } {
    const details = authProvider.sessions.getSnapshot().details;
    const user = details?.user;
    return {
        user: { authority: user?.authority ?? null, tenantId: user?.tenantId?.id, customerId: user?.customerId?.id, userId: user?.id?.id },
        maxDatapoints: details?.maxDatapointsLimit ?? null,
    };
}

/** The entities and key filters a datasource stands for now (null: none, e.g. no state entity), with its alias name. */
function targetOf(request: WidgetFeedRequest, datasource: Datasource, context: AliasContext) {
    const target = datasourceTarget(datasource, { aliases: request.aliases, filters: request.filters }, context);
    const aliasName = datasource.entityAliasId ? request.aliases[datasource.entityAliasId]?.alias : undefined;
    return target ? { ...target, datasource: { ...datasource, aliasName: aliasName ?? datasource.aliasName } } : null;
}

/** Entity datasources: one entity-data subscription each, over the shared WebSocket. */
export const entityDatasourceFeed: DatasourceFeedFactory = (request, datasources) => {
    const { user, maxDatapoints } = viewer();
    const context: AliasContext = { stateParams: request.stateParams, user };
    const feeds: WidgetDataFeed[] = datasources.flatMap(datasource => {
        const target = targetOf(request, datasource, context);
        if (!target) return [];
        return [
            createEntityDataFeed({
                datasource: target.datasource,
                entityFilter: target.entityFilter,
                keyFilters: target.keyFilters,
                pageSize: target.pageSize,
                widgetKind: request.widget.type,
                timewindow: request.timewindow,
                maxDatapoints,
                socket: sharedTelemetrySocket,
                // Only keys with post-processing need the sandbox (its worker starts with the first job).
                transform: datasource.dataKeys.some(key => postFuncBodyOf(key)) ? createPostProcessingTransform(sharedDataKeySandbox()) : undefined,
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
        const target = targetOf(request, datasource, context);
        const dataKey = datasource.dataKeys[0];
        if (!target || !dataKey) return [];
        return [createEntityCountFeed({ datasource: target.datasource, entityFilter: target.entityFilter, keyFilters: target.keyFilters, dataKey, socket: sharedTelemetrySocket })];
    });
    return feeds.length > 0 ? combineFeeds(feeds) : staticFeed();
};
