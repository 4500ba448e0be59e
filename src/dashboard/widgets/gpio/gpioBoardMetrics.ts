/** How a GPIO board fits its pins into the widget's box: every row and every label shows, at the largest size that fits. */
export interface GpioBoardMetrics {
    rowHeight: number;
    /** The pin labels' font size in px. */
    labelFontSize: number;
    /** The width of a pin's control cell (its LED or its switch) in px. */
    cellWidth: number;
    /** The control's scale in its cell (a switch is drawn for 32 px rows). */
    cellScale: number;
    /** True when even the smallest font leaves a label too long for its column: labels then wrap onto two lines (that fit the row). */
    wrapLabels: boolean;
}

/** The board's inner padding (both sides) and the gaps between rows and between the two columns, in px. */
export const BOARD_PADDING = 6;
export const ROW_GAP = 2;
export const COLUMN_GAP = 8;
/** The space between a label and its cell. */
export const LABEL_GAP = 4;
/** ThingsBoard's preferred row height, and the smallest it draws (its GPIO widgets' resize rule). */
const ROW_HEIGHT = { max: 32, min: 12 };
/** A label's font at a full row (ThingsBoard's 16 px), and the smallest still readable. */
const FONT = { max: 16, min: 8 };
/** A cell's width at a full row: room for a small switch. */
const CELL_WIDTH = 44;
/** The labels' line height, in em. */
export const LINE_HEIGHT = 1.1;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The board's sizes for a box of `width` × `height` px, `rows` rows and the longest label's width
 * in em (labelWidthEm). As ThingsBoard, the rows share the height (between 12 and 32 px each, the board
 * scrolls below that) and the label font follows the row height; unlike ThingsBoard's fixed font,
 * the font also shrinks until the longest label fits beside its cell, so no label is cut; below
 * the smallest font the labels wrap onto two lines, at a font whose two lines fit the row.
 */
export function gpioBoardMetrics(width: number, height: number, rows: number, longestLabelEm: number): GpioBoardMetrics {
    const rowCount = Math.max(1, rows);
    const rowHeight = Math.floor(clamp((height - 2 * BOARD_PADDING - (rowCount - 1) * ROW_GAP) / rowCount, ROW_HEIGHT.min, ROW_HEIGHT.max));
    const cellScale = clamp(rowHeight / ROW_HEIGHT.max, 0.6, 1);
    const cellWidth = Math.round(CELL_WIDTH * cellScale);
    const labelRoom = (width - 2 * BOARD_PADDING - COLUMN_GAP) / 2 - cellWidth - LABEL_GAP;
    const byHeight = (FONT.max * rowHeight) / ROW_HEIGHT.max;
    const byWidth = longestLabelEm > 0 ? labelRoom / longestLabelEm : FONT.max;
    const wrapLabels = byWidth < FONT.min;
    const font = wrapLabels ? Math.min(FONT.min, rowHeight / (2 * LINE_HEIGHT)) : clamp(Math.min(byHeight, byWidth), FONT.min, FONT.max);
    return { rowHeight, labelFontSize: Math.floor(font * 10) / 10, cellWidth, cellScale, wrapLabels };
}

/** The average advance of a pin label's glyphs (digits, capitals, brackets) in em, where no canvas can measure: a little generous. */
const GLYPH_EM = 0.6;
let measure: CanvasRenderingContext2D | null | undefined;

/** A label's width in em, in the console's font (measured on a canvas; estimated where there is none, as in tests). */
export function labelWidthEm(label: string): number {
    if (measure === undefined) {
        try {
            measure = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
        } catch {
            measure = null;
        }
    }
    if (!measure) return label.length * GLYPH_EM;
    measure.font = '100px Roboto, Helvetica, Arial, sans-serif';
    // 5 % more than measured: the rendering may round up.
    return (measure.measureText(label).width / 100) * 1.05;
}
