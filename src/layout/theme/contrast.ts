import { darken, decomposeColor, getContrastRatio, getLuminance, lighten, recomposeColor } from '@mui/material/styles';

/** WCAG 2.1 AA: 4.5:1 for text, 3:1 for large text and user-interface parts (1.4.3, 1.4.11). */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

/** A translucent colour (hex or rgb/rgba) as it shows on an opaque background: text.secondary is black at 60 %. */
export const flatten = (color: string, background: string): string => {
    const { values } = decomposeColor(color);
    const alpha = values[3] ?? 1;
    if (alpha >= 1) return color;
    const base = decomposeColor(background).values;
    const mix = [0, 1, 2].map(index => Math.round(values[index] * alpha + base[index] * (1 - alpha)));
    return recomposeColor({ type: 'rgb', values: [mix[0], mix[1], mix[2]] });
};

/** The contrast ratio of a (possibly translucent) colour on an opaque background, 1 to 21. */
export const contrastOn = (color: string, background: string): number => getContrastRatio(flatten(color, background), background);

/**
 * The colour, darkened on light surfaces or lightened on dark ones, just enough to reach `minimum`
 * against each of them: a tenant's accent keeps its hue and stays readable as link or button text.
 */
export const readableOn = (color: string, surfaces: readonly string[], minimum = AA_TEXT): string => {
    const shift = getLuminance(surfaces[0]) > 0.5 ? darken : lighten;
    for (let step = 0; step <= 40; step++) {
        const candidate = step === 0 ? color : shift(color, step / 40);
        if (surfaces.every(surface => getContrastRatio(candidate, surface) >= minimum)) return candidate;
    }
    return shift(color, 1);
};
