import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { activeRequests } from '../../providers/http/activeRequests';

/** The group closes this long after focus leaves, unless it comes back (part 2 §9). */
export const FAB_HIDE_DELAY_MS = 100;

export interface FabAction {
    name: string;
    icon: ReactNode;
    onClick: () => void;
}

export interface FabSpeedDialProps {
    ariaLabel: string;
    actions: readonly FabAction[];
    direction?: 'up' | 'down' | 'left' | 'right';
    /** Opens or closes it from outside. */
    isOpen?: boolean;
    onOpenChange?: (open: boolean) => void;
}

/**
 * A floating button that unfolds its actions. The main button is disabled while any call
 * shows the global loading bar.
 */
export const FabSpeedDial = ({ ariaLabel, actions, direction = 'up', isOpen, onOpenChange }: FabSpeedDialProps) => {
    const [open, setOpenState] = useState(isOpen ?? false);
    const loading = useSyncExternalStore(activeRequests.subscribe, activeRequests.getSnapshot) > 0;
    const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

    useEffect(() => {
        if (isOpen !== undefined) setOpenState(isOpen);
    }, [isOpen]);
    useEffect(() => () => clearTimeout(hideTimer.current), []);

    const setOpen = (next: boolean) => {
        clearTimeout(hideTimer.current);
        setOpenState(next);
        onOpenChange?.(next);
    };

    return (
        <SpeedDial
            ariaLabel={ariaLabel}
            icon={<SpeedDialIcon />}
            direction={direction}
            open={open}
            onClick={() => setOpen(!open)}
            onClose={() => undefined}
            onOpen={() => undefined}
            onFocus={() => clearTimeout(hideTimer.current)}
            onBlur={() => {
                clearTimeout(hideTimer.current);
                hideTimer.current = setTimeout(() => setOpen(false), FAB_HIDE_DELAY_MS);
            }}
            FabProps={{ disabled: loading }}
        >
            {actions.map(action => (
                <SpeedDialAction
                    key={action.name}
                    icon={action.icon}
                    slotProps={{ tooltip: { title: action.name } }}
                    onClick={event => {
                        event.stopPropagation();
                        action.onClick();
                        setOpen(false);
                    }}
                />
            ))}
        </SpeedDial>
    );
};
