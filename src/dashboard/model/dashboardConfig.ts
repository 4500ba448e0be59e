/**
 * The dashboard configuration's shapes (thingsboard-api.md §1.5, part2 §3.2).
 * TEMPORARY hand-written stand-ins: the dash-data work replaces this file's body with re-exports of the
 * types generated from schemas/documents/dashboard-configuration.json, keeping these exported names.
 */
import type { Timewindow } from '../../lib/time/timewindow';

export type DataKeyType = 'timeseries' | 'attribute' | 'entityField' | 'function' | 'alarm' | 'count';

export interface DataKey {
    name: string;
    type: DataKeyType;
    label?: string;
    color?: string;
    settings?: Record<string, unknown>;
    units?: string;
    decimals?: number | null;
    funcBody?: string;
    usePostProcessing?: boolean;
    postFuncBody?: string;
    _hash?: number;
}

export type DatasourceType = 'entity' | 'function' | 'entityCount';

export interface Datasource {
    type: DatasourceType;
    name?: string;
    dataKeys: DataKey[];
    entityType?: string;
    entityId?: string;
    entityName?: string;
    entityAliasId?: string;
    entityLabel?: string;
    aliasName?: string;
    entityDescription?: string;
    filterId?: string;
}

export type EntityAliasFilter = { type: string; resolveMultiple?: boolean } & Record<string, unknown>;

export interface EntityAlias {
    id: string;
    alias: string;
    filter: EntityAliasFilter;
}

export type WidgetKind = 'timeseries' | 'latest' | 'rpc' | 'alarm' | 'static';

export interface WidgetConfig {
    datasources?: Datasource[];
    timewindow?: Timewindow;
    useDashboardTimewindow?: boolean;
    displayTimewindow?: boolean;
    showTitle?: boolean;
    title?: string;
    showLegend?: boolean;
    legendConfig?: { direction?: 'column' | 'row'; position?: 'top' | 'bottom' | 'left' | 'right'; sortDataKeys?: boolean; showMin?: boolean; showMax?: boolean; showAvg?: boolean; showTotal?: boolean };
    actions?: Record<string, Array<Record<string, unknown>>>;
    settings?: Record<string, unknown>;
    [styleKey: string]: unknown;
}

export interface Widget {
    id: string;
    isSystemType?: boolean;
    bundleAlias: string;
    typeAlias: string;
    type: WidgetKind;
    title?: string;
    sizeX: number;
    sizeY: number;
    row?: number;
    col?: number;
    config: WidgetConfig;
}

export interface DashboardLayoutWidget { sizeX: number; sizeY: number; row: number; col: number; mobileHeight?: number; mobileOrder?: number; mobileHide?: boolean }

export interface DashboardLayout {
    widgets: Record<string, DashboardLayoutWidget>;
    gridSettings: { backgroundColor?: string; columns?: number; margin?: number; backgroundSizeMode?: string; autoFillHeight?: boolean; mobileAutoFillHeight?: boolean; mobileRowHeight?: number };
}

export interface DashboardState {
    name: string;
    root: boolean;
    layouts: { main: DashboardLayout; right?: DashboardLayout };
}

export interface DashboardConfiguration {
    description?: string;
    widgets: Record<string, Widget>;
    states: Record<string, DashboardState>;
    entityAliases: Record<string, EntityAlias>;
    filters?: Record<string, { id: string; filter: string; keyFilters: unknown[]; editable: boolean }>;
    timewindow?: Timewindow;
    settings?: Record<string, unknown>;
}
