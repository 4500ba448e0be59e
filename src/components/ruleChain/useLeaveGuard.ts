import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';

type Navigate = (...args: unknown[]) => void;

/**
 * Holds in-app navigation while `when` is true and asks first; also asks the browser before a
 * reload or tab close. The console runs in a <BrowserRouter> (no data router), where react-router's
 * useBlocker is not available, so the navigator's push and replace are wrapped instead.
 */
export const useLeaveGuard = (when: boolean) => {
    const { navigator } = useContext(UNSAFE_NavigationContext);
    const [pending, setPending] = useState<(() => void) | null>(null);
    const bypass = useRef(false);

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
        const beforeUnload = (event: BeforeUnloadEvent) => {
            event.preventDefault();
            event.returnValue = '';
        };
        window.addEventListener('beforeunload', beforeUnload);
        return () => {
            target.push = push;
            target.replace = replace;
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
