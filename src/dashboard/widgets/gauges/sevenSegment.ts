/**
 * Seven-segment digits, as LCD and neon displays show numbers (ThingsBoard's digital gauges use a
 * segment font for this look; we draw the segments). Segments by letter:
 *
 *      a
 *    f   b
 *      g
 *    e   c
 *      d
 */
export type Segment = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g';

export const SEGMENTS: readonly Segment[] = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

const DIGITS: Readonly<Record<string, string>> = {
    '0': 'abcdef', '1': 'bc', '2': 'abdeg', '3': 'abcdg', '4': 'bcfg', '5': 'acdfg', '6': 'acdefg', '7': 'abc', '8': 'abcdefg', '9': 'abcdfg',
    '-': 'g', ' ': '',
};

/** One place of the display: a digit cell with its lit segments, or a narrow dot or colon. */
export type SegmentCell = { kind: 'digit'; lit: ReadonlySet<Segment> } | { kind: 'dot' } | { kind: 'colon' };

/** The cells of a text, or null when it holds a character the display cannot show (it is then written as text). */
export function segmentCells(text: string): SegmentCell[] | null {
    const cells: SegmentCell[] = [];
    for (const char of text) {
        if (char === '.' || char === ',') cells.push({ kind: 'dot' });
        else if (char === ':') cells.push({ kind: 'colon' });
        else if (char in DIGITS) cells.push({ kind: 'digit', lit: new Set([...DIGITS[char]!] as Segment[]) });
        else return null;
    }
    return cells;
}

/** A digit cell is this wide for its height; a dot or colon cell this much narrower. */
export const DIGIT_WIDTH = 0.56;
export const DOT_WIDTH = 0.2;
const GAP = 0.1;

/** The width of a row of cells at a given height. */
export const cellsWidth = (cells: readonly SegmentCell[], height: number): number =>
    cells.reduce((sum, cell) => sum + (cell.kind === 'digit' ? DIGIT_WIDTH : DOT_WIDTH) * height + GAP * height, -GAP * height);

/** The outline of one segment in a digit cell at (x, y) of the given height: a stretched hexagon. */
export function segmentPoints(segment: Segment, x: number, y: number, height: number): string {
    const width = DIGIT_WIDTH * height;
    const thick = height * 0.11;
    const half = thick / 2;
    const gap = thick * 0.22;
    const horizontal = (cy: number) => {
        const [x0, x1] = [x + half + gap, x + width - half - gap];
        return [[x0, cy], [x0 + half, cy - half], [x1 - half, cy - half], [x1, cy], [x1 - half, cy + half], [x0 + half, cy + half]];
    };
    const vertical = (cx: number, top: number, bottom: number) => {
        const [y0, y1] = [top + gap, bottom - gap];
        return [[cx, y0], [cx + half, y0 + half], [cx + half, y1 - half], [cx, y1], [cx - half, y1 - half], [cx - half, y0 + half]];
    };
    const [left, right, top, middle, bottom] = [x + half, x + width - half, y + half, y + height / 2, y + height - half];
    const shapes: Record<Segment, number[][]> = {
        a: horizontal(top),
        g: horizontal(middle),
        d: horizontal(bottom),
        f: vertical(left, top, middle),
        b: vertical(right, top, middle),
        e: vertical(left, middle, bottom),
        c: vertical(right, middle, bottom),
    };
    return shapes[segment].map(([px, py]) => `${px!.toFixed(2)},${py!.toFixed(2)}`).join(' ');
}

/** Where each cell starts, from a row's left edge. */
export function cellOffsets(cells: readonly SegmentCell[], height: number): number[] {
    let x = 0;
    return cells.map(cell => {
        const start = x;
        x += (cell.kind === 'digit' ? DIGIT_WIDTH : DOT_WIDTH) * height + GAP * height;
        return start;
    });
}
