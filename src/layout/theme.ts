import { createTheme, type ThemeOptions } from '@mui/material/styles';

/**
 * The brand, shared by the public pages and the console. The console merges it into
 * react-admin's theme in adminTheme.ts; this file stays free of react-admin so the
 * sign-in page does not load it.
 */
export const brandThemeOptions = {
    // The spec's breakpoints (part 2 §9): md starts at gt-sm, 960 px.
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
    palette: {
        primary: { main: '#305680' }, // ThingsBoard's primary blue
        secondary: { main: '#527dad' },
        background: { default: '#f3f5f9' },
    },
    shape: { borderRadius: 6 },
    typography: {
        fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
        button: { textTransform: 'none', fontWeight: 500 },
    },
} satisfies ThemeOptions;

export const brandTheme = createTheme(brandThemeOptions);
