import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { brandThemeOptions } from './theme';

/** react-admin's default theme (component defaults, sidebar) in the brand's colours. */
export const adminTheme: RaThemeOptions = {
    ...defaultTheme,
    palette: { ...defaultTheme.palette, ...brandThemeOptions.palette },
    breakpoints: brandThemeOptions.breakpoints,
    shape: brandThemeOptions.shape,
    sidebar: { width: 250, closedWidth: 56 },
    typography: { ...defaultTheme.typography, ...brandThemeOptions.typography },
};
