import { iconsByName, type IconModules } from './materialIcons';

// Exactly the COMMON_ICON_NAMES (materialIcons.test.ts holds the two lists equal).
const modules: IconModules = import.meta.glob(
    '/node_modules/@mui/icons-material/esm/{MoreHoriz,MoreVert,OpenInNew,Visibility,PlayArrow,ArrowBack,ArrowDownward,ArrowForward,ArrowUpward,Close,Refresh,Menu,ShowChart,MultilineChart,PieChart,InsertChart,People,Person,Domain,DevicesOther,Widgets,Dashboard,Map,PinDrop,MyLocation,Extension,Search,Settings,Notifications,NotificationsActive,Info,InfoOutline,Warning,List,FileDownload,ImportExport,Share,Add,Edit,Done,Delete,Home}.js',
    { eager: true }
);

export const commonIcons = iconsByName(modules);
