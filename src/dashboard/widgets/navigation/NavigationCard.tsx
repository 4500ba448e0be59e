import Box from '@mui/material/Box';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { NavigationCardTile } from './NavigationCardTile';

export interface NavigationCardSettings {
    name?: string;
    icon?: string;
    path?: string;
}

/** ThingsBoard's navigation card: one tile with the configured name and icon, leading to `path`. */
export const NavigationCard = ({ widget }: WidgetComponentProps) => {
    const settings = (widget.config.settings ?? {}) as NavigationCardSettings;
    return (
        <Box sx={{ position: 'absolute', inset: 0, p: 0.5 }}>
            <NavigationCardTile name={settings.name ?? ''} icon={settings.icon} path={settings.path ?? '/home'} />
        </Box>
    );
};
