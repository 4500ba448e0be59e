import type { Theme } from '@mui/material/styles';

/**
 * A colour from a widget's settings, read in the current theme. ThingsBoard's default configs
 * spell out light-theme greys (a #545454 label, an #eeeeee track); kept as they are, they vanish on
 * a dark card. A colour equal to the type's own default follows the theme instead; a colour the
 * author picked is kept.
 */
export function settingColor(chosen: string | null | undefined, typeDefaults: string | readonly string[] | null, themed: string): string {
    if (!chosen) return themed;
    const defaults = typeDefaults === null ? [] : typeof typeDefaults === 'string' ? [typeDefaults] : typeDefaults;
    const spelled = chosen.trim().toLowerCase().replace(/\s+/g, '');
    return defaults.some(candidate => candidate.toLowerCase().replace(/\s+/g, '') === spelled) ? themed : chosen;
}

/** A #rrggbb colour with an opacity (0 to 1); other notations are returned unchanged. */
export function withAlpha(color: string, alpha: number): string {
    if (!/^#[0-9a-f]{6}$/i.test(color)) return color;
    const channel = Math.round(Math.min(1, Math.max(0, alpha)) * 255);
    return `${color}${channel.toString(16).padStart(2, '0')}`;
}

/** The card's ink for text drawn on the chart (SVG fills read no CSS theme). */
export const inkOf = (theme: Theme) => ({ primary: theme.palette.text.primary, secondary: theme.palette.text.secondary, grid: theme.palette.divider, paper: theme.palette.background.paper });

/** Widget drawings write in the console's font, also where no page style reaches the SVG (exports, previews). */
export const SVG_STYLE = { display: 'block', fontFamily: 'Roboto, Helvetica, Arial, sans-serif' } as const;
