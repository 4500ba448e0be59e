import { functionDatasourceFeed } from '../datasources/functionDatasourceProducer';
import type { DatasourceType } from '../model/dashboardConfig';
import type { DatasourceFeedFactory } from './createWidgetFeed';
import { entityCountDatasourceFeed, entityDatasourceFeed } from './entityDatasourceFeeds';

/**
 * Who feeds each datasource type: entity and entityCount datasources over the WebSocket
 * (src/dashboard/subscriptions), function datasources in the browser.
 */
export const DATASOURCE_PRODUCERS: Partial<Record<DatasourceType, DatasourceFeedFactory>> = {
    entity: entityDatasourceFeed,
    entityCount: entityCountDatasourceFeed,
    function: functionDatasourceFeed,
};
