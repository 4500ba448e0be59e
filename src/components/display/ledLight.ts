export const LED_DEFAULT_SIZE = 50;
export const LED_DEFAULT_OFF_OPACITY = 0.4;

export interface LedLook {
    /** The lamp is a circle of radius size / 4. */
    diameter: number;
    color: string;
    opacity: number;
    /** A glow in the lamp's colour when on. */
    glow: string | null;
}

/** How the lamp looks: on = colorOn with a glow; off = colorOff at the off opacity. */
export const ledLook = ({
    size = LED_DEFAULT_SIZE,
    colorOn,
    colorOff,
    offOpacity = LED_DEFAULT_OFF_OPACITY,
    enabled,
}: {
    size?: number;
    colorOn: string;
    colorOff: string;
    offOpacity?: number;
    enabled: boolean;
}): LedLook => {
    const radius = size / 4;
    return enabled
        ? { diameter: radius * 2, color: colorOn, opacity: 1, glow: `0 0 ${radius}px ${radius / 3}px ${colorOn}` }
        : { diameter: radius * 2, color: colorOff, opacity: offOpacity, glow: null };
};
