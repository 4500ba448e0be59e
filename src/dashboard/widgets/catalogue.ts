import type { ComponentType } from 'react';
import type { Widget } from '../model/dashboardConfig';
import type { WidgetComponentProps } from '../runtime/custom/loadCustomWidget';

export type WidgetComponent = ComponentType<WidgetComponentProps>;
export type WidgetLoader = () => Promise<WidgetComponent>;

/** ThingsBoard's name of a widget type: `<bundle alias>.<type alias>`. */
export const widgetTypeKey = (widget: Pick<Widget, 'bundleAlias' | 'typeAlias'>): string => `${widget.bundleAlias}.${widget.typeAlias}`;

const chart = (style: 'line' | 'bars' | 'steps'): WidgetLoader => () => import('./chart/TimeseriesChart').then(module => module.chartWidget(style));
const latestCard: WidgetLoader = () => import('./card/LatestValuesCard').then(module => module.LatestValuesCard);

/**
 * The widget types drawn by native code, by ThingsBoard's bundle and type alias. Each loads with
 * its first use so the chart library stays out of every other page's bundle.
 */
export const NATIVE_WIDGETS: Readonly<Record<string, WidgetLoader>> = {
    'charts.basic_timeseries': chart('line'),
    'charts.timeseries_bars_flot': chart('bars'),
    'charts.state_chart': chart('steps'),
    'cards.simple_card': latestCard,
    'cards.label_value_card': latestCard,
};

export const nativeWidgetLoader = (widget: Pick<Widget, 'bundleAlias' | 'typeAlias'>): WidgetLoader | null =>
    NATIVE_WIDGETS[widgetTypeKey(widget)] ?? null;
