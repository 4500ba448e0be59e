import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { usePublicTranslate } from '../../providers/i18n/PublicTranslateContext';
import { useDirection } from '../direction/useDirection';
import { brandThemeOptionsFor } from '../theme';
import { withComponentTexts } from './componentTexts';
import { useThemeMode } from './useThemeMode';

/**
 * The brand theme in the person's light or dark palette, with the page background (CssBaseline):
 * the public pages use it as is, the console sets its own react-admin theme inside it.
 */
export const BrandThemeProvider = ({ children }: { children: ReactNode }) => {
    const { paletteMode } = useThemeMode();
    const direction = useDirection();
    const translate = usePublicTranslate();
    const theme = useMemo(
        () => createTheme(withComponentTexts({ ...brandThemeOptionsFor(paletteMode), direction }, translate)),
        [paletteMode, direction, translate]
    );
    return (
        <ThemeProvider theme={theme}>
            <CssBaseline enableColorScheme />
            {children}
        </ThemeProvider>
    );
};
