import AccessTimeIcon from '@mui/icons-material/AccessTime';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Popover from '@mui/material/Popover';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { HistoryWindow } from './historyWindow';
import { HistoryWindowPanel } from './HistoryWindowPanel';
import { historyWindowText } from './historyWindowText';
import { PANEL_MAX_HEIGHT, PANEL_MIN_WIDTH, panelPlacement, type PanelPlacement } from './panelPlacement';

export interface HistoryWindowPickerProps {
    value: HistoryWindow;
    onChange: (window: HistoryWindow) => void;
    disabled?: boolean;
}

/**
 * The time-window picker of part2 §2.4 in history-only mode: a clock button with the window's text
 * that opens the panel, anchored to the button on screens wider than 599 px (upward or end-aligned
 * when there is no room) and full screen on smaller ones. Closing without Update changes nothing.
 */
export const HistoryWindowPicker = ({ value, onChange, disabled }: HistoryWindowPickerProps) => {
    const translate = useTranslate();
    const [open, setOpen] = useState<{ anchor: HTMLElement; placement: PanelPlacement } | null>(null);
    const close = () => setOpen(null);
    const text = historyWindowText(value, translate);
    const panel = open && (
        <HistoryWindowPanel
            value={value}
            onCancel={close}
            onUpdate={window => {
                close();
                onChange(window);
            }}
        />
    );
    return (
        <>
            <Button
                size="small"
                color="inherit"
                startIcon={<AccessTimeIcon />}
                disabled={disabled}
                aria-label={`${translate('timewindow.edit')}: ${text}`}
                aria-haspopup="dialog"
                onClick={event => {
                    const anchor = event.currentTarget;
                    const placement = panelPlacement(anchor.getBoundingClientRect(), { width: globalThis.innerWidth, height: globalThis.innerHeight });
                    setOpen({ anchor, placement });
                }}
                sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
            >
                {text}
            </Button>
            {open?.placement.fullScreen && (
                <Dialog open fullScreen onClose={close} slotProps={{ paper: { 'aria-label': translate('timewindow.edit') } }}>
                    {panel}
                </Dialog>
            )}
            {open && !open.placement.fullScreen && (
                <Popover
                    open
                    anchorEl={open.anchor}
                    onClose={close}
                    anchorOrigin={{ vertical: open.placement.openUp ? 'top' : 'bottom', horizontal: open.placement.alignEnd ? 'right' : 'left' }}
                    transformOrigin={{ vertical: open.placement.openUp ? 'bottom' : 'top', horizontal: open.placement.alignEnd ? 'right' : 'left' }}
                    slotProps={{ paper: { role: 'dialog', 'aria-label': translate('timewindow.edit'), sx: { minWidth: PANEL_MIN_WIDTH, maxHeight: PANEL_MAX_HEIGHT } } }}
                >
                    {panel}
                </Popover>
            )}
        </>
    );
};
