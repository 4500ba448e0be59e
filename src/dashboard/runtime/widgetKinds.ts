import type { WidgetKind } from '../model/dashboardConfig';

export interface WidgetKindTraits {
    /** Reads the time window (and may show its own picker when it does not follow the dashboard's). */
    usesTimewindow: boolean;
    /** Gets a data feed from its datasources (rpc widgets talk to their target device instead; static ones show fixed content). */
    hasDatasources: boolean;
    /** Which part of the data the feed subscribes to. */
    feed: 'timeseries' | 'latest' | 'alarm' | null;
}

/** The five widget kinds of part2 §3.2 and what the runtime does for each. */
export const WIDGET_KINDS: Record<WidgetKind, WidgetKindTraits> = {
    timeseries: { usesTimewindow: true, hasDatasources: true, feed: 'timeseries' },
    latest: { usesTimewindow: false, hasDatasources: true, feed: 'latest' },
    alarm: { usesTimewindow: true, hasDatasources: true, feed: 'alarm' },
    rpc: { usesTimewindow: false, hasDatasources: false, feed: null },
    static: { usesTimewindow: false, hasDatasources: false, feed: null },
};

/** Unknown kinds (hand-edited JSON) are treated as static: shown, never subscribed. */
export const widgetKindTraits = (kind: string): WidgetKindTraits => WIDGET_KINDS[kind as WidgetKind] ?? WIDGET_KINDS.static;
