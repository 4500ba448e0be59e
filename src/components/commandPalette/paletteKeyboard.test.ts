import { describe, expect, it } from 'vitest';
import { NO_OPTIONS, activeId, activeOptionReducer, type ActiveOption, type ActiveOptionAction } from './paletteKeyboard';

const run = (actions: ActiveOptionAction[], from: ActiveOption = NO_OPTIONS) => actions.reduce(activeOptionReducer, from);
const options = (...ids: string[]): ActiveOptionAction => ({ type: 'options', ids });

describe('the active option', () => {
    it('is the first option, none without options', () => {
        expect(activeId(run([options('a', 'b')]))).toBe('a');
        expect(activeId(run([options()]))).toBeNull();
        expect(activeId(run([options(), { type: 'next' }]))).toBeNull();
    });

    it('moves with Up and Down, wrapping around, and jumps with Home and End', () => {
        const list = options('a', 'b', 'c');
        expect(activeId(run([list, { type: 'next' }]))).toBe('b');
        expect(activeId(run([list, { type: 'previous' }]))).toBe('c');
        expect(activeId(run([list, { type: 'last' }, { type: 'next' }]))).toBe('a');
        expect(activeId(run([list, { type: 'last' }]))).toBe('c');
        expect(activeId(run([list, { type: 'last' }, { type: 'first' }]))).toBe('a');
        expect(activeId(run([list, { type: 'point', id: 'b' }]))).toBe('b');
        expect(activeId(run([list, { type: 'point', id: 'gone' }]))).toBe('a');
    });

    it('goes back to the first option when the person types', () => {
        expect(activeId(run([options('a', 'b'), { type: 'next' }, { type: 'typed' }, options('b', 'a')]))).toBe('b');
    });

    it('stays on the option the person moved to when late results arrive', () => {
        expect(activeId(run([options('a', 'b'), { type: 'next' }, options('x', 'a', 'b')]))).toBe('b');
        // Gone from the new list: the first option again.
        expect(activeId(run([options('a', 'b'), { type: 'next' }, options('x', 'a')]))).toBe('x');
        // Not moved: late results take the first place if they rank first.
        expect(activeId(run([options('a', 'b'), options('x', 'a', 'b')]))).toBe('x');
    });
});
