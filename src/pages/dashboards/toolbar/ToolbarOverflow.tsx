import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The dashboard toolbar's secondary actions: in the toolbar on wide screens; on phones behind a '⋮'
 * button, so the toolbar keeps one line (title, time window, ⋮).
 */
export const ToolbarOverflow = ({ children }: { children: ReactNode }) => {
    const translate = useTranslate();
    const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    if (!isSmall) return <>{children}</>;
    const label = translate('dashboard.toolbar-more-actions');
    // A button or link did its work; a select (the entity select) stays open for its pick.
    const closeAfterAction = (event: MouseEvent) => {
        if (event.target instanceof Element && event.target.closest('button, a')) setAnchor(null);
    };
    return (
        <>
            <Tooltip title={label}>
                <IconButton aria-label={label} aria-haspopup="true" aria-expanded={Boolean(anchor)} onClick={event => setAnchor(event.currentTarget)}>
                    <MoreVert />
                </IconButton>
            </Tooltip>
            <Popover
                open={Boolean(anchor)}
                anchorEl={anchor}
                onClose={() => setAnchor(null)}
                // Kept mounted: a dialog an action opened (share, import) outlives the closed menu.
                keepMounted
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            >
                <Stack direction="row" flexWrap="wrap" alignItems="center" gap={1} sx={{ p: 1, maxWidth: 'calc(100vw - 32px)' }} role="group" aria-label={label} onClick={closeAfterAction}>
                    {children}
                </Stack>
            </Popover>
        </>
    );
};
