import type { LegendSettings } from './legendConfig';

/** Below this body height (px) a top or bottom legend is compacted; below this width, a side legend. */
export const SMALL_BOX = { height: 320, width: 480 } as const;
/** The share of the body a legend may take: ThingsBoard's roomy boxes, and small ones where the chart must keep most of it. */
const SHARE = { roomy: 0.4, small: 0.25, side: 0.5, narrowSide: 0.35 } as const;
/** A compact legend still shows one line of entries (px). */
const ONE_LINE = 24;

export interface LegendFit {
    /** The legend's settings as drawn: a column table becomes one wrapping line of entries in a small box. */
    config: LegendSettings;
    /** The legend's largest size along the body's direction (height for top and bottom, width for the sides): px, or a share before the body is measured; it scrolls beyond. */
    maxSize: number | `${number}%`;
}

/**
 * How a widget's legend fits a body of `width` × `height` px. As ThingsBoard's small widgets do,
 * the chart keeps most of a small box: a top or bottom legend gets at most a quarter of its height
 * (one line at least) and shows its entries on wrapping lines, statistics inline, instead of a
 * table of one row per key; a side legend of a narrow box gets at most a third of its width.
 * Roomy boxes keep the configured legend and ThingsBoard's share (40 % of the height, half the width).
 */
export function fitLegend(config: LegendSettings, width: number, height: number): LegendFit {
    const side = config.position === 'left' || config.position === 'right';
    // Not measured yet (or no layout, as in tests): the configured legend at the roomy shares.
    if (width <= 0 || height <= 0) return { config, maxSize: `${(side ? SHARE.side : SHARE.roomy) * 100}%` };
    if (side) {
        return { config, maxSize: Math.round(width * (width < SMALL_BOX.width ? SHARE.narrowSide : SHARE.side)) };
    }
    const small = height < SMALL_BOX.height;
    return {
        config: small && config.direction === 'column' ? { ...config, direction: 'row' } : config,
        maxSize: Math.max(ONE_LINE, Math.round(height * (small ? SHARE.small : SHARE.roomy))),
    };
}
