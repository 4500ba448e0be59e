import CardActionArea from '@mui/material/CardActionArea';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { commonIcons } from '../../../components/dialogs/commonIcons';
import { MENU_ICONS } from '../../../layout/menu/menuIcons';
import { Launch } from '../../../components/display/directionalIcons';

/** A Material icon by ThingsBoard's name ('devices_other'): the menu's icons, the common icons, or a link icon. */
const iconOf = (name: string | undefined): ComponentType<SvgIconProps> =>
    (name && (MENU_ICONS[name as keyof typeof MENU_ICONS] ?? commonIcons.get(name))) || Launch;

export interface NavigationCardTileProps {
    name: string;
    icon?: string;
    path: string;
}

/** One navigation tile: a large icon over the place's name, leading to the console page. */
export const NavigationCardTile = ({ name, icon, path }: NavigationCardTileProps) => {
    const Icon = iconOf(icon);
    return (
        <CardActionArea
            component={Link}
            to={path.startsWith('/') ? path : `/${path}`}
            sx={{
                height: '100%',
                minHeight: 76,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 0.5,
                p: 1,
                borderRadius: 1,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                '&:hover': { bgcolor: 'primary.dark' },
            }}
        >
            <Icon sx={{ fontSize: 32 }} />
            <Typography variant="subtitle2" component="span" sx={{ textAlign: 'center', lineHeight: 1.2 }}>
                {name}
            </Typography>
        </CardActionArea>
    );
};
