import type { PopoverOrigin } from '@mui/material/Popover';

/** ThingsBoard's twelve popover placements (part 2 §9). */
export const POPOVER_PLACEMENTS = [
    'top', 'topLeft', 'topRight', 'right', 'rightTop', 'rightBottom',
    'bottom', 'bottomLeft', 'bottomRight', 'left', 'leftTop', 'leftBottom',
] as const;
export type PopoverPlacement = (typeof POPOVER_PLACEMENTS)[number];

/** Popover animation length (part 2 §9). */
export const POPOVER_ANIMATION_MS = 200;

const origin = (vertical: PopoverOrigin['vertical'], horizontal: PopoverOrigin['horizontal']): PopoverOrigin => ({ vertical, horizontal });

/** Where each placement puts the popover against its trigger, as MUI origins. */
export const PLACEMENT_ORIGINS: Readonly<Record<PopoverPlacement, { anchorOrigin: PopoverOrigin; transformOrigin: PopoverOrigin }>> = {
    top: { anchorOrigin: origin('top', 'center'), transformOrigin: origin('bottom', 'center') },
    topLeft: { anchorOrigin: origin('top', 'left'), transformOrigin: origin('bottom', 'left') },
    topRight: { anchorOrigin: origin('top', 'right'), transformOrigin: origin('bottom', 'right') },
    right: { anchorOrigin: origin('center', 'right'), transformOrigin: origin('center', 'left') },
    rightTop: { anchorOrigin: origin('top', 'right'), transformOrigin: origin('top', 'left') },
    rightBottom: { anchorOrigin: origin('bottom', 'right'), transformOrigin: origin('bottom', 'left') },
    bottom: { anchorOrigin: origin('bottom', 'center'), transformOrigin: origin('top', 'center') },
    bottomLeft: { anchorOrigin: origin('bottom', 'left'), transformOrigin: origin('top', 'left') },
    bottomRight: { anchorOrigin: origin('bottom', 'right'), transformOrigin: origin('top', 'right') },
    left: { anchorOrigin: origin('center', 'left'), transformOrigin: origin('center', 'right') },
    leftTop: { anchorOrigin: origin('top', 'left'), transformOrigin: origin('top', 'right') },
    leftBottom: { anchorOrigin: origin('bottom', 'left'), transformOrigin: origin('bottom', 'right') },
};
