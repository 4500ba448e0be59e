/** ThingsBoard's padding of a widget's content when its config sets none. */
const DEFAULT_PADDING = '8px';
/** One to four CSS lengths (`0`, `8px`, `0.5em 1em`): what ThingsBoard's widget padding field takes. */
const PADDING = /^(?:(?:\d{1,3}(?:\.\d{1,3})?(?:px|em|rem|%)|0)(?:\s+|$)){1,4}$/;

/** The widget config's padding (ThingsBoard's HTML cards set '0px' to fill their box), else 8 px. */
export const widgetPadding = (padding: unknown): string =>
    typeof padding === 'string' && PADDING.test(padding.trim()) ? padding.trim() : DEFAULT_PADDING;
