import { useLayoutEffect, useRef, useState } from 'react';

/** The element's content box size, kept current by a ResizeObserver (0×0 before the first layout). */
export function useElementSize<T extends HTMLElement>() {
    const ref = useRef<T>(null);
    const [size, setSize] = useState({ width: 0, height: 0 });
    useLayoutEffect(() => {
        const element = ref.current;
        if (!element) return;
        const measure = () => {
            const width = Math.floor(element.clientWidth);
            const height = Math.floor(element.clientHeight);
            setSize(previous => (previous.width === width && previous.height === height ? previous : { width, height }));
        };
        measure();
        if (typeof ResizeObserver === 'undefined') return;
        const observer = new ResizeObserver(measure);
        observer.observe(element);
        return () => observer.disconnect();
    }, []);
    return [ref, size] as const;
}
