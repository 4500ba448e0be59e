import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The backdrop's brand gradient, deeper in the dark theme so the dark card stands out. */
const BACKDROPS = {
    light: 'radial-gradient(circle at 20% 15%, #4a76a8 0%, transparent 45%), linear-gradient(160deg, #305680 0%, #1d3553 100%)',
    dark: 'radial-gradient(circle at 20% 15%, #223c5c 0%, transparent 45%), linear-gradient(160deg, #172a42 0%, #080d14 100%)',
} as const;

/** Full-page backdrop that centres the card of a public page (sign-in, password reset). */
export const PublicLayout = ({ children }: { children: ReactNode }) => (
    <Box
        sx={{
            minHeight: '100vh',
            display: 'flex',
            alignItems: { xs: 'stretch', sm: 'center' },
            justifyContent: 'center',
            p: { xs: 0, sm: 3 },
            background: theme => BACKDROPS[theme.palette.mode],
        }}
    >
        {children}
    </Box>
);
