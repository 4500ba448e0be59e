import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { CommandPaletteButton } from '../components/commandPalette/CommandPaletteButton';
import { FullscreenToggle } from '../components/display/FullscreenToggle';
import { AlarmBell } from '../components/notifications/AlarmBell';
import { ShellBreadcrumbs } from './ShellBreadcrumbs';
import { ShellUserMenu } from './ShellUserMenu';
import { useShellSearchHandler } from './search/ShellSearchContext';
import { ToolbarSearch } from './search/ToolbarSearch';
import { ArrowBack } from '../components/display/directionalIcons';

/**
 * The top toolbar (part 1 §2): menu button (when the menu is an overlay), back button
 * (forced fullscreen only), breadcrumbs, search (when the page supports it), fullscreen
 * toggle (not on a phone's width) and the user menu.
 */
export const ShellAppBar = ({
    showMenuButton,
    showBackButton,
    onMenuClick,
}: {
    showMenuButton: boolean;
    showBackButton: boolean;
    onMenuClick: () => void;
}) => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const searchHandler = useShellSearchHandler();
    const [searching, setSearching] = useState(false);
    const { pathname, key } = useLocation();
    // The first page of the visit has nothing to go back to inside the console: go to the start.
    const goBack = () => (key === 'default' ? navigate('/') : navigate(-1));
    useEffect(() => setSearching(false), [pathname]);
    const searchOpen = searching && searchHandler !== null;

    return (
        <AppBar position="sticky" color="primary" elevation={2}>
            <Toolbar sx={{ gap: 0.5, minHeight: { xs: 56, sm: 64 } }}>
                {showMenuButton && (
                    <IconButton color="inherit" edge="start" aria-label={translate('action.open-menu')} onClick={onMenuClick}>
                        <MenuIcon />
                    </IconButton>
                )}
                {showBackButton && (
                    <IconButton color="inherit" edge="start" aria-label={translate('action.back')} onClick={goBack}>
                        <ArrowBack />
                    </IconButton>
                )}
                {searchHandler && searchOpen ? (
                    <ToolbarSearch onSearch={searchHandler} open onOpenChange={setSearching} />
                ) : (
                    <>
                        <Box sx={{ flex: 1, minWidth: 0, ml: showMenuButton || showBackButton ? 1 : 0 }}>
                            <ShellBreadcrumbs />
                        </Box>
                        {searchHandler && (
                            <ToolbarSearch onSearch={searchHandler} open={false} onOpenChange={setSearching} />
                        )}
                    </>
                )}
                <CommandPaletteButton />
                <AlarmBell />
                {/* A phone's browser shows a page almost whole already: the title gets the room instead. */}
                <Box sx={{ display: { xs: 'none', sm: 'contents' } }}>
                    <FullscreenToggle />
                </Box>
                <ShellUserMenu />
            </Toolbar>
        </AppBar>
    );
};
