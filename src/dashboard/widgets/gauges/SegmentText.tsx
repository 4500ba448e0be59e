import { cellOffsets, cellsWidth, DOT_WIDTH, segmentCells, segmentPoints, SEGMENTS } from './sevenSegment';

export interface SegmentTextProps {
    text: string;
    /** The anchor point: the row's centre, start or end on x; its vertical middle on y. */
    x: number;
    y: number;
    height: number;
    anchor?: 'start' | 'middle' | 'end';
    color: string;
    /** Unlit segments in this colour (an LCD's faint ghost digits); none when null. */
    ghost: string | null;
    /** Longest row that fits: the digits shrink to it. */
    maxWidth?: number;
}

/**
 * A number drawn as seven-segment digits, slightly slanted like a real display. Text the display
 * cannot show (letters) is written in the card's font instead.
 */
export const SegmentText = ({ text, x, y, height, anchor = 'middle', color, ghost, maxWidth }: SegmentTextProps) => {
    const cells = segmentCells(text);
    if (!cells) {
        return (
            <text x={x} y={y} textAnchor={anchor} dominantBaseline="central" fontSize={height * 0.8} fontWeight={500} fill={color}>
                {text}
            </text>
        );
    }
    const fitted = maxWidth && cellsWidth(cells, height) > maxWidth ? (height * maxWidth) / cellsWidth(cells, height) : height;
    const width = cellsWidth(cells, fitted);
    const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
    const top = y - fitted / 2;
    const offsets = cellOffsets(cells, fitted);
    return (
        <g transform={`translate(${(left + fitted * 0.05).toFixed(2)} ${top.toFixed(2)}) skewX(-6)`} aria-hidden="true" data-segments={text}>
            {cells.map((cell, index) => {
                const cellX = offsets[index]!;
                if (cell.kind === 'dot') return <rect key={index} x={cellX} y={fitted * 0.89} width={fitted * DOT_WIDTH * 0.55} height={fitted * 0.11} fill={color} />;
                if (cell.kind === 'colon')
                    return (
                        <g key={index} fill={color}>
                            <rect x={cellX} y={fitted * 0.25} width={fitted * 0.11} height={fitted * 0.11} />
                            <rect x={cellX} y={fitted * 0.65} width={fitted * 0.11} height={fitted * 0.11} />
                        </g>
                    );
                return (
                    <g key={index}>
                        {SEGMENTS.map(segment =>
                            cell.lit.has(segment) || ghost ? <polygon key={segment} points={segmentPoints(segment, cellX, 0, fitted)} fill={cell.lit.has(segment) ? color : ghost!} /> : null,
                        )}
                    </g>
                );
            })}
        </g>
    );
};
