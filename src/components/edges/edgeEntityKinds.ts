import DashboardIcon from '@mui/icons-material/Dashboard';
import DevicesOtherIcon from '@mui/icons-material/DevicesOther';
import DomainIcon from '@mui/icons-material/Domain';
import SettingsEthernetIcon from '@mui/icons-material/SettingsEthernet';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import type { SvgIconComponent } from '@mui/icons-material';

/** What an edge holds, one page each under /edgeInstances/:edgeId (ThingsBoard's "Manage edge …"). */
export interface EdgeEntityKind {
    /** The page's last path segment and the list call's: `/api/edge/{edgeId}/devices`. */
    path: 'devices' | 'assets' | 'entityViews' | 'dashboards' | 'ruleChains';
    entityType: 'DEVICE' | 'ASSET' | 'ENTITY_VIEW' | 'DASHBOARD' | 'RULE_CHAIN';
    /** The assignment call's segment: `/api/edge/{edgeId}/device/{id}`. */
    singular: 'device' | 'asset' | 'entityView' | 'dashboard' | 'ruleChain';
    /** The console route of one entity's details. */
    route: string;
    /** The title field, also the name sort. */
    titleField: 'name' | 'title';
    /** Whether rows show a type column, and whether the list sorts by it (devices sort by profile name instead). */
    typed: boolean;
    typeSortable?: boolean;
    /** Only edge rule chains go on an edge. */
    subType?: 'EDGE';
    title: string;
    manage: string;
    icon: SvgIconComponent;
}

export const EDGE_ENTITY_KINDS: readonly EdgeEntityKind[] = [
    { path: 'assets', entityType: 'ASSET', singular: 'asset', route: 'assets', titleField: 'name', typed: true, typeSortable: true, title: 'edge.assets', manage: 'edge.manage-edge-assets', icon: DomainIcon },
    { path: 'devices', entityType: 'DEVICE', singular: 'device', route: 'devices', titleField: 'name', typed: true, title: 'edge.devices', manage: 'edge.manage-edge-devices', icon: DevicesOtherIcon },
    { path: 'entityViews', entityType: 'ENTITY_VIEW', singular: 'entityView', route: 'entityViews', titleField: 'name', typed: true, typeSortable: true, title: 'edge.entity-views', manage: 'edge.manage-edge-entity-views', icon: ViewQuiltIcon },
    { path: 'dashboards', entityType: 'DASHBOARD', singular: 'dashboard', route: 'dashboards', titleField: 'title', typed: false, title: 'edge.dashboards', manage: 'edge.manage-edge-dashboards', icon: DashboardIcon },
    { path: 'ruleChains', entityType: 'RULE_CHAIN', singular: 'ruleChain', route: 'ruleChains', titleField: 'name', typed: false, subType: 'EDGE', title: 'edge.rulechains', manage: 'edge.manage-edge-rulechains', icon: SettingsEthernetIcon },
];

/** The page of an edge's entities of one kind. */
export const edgeEntitiesPath = (edgeId: string, kind: EdgeEntityKind) => `/edgeInstances/${edgeId}/${kind.path}`;

/** The kind a page path ends with. */
export const edgeEntityKindOf = (pathname: string): EdgeEntityKind | undefined => {
    const last = pathname.replace(/\/+$/, '').split('/').pop();
    return EDGE_ENTITY_KINDS.find(kind => kind.path === last);
};
