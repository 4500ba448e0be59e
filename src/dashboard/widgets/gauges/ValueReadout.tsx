import { SegmentText } from './SegmentText';

export interface ValueReadoutProps {
    /** The value as shown (decimals and units applied) and its parts. */
    valueText: string;
    digits: string | null;
    units: string;
    x: number;
    y: number;
    size: number;
    color: string;
    /** Seven-segment digits (LCD and neon looks) instead of the card's font. */
    segments: boolean;
    ghost: string | null;
    anchor?: 'start' | 'middle' | 'end';
    maxWidth: number;
    filter?: string;
}

/**
 * A gauge's value: in segment digits with the units in small text beside them, or in the card's
 * font. Text values (not numbers) are always written in the font.
 */
export const ValueReadout = ({ valueText, digits, units, x, y, size, color, segments, ghost, anchor = 'middle', maxWidth, filter }: ValueReadoutProps) => {
    if (segments && digits !== null) {
        const unitsSize = size * 0.42;
        const unitsWidth = units ? units.length * unitsSize * 0.6 + unitsSize * 0.4 : 0;
        const digitsRoom = Math.max(size, maxWidth - unitsWidth);
        const digitsWidth = Math.min(digitsRoom, digits.length * size * 0.62);
        const left = anchor === 'middle' ? x - (digitsWidth + unitsWidth) / 2 : anchor === 'end' ? x - digitsWidth - unitsWidth : x;
        return (
            <g filter={filter} data-testid="gauge-value" data-value={valueText}>
                <SegmentText text={digits} x={left + digitsWidth} y={y} height={size} anchor="end" color={color} ghost={ghost} maxWidth={digitsRoom} />
                {units && (
                    <text x={left + digitsWidth + unitsSize * 0.4} y={y + size / 2} fontSize={unitsSize} fontWeight={500} fill={color}>
                        {units}
                    </text>
                )}
            </g>
        );
    }
    const fontSize = Math.min(size, (maxWidth / Math.max(1, valueText.length)) * 1.7);
    return (
        <text x={x} y={y} textAnchor={anchor} dominantBaseline="central" fontSize={fontSize} fontWeight={500} fill={color} filter={filter} data-testid="gauge-value">
            {valueText}
        </text>
    );
};
