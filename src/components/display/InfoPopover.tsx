import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PLACEMENT_ORIGINS, POPOVER_ANIMATION_MS, type PopoverPlacement } from './popoverPlacements';

export type PopoverTrigger = 'hover' | 'focus' | 'click';

export interface InfoPopoverProps {
    content: ReactNode;
    /** The element that opens it. */
    children: ReactElement;
    trigger?: PopoverTrigger;
    placement?: PopoverPlacement;
    /** Hover only: seconds before showing and hiding. */
    mouseEnterDelay?: number;
    mouseLeaveDelay?: number;
    showCloseButton?: boolean;
}

const isEmpty = (content: ReactNode) => content === null || content === undefined || content === '' || content === false;

/**
 * A popover beside its trigger: shown only with content, hidden on an outside click, the
 * close button, or when the content becomes empty. Hover can be delayed by seconds.
 */
export const InfoPopover = ({ content, children, trigger = 'hover', placement = 'top', mouseEnterDelay = 0, mouseLeaveDelay = 0, showCloseButton = false }: InfoPopoverProps) => {
    const translate = useTranslate();
    const anchorRef = useRef<HTMLSpanElement>(null);
    const [visible, setVisible] = useState(false);
    const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

    useEffect(() => () => clearTimeout(timer.current), []);
    const later = (show: boolean, seconds: number) => {
        clearTimeout(timer.current);
        if (seconds > 0) timer.current = setTimeout(() => setVisible(show), seconds * 1000);
        else setVisible(show);
    };

    const handlers =
        trigger === 'hover'
            ? { onMouseEnter: () => later(true, mouseEnterDelay), onMouseLeave: () => later(false, mouseLeaveDelay) }
            : trigger === 'focus'
              ? { onFocus: () => setVisible(true), onBlur: () => setVisible(false) }
              : { onClick: () => setVisible(current => !current) };

    const open = visible && !isEmpty(content);
    return (
        <>
            <Box component="span" ref={anchorRef} sx={{ display: 'inline-flex' }} {...handlers}>
                {children}
            </Box>
            <Popover
                open={open}
                anchorEl={anchorRef.current}
                onClose={() => setVisible(false)}
                {...PLACEMENT_ORIGINS[placement]}
                transitionDuration={POPOVER_ANIMATION_MS}
                disableRestoreFocus
                sx={trigger === 'hover' ? { pointerEvents: 'none' } : undefined}
                slotProps={{ paper: { sx: { p: 1.5, maxWidth: 360, pointerEvents: 'auto', position: 'relative' } } }}
            >
                {showCloseButton && (
                    <IconButton size="small" aria-label={translate('action.close')} onClick={() => setVisible(false)} sx={{ position: 'absolute', top: 2, right: 2 }}>
                        <Close fontSize="small" />
                    </IconButton>
                )}
                {content}
            </Popover>
        </>
    );
};
