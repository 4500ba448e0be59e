import { describe, expect, it } from 'vitest';
import type { DashboardLayout, Widget } from '../model/dashboardConfig';
import { filledRowHeight, gridItems, spannedRows, stackedItems, stackedRows, type GridItem } from './dashboardGrid';

const widget = (id: string): Widget => ({ id, bundleAlias: 'cards', typeAlias: 'simple_card', type: 'latest', sizeX: 4, sizeY: 3, config: {} });
const widgets = { a: widget('a'), b: widget('b'), c: widget('c') };

describe('dashboard grid', () => {
    const layout: DashboardLayout = {
        widgets: {
            b: { sizeX: 8, sizeY: 6, row: 0, col: 12, mobileOrder: 1 },
            a: { sizeX: 12, sizeY: 6, row: 0, col: 0 },
            c: { sizeX: 30, sizeY: 2, row: 6, col: 20, mobileHide: true },
            missing: { sizeX: 2, sizeY: 2, row: 9, col: 0 },
        },
        gridSettings: { columns: 24 },
    };

    it('places widgets by their layout position in reading order, skipping widgets the dashboard lacks', () => {
        expect(gridItems(layout, widgets).map(item => [item.id, item.row, item.col, item.sizeX, item.sizeY])).toEqual([
            ['a', 0, 0, 12, 6],
            ['b', 0, 12, 8, 6],
            // Clamped to the 4 columns left of 24.
            ['c', 6, 20, 4, 2],
        ]);
    });

    it('stacks by mobile order first, then reading order, without hidden widgets', () => {
        expect(stackedItems(layout, widgets).map(item => item.id)).toEqual(['b', 'a']);
    });

    it('takes a mobile height when set, else the widget height', () => {
        const tall: DashboardLayout = { widgets: { a: { sizeX: 4, sizeY: 3, row: 0, col: 0, mobileHeight: 5 }, b: { sizeX: 4, sizeY: 3, row: 0, col: 4 } } };
        expect(stackedItems(tall, widgets).map(item => item.mobileHeight)).toEqual([5, 3]);
    });

    it("rounds ThingsBoard's fractional sizes and places to whole grid cells", () => {
        const fractional: DashboardLayout = { widgets: { a: { sizeX: 7.5, sizeY: 6.5, row: 0.4, col: 2.6 } }, gridSettings: { columns: 24 } };
        expect(gridItems(fractional, widgets).map(item => [item.row, item.col, item.sizeX, item.sizeY])).toEqual([[0, 3, 8, 7]]);
    });

    it('gives an empty grid for a state without a layout', () => {
        expect(gridItems(undefined, widgets)).toEqual([]);
    });
});

describe("rows with ThingsBoard's auto fill layout height", () => {
    const item = (row: number, sizeY: number, mobileHeight = sizeY) => ({ row, sizeY, mobileHeight }) as GridItem;
    // Firmware's default state: a 12-row table beside four 3-row value cards.
    const firmware = [item(0, 12), item(0, 3), item(3, 3), item(6, 3), item(9, 3)];

    it('share the height below the grid between the rows the layout spans, margins taken out', () => {
        expect(spannedRows(firmware)).toEqual({ rows: 12, margins: 13 });
        // 12 rows and 13 margins of 10 px in 634 px: rows of 42 px, not the 30 px square cell.
        expect(filledRowHeight(spannedRows(firmware), 634, 10, 30)).toBe(42);
    });

    it("stack the phone's widgets by their mobile heights, a margin between each", () => {
        const stack = [item(0, 12, 4), item(0, 3, 2)];
        expect(stackedRows(stack)).toEqual({ rows: 6, margins: 3 });
        expect(filledRowHeight(stackedRows(stack), 630, 10, 70)).toBe(100);
    });

    it('never shrink below the normal row: a short window scrolls instead of clipping widgets', () => {
        expect(filledRowHeight(spannedRows(firmware), 300, 10, 30)).toBe(30);
        expect(filledRowHeight(spannedRows([]), 634, 10, 30)).toBe(30);
        expect(filledRowHeight(spannedRows(firmware), 0, 10, 30)).toBe(30);
    });
});
