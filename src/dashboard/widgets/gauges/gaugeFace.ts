import type { WidgetConfig } from '../../model/dashboardConfig';

/**
 * The panel a gauge is drawn on. ThingsBoard gives its neon and digital gauges a black card and its
 * LCD gauges a grey-green one (the widget's backgroundColor and color); that panel is the look,
 * so it stays in the dark theme too. A white card (every other gauge) follows the theme instead.
 */
export interface GaugeFace {
    background: string | null;
    /** The text and segment colour on that panel; null follows the theme. */
    ink: string | null;
    /** LCD-style unlit segments behind the digits. */
    ghost: string | null;
}

const THEME_FOLLOWERS = /^(#fff|#ffffff|white|rgb\(255,\s*255,\s*255\)|rgba\(255,\s*255,\s*255,\s*1\)|transparent)$/i;
const DEFAULT_INKS = /^(rgba\(0,\s*0,\s*0,\s*0\.87\)|#000|#000000)$/i;

const clean = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The widget's own panel, else the type's (`typeFace`), with white meaning the theme's card. */
export function gaugeFaceOf(config: Pick<WidgetConfig, 'backgroundColor' | 'color'>, typeFace?: { background: string; color: string }): GaugeFace {
    const background = clean(config.backgroundColor) ?? typeFace?.background ?? null;
    if (!background || THEME_FOLLOWERS.test(background)) return { background: null, ink: null, ghost: null };
    const color = clean(config.color) ?? typeFace?.color ?? null;
    const dark = isDark(background);
    const ink = color && !(dark && DEFAULT_INKS.test(color)) ? color : dark ? 'rgba(255, 255, 255, 0.87)' : 'rgba(0, 0, 0, 0.8)';
    return { background, ink, ghost: dark ? 'rgba(255, 255, 255, 0.06)' : 'rgba(0, 0, 0, 0.07)' };
}

/** True for a dark #rgb/#rrggbb/rgb() colour (luminance under one half). */
export function isDark(color: string): boolean {
    const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color);
    let rgb: number[] | null = null;
    if (hex) {
        const digits = hex[1]!.length === 3 ? [...hex[1]!].map(digit => digit + digit).join('') : hex[1]!;
        rgb = [0, 2, 4].map(start => parseInt(digits.slice(start, start + 2), 16));
    } else {
        const match = /^rgba?\(([^)]+)\)$/i.exec(color);
        if (match) rgb = match[1]!.split(',').slice(0, 3).map(part => Number(part.trim()));
    }
    if (!rgb || rgb.some(channel => !Number.isFinite(channel))) return false;
    return (0.2126 * rgb[0]! + 0.7152 * rgb[1]! + 0.0722 * rgb[2]!) / 255 < 0.5;
}
