import { useContext, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { WidgetDataSnapshot } from '../model/widgetData';
import { LOADING_SNAPSHOT } from './combineFeeds';
import type { WidgetFeedRequest } from './createWidgetFeed';
import { WidgetFeedContext } from './WidgetFeedContext';

/** What a feed depends on, as one comparable string: a re-render with equal inputs keeps the feed. */
const feedKey = ({ widget, aliases, filters, timewindow, stateParams, revision }: WidgetFeedRequest): string =>
    JSON.stringify([widget.type, widget.config.datasources, widget.config.alarmSource, aliases, filters, timewindow, stateParams, revision ?? 0]);

/**
 * The widget's live data. A feed starts with the widget and is stopped (unsubscribed on the
 * server) when the widget leaves or its datasources, aliases, window or state change.
 */
export function useWidgetFeed(request: WidgetFeedRequest): WidgetDataSnapshot {
    const createFeed = useContext(WidgetFeedContext);
    const [snapshot, setSnapshot] = useState<WidgetDataSnapshot>(LOADING_SNAPSHOT);
    const key = feedKey(request);
    useEffect(() => {
        const feed = createFeed(request);
        // Each update renders this widget alone, in the task that brought it (a socket message, a
        // timer): batched with other widgets' updates, twenty charts would redraw in one long task.
        let subscribing = true;
        const unsubscribe = feed.subscribe(next => (subscribing ? setSnapshot(next) : flushSync(() => setSnapshot(next))));
        subscribing = false;
        return () => {
            unsubscribe();
            feed.stop();
        };
        // The key stands for the request's content; a new object with the same content keeps the feed.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [createFeed, key]);
    return snapshot;
}
