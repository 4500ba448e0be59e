import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { useLocation } from 'react-router';
import { CommandPalette } from '../components/commandPalette/CommandPalette';
import { ShortcutsOverlay } from '../components/shortcuts/ShortcutsOverlay';
import { LanguageSync } from '../providers/i18n/LanguageSync';
import { FocusRingStyles } from './FocusRingStyles';
import { ShellAppBar } from './ShellAppBar';
import { PageErrorBoundary } from './PageErrorBoundary';
import { ShellDrawer } from './ShellDrawer';
import { menuFor } from './menu/menuSections';
import { ShellSearchProvider } from './search/ShellSearchContext';
import { useShellSession } from './useShellSession';

/**
 * The signed-in shell: side menu, toolbar and page. The menu is permanent above gt-sm,
 * an overlay below, and hidden in forced fullscreen (part 1 §2).
 */
export const ShellLayout = ({ children }: { children: ReactNode }) => {
    const session = useShellSession();
    const isGtSm = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
    const [overlayOpen, setOverlayOpen] = useState(false);
    const { pathname } = useLocation();
    useEffect(() => setOverlayOpen(false), [pathname]);

    const forceFullscreen = session?.forceFullscreen ?? false;
    const sections =
        session && !session.isPublic
            ? menuFor(session.user.authority, session)
            : [];
    const showMenu = !forceFullscreen && sections.length > 0;

    return (
        <ShellSearchProvider>
            <LanguageSync />
            <FocusRingStyles />
            <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
                {showMenu && (
                    <ShellDrawer
                        sections={sections}
                        permanent={isGtSm}
                        open={overlayOpen}
                        onClose={() => setOverlayOpen(false)}
                    />
                )}
                <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
                    <ShellAppBar
                        showMenuButton={showMenu && !isGtSm}
                        showBackButton={forceFullscreen}
                        onMenuClick={() => setOverlayOpen(true)}
                    />
                    <Box component="main" id="main-content" sx={{ flex: 1, p: { xs: 1.5, sm: 3 } }}>
                        <PageErrorBoundary resetKey={pathname}>
                            <Suspense fallback={<Loading />}>{children}</Suspense>
                        </PageErrorBoundary>
                    </Box>
                </Box>
            </Box>
            <ShortcutsOverlay />
            <CommandPalette />
        </ShellSearchProvider>
    );
};
