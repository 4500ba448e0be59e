export type ToastKind = 'success' | 'info' | 'warn' | 'error';

/** Colours of part 2 §2.5 and default durations (null: stays until closed) of part 2 §9. */
export const TOAST_KINDS: Record<ToastKind, { background: string; durationMs: number | null }> = {
    info: { background: '#323232', durationMs: null }, // dark grey
    warn: { background: '#dc6d1b', durationMs: null }, // orange
    error: { background: '#800000', durationMs: null }, // dark red
    success: { background: '#008000', durationMs: 1000 }, // green
};

export const TOAST_TIMINGS = {
    /** Open and close animations. */
    animationMs: 100,
    /** An in-panel toast stays this much longer than its duration. */
    panelExtraMs: 500,
} as const;

export interface ToastPosition {
    vertical: 'top' | 'bottom';
    horizontal: 'left' | 'center' | 'right';
}

/** ThingsBoard's defaults: top left, and always at the bottom on screens up to gt-sm. */
export const toastPosition = (
    requested: Partial<ToastPosition> | undefined,
    isGtSm: boolean
): ToastPosition => ({
    vertical: isGtSm ? (requested?.vertical ?? 'top') : 'bottom',
    horizontal: requested?.horizontal ?? 'left',
});
