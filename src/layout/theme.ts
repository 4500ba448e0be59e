import { createTheme, lighten, type PaletteOptions, type ThemeOptions } from '@mui/material/styles';
import type { PaletteMode } from './theme/themeModeStore';

/**
 * The brand, shared by the public pages and the console, in a light and a dark palette. The
 * console merges it into react-admin's theme in adminTheme.ts; this file stays free of
 * react-admin so the sign-in page does not load it. Every pair of colours here is checked for
 * WCAG AA contrast in theme/palettes.test.ts.
 */
/**
 * The primary colour with its hover shade. A contained button under the pointer takes
 * primary.dark; on dark paper the primary is light and its text dark, so MUI's darker shade fell
 * under AA (4.49:1): there the hover shade is lighter instead.
 */
export const primaryFor = (mode: PaletteMode, main: string) => (mode === 'dark' ? { main, dark: lighten(main, 0.15) } : { main });

export const BRAND_PALETTES = {
    light: {
        mode: 'light',
        primary: { main: '#305680' }, // ThingsBoard's primary blue
        secondary: { main: '#466f9c' },
        background: { default: '#f3f5f9', paper: '#ffffff' },
        // MUI's orange and light blue, darkened to be readable as text (outlined chips, alerts).
        warning: { main: '#b75301' },
        info: { main: '#0173b1' },
        // contrastText of the status colours (buttons, chips) at AA, not MUI's 3:1.
        contrastThreshold: 4.5,
    },
    dark: {
        mode: 'dark',
        // The logo's light blue: the brand's hue, readable on the dark paper.
        primary: primaryFor('dark', '#8fb3dc'),
        secondary: { main: '#a9c6e8' },
        background: { default: '#0f141b', paper: '#18202a' },
        error: { main: '#f66a5f' }, // MUI's red, lightened for the dark paper
        contrastThreshold: 4.5,
    },
} as const satisfies Record<PaletteMode, PaletteOptions>;

const brandInvariants = {
    // The spec's breakpoints (part 2 §9): md starts at gt-sm, 960 px.
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
    shape: { borderRadius: 6 },
    typography: {
        fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
        button: { textTransform: 'none', fontWeight: 500 },
    },
} satisfies ThemeOptions;

export const brandThemeOptionsFor = (mode: PaletteMode) => ({ ...brandInvariants, palette: BRAND_PALETTES[mode] }) satisfies ThemeOptions;

/** The light brand, for code and tests that need one fixed theme. */
export const brandThemeOptions = brandThemeOptionsFor('light');
export const brandTheme = createTheme(brandThemeOptions);
