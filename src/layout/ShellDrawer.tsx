import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { ProductLogo } from '../components/display/ProductLogo';
import { useShownBranding } from './theme/tenantBrandingStore';
import { SideMenu } from './SideMenu';
import type { MenuSection } from './menu/menuSections';
import { NARROW_MENU_WIDTH, NARROW_SCREEN_MAX, SIDE_MENU_WIDTH } from './shellDimensions';

/**
 * The side menu: permanent beside the page above gt-sm, an overlay closed by default
 * below it (part 1 §2).
 */
export const ShellDrawer = ({
    sections,
    permanent,
    open,
    onClose,
}: {
    sections: readonly MenuSection[];
    permanent: boolean;
    open: boolean;
    onClose: () => void;
}) => {
    const translate = useTranslate();
    const { logo } = useShownBranding();
    const width = {
        width: SIDE_MENU_WIDTH,
        [`@media (max-width: ${NARROW_SCREEN_MAX - 1}px)`]: { width: NARROW_MENU_WIDTH },
    };
    return (
        <Drawer
            variant={permanent ? 'permanent' : 'temporary'}
            open={permanent || open}
            onClose={onClose}
            ModalProps={{ keepMounted: true }}
            data-testid={permanent ? 'side-menu-permanent' : 'side-menu-overlay'}
            sx={{
                width: permanent ? SIDE_MENU_WIDTH : undefined,
                flexShrink: 0,
                '& .MuiDrawer-paper': {
                    ...width,
                    boxSizing: 'border-box',
                    borderRight: 1,
                    borderColor: 'divider',
                },
            }}
        >
            <Box
                component={RouterLink}
                to="/home"
                aria-label={logo ? translate('home.home') : undefined}
                onClick={permanent ? undefined : onClose}
                sx={{
                    height: 64,
                    display: 'flex',
                    alignItems: 'center',
                    px: 2.5,
                    // The app bar's colour: the primary in light mode, the dark paper in dark mode.
                    bgcolor: theme => (theme.palette.mode === 'dark' ? theme.palette.background.paper : theme.palette.primary.main),
                    textDecoration: 'none',
                    flexShrink: 0,
                }}
            >
                {/* The tenant's logo (home settings) in place of the product's. */}
                {logo ? <Box component="img" src={logo} alt="" sx={{ maxHeight: 40, maxWidth: '100%' }} /> : <ProductLogo size={32} tone="inverse" />}
            </Box>
            <Divider />
            <Box sx={{ overflowY: 'auto', flex: 1 }}>
                <SideMenu sections={sections} onNavigate={permanent ? undefined : onClose} />
            </Box>
        </Drawer>
    );
};
