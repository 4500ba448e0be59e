/** Search timings (part 1 §9). */
export const SEARCH_DEBOUNCE_MS = 150;
export const SEARCH_FOCUS_DELAY_MS = 10;

/**
 * Turns keystrokes into search texts: 150 ms after the last one, and only when the text
 * differs from the one searched last. Closing the search clears it at once.
 */
export const createSearchDebouncer = (
    onSearch: (text: string) => void,
    delayMs = SEARCH_DEBOUNCE_MS
) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastSearched = '';
    const emit = (text: string) => {
        if (text === lastSearched) return;
        lastSearched = text;
        onSearch(text);
    };
    return {
        input(text: string) {
            clearTimeout(timer);
            timer = setTimeout(() => emit(text), delayMs);
        },
        clear() {
            clearTimeout(timer);
            emit('');
        },
        dispose() {
            clearTimeout(timer);
        },
    };
};
