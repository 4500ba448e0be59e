import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';

type Navigate = (...args: unknown[]) => void;

/** The part of the browser's Navigation API used here (not in every browser, nor in TypeScript's DOM types yet everywhere). */
interface TraverseEvent extends Event {
    navigationType: string;
    cancelable: boolean;
    destination: { key: string };
}
interface NavigationApi extends EventTarget {
    traverseTo(key: string): unknown;
}
const navigationApi = (): NavigationApi | undefined => (window as unknown as { navigation?: NavigationApi }).navigation;

/** The position react-router's browser history stores in each entry's state (`idx`). */
const entryIndex = (state: unknown): number | undefined => {
    const idx = (state as { idx?: unknown } | null)?.idx;
    return typeof idx === 'number' ? idx : undefined;
};

/**
 * Holds navigation while `when` is true and asks first: links and in-app navigation (push and
 * replace), the browser's Back and Forward buttons, and (through the browser's own prompt) a
 * reload or tab close. The console runs in a <BrowserRouter>, not a data router, so react-router's
 * useBlocker is not available: push and replace are wrapped, and a Back or Forward is cancelled by
 * the Navigation API's navigate event (it comes before the router's popstate) and replayed if the
 * user leaves. Where that event cannot cancel, the popstate is caught (when this listener runs
 * before the router's), undone with history.go and replayed the same way.
 */
export const useLeaveGuard = (when: boolean) => {
    const { navigator } = useContext(UNSAFE_NavigationContext);
    const [pending, setPending] = useState<(() => void) | null>(null);
    const bypass = useRef(false);
    /** The next history move is the user's confirmed Back/Forward: the router may have it. */
    const passNextPop = useRef(false);

    useEffect(() => {
        if (!when) return;
        const target = navigator as unknown as { push: Navigate; replace: Navigate };
        const push = target.push;
        const replace = target.replace;
        const hold = (go: Navigate): Navigate => (...args) => {
            if (bypass.current) return go(...args);
            setPending(() => () => go(...args));
        };
        target.push = hold(push);
        target.replace = hold(replace);

        const here = entryIndex(window.history.state);
        /** The move back to `here` after a held Back/Forward: nobody needs to hear of it. */
        let undoing = false;
        // Capturing on window runs before the router's own popstate listener, so it never sees a held move.
        const onPopState = (event: PopStateEvent) => {
            if (passNextPop.current) {
                passNextPop.current = false;
                return;
            }
            event.stopImmediatePropagation();
            if (undoing) {
                undoing = false;
                return;
            }
            const to = entryIndex(event.state);
            // Without indexes (an entry the router did not make) it is most likely Back.
            const delta = here !== undefined && to !== undefined ? here - to : 1;
            if (delta === 0) return;
            undoing = true;
            window.history.go(delta);
            setPending(() => () => {
                passNextPop.current = true;
                window.history.go(-delta);
            });
        };
        window.addEventListener('popstate', onPopState, true);

        const navigation = navigationApi();
        const onNavigate = (event: Event) => {
            const traverse = event as TraverseEvent;
            if (traverse.navigationType !== 'traverse' || !traverse.cancelable || passNextPop.current) return;
            traverse.preventDefault();
            const key = traverse.destination.key;
            setPending(() => () => {
                passNextPop.current = true;
                navigation?.traverseTo(key);
            });
        };
        navigation?.addEventListener('navigate', onNavigate);

        const beforeUnload = (event: BeforeUnloadEvent) => {
            event.preventDefault();
            event.returnValue = '';
        };
        window.addEventListener('beforeunload', beforeUnload);
        return () => {
            target.push = push;
            target.replace = replace;
            window.removeEventListener('popstate', onPopState, true);
            navigation?.removeEventListener('navigate', onNavigate);
            window.removeEventListener('beforeunload', beforeUnload);
        };
    }, [navigator, when]);

    return {
        /** A navigation waits for an answer. */
        blocked: pending !== null,
        proceed: () => {
            const go = pending;
            setPending(null);
            bypass.current = true;
            go?.();
            bypass.current = false;
        },
        stay: () => setPending(null),
        /** Navigates past the guard (after a save). */
        unguarded: (go: () => void) => {
            bypass.current = true;
            go();
            bypass.current = false;
        },
    };
};
