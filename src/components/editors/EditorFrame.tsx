import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** Part 2 §9: editors are at least 200 px high under a 40 px toolbar. */
export const EDITOR_MIN_HEIGHT = 200;
export const TOOLBAR_HEIGHT = 40;

export interface EditorFrameProps {
    label?: string;
    required?: boolean;
    /** Buttons shown before the fullscreen toggle (tidy, beautify). */
    actions?: ReactNode;
    /** Editor errors, shown bottom-left in the editor's own toast area until the next edit. */
    error?: string | null;
    /** The frame's outline turns red when the content is invalid. */
    invalid?: boolean;
    height?: number;
    fullscreenAllowed?: boolean;
    /** Starts (or stays, when controlled) in fullscreen. */
    fullscreen?: boolean;
    onFullscreenChange?(fullscreen: boolean): void;
    /** The editor, given the height it may fill. */
    children(height: number | string): ReactNode;
}

/** The toolbar, error toast and fullscreen mode every code editor shares. */
export const EditorFrame = ({ label, required, actions, error, invalid, height = EDITOR_MIN_HEIGHT, fullscreenAllowed = true, fullscreen: controlled, onFullscreenChange, children }: EditorFrameProps) => {
    const translate = useTranslate();
    const [ownFullscreen, setOwnFullscreen] = useState(false);
    const fullscreen = controlled ?? ownFullscreen;
    const toggle = () => {
        setOwnFullscreen(!fullscreen);
        onFullscreenChange?.(!fullscreen);
    };

    const frame = (
        <Box
            sx={{
                display: 'flex',
                flexDirection: 'column',
                border: 1,
                borderColor: invalid ? 'error.main' : 'divider',
                borderRadius: fullscreen ? 0 : 1,
                overflow: 'hidden',
                height: fullscreen ? '100%' : 'auto',
                bgcolor: 'background.paper',
            }}
        >
            <Box sx={{ height: TOOLBAR_HEIGHT, display: 'flex', alignItems: 'center', gap: 0.5, px: 1.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover' }}>
                <Typography variant="body2" color={invalid ? 'error' : 'text.secondary'} sx={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {label}
                    {label && required ? ' *' : ''}
                </Typography>
                {actions}
                {fullscreenAllowed && (
                    <Tooltip title={translate(fullscreen ? 'fullscreen.exit' : 'fullscreen.expand')}>
                        <IconButton size="small" onClick={toggle} aria-label={translate(fullscreen ? 'fullscreen.exit' : 'fullscreen.expand')}>
                            {fullscreen ? <FullscreenExitIcon fontSize="small" /> : <FullscreenIcon fontSize="small" />}
                        </IconButton>
                    </Tooltip>
                )}
            </Box>
            <Box sx={{ position: 'relative', flex: 1, minHeight: fullscreen ? 0 : height }}>
                {children(fullscreen ? `calc(100vh - ${TOOLBAR_HEIGHT + 2}px)` : height)}
                {error && (
                    <Box
                        role="alert"
                        sx={{
                            position: 'absolute',
                            left: 8,
                            bottom: 8,
                            maxWidth: 'calc(100% - 16px)',
                            px: 1.5,
                            py: 1,
                            borderRadius: 1,
                            bgcolor: '#800000',
                            color: '#fff',
                            fontSize: 13,
                            whiteSpace: 'pre-line',
                            boxShadow: 3,
                            zIndex: 1,
                        }}
                    >
                        {error}
                    </Box>
                )}
            </Box>
        </Box>
    );

    return fullscreen ? (
        <Dialog open fullScreen onClose={toggle} aria-label={label}>
            {frame}
        </Dialog>
    ) : (
        frame
    );
};
