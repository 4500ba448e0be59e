import Box from '@mui/material/Box';
import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface FullscreenBoxProps {
    fullscreen: boolean;
    /** Told after the element moved into or out of the full-page overlay. */
    onFullscreenChange?: (fullscreen: boolean) => void;
    children: ReactNode;
}

/**
 * Shows its content in place, or moved into a full-page overlay while `fullscreen` is on.
 * Unmounting takes the overlay away with it, so the page is restored.
 */
export const FullscreenBox = ({ fullscreen, onFullscreenChange, children }: FullscreenBoxProps) => {
    useEffect(() => {
        onFullscreenChange?.(fullscreen);
        // Only a change of mode is reported, not a new callback.
    }, [fullscreen]);

    if (!fullscreen) return <>{children}</>;
    return createPortal(
        <Box
            data-testid="fullscreen-overlay"
            sx={{ position: 'fixed', inset: 0, zIndex: theme => theme.zIndex.modal, bgcolor: 'background.default', overflow: 'auto', p: 2 }}
        >
            {children}
        </Box>,
        document.body
    );
};
