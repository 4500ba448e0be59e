/** Side menu width (part 1 §2): 250 px, or the screen minus 56 px under 456 px. */
export const SIDE_MENU_WIDTH = 250;
export const NARROW_SCREEN_MAX = 456;
export const NARROW_MENU_WIDTH = 'calc(100% - 56px)';
/** Menu toggle animation. */
export const MENU_TOGGLE_MS = 750;
