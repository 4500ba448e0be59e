import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import FilterListIcon from '@mui/icons-material/FilterList';
import FlashOnIcon from '@mui/icons-material/FlashOn';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import SettingsEthernetIcon from '@mui/icons-material/SettingsEthernet';
import TransformIcon from '@mui/icons-material/Transform';
import type { SvgIconComponent } from '@mui/icons-material';
import type { NodeCategory } from './ruleChainModel';
import { Input as InputIcon } from '../display/directionalIcons';

/** ThingsBoard's node colour and icon per category, and the palette's title key. */
export const NODE_CATEGORY_STYLE: Readonly<Record<NodeCategory, { color: string; icon: SvgIconComponent; titleKey: string }>> = {
    FILTER: { color: '#f1e861', icon: FilterListIcon, titleKey: 'rulenode.type-filter' },
    ENRICHMENT: { color: '#cdf14e', icon: PlaylistAddIcon, titleKey: 'rulenode.type-enrichment' },
    TRANSFORMATION: { color: '#79cef1', icon: TransformIcon, titleKey: 'rulenode.type-transformation' },
    ACTION: { color: '#f1928f', icon: FlashOnIcon, titleKey: 'rulenode.type-action' },
    EXTERNAL: { color: '#fbc766', icon: CloudUploadIcon, titleKey: 'rulenode.type-external' },
    FLOW: { color: '#d6c4f1', icon: SettingsEthernetIcon, titleKey: 'rulenode.type-flow' },
    INPUT: { color: '#a3eaa9', icon: InputIcon, titleKey: 'rulenode.type-input' },
    UNKNOWN: { color: '#f16c29', icon: HelpOutlineIcon, titleKey: 'rulenode.type-unknown' },
};
