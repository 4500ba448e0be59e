import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useDirection } from '../direction/useDirection';
import { brandThemeOptionsFor } from '../theme';
import { useThemeMode } from './useThemeMode';

/**
 * The brand theme in the person's light or dark palette, with the page background (CssBaseline):
 * the public pages use it as is, the console sets its own react-admin theme inside it.
 */
export const BrandThemeProvider = ({ children }: { children: ReactNode }) => {
    const { paletteMode } = useThemeMode();
    const direction = useDirection();
    const theme = useMemo(() => createTheme({ ...brandThemeOptionsFor(paletteMode), direction }), [paletteMode, direction]);
    return (
        <ThemeProvider theme={theme}>
            <CssBaseline enableColorScheme />
            {children}
        </ThemeProvider>
    );
};
