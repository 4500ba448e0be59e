import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { menuFor, PAGE_NAME_OPTIONS } from '../../../layout/menu/menuSections';
import { useShellSession } from '../../../layout/useShellSession';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { navigationPlacesOf, type NavigationFilterType } from './navigationPlaces';
import { NavigationCardTile } from './NavigationCardTile';

export interface NavigationCardsSettings {
    filterType?: NavigationFilterType;
    filter?: string[];
}

/**
 * ThingsBoard's navigation cards: a tile for each console page the signed-in user's menu offers
 * (filtered by the widget's include or exclude list), leading there.
 */
export const NavigationCards = ({ widget }: WidgetComponentProps) => {
    const translate = useTranslate();
    const session = useShellSession();
    const settings = (widget.config.settings ?? {}) as NavigationCardsSettings;
    const menu = session && !session.isPublic ? menuFor(session.user.authority, session) : [];
    const places = navigationPlacesOf(menu, settings.filterType, settings.filter);
    if (places.length === 0) {
        return (
            <Typography color="text.secondary" sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
                {translate('widgets.navigation.no-places')}
            </Typography>
        );
    }
    return (
        <Box
            component="nav"
            aria-label={widget.config.title ?? translate('widgets.navigation.places')}
            sx={{ position: 'absolute', inset: 0, overflow: 'auto', display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))', gridAutoRows: 'minmax(84px, auto)', gap: 1, p: 0.5 }}
        >
            {places.map(place => (
                <NavigationCardTile key={place.path} name={translate(place.name, PAGE_NAME_OPTIONS)} icon={place.icon} path={place.path} />
            ))}
        </Box>
    );
};
