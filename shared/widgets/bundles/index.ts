/**
 * ThingsBoard's 14 system widget bundles, one file each: the single definition of every widget type.
 *
 * - `<bundleAlias>.ts` exports `bundle`: the bundle's alias and title and its types' manifests
 *   (`WidgetTypeManifest` in ../manifest.ts: typeAlias, name, kind, default size, settings schema, data-key
 *   settings schema, default configuration, optional frame template). Aliases, names, sizes and settings keys
 *   are ThingsBoard 3.3.4's (/work/shared/reference/thingsboard-widgets.md), so dashboards move both ways.
 * - The server seeds the system widget library from `WIDGET_BUNDLES` (server/db/seed/systemWidgets.ts):
 *   a new or changed manifest reaches existing databases at the next start.
 * - The console draws a type natively when src/dashboard/widgets/catalogue/<bundleAlias>.ts maps its
 *   typeAlias to a loader (`() => import('../<folder>/<Component>')…`: each widget's code loads on first
 *   use, outside the shell bundle). tests/registry/system-widgets.test.ts checks both sides agree.
 * - To add a type: append its manifest to its bundle's file, its loader to the bundle's catalogue file.
 *   Shared builders (settingsForm, card, randomKey …) are in ../manifest.ts; settings two bundles share
 *   are exported by the bundle that owns them (GAUGE_SCALE, font and gaugeType in analogue_gauges, ENTITIES_TABLE_SETTINGS
 *   in cards).
 */
import type { WidgetBundleManifest, WidgetTypeManifest } from '../manifest';
import { bundle as alarmWidgets } from './alarm_widgets';
import { bundle as analogueGauges } from './analogue_gauges';
import { bundle as cards } from './cards';
import { bundle as charts } from './charts';
import { bundle as controlWidgets } from './control_widgets';
import { bundle as date } from './date';
import { bundle as digitalGauges } from './digital_gauges';
import { bundle as edgeWidgets } from './edge_widgets';
import { bundle as entityAdminWidgets } from './entity_admin_widgets';
import { bundle as gatewayWidgets } from './gateway_widgets';
import { bundle as gpioWidgets } from './gpio_widgets';
import { bundle as inputWidgets } from './input_widgets';
import { bundle as mapsV2 } from './maps_v2';
import { bundle as navigationWidgets } from './navigation_widgets';

/** The bundles' aliases, in ThingsBoard's order. */
export const WIDGET_BUNDLE_ALIASES = [
    'alarm_widgets', 'analogue_gauges', 'cards', 'charts', 'control_widgets', 'date', 'digital_gauges',
    'edge_widgets', 'entity_admin_widgets', 'gateway_widgets', 'gpio_widgets', 'input_widgets', 'maps_v2', 'navigation_widgets',
] as const;
export type WidgetBundleAlias = (typeof WIDGET_BUNDLE_ALIASES)[number];

export const WIDGET_BUNDLES: readonly WidgetBundleManifest[] = [
    alarmWidgets, analogueGauges, cards, charts, controlWidgets, date, digitalGauges,
    edgeWidgets, entityAdminWidgets, gatewayWidgets, gpioWidgets, inputWidgets, mapsV2, navigationWidgets,
];

/** Every type with its bundle's alias, the key dashboards name it by being `bundleAlias.typeAlias`. */
export const WIDGET_TYPES: ReadonlyArray<WidgetTypeManifest & { bundleAlias: string }> = WIDGET_BUNDLES.flatMap(bundle =>
    bundle.types.map(type => ({ ...type, bundleAlias: bundle.alias })),
);

export const widgetTypeKey = (type: { bundleAlias: string; typeAlias: string }): string => `${type.bundleAlias}.${type.typeAlias}`;

const BY_KEY = new Map(WIDGET_TYPES.map(type => [widgetTypeKey(type), type]));
export const widgetTypeManifest = (bundleAlias: string, typeAlias: string) => BY_KEY.get(`${bundleAlias}.${typeAlias}`) ?? null;
