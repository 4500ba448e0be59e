import Box from '@mui/material/Box';
import { ledLook, LED_DEFAULT_SIZE } from './ledLight';

export interface LedLightProps {
    size?: number;
    colorOn: string;
    colorOff: string;
    offOpacity?: number;
    enabled: boolean;
    label?: string;
}

/** A round lamp: lit in colorOn with a glow, or colorOff at the off opacity. */
export const LedLight = ({ size = LED_DEFAULT_SIZE, colorOn, colorOff, offOpacity, enabled, label }: LedLightProps) => {
    const look = ledLook({ size, colorOn, colorOff, offOpacity, enabled });
    return (
        <Box sx={{ width: size, height: size, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }} role="img" aria-label={label}>
            <Box
                data-testid="led-lamp"
                sx={{
                    width: look.diameter,
                    height: look.diameter,
                    borderRadius: '50%',
                    bgcolor: look.color,
                    opacity: look.opacity,
                    boxShadow: look.glow ?? 'none',
                    transition: 'background-color 0.2s, box-shadow 0.2s, opacity 0.2s',
                }}
            />
        </Box>
    );
};
