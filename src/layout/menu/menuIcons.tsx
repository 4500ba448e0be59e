import AccountCircle from '@mui/icons-material/AccountCircle';
import Badge from '@mui/icons-material/Badge';
import Dashboard from '@mui/icons-material/Dashboard';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DevicesOther from '@mui/icons-material/DevicesOther';
import Domain from '@mui/icons-material/Domain';
import Folder from '@mui/icons-material/Folder';
import Home from '@mui/icons-material/Home';
import InsertChart from '@mui/icons-material/InsertChart';
import Mail from '@mui/icons-material/Mail';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Memory from '@mui/icons-material/Memory';
import Router from '@mui/icons-material/Router';
import Security from '@mui/icons-material/Security';
import Settings from '@mui/icons-material/Settings';
import SettingsApplications from '@mui/icons-material/SettingsApplications';
import SettingsEthernet from '@mui/icons-material/SettingsEthernet';
import SettingsInputAntenna from '@mui/icons-material/SettingsInputAntenna';
import Sms from '@mui/icons-material/Sms';
import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import TrackChanges from '@mui/icons-material/TrackChanges';
import ViewQuilt from '@mui/icons-material/ViewQuilt';
import VpnKey from '@mui/icons-material/VpnKey';
import Widgets from '@mui/icons-material/Widgets';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { REGISTRY_ICONS } from '../../generated/registryIcons.gen';

/** Menu icons by their Material icon name, as ThingsBoard's menu names them: the registry's entries' and the console pages'. */
export const MENU_ICONS = {
    ...REGISTRY_ICONS,
    home: Home,
    account_circle: AccountCircle,
    supervisor_account: SupervisorAccount,
    badge: Badge,
    now_widgets: Widgets,
    settings: Settings,
    settings_applications: SettingsApplications,
    mail: Mail,
    sms: Sms,
    security: Security,
    vpn_key: VpnKey,
    folder: Folder,
    settings_ethernet: SettingsEthernet,
    domain: Domain,
    devices_other: DevicesOther,
    memory: Memory,
    view_quilt: ViewQuilt,
    router: Router,
    settings_input_antenna: SettingsInputAntenna,
    dashboards: Dashboard,
    track_changes: TrackChanges,
    insert_chart: InsertChart,
    notifications_active: NotificationsActive,
    delete: DeleteOutline,
} satisfies Record<string, ComponentType<SvgIconProps>>;

export type MenuIconName = keyof typeof MENU_ICONS;

export const MenuIcon = ({ name, ...props }: { name: MenuIconName } & SvgIconProps) => {
    const Icon = MENU_ICONS[name];
    return <Icon {...props} />;
};
