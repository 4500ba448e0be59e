/**
 * The widget types the console draws natively: one file per ThingsBoard bundle (<bundleAlias>.ts) maps
 * type aliases to loaders, each importing its widget's module on first use, so widget code stays out of
 * the shell bundle. The types' manifests (settings, default configuration) are in shared/widgets/bundles.
 */
import type { Widget } from '../../model/dashboardConfig';
import type { WidgetBundleAlias } from '../../../../shared/widgets/bundles';
import { loaders as alarmWidgets } from './alarm_widgets';
import { loaders as analogueGauges } from './analogue_gauges';
import { loaders as cards } from './cards';
import { loaders as charts } from './charts';
import { loaders as controlWidgets } from './control_widgets';
import { loaders as date } from './date';
import { loaders as digitalGauges } from './digital_gauges';
import { loaders as edgeWidgets } from './edge_widgets';
import { loaders as entityAdminWidgets } from './entity_admin_widgets';
import { loaders as gatewayWidgets } from './gateway_widgets';
import { loaders as gpioWidgets } from './gpio_widgets';
import { loaders as inputWidgets } from './input_widgets';
import { loaders as mapsV2 } from './maps_v2';
import { loaders as navigationWidgets } from './navigation_widgets';
import type { BundleCatalogue, WidgetLoader } from './types';

export type { BundleCatalogue, WidgetComponent, WidgetLoader } from './types';

const BUNDLES: Readonly<Record<WidgetBundleAlias, BundleCatalogue>> = {
    alarm_widgets: alarmWidgets,
    analogue_gauges: analogueGauges,
    cards,
    charts,
    control_widgets: controlWidgets,
    date,
    digital_gauges: digitalGauges,
    edge_widgets: edgeWidgets,
    entity_admin_widgets: entityAdminWidgets,
    gateway_widgets: gatewayWidgets,
    gpio_widgets: gpioWidgets,
    input_widgets: inputWidgets,
    maps_v2: mapsV2,
    navigation_widgets: navigationWidgets,
};

/** ThingsBoard's name of a widget type: `<bundle alias>.<type alias>`. */
export const widgetTypeKey = (widget: Pick<Widget, 'bundleAlias' | 'typeAlias'>): string => `${widget.bundleAlias}.${widget.typeAlias}`;

/** Every native widget by `bundleAlias.typeAlias`. */
export const NATIVE_WIDGETS: Readonly<Record<string, WidgetLoader>> = Object.fromEntries(
    Object.entries(BUNDLES).flatMap(([bundleAlias, loaders]) => Object.entries(loaders).map(([typeAlias, loader]) => [`${bundleAlias}.${typeAlias}`, loader])),
);

export const nativeWidgetLoader = (widget: Pick<Widget, 'bundleAlias' | 'typeAlias'>): WidgetLoader | null =>
    NATIVE_WIDGETS[widgetTypeKey(widget)] ?? null;
