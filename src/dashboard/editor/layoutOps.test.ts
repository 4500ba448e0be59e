import { describe, expect, it } from 'vitest';
import { addWidget, addWidgetSet, applyGridRects, firstFreePlace, removeWidget, setMobileSettings, updateWidget } from './layoutOps';
import { emptyConfig, widgetOf } from './editorFixtures';

const main = { stateId: 'default', layoutId: 'main' } as const;

describe('firstFreePlace', () => {
    it('fills a row left to right, then the next row', () => {
        let config = emptyConfig();
        for (const id of ['a', 'b', 'c', 'd']) config = addWidget(config, main, widgetOf(id));
        const places = config.states.default.layouts.main.widgets;
        expect([places.a, places.b, places.c].map(p => [p.row, p.col])).toEqual([[0, 0], [0, 8], [0, 16]]);
        expect([places.d.row, places.d.col]).toEqual([6, 0]);
    });

    it('finds a hole between widgets and clamps a wide widget to the columns', () => {
        const layout = { widgets: { a: { sizeX: 4, sizeY: 2, row: 0, col: 0 }, b: { sizeX: 4, sizeY: 2, row: 0, col: 10 } }, gridSettings: { columns: 24 } };
        expect(firstFreePlace(layout, 6, 2)).toEqual({ row: 0, col: 4 });
        expect(firstFreePlace(layout, 40, 1)).toEqual({ row: 2, col: 0 });
    });
});

describe('layout edits', () => {
    it('adds the widget with its size and keeps the original untouched', () => {
        const before = emptyConfig();
        const after = addWidget(before, main, widgetOf('a', 12, 5));
        expect(after.widgets.a.sizeX).toBe(12);
        expect(after.states.default.layouts.main.widgets.a).toEqual({ sizeX: 12, sizeY: 5, row: 0, col: 0 });
        expect(before.widgets).toEqual({});
    });

    it('moves and resizes only changed widgets, keeping unknown keys of a place', () => {
        let config = addWidget(addWidget(emptyConfig(), main, widgetOf('a')), main, widgetOf('b'));
        config.states.default.layouts.main.widgets.a.custom = 'kept';
        const moved = applyGridRects(config, main, [{ i: 'a', x: 2, y: 3, w: 10, h: 4 }, { i: 'b', x: 8, y: 0, w: 8, h: 6 }]);
        expect(moved.states.default.layouts.main.widgets.a).toEqual({ sizeX: 10, sizeY: 4, row: 3, col: 2, custom: 'kept' });
        expect(moved.states.default.layouts.main.widgets.b).toBe(config.states.default.layouts.main.widgets.b);
        expect(applyGridRects(moved, main, [{ i: 'a', x: 2, y: 3, w: 10, h: 4 }])).toBe(moved);
    });

    it('adds a set of widgets in its arrangement at the first free rectangle that holds it whole', () => {
        const config = addWidget(emptyConfig(), main, widgetOf('a', 8, 6));
        const set = [
            { widget: widgetOf('x', 4, 2), place: { sizeX: 4, sizeY: 2, row: 0, col: 0 } },
            { widget: widgetOf('y', 6, 3), place: { sizeX: 6, sizeY: 3, row: 2, col: 4 } },
        ];
        const places = addWidgetSet(config, main, set).states.default.layouts.main.widgets;
        expect([places.x.row, places.x.col, places.y.row, places.y.col]).toEqual([0, 8, 2, 12]);
        // Wider than the layout: one by one at the first free places.
        const wide = [{ widget: widgetOf('w', 20, 2), place: { sizeX: 20, sizeY: 2, row: 0, col: 10 } }];
        expect(addWidgetSet(config, main, wide).states.default.layouts.main.widgets.w).toMatchObject({ row: 6, col: 0, sizeX: 20 });
    });

    it('deletes a widget from the widgets and every layout', () => {
        const config = addWidget(addWidget(emptyConfig(), main, widgetOf('a')), main, widgetOf('b'));
        const removed = removeWidget(config, 'a');
        expect(Object.keys(removed.widgets)).toEqual(['b']);
        expect(Object.keys(removed.states.default.layouts.main.widgets)).toEqual(['b']);
    });

    it('stores the mobile order, height and hide per widget', () => {
        const config = setMobileSettings(addWidget(emptyConfig(), main, widgetOf('a')), main, 'a', { mobileOrder: 2, mobileHeight: 3, mobileHide: true });
        expect(config.states.default.layouts.main.widgets.a).toMatchObject({ mobileOrder: 2, mobileHeight: 3, mobileHide: true });
    });

    it('an unchanged widget from its dialog is no change', () => {
        const config = addWidget(emptyConfig(), main, widgetOf('a'));
        expect(updateWidget(config, structuredClone(config.widgets.a))).toBe(config);
        expect(updateWidget(config, { ...config.widgets.a, config: { title: 'New' } }).widgets.a.config.title).toBe('New');
    });
});
