/** The time-window panel's geometry (part2 §2.4). */
export const PANEL_MIN_WIDTH = 417;
export const PANEL_MAX_HEIGHT = 550;
/** Screens this wide or narrower get the panel full screen. */
export const SMALL_SCREEN_MAX_WIDTH = 599;
/** Less room than this below the button opens the panel upward. */
const MIN_SPACE_BELOW = 375;

export interface PanelPlacement {
    fullScreen: boolean;
    /** Above the button rather than below it. */
    openUp: boolean;
    /** Its right edge on the button's right edge rather than its left edge on the button's left edge. */
    alignEnd: boolean;
}

/** Where the panel opens for a button at `anchor` in a viewport of `width` × `height`. */
export function panelPlacement(anchor: { left: number; bottom: number }, viewport: { width: number; height: number }): PanelPlacement {
    return {
        fullScreen: viewport.width <= SMALL_SCREEN_MAX_WIDTH,
        openUp: viewport.height - anchor.bottom < MIN_SPACE_BELOW,
        alignEnd: viewport.width - anchor.left < PANEL_MIN_WIDTH,
    };
}
