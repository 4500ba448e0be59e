import AccessTimeIcon from '@mui/icons-material/AccessTime';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DEFAULT_MAX_DATAPOINTS_LIMIT, maxDatapointsFromServer } from '../../lib/time/aggregation';
import { storedTimewindow, timewindowModel, type Timewindow, type TimewindowModel } from '../../lib/time/timewindow';
import { timewindowText, timewindowZoneText } from '../../lib/time/timewindowText';
import { useSessionDetails } from '../pickers/useSessionDetails';
import { PANEL_MAX_HEIGHT, PANEL_MIN_WIDTH, panelPlacement, type PanelPlacement } from './panelPlacement';
import { TimewindowPanel, type TimewindowPanelOptions } from './TimewindowPanel';

export interface TimewindowPickerProps extends TimewindowPanelOptions {
    /** The stored window (ThingsBoard's JSON); missing parts take the defaults. */
    value: Timewindow | null | undefined;
    /** The window after Update, as ThingsBoard stores it. */
    onChange: (value: Timewindow) => void;
    /** A button (toolbars) rather than an inline label. */
    asButton?: boolean;
    /** Keep 'History - ' in history-only mode. */
    alwaysDisplayTypePrefix?: boolean;
    disabled?: boolean;
    /** Overrides the server's max datapoints (else the session's, else 500). */
    maxDatapoints?: number;
    /** The clock, for tests. */
    now?: () => number;
}

/** Whether the control opens at all (part2 §4): not when disabled, nor outside edit mode when everything it could change is hidden. */
export const isTimewindowDisabled = (model: TimewindowModel, { disabled, isEdit, aggregation }: Pick<TimewindowPickerProps, 'disabled' | 'isEdit' | 'aggregation'>): boolean =>
    Boolean(disabled) || (!isEdit && model.hideInterval && (!aggregation || (model.hideAggregation && model.hideAggInterval)));

/**
 * The time-window control of part2 §2.4: a clock with the window's text and zone abbreviation,
 * opening the panel anchored to it on screens wider than 599 px (upward or end-aligned when there
 * is no room) and full screen on smaller ones. A click beside the panel closes it without saving.
 */
export const TimewindowPicker = ({ value, onChange, asButton = false, alwaysDisplayTypePrefix, disabled, maxDatapoints, now = Date.now, ...options }: TimewindowPickerProps) => {
    const translate = useTranslate();
    const session = useSessionDetails();
    const maxLimit = maxDatapointsFromServer(maxDatapoints ?? session?.maxDatapointsLimit ?? DEFAULT_MAX_DATAPOINTS_LIMIT);
    const [open, setOpen] = useState<{ anchor: HTMLElement; placement: PanelPlacement; model: TimewindowModel } | null>(null);
    const close = () => setOpen(null);

    const model = timewindowModel(value, { now: now(), maxDatapoints: maxLimit }, options);
    const text = timewindowText(model, translate, { historyOnly: options.historyOnly, alwaysDisplayTypePrefix });
    const zone = timewindowZoneText(model, now());
    const blocked = isTimewindowDisabled(model, { disabled, isEdit: options.isEdit, aggregation: options.aggregation });
    const label = `${translate('timewindow.edit')}: ${text}${zone ? ` ${zone}` : ''}`;

    const openPanel = (anchor: HTMLElement) => {
        if (blocked) return;
        const placement = panelPlacement(anchor.getBoundingClientRect(), { width: globalThis.innerWidth, height: globalThis.innerHeight });
        setOpen({ anchor, placement, model });
    };
    const content = (
        <>
            {text}
            {zone && (
                <Typography component="span" variant="caption" sx={{ ml: 0.75, px: 0.5, borderRadius: 0.5, bgcolor: 'action.selected', fontWeight: 500 }}>
                    {zone}
                </Typography>
            )}
        </>
    );
    const panel = open && (
        <TimewindowPanel
            {...options}
            value={open.model}
            maxDatapoints={maxLimit}
            onCancel={close}
            onUpdate={updated => {
                close();
                onChange(storedTimewindow(updated));
            }}
        />
    );

    return (
        <>
            {asButton ? (
                <Button
                    size="small"
                    color="inherit"
                    startIcon={<AccessTimeIcon />}
                    disabled={blocked}
                    aria-label={label}
                    aria-haspopup="dialog"
                    onClick={event => openPanel(event.currentTarget)}
                    sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
                >
                    {content}
                </Button>
            ) : (
                <Box
                    component="button"
                    type="button"
                    disabled={blocked}
                    aria-label={label}
                    aria-haspopup="dialog"
                    onClick={event => openPanel(event.currentTarget)}
                    sx={{
                        display: 'inline-flex', alignItems: 'center', gap: 0.75, border: 0, bgcolor: 'transparent', color: 'inherit', font: 'inherit',
                        typography: 'body2', p: 0.5, borderRadius: 1, whiteSpace: 'nowrap', cursor: blocked ? 'default' : 'pointer',
                        opacity: blocked ? 0.6 : 1, '&:hover': blocked ? undefined : { bgcolor: 'action.hover' },
                        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
                    }}
                >
                    <AccessTimeIcon fontSize="small" />
                    <span>{content}</span>
                </Box>
            )}
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
                    slotProps={{
                        backdrop: { invisible: true },
                        paper: { role: 'dialog', 'aria-label': translate('timewindow.edit'), sx: { minWidth: PANEL_MIN_WIDTH, maxHeight: PANEL_MAX_HEIGHT, display: 'flex', flexDirection: 'column' } },
                    }}
                >
                    {panel}
                </Popover>
            )}
        </>
    );
};
