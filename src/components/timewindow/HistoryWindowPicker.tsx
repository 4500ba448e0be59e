import AccessTimeIcon from '@mui/icons-material/AccessTime';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { LAST_INTERVALS_MS, type HistoryWindow } from './historyWindow';

/** Whole days, else whole hours: "Last 7 days", "Last 6 hours". */
const durationText = (ms: number, translate: (key: string, options?: object) => string) =>
    ms % 86_400_000 === 0
        ? translate('timewindow.last-days', { smart_count: ms / 86_400_000, _: `Last ${ms / 86_400_000} day(s)` })
        : translate('timewindow.last-hours', { smart_count: ms / 3_600_000, _: `Last ${ms / 3_600_000} hour(s)` });

/**
 * A clock button showing the window; it opens the choices. The full panel of part2 §2.4
 * (fixed period, Cancel and Update) replaces the menu without changing this API.
 */
export const HistoryWindowPicker = ({ value, onChange }: { value: HistoryWindow; onChange: (window: HistoryWindow) => void }) => {
    const translate = useTranslate();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const text =
        value.historyType === 'LAST_INTERVAL'
            ? durationText(value.timewindowMs, translate)
            : `${new Date(value.fixedTimewindow.startTimeMs).toLocaleString()} – ${new Date(value.fixedTimewindow.endTimeMs).toLocaleString()}`;
    return (
        <>
            <Button size="small" startIcon={<AccessTimeIcon />} onClick={event => setAnchor(event.currentTarget)} sx={{ textTransform: 'none' }}>
                {text}
            </Button>
            <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
                {LAST_INTERVALS_MS.map(ms => (
                    <MenuItem
                        key={ms}
                        selected={value.historyType === 'LAST_INTERVAL' && value.timewindowMs === ms}
                        onClick={() => {
                            setAnchor(null);
                            onChange({ historyType: 'LAST_INTERVAL', timewindowMs: ms });
                        }}
                    >
                        {durationText(ms, translate)}
                    </MenuItem>
                ))}
            </Menu>
        </>
    );
};
