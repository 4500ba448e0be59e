import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { usePublicTranslate } from '../../providers/i18n/PublicTranslateContext';
import { useDirection } from '../direction/useDirection';
import { brandThemeOptionsFor } from '../theme';
import { withProgressLabels } from './progressLabels';
import { useThemeMode } from './useThemeMode';

/**
 * The brand theme in the person's light or dark palette, with the page background (CssBaseline):
 * the public pages use it as is, the console sets its own react-admin theme inside it.
 */
export const BrandThemeProvider = ({ children }: { children: ReactNode }) => {
    const { paletteMode } = useThemeMode();
    const direction = useDirection();
    const loading = usePublicTranslate()('app.loading');
    const theme = useMemo(
        () => createTheme(withProgressLabels({ ...brandThemeOptionsFor(paletteMode), direction }, loading)),
        [paletteMode, direction, loading]
    );
    return (
        <ThemeProvider theme={theme}>
            <CssBaseline enableColorScheme />
            {children}
        </ThemeProvider>
    );
};
