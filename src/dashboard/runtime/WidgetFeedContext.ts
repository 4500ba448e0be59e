import { createContext } from 'react';
import { composeWidgetFeed, type WidgetFeedFactory } from './createWidgetFeed';
import { DATASOURCE_PRODUCERS } from './widgetFeedProducers';

/** The feed factory widgets use; tests and the benchmark provide fakes. */
export const WidgetFeedContext = createContext<WidgetFeedFactory>(composeWidgetFeed(DATASOURCE_PRODUCERS));
