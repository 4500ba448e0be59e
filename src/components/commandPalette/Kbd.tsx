import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A key as printed on the keyboard. */
export const Kbd = ({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) => (
    <Box
        component="kbd"
        sx={[
            {
                display: 'inline-block',
                minWidth: 20,
                px: 0.75,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'background.paper',
                color: 'text.secondary',
                fontFamily: 'inherit',
                fontSize: '0.75rem',
                lineHeight: '18px',
                textAlign: 'center',
            },
            ...(Array.isArray(sx) ? sx : [sx]),
        ]}
    >
        {children}
    </Box>
);
