import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, getContrastRatio } from '@mui/material/styles';
import type { ReactNode } from 'react';
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
    /** The control of a pin (its LED or its switch). */
    cell: (pin: GpioPin) => ReactNode;
    label: string;
}

/**
 * The board every GPIO widget draws: rows of two pins on the panel's colour, the left column's
 * labels on the left and the right column's on the right, as on the device's header.
 */
export const GpioBoard = ({ pins, background, cell, label }: GpioBoardProps) => (
    <Box role="group" aria-label={label} sx={{ position: 'absolute', inset: 0, overflow: 'auto', bgcolor: background, borderRadius: 1, p: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 0.5 }}>
        {gpioRowsOf(pins).map(([left, right], index) => (
            <Box key={index} sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, minHeight: 28 }}>
                {[left, right].map((pin, column) => (
                    <Box key={column} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexDirection: column === 0 ? 'row' : 'row-reverse', justifyContent: 'flex-start' }}>
                        {pin && (
                            <>
                                <Typography variant="body2" noWrap sx={{ flex: 1, color: textColorOn(background), textAlign: column === 0 ? 'right' : 'left', minWidth: 0 }}>
                                    {pin.label}
                                </Typography>
                                <Box sx={{ flexShrink: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', width: 40, height: 28, borderRadius: 0.5, bgcolor: alpha('#000', 0.18) }}>
                                    {cell(pin)}
                                </Box>
                            </>
                        )}
                    </Box>
                ))}
            </Box>
        ))}
    </Box>
);
