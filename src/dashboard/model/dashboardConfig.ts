/**
 * The dashboard configuration's shapes (thingsboard-api.md §1.5, part2 §3.2, §3.3, §3.11), generated from
 * schemas/documents/dashboard-configuration.json by `npm run codegen`. Change the schema, never these names.
 */
export type {
    AggregationType,
    DashboardConfiguration,
    DashboardFilter,
    DashboardLayout,
    DashboardLayoutWidget,
    DashboardSettings,
    DashboardState,
    DataKey,
    DataKeyType,
    Datasource,
    DatasourceType,
    EntityAlias,
    EntityAliasFilter,
    EntityAliasFilterType,
    EntityId as AliasEntityId,
    EntitySearchDirection,
    GridSettings,
    KeyFilterInfo,
    KeyFilterPredicateInfo,
    LegacyDeviceAlias,
    LegacyDeviceDatasource,
    LegendConfig,
    QuickTimeInterval,
    RelationEntityTypeFilter,
    Timewindow as StoredTimewindow,
    Widget,
    WidgetAction,
    WidgetActionType,
    WidgetConfig,
    WidgetKind,
} from '../../generated/dashboard.gen';

import type { EntityAliasFilter, EntityAliasFilterType } from '../../generated/dashboard.gen';

/** One variant of the alias filter union, by its `type`: `AliasFilterOf<'stateEntity'>`. */
export type AliasFilterOf<T extends EntityAliasFilterType> = Extract<EntityAliasFilter, { type: T }>;
