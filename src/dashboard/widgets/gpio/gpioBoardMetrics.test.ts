import { describe, expect, it } from 'vitest';
import { bundle } from '../../../../shared/widgets/bundles/gpio_widgets';
import { BOARD_PADDING, COLUMN_GAP, gpioBoardMetrics, LABEL_GAP, labelWidthEm, LINE_HEIGHT, ROW_GAP } from './gpioBoardMetrics';
import { gpioPinsOf, gpioRowsOf } from './gpioSettings';

const raspberryPins = gpioPinsOf(bundle.types.find(type => type.typeAlias === 'raspberry_pi_gpio_control')!.defaultConfig.settings as Record<string, unknown>);
/** Without a canvas (node) a label's width is estimated generously: 0.6 em a character. */
const longest = Math.max(...raspberryPins.map(pin => labelWidthEm(pin.label)));
const rows = gpioRowsOf(raspberryPins).length;

/** The board's height for its rows, and the room a label has beside its cell, at these metrics. */
const boardHeight = (rowHeight: number) => 2 * BOARD_PADDING + rows * rowHeight + (rows - 1) * ROW_GAP;
const labelRoom = (width: number, cellWidth: number) => (width - 2 * BOARD_PADDING - COLUMN_GAP) / 2 - cellWidth - LABEL_GAP;

describe('GPIO board metrics', () => {
    it.each([
        ["ThingsBoard's default size at 1280 px", 330, 560],
        ['a 400 px screen', 360, 520],
    ])('fit all 20 rows of the Raspberry Pi header and its longest label on one line (%s)', (_where, width, height) => {
        const metrics = gpioBoardMetrics(width, height, rows, longest);
        expect(boardHeight(metrics.rowHeight)).toBeLessThanOrEqual(height);
        expect(metrics.wrapLabels).toBe(false);
        expect(longest * metrics.labelFontSize).toBeLessThanOrEqual(labelRoom(width, metrics.cellWidth));
        expect(metrics.labelFontSize).toBeGreaterThanOrEqual(8);
    });

    it('in a narrower box (the gallery), wraps the labels onto two lines that fit the row', () => {
        const metrics = gpioBoardMetrics(250, 470, rows, longest);
        expect(boardHeight(metrics.rowHeight)).toBeLessThanOrEqual(470);
        expect(metrics.wrapLabels).toBe(true);
        expect(2 * LINE_HEIGHT * metrics.labelFontSize).toBeLessThanOrEqual(metrics.rowHeight);
        expect((longest / 2) * metrics.labelFontSize).toBeLessThanOrEqual(labelRoom(250, metrics.cellWidth));
    });

    it("keeps ThingsBoard's rule for the height: 32 px rows at most, 12 px at least (then the board scrolls), the font following the row", () => {
        expect(gpioBoardMetrics(600, 2000, 2, 4)).toMatchObject({ rowHeight: 32, labelFontSize: 16, cellScale: 1 });
        expect(gpioBoardMetrics(600, 100, 20, 4).rowHeight).toBe(12);
        // The basic widgets' two rows in a 4 × 2 box: both show.
        const basic = gpioBoardMetrics(200, 46, 2, 4);
        expect(2 * BOARD_PADDING + 2 * basic.rowHeight + ROW_GAP).toBeLessThanOrEqual(46);
    });

    it('wraps labels that do not fit even at the smallest font', () => {
        expect(gpioBoardMetrics(120, 600, 20, 24)).toMatchObject({ labelFontSize: 8, wrapLabels: true });
    });
});
