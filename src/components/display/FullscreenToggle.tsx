import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

/** Toggles the browser's fullscreen mode; absent when the browser has none. */
export const FullscreenToggle = () => {
    const translate = useTranslate();
    const [isFullscreen, setFullscreen] = useState(() => document.fullscreenElement !== null);
    useEffect(() => {
        const update = () => setFullscreen(document.fullscreenElement !== null);
        document.addEventListener('fullscreenchange', update);
        return () => document.removeEventListener('fullscreenchange', update);
    }, []);
    if (!document.fullscreenEnabled) return null;
    const label = translate(isFullscreen ? 'fullscreen.exit' : 'fullscreen.expand');
    return (
        <IconButton
            color="inherit"
            aria-label={label}
            title={label}
            onClick={() =>
                isFullscreen
                    ? document.exitFullscreen()
                    : document.documentElement.requestFullscreen()
            }
        >
            {isFullscreen ? <FullscreenExit /> : <Fullscreen />}
        </IconButton>
    );
};
