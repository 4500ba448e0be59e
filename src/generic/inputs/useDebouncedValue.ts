import { useEffect, useState } from 'react';

/** The value once it stopped changing for `delayMs` (150 ms: ThingsBoard's search debounce). */
export const useDebouncedValue = <T,>(value: T, delayMs = 150): T => {
    const [debounced, setDebounced] = useState(value);
    useEffect(() => {
        const timer = setTimeout(() => setDebounced(value), delayMs);
        return () => clearTimeout(timer);
    }, [value, delayMs]);
    return debounced;
};
