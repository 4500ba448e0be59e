import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';

/** MUI's default delays: a tooltip shows 100 ms after the pointer came, at once for the keyboard. */
const ENTER_DELAY_MS = 100;

/** Whether the keyboard put the focus there (false where the browser cannot tell, as MUI decides). */
const isFocusVisible = (element: EventTarget) => {
    try {
        return element instanceof Element && element.matches(':focus-visible');
    } catch {
        return false;
    }
};

/**
 * A tooltip that costs nothing until it is wanted: MUI's Tooltip (a dozen hooks, four slots, its
 * listeners) is mounted the first time the pointer enters or the keyboard focuses what it names.
 * A list's rows hold a few icon actions each, and mounting their tooltips was a good part of
 * rendering a page of rows (issue #26). The children stay where they are when it mounts: the tooltip
 * anchors to a box laid over them that lets every pointer event through, so the focused button keeps
 * its focus, and its own aria-label names it for screen readers whether or not the tooltip exists.
 */
export const LazyTooltip = ({ title, children }: { title: string; children: ReactNode }) => {
    // null: never wanted yet, nothing mounted; then shown or hidden.
    const [open, setOpen] = useState<boolean | null>(null);
    const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
    useEffect(() => () => clearTimeout(timer.current), []);
    const show = (delay: number) => {
        clearTimeout(timer.current);
        setOpen(previous => previous ?? false);
        timer.current = setTimeout(() => setOpen(true), delay);
    };
    const hide = () => {
        clearTimeout(timer.current);
        setOpen(previous => (previous === null ? null : false));
    };
    // As MUI's: a focus the keyboard made shows it, a click's focus does not.
    const onFocus = (event: FocusEvent) => {
        if (isFocusVisible(event.target)) show(0);
    };
    return (
        <span style={{ position: 'relative', display: 'inline-flex' }} onMouseEnter={() => show(ENTER_DELAY_MS)} onMouseLeave={hide} onFocus={onFocus} onBlur={hide}>
            {children}
            {open !== null && (
                <Tooltip title={title} open={open} onClose={hide} disableHoverListener disableFocusListener disableTouchListener>
                    <span aria-hidden style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} />
                </Tooltip>
            )}
        </span>
    );
};
