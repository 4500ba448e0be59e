import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { dialogStore } from '../components/dialogs/dialogStore';
import { showToast } from '../components/toast/toastStore';
import { ConsoleLoading } from '../layout/ConsoleLoading';
import { authProvider } from '../providers/auth/authProvider';
import { decodeJwtClaims } from '../providers/auth/jwtClaims';
import { TOKEN_KEYS, tokenStore } from '../providers/auth/tokenStore';
import { SIGNED_OUT, toAuthState } from './authState';
import { defaultPlace } from './defaultPlace';
import { handOverToMobileApp, isMobileApp } from './mobileApp';
import { preloadConsole } from './preloadConsole';
import { afterLoginPath, HOME_PATH, rememberLocation } from './rememberedLocation';
import { decideNavigation } from './routeGuard';
import { findRoute } from './routeTable';
import { sessionEvents } from './sessionEvents';

/** Router state of the navigation that undoes a cancelled one: it closes no dialog. */
interface GuardRestoreState {
    guardRestore: true;
}

const isGuardRestore = (state: unknown) =>
    (state as GuardRestoreState | null)?.guardRestore === true;

const sessions = authProvider.sessions;

/**
 * Runs the route guard (routeGuard.ts) on every navigation once the user is loaded, and
 * carries out its decision: redirects, sign-in, the forbidden dialog, public sessions.
 */
export const SessionGuard = ({ children }: { children: ReactNode }) => {
    const location = useLocation();
    const navigate = useNavigate();
    const session = useSyncExternalStore(sessions.subscribe, sessions.getSnapshot);
    const lastAllowedUrl = useRef<string | null>(null);
    const lastPublicDashboardId = useRef<string | null>(null);
    const hasTokens = tokenStore.hasSession();

    // The user is loaded once per session, before any decision.
    useEffect(() => {
        if (hasTokens && session.status === 'idle') {
            sessions.ensureLoaded().catch(() => {
                tokenStore.clear();
                sessions.reset();
            });
        }
        if (!hasTokens && session.status === 'ready') {
            // Both tokens ran out while the console was open: say so on the way to sign-in.
            showToast({ message: 'access.refresh-token-expired', kind: 'error' });
            tokenStore.clear();
            sessions.reset();
        }
    }, [hasTokens, session.status]);

    useEffect(
        () =>
            sessionEvents.subscribe(event => {
                if (event === 'ended') sessions.reset();
                if (event === 'sign-out-requested') {
                    authProvider.logout({}).then(() => navigate('/login', { replace: true }));
                }
            }),
        [navigate]
    );

    const auth =
        hasTokens && session.status === 'ready'
            ? toAuthState(
                  decodeJwtClaims(window.localStorage.getItem(TOKEN_KEYS.accessToken) ?? ''),
                  session.details,
                  lastPublicDashboardId.current
              )
            : SIGNED_OUT;
    const waiting = hasTokens && session.status !== 'ready';
    const route = findRoute(location.pathname);
    const decision = waiting
        ? null
        : decideNavigation({
              auth,
              route,
              pathname: location.pathname,
              search: location.search,
              isMobileApp: isMobileApp(),
          });
    const decisionKey = JSON.stringify(decision);

    // Navigation started: dialogs close (part 2 §2.2), except when the guard undoes one.
    // The first location is no navigation: an alert opened on load (loginError) stays.
    const previousLocationKey = useRef(location.key);
    useEffect(() => {
        if (previousLocationKey.current === location.key) return;
        previousLocationKey.current = location.key;
        if (!isGuardRestore(location.state)) dialogStore.closeAll();
    }, [location.key, location.state]);

    useEffect(() => {
        if (!decision) return;
        const url = location.pathname + location.search;
        switch (decision.kind) {
            case 'allow':
                lastAllowedUrl.current = url;
                if (auth.isPublic) {
                    lastPublicDashboardId.current =
                        /^\/dashboard\/([^/]+)$/.exec(location.pathname)?.[1] ??
                        lastPublicDashboardId.current;
                }
                break;
            case 'public-login':
                // The console's code downloads while the public session is asked for: it waited for the
                // session's answer, a round trip and then the whole download in a row (issue #26).
                preloadConsole();
                // An unknown public id: the http layer has said why; sign-in is what is left.
                authProvider
                    .publicLogin(decision.publicId)
                    .catch(() => navigate('/login', { replace: true }));
                break;
            case 'cancel':
                if (decision.effect === 'forbidden') {
                    dialogStore.forbidden().then(signIn => {
                        if (signIn) sessionEvents.emit('sign-out-requested');
                    });
                } else if (decision.effect === 'logout') {
                    authProvider.logout({});
                } else if (decision.effect === 'reload-public-user') {
                    tokenStore.clear();
                    window.location.reload();
                } else {
                    handOverToMobileApp(location.pathname, location.search);
                }
                break;
        }
        // The decision is what changes; its key stands for it.
    }, [location.key, decisionKey]);

    if (!decision) return <ConsoleLoading />;
    switch (decision.kind) {
        case 'allow':
            return children;
        case 'redirect': {
            // A person who just signed in goes back to the page they were sent away from.
            const to =
                route?.module === 'public' && decision.to === HOME_PATH
                    ? afterLoginPath(location.state)
                    : decision.to;
            return <Navigate to={to} replace />;
        }
        case 'login':
            return <Navigate to="/login" replace state={rememberLocation(decision.remember)} />;
        case 'cancel':
            if (decision.effect === 'forbidden' || decision.effect === 'mobile-navigation') {
                const back = lastAllowedUrl.current ?? defaultPlace(auth);
                return <Navigate to={back} replace state={{ guardRestore: true }} />;
            }
            return <ConsoleLoading />;
        case 'public-login':
            return <ConsoleLoading />;
    }
};
