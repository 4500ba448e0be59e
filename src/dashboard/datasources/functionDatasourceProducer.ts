import type { DatasourceFeedFactory } from '../runtime/createWidgetFeed';
import { staticFeed } from '../runtime/combineFeeds';
import { sharedDataKeySandbox } from '../postProcessing/sharedSandbox';
import { createFunctionDatasourceFeed } from './functionDatasourceFeed';

/**
 * The producer of function datasources for the widget runtime (DATASOURCE_PRODUCERS.function): a
 * time-series or latest-value feed in the shared sandbox; alarm widgets take no function data.
 */
export const functionDatasourceFeed: DatasourceFeedFactory = (request, datasources, feed) =>
    feed === 'alarm'
        ? staticFeed()
        : createFunctionDatasourceFeed({ datasources, widgetKind: feed, timewindow: request.timewindow, sandbox: sharedDataKeySandbox() });
