import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The space between the page's top edge and the element, and below the element what its
 * ancestors keep for their own bottom padding and border: what the window's height leaves to it.
 */
function heightToWindowBottom(element: HTMLElement): number {
    const top = element.getBoundingClientRect().top + window.scrollY;
    let below = 0;
    for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        const style = getComputedStyle(ancestor);
        below += parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth) || 0;
    }
    return Math.floor(window.innerHeight - top - below);
}

/**
 * How high the element may be to end where the window ends, with the page scrolled to its top:
 * what a dashboard grid with "auto fill layout height" fills (ThingsBoard's grid fills the area under
 * its toolbar). It depends on the element's position, never on its own height, so a grid that
 * takes it keeps it. 0 when `enabled` is false. `element` names the element the ref holds, so a
 * ref moved to another element (the phone's column instead of the grid) is measured again.
 */
export function useHeightToWindowBottom(ref: RefObject<HTMLElement | null>, enabled: boolean, element: string): number {
    const [height, setHeight] = useState(0);
    useLayoutEffect(() => {
        const measured = ref.current;
        if (!enabled || !measured) {
            setHeight(0);
            return;
        }
        const measure = () => setHeight(heightToWindowBottom(measured));
        measure();
        // What sits above the grid (a toolbar that wraps, a banner) moves it: the body's size tells.
        const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
        observer?.observe(document.body);
        window.addEventListener('resize', measure);
        return () => {
            observer?.disconnect();
            window.removeEventListener('resize', measure);
        };
    }, [ref, enabled, element]);
    return height;
}
