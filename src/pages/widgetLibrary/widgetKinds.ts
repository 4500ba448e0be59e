import type { SvgIconComponent } from '@mui/icons-material';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Pin from '@mui/icons-material/PinOutlined';
import SettingsRemoteOutlined from '@mui/icons-material/SettingsRemoteOutlined';
import ShowChart from '@mui/icons-material/ShowChart';
import WebOutlined from '@mui/icons-material/WebOutlined';
import type { WidgetKind } from '../../dashboard/model/dashboardConfig';

export interface WidgetKindInfo {
    kind: WidgetKind;
    /** ThingsBoard's i18n key of the kind's name. */
    label: string;
    icon: SvgIconComponent;
}

/** The five widget kinds of part 2 §3.2, in ThingsBoard's order. */
export const WIDGET_KINDS: readonly WidgetKindInfo[] = [
    { kind: 'timeseries', label: 'widget.timeseries', icon: ShowChart },
    { kind: 'latest', label: 'widget.latest-values', icon: Pin },
    { kind: 'rpc', label: 'widget.rpc', icon: SettingsRemoteOutlined },
    { kind: 'alarm', label: 'widget.alarm', icon: NotificationsActiveOutlined },
    { kind: 'static', label: 'widget.static', icon: WebOutlined },
];

export const kindInfoOf = (kind: string | undefined): WidgetKindInfo => WIDGET_KINDS.find(info => info.kind === kind) ?? WIDGET_KINDS[4]!;

export const isWidgetKind = (value: string | null | undefined): value is WidgetKind => WIDGET_KINDS.some(info => info.kind === value);
