import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchDebouncer, SEARCH_DEBOUNCE_MS, SEARCH_FOCUS_DELAY_MS } from './searchDebouncer';

describe('search debouncer', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('searches 150 ms after the last keystroke', () => {
        const onSearch = vi.fn();
        const search = createSearchDebouncer(onSearch);

        search.input('t');
        vi.advanceTimersByTime(100);
        search.input('th');
        vi.advanceTimersByTime(149);
        expect(onSearch).not.toHaveBeenCalled();
        vi.advanceTimersByTime(1);
        expect(onSearch).toHaveBeenCalledExactlyOnceWith('th');
        expect(SEARCH_DEBOUNCE_MS).toBe(150);
        expect(SEARCH_FOCUS_DELAY_MS).toBe(10);
    });

    it('ignores a text identical to the one searched last', () => {
        const onSearch = vi.fn();
        const search = createSearchDebouncer(onSearch);

        search.input('th');
        vi.advanceTimersByTime(150);
        search.input('thx');
        search.input('th');
        vi.advanceTimersByTime(150);
        expect(onSearch).toHaveBeenCalledTimes(1);
    });

    it('clears the text when closed, cancelling what was pending', () => {
        const onSearch = vi.fn();
        const search = createSearchDebouncer(onSearch);

        search.input('th');
        vi.advanceTimersByTime(150);
        search.input('thing');
        search.clear();
        vi.advanceTimersByTime(500);
        expect(onSearch.mock.calls).toEqual([['th'], ['']]);
    });
});
