import { matchPath } from 'react-router';
import type { AuthState } from './authState';
import { HOME_ROUTE_PATH } from './routeTable';

/** Where a session starts: the kiosk dashboard, the public dashboard, else home. */
export const defaultPlace = (auth: AuthState): string => {
    if (auth.isPublic) {
        return auth.lastPublicDashboardId
            ? `/dashboard/${auth.lastPublicDashboardId}`
            : HOME_ROUTE_PATH;
    }
    if (auth.forceFullscreen && auth.defaultDashboardId) {
        return `/dashboard/${auth.defaultDashboardId}`;
    }
    return HOME_ROUTE_PATH;
};

/**
 * Where signing in leads (ThingsBoard's defaultUrl): a tenant admin's or customer user's default
 * dashboard in the shell (additionalInfo.defaultDashboardId without defaultDashboardFullscreen),
 * else the default place. It wins over the page remembered before sign-in, as in ThingsBoard.
 */
export const placeAfterSignIn = (auth: AuthState): string => {
    const mayHaveDefault = auth.authority === 'TENANT_ADMIN' || auth.authority === 'CUSTOMER_USER';
    if (mayHaveDefault && !auth.isPublic && !auth.forceFullscreen && auth.defaultDashboardId) return `/dashboards/${auth.defaultDashboardId}`;
    return defaultPlace(auth);
};

const dashboardIdIn = (pattern: string, pathname: string) =>
    matchPath({ path: pattern, end: true }, pathname)?.params.dashboardId;

/**
 * Part 1 §4 default-place rules: in forced fullscreen and for public users, only
 * dashboard routes, allowed dashboards and (not for public users) the profile are open.
 */
export const isAllowedByDefaultPlace = (auth: AuthState, pathname: string): boolean => {
    if (!auth.isPublic && !auth.forceFullscreen) return true;
    if (dashboardIdIn('/dashboard/:dashboardId', pathname)) return true;
    const shellDashboard = dashboardIdIn('/dashboards/:dashboardId', pathname);
    if (shellDashboard && auth.allowedDashboardIds.includes(shellDashboard)) return true;
    return !auth.isPublic && pathname === '/profile';
};
