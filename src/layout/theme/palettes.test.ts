import { createTheme, decomposeColor, type Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { ALARM_SEVERITIES } from '../../components/alarms/alarmSeverity';
import { adminThemeFor } from '../adminTheme';
import { brandThemeOptionsFor } from '../theme';
import { AA_NON_TEXT, AA_TEXT, contrastOn } from './contrast';
import { readableSeverityColor } from './severityText';
import type { PaletteMode } from './themeModeStore';

/** Every colour pair the shipped palettes put text or controls on, with the ratio WCAG 2.1 AA asks of it. */
const pairsOf = (theme: Theme): Array<[name: string, foreground: string, background: string, minimum: number]> => {
    const { palette } = theme;
    const surfaces = { paper: palette.background.paper, background: palette.background.default };
    const pairs: Array<[string, string, string, number]> = [];
    for (const [surface, background] of Object.entries(surfaces)) {
        pairs.push([`text.primary on ${surface}`, palette.text.primary, background, AA_TEXT]);
        pairs.push([`text.secondary on ${surface}`, palette.text.secondary, background, AA_TEXT]);
        // Links, outlined and text buttons, focused field labels, selected tabs.
        pairs.push([`primary (links) on ${surface}`, palette.primary.main, background, AA_TEXT]);
        pairs.push([`secondary on ${surface}`, palette.secondary.main, background, AA_TEXT]);
        // Outlined chips, helper texts and alerts write in the status colours.
        for (const status of ['error', 'warning', 'info', 'success'] as const) pairs.push([`${status} text on ${surface}`, palette[status].main, background, AA_TEXT]);
        pairs.push([`divider-strength borders (outlined inputs) on ${surface}`, palette.mode === 'light' ? 'rgba(0, 0, 0, 0.42)' : 'rgba(255, 255, 255, 0.7)', background, AA_NON_TEXT]);
    }
    // Contained buttons and filled chips: their text on their colour.
    for (const color of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) pairs.push([`${color}.contrastText on ${color}`, palette[color].contrastText, palette[color].main, AA_TEXT]);
    // A contained button under the pointer takes the colour's dark shade.
    pairs.push(['primary.contrastText on primary.dark (hover)', palette.primary.contrastText, palette.primary.dark, AA_TEXT]);
    // The app bar: coloured in light mode, the dark paper in dark mode (MUI's enableColorOnDark=false).
    if (palette.mode === 'light') pairs.push(['app bar text on the app bar', palette.primary.contrastText, palette.primary.main, AA_TEXT]);
    else pairs.push(['app bar text on the app bar', palette.text.primary, palette.background.paper, AA_TEXT]);
    return pairs;
};

const failures = (theme: Theme) =>
    pairsOf(theme)
        .map(([name, foreground, background, minimum]) => ({ name, ratio: Math.round(contrastOn(foreground, background) * 100) / 100, minimum }))
        .filter(({ ratio, minimum }) => ratio < minimum);

describe.each<PaletteMode>(['light', 'dark'])('the %s palette', mode => {
    it('meets WCAG 2.1 AA in the console', () => {
        expect(failures(createTheme(adminThemeFor(mode)))).toEqual([]);
    });

    it('meets WCAG 2.1 AA on the public pages', () => {
        expect(failures(createTheme(brandThemeOptionsFor(mode)))).toEqual([]);
    });

    // Accepted accents (at least 3:1 on white, see accentContrast) from light to dark and across hues.
    it.each(['#305680', '#e91e63', '#ff5722', '#009688', '#767676', '#1b5e20', '#000000', '#4a148c', '#0d47a1'])('keeps AA with the tenant accent %s', accent => {
        const theme = createTheme(adminThemeFor(mode, accent));
        const primaryPairs = pairsOf(theme).filter(([name]) => name.startsWith('primary') || name.startsWith('app bar'));
        const ratios = primaryPairs.map(([name, foreground, background, minimum]) => ({ name, ok: contrastOn(foreground, background) >= minimum }));
        expect(ratios.filter(ratio => !ratio.ok)).toEqual([]);
    });
});

describe('contrastOn', () => {
    it('measures translucent text as it shows on its background', () => {
        expect(contrastOn('#000000', '#ffffff')).toBe(21);
        // Black at 60 % on white is #666666: 5.74:1.
        expect(contrastOn('rgba(0, 0, 0, 0.6)', '#ffffff')).toBeCloseTo(5.74, 1);
    });
});

describe('severity labels', () => {
    it.each<PaletteMode>(['light', 'dark'])('read at AA on the %s paper, in their own hue', mode => {
        const paper = createTheme(adminThemeFor(mode)).palette.background.paper;
        const unreadable = Object.entries(ALARM_SEVERITIES)
            .map(([severity, { color }]) => ({ severity, ratio: contrastOn(readableSeverityColor(color, paper), paper) }))
            .filter(({ ratio }) => ratio < AA_TEXT);
        expect(unreadable).toEqual([]);
        // Red stays red: only its lightness moves.
        const [red, green, blue] = decomposeColor(readableSeverityColor('red', paper)).values;
        expect(red).toBeGreaterThan(200);
        expect(green).toBe(blue);
    });
});
