import type { ComponentType } from 'react';
import type { Widget } from '../model/dashboardConfig';
import type { WidgetComponentProps } from '../runtime/custom/loadCustomWidget';
import { GAUGE_VARIANTS } from './gauges/gaugeVariants';
import { INPUT_VARIANTS } from './inputs/inputVariants';

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

// Gauges, alarm table, controls, inputs and map (widgets-controls): each key loads its own module.
const gauge = (key: string): WidgetLoader => () => import('./gauges/GaugeWidget').then(module => module.gaugeWidget(GAUGE_VARIANTS[key]!));
const attributeInput = (key: string): WidgetLoader => () => import('./inputs/AttributeInput').then(module => module.attributeInputWidget(INPUT_VARIANTS[key]!));
const rpcSwitch: WidgetLoader = () => import('./controls/RpcSwitch').then(module => module.RpcSwitch);
const CONTROL_WIDGETS: Readonly<Record<string, WidgetLoader>> = {
    ...Object.fromEntries(Object.keys(GAUGE_VARIANTS).map(key => [key, gauge(key)])),
    ...Object.fromEntries(Object.keys(INPUT_VARIANTS).map(key => [key, attributeInput(key)])),
    'alarm_widgets.alarms_table': () => import('./alarms/AlarmsTableWidget').then(module => module.AlarmsTableWidget),
    'control_widgets.rpcbutton': () => import('./controls/RpcButton').then(module => module.RpcButton),
    'control_widgets.switch_control': rpcSwitch,
    'control_widgets.round_switch': rpcSwitch,
    'control_widgets.slide_toggle_control': rpcSwitch,
    'control_widgets.knob_control': () => import('./controls/RpcKnob').then(module => module.RpcKnob),
    'input_widgets.update_multiple_attributes': () => import('./inputs/MultipleAttributesInput').then(module => module.MultipleAttributesInput),
    'maps_v2.openstreetmap': () => import('./maps/OpenStreetMapWidget').then(module => module.OpenStreetMapWidget),
};

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
    ...CONTROL_WIDGETS,
};

export const nativeWidgetLoader = (widget: Pick<Widget, 'bundleAlias' | 'typeAlias'>): WidgetLoader | null =>
    NATIVE_WIDGETS[widgetTypeKey(widget)] ?? null;
