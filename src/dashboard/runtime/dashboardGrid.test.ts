import { describe, expect, it } from 'vitest';
import type { DashboardLayout, Widget } from '../model/dashboardConfig';
import { gridItems, stackedItems } from './dashboardGrid';

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
