import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { BRAND_PALETTES, brandThemeOptions, primaryFor } from './theme';
import { readableOn } from './theme/contrast';
import type { PaletteMode } from './theme/themeModeStore';

const RA_THEMES = { light: defaultLightTheme, dark: defaultDarkTheme } as const;

/**
 * react-admin's theme (component defaults, sidebar) in the brand's light or dark palette. A
 * tenant's accent replaces the primary colour, shifted just enough to stay readable (AA) on the
 * palette's paper; MUI then picks a black or white text for it by the same 4.5:1 threshold.
 */
export const adminThemeFor = (mode: PaletteMode, accentColor: string | null = null): RaThemeOptions => {
    const base = RA_THEMES[mode];
    const brand = BRAND_PALETTES[mode];
    const primary = accentColor ? primaryFor(mode, readableOn(accentColor, [brand.background.paper, brand.background.default])) : brand.primary;
    return {
        ...base,
        palette: { ...base.palette, ...brand, primary },
        breakpoints: brandThemeOptions.breakpoints,
        shape: brandThemeOptions.shape,
        sidebar: { width: 250, closedWidth: 56 },
        typography: { ...base.typography, ...brandThemeOptions.typography },
    };
};

export const adminTheme: RaThemeOptions = adminThemeFor('light');
