export type ToastKind = 'success' | 'info' | 'warn' | 'error';

/**
 * Colours of part 2 §2.5. Every toast closes by itself (a pointer or the focus on it holds it open)
 * and by its close button: success after 3 s, long enough to read (part 2 §9's 1 s was not), info
 * after 6 s, warnings and errors after 10 s (they stayed until closed, piling up unread).
 */
export const TOAST_KINDS: Record<ToastKind, { background: string; durationMs: number | null }> = {
    info: { background: '#323232', durationMs: 6000 }, // dark grey
    warn: { background: '#dc6d1b', durationMs: 10_000 }, // orange
    error: { background: '#800000', durationMs: 10_000 }, // dark red
    success: { background: '#008000', durationMs: 3000 }, // green
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

/**
 * Every toast in one place, whatever its kind or source: ThingsBoard's top left, at the bottom on
 * screens up to gt-sm.
 */
export const toastPosition = (isGtSm: boolean): ToastPosition => ({ vertical: isGtSm ? 'top' : 'bottom', horizontal: 'left' });
