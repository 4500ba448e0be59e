import type { AuthState } from './authState';
import { defaultPlace, isAllowedByDefaultPlace, placeAfterSignIn } from './defaultPlace';
import type { RouteData } from './routeTable';

export interface GuardInput {
    auth: AuthState;
    /** The route table entry of the location; null for an unknown path. */
    route: RouteData | null;
    pathname: string;
    search: string;
    isMobileApp: boolean;
}

export type GuardDecision =
    | { kind: 'allow' }
    | { kind: 'redirect'; to: string }
    /** Navigation cancelled; `effect` says what else happens. */
    | { kind: 'cancel'; effect: 'forbidden' | 'reload-public-user' | 'logout' | 'mobile-navigation' }
    /** Not signed in but the URL names a public customer: sign in as it. */
    | { kind: 'public-login'; publicId: string }
    /** Remember the URL for after sign-in, then go to the sign-in page. */
    | { kind: 'login'; remember: { pathname: string; search: string } };

const ALLOW: GuardDecision = { kind: 'allow' };

/**
 * The route guard of part 1 §4, rule for rule, run on every navigation once the user is
 * loaded. Pure: the caller carries out redirects, dialogs and sign-ins.
 */
export const decideNavigation = ({
    auth,
    route,
    pathname,
    search,
    isMobileApp,
}: GuardInput): GuardDecision => {
    const publicId = new URLSearchParams(search).get('publicId');

    if (!auth.isAuthenticated) {
        if (publicId) return { kind: 'public-login', publicId };
        if (route?.module === 'public') return ALLOW;
        return { kind: 'login', remember: { pathname, search } };
    }

    if (auth.isPublic && (publicId ?? '') !== (auth.publicId ?? '')) {
        return {
            kind: 'cancel',
            effect: publicId ? 'reload-public-user' : 'logout',
        };
    }
    if (isMobileApp && !dottedPath(pathname).startsWith('dashboard.')) {
        return { kind: 'cancel', effect: 'mobile-navigation' };
    }
    if (!route || route.module === 'public' || !isAllowedByDefaultPlace(auth, pathname)) {
        // A signed-in user on the sign-in pages has just signed in.
        const place = route?.module === 'public' ? placeAfterSignIn(auth) : defaultPlace(auth);
        return pathname === place ? ALLOW : { kind: 'redirect', to: place };
    }
    const authority = auth.authority;
    if (route.auth && !(authority && (route.auth as readonly string[]).includes(authority))) {
        return { kind: 'cancel', effect: 'forbidden' };
    }
    const redirectTo =
        typeof route.redirectTo === 'string'
            ? route.redirectTo
            : authority && authority !== 'ANONYMOUS'
              ? route.redirectTo?.[authority]
              : undefined;
    if (redirectTo && redirectTo !== pathname) return { kind: 'redirect', to: redirectTo };
    return ALLOW;
};

/** Angular's state name of a path: /dashboard/42 → dashboard.42 */
export const dottedPath = (pathname: string) =>
    pathname.split('/').filter(Boolean).join('.');
