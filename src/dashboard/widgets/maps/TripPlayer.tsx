import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../../providers/i18n/localeFormat';

export interface TripPlayerProps {
    start: number;
    end: number;
    time: number;
    onTime: (time: number) => void;
    /** Replay speed: how many times faster than real time a trip of one minute plays in one second. */
    speed: number;
}

/** Frames per second of the replay. */
const FRAME_MS = 100;
/** A whole trip plays in about this long at speed 1, whatever its length. */
const TRIP_PLAY_MS = 20_000;

/**
 * The trip animation's player: play and pause, and a time slider over the route's span; the map
 * shows every entity where it was at the slider's time.
 */
export const TripPlayer = ({ start, end, time, onTime, speed }: TripPlayerProps) => {
    const translate = useTranslate();
    const [playing, setPlaying] = useState(false);
    useEffect(() => {
        if (!playing) return;
        const step = ((end - start) / (TRIP_PLAY_MS / FRAME_MS)) * Math.max(0.1, Math.min(speed, 50));
        const timer = setInterval(() => {
            onTime(Math.min(end, time + step));
        }, FRAME_MS);
        if (time >= end) setPlaying(false);
        return () => clearInterval(timer);
    }, [playing, time, start, end, speed, onTime]);
    const play = () => {
        if (time >= end) onTime(start);
        setPlaying(!playing);
    };
    return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1.5, py: 0.5, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
            <IconButton size="small" onClick={play} aria-label={translate(playing ? 'widgets.map.pause' : 'widgets.map.play')}>
                {playing ? <PauseIcon /> : <PlayArrowIcon />}
            </IconButton>
            <Slider size="small" min={start} max={end} step={1} value={time} onChange={(_event, value) => onTime(value as number)} aria-label={translate('widgets.map.trip-time')} sx={{ flex: 1 }} />
            <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}>
                {formatDateTime(time)}
            </Typography>
        </Box>
    );
};
