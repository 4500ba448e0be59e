import FastForward from '@mui/icons-material/FastForward';
import FastRewind from '@mui/icons-material/FastRewind';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import SkipNext from '@mui/icons-material/SkipNext';
import SkipPrevious from '@mui/icons-material/SkipPrevious';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DateTime } from 'luxon';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
    DEFAULT_PLAYBACK_STEP_MS,
    maxIndex,
    nextAnchorIndex,
    PLAYBACK_SPEEDS,
    previousAnchorIndex,
    tickInterval,
    timeAt,
    type PlaybackSpeed,
} from './historyPlayback';

export interface HistoryPlaybackProps {
    minTime: number | null;
    maxTime: number | null;
    step?: number;
    anchors?: readonly number[];
    useAnchors?: boolean;
    /** Reported on every step and when paused. */
    onTimeChange: (time: number) => void;
    buttonColor?: string;
}

/**
 * Plays through a time range: starts paused; each tick (1000 ms / speed) advances one step
 * and it stops by itself past the end. Next/previous pause, jumping to anchors when on.
 */
export const HistoryPlayback = ({ minTime, maxTime, step = DEFAULT_PLAYBACK_STEP_MS, anchors = [], useAnchors = false, onTimeChange, buttonColor }: HistoryPlaybackProps) => {
    const translate = useTranslate();
    const [index, setIndex] = useState(0);
    const [playing, setPlaying] = useState(false);
    const [speed, setSpeed] = useState<PlaybackSpeed>(1);
    const range = minTime !== null && maxTime !== null ? { minTime, maxTime, step } : null;
    const last = range ? maxIndex(range) : 0;

    // Changing the speed restarts the timer with the new tick.
    useEffect(() => {
        if (!playing || !range) return;
        const timer = setInterval(() => setIndex(current => current + 1), tickInterval(speed));
        return () => clearInterval(timer);
    }, [playing, speed, range?.minTime, range?.maxTime, range?.step]);

    useEffect(() => {
        if (!range) return;
        if (index > last) {
            setPlaying(false);
            setIndex(last);
            return;
        }
        onTimeChange(timeAt(range, index));
    }, [index]);

    if (!range) {
        return <Typography color="text.secondary">{translate('widget.no-data-found')}</Typography>;
    }

    const jump = (to: number) => {
        setPlaying(false);
        setIndex(Math.max(0, Math.min(to, last)));
    };
    const pause = () => {
        setPlaying(false);
        onTimeChange(timeAt(range, index));
    };
    const next = () => jump(useAnchors ? (nextAnchorIndex(range, index, anchors) ?? index) : index + 1);
    const previous = () => jump(useAnchors ? (previousAnchorIndex(range, index, anchors) ?? index) : index - 1);
    const colour = buttonColor ? { color: buttonColor } : undefined;

    return (
        <Stack spacing={1} sx={{ width: '100%' }}>
            <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
                <IconButton aria-label={translate('playback.start')} onClick={() => jump(0)} sx={colour}>
                    <SkipPrevious />
                </IconButton>
                <IconButton aria-label={translate('playback.previous')} onClick={previous} sx={colour}>
                    <FastRewind />
                </IconButton>
                {playing ? (
                    <IconButton aria-label={translate('playback.pause')} onClick={pause} sx={colour}>
                        <Pause />
                    </IconButton>
                ) : (
                    <IconButton aria-label={translate('playback.play')} onClick={() => setPlaying(true)} sx={colour}>
                        <PlayArrow />
                    </IconButton>
                )}
                <IconButton aria-label={translate('playback.next')} onClick={next} sx={colour}>
                    <FastForward />
                </IconButton>
                <IconButton aria-label={translate('playback.end')} onClick={() => jump(last)} sx={colour}>
                    <SkipNext />
                </IconButton>
                <TextField select fullWidth={false} size="small" label={translate('playback.speed')} value={speed} onChange={event => setSpeed(Number(event.target.value) as PlaybackSpeed)} sx={{ flex: '0 0 96px', ml: 'auto' }}>
                    {PLAYBACK_SPEEDS.map(option => (
                        <MenuItem key={option} value={option}>
                            {option}x
                        </MenuItem>
                    ))}
                </TextField>
            </Stack>
            <Slider size="small" min={0} max={last} value={Math.min(index, last)} onChange={(_event, value) => jump(value as number)} aria-label={translate('playback.position')} />
            <Typography variant="body2" data-testid="playback-time">
                {DateTime.fromMillis(timeAt(range, Math.min(index, last))).toFormat('yyyy-MM-dd HH:mm:ss')}
            </Typography>
        </Stack>
    );
};
