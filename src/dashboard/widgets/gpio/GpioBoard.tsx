import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, getContrastRatio } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { BOARD_PADDING, COLUMN_GAP, gpioBoardMetrics, LABEL_GAP, labelWidthEm, LINE_HEIGHT, ROW_GAP } from './gpioBoardMetrics';
import { gpioRowsOf, type GpioPin } from './gpioSettings';

/** White or black, whichever reads better on the panel; white for a colour MUI cannot read (a CSS name). */
function textColorOn(background: string): string {
    try {
        return getContrastRatio(background, '#fff') >= getContrastRatio(background, '#000') ? '#fff' : 'rgba(0, 0, 0, 0.87)';
    } catch {
        return '#fff';
    }
}

export interface GpioBoardProps {
    pins: readonly GpioPin[];
    background: string;
    /** The control of a pin (its LED or its switch), drawn for a full 32 px row and scaled to the row. */
    cell: (pin: GpioPin) => ReactNode;
    label: string;
    /** The widget's box in px. */
    width: number;
    height: number;
}

/**
 * The board every GPIO widget draws: rows of two pins on the panel's colour, the left column's
 * labels on the left and the right column's on the right, as on the device's header. The rows
 * share the box's height and the labels take the largest font that fits (gpioBoardMetrics).
 */
export const GpioBoard = ({ pins, background, cell, label, width, height }: GpioBoardProps) => {
    const rows = gpioRowsOf(pins);
    const metrics = gpioBoardMetrics(width, height, rows.length, Math.max(0, ...pins.map(pin => labelWidthEm(pin.label))));
    const color = textColorOn(background);
    return (
        <Box
            role="group"
            aria-label={label}
            sx={{ position: 'absolute', inset: 0, overflow: 'auto', bgcolor: background, borderRadius: 1, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignContent: 'center' }}
            style={{ padding: BOARD_PADDING, columnGap: COLUMN_GAP, rowGap: ROW_GAP, gridAutoRows: metrics.rowHeight }}
        >
            {rows.flatMap(([left, right], index) =>
                [left, right].map((pin, column) => (
                    <Box key={`${index}-${column}`} data-gpio-cell sx={{ display: 'flex', alignItems: 'center', minWidth: 0, flexDirection: column === 0 ? 'row' : 'row-reverse' }} style={{ gap: LABEL_GAP }}>
                        {pin && (
                            <>
                                <Typography
                                    component="span"
                                    title={pin.label}
                                    sx={{ flex: 1, minWidth: 0, color, textAlign: column === 0 ? 'right' : 'left', lineHeight: LINE_HEIGHT, overflow: 'hidden', overflowWrap: 'anywhere' }}
                                    style={{ fontSize: metrics.labelFontSize, whiteSpace: metrics.wrapLabels ? 'normal' : 'nowrap' }}
                                >
                                    {pin.label}
                                </Typography>
                                <Box sx={{ flexShrink: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: 0.5, bgcolor: alpha('#000', 0.18), overflow: 'hidden' }} style={{ width: metrics.cellWidth, height: metrics.rowHeight }}>
                                    <Box sx={{ display: 'flex', flexShrink: 0 }} style={{ transform: `scale(${metrics.cellScale})` }}>
                                        {cell(pin)}
                                    </Box>
                                </Box>
                            </>
                        )}
                    </Box>
                )),
            )}
        </Box>
    );
};
