import type { ComponentType } from 'react';
import type { Widget } from '../model/dashboardConfig';
import type { WidgetComponentProps } from '../runtime/custom/loadCustomWidget';

export type WidgetComponent = ComponentType<WidgetComponentProps>;
export type WidgetLoader = () => Promise<WidgetComponent>;

/** ThingsBoard's name of a widget type: `<bundle alias>.<type alias>`. */
export const widgetTypeKey = (widget: Pick<Widget, 'bundleAlias' | 'typeAlias'>): string => `${widget.bundleAlias}.${widget.typeAlias}`;

// Cards, tables, navigation and the LED (widgets-cards): each key loads its own module.
const CARD_WIDGETS: Readonly<Record<string, WidgetLoader>> = {
    'cards.entities_table': () => import('./cards/EntitiesTable').then(module => module.EntitiesTable),
    'cards.timeseries_table': () => import('./cards/TimeseriesTable').then(module => module.TimeseriesTable),
    'cards.attributes_card': () => import('./cards/AttributesCard').then(module => module.AttributesCard),
    'cards.html_card': () => import('./cards/HtmlCard').then(module => module.HtmlCard),
    'cards.html_value_card': () => import('./cards/HtmlCard').then(module => module.HtmlCard),
    'cards.markdown_card': () => import('./cards/MarkdownCard').then(module => module.MarkdownCard),
    'navigation_widgets.navigation_cards': () => import('./navigation/NavigationCards').then(module => module.NavigationCards),
    'navigation_widgets.navigation_card': () => import('./navigation/NavigationCard').then(module => module.NavigationCard),
    'control_widgets.led_indicator': () => import('./indicators/LedIndicator').then(module => module.LedIndicator),
};

const chart = (style: 'line' | 'bars' | 'steps'): WidgetLoader => () => import('./chart/TimeseriesChart').then(module => module.chartWidget(style));
const latestCard: WidgetLoader = () => import('./card/LatestValuesCard').then(module => module.LatestValuesCard);

/**
 * The widget types drawn by native code, by ThingsBoard's bundle and type alias. Each loads with
 * its first use so the chart library stays out of every other page's bundle.
 */
export const NATIVE_WIDGETS: Readonly<Record<string, WidgetLoader>> = {
    ...CARD_WIDGETS,
    'charts.basic_timeseries': chart('line'),
    'charts.timeseries_bars_flot': chart('bars'),
    'charts.state_chart': chart('steps'),
    'cards.simple_card': latestCard,
    'cards.label_value_card': latestCard,
};

export const nativeWidgetLoader = (widget: Pick<Widget, 'bundleAlias' | 'typeAlias'>): WidgetLoader | null =>
    NATIVE_WIDGETS[widgetTypeKey(widget)] ?? null;
