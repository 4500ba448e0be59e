import { describe, expect, it } from 'vitest';
import { SIGNED_OUT, type AuthState } from './authState';
import { defaultPlace } from './defaultPlace';
import { decideNavigation, dottedPath, type GuardDecision } from './routeGuard';
import { findRoute } from './routeTable';

const signedIn = (fields: Partial<AuthState> = {}): AuthState => ({
    ...SIGNED_OUT,
    isAuthenticated: true,
    authority: 'TENANT_ADMIN',
    ...fields,
});
const customer = signedIn({ authority: 'CUSTOMER_USER' });
const sysadmin = signedIn({ authority: 'SYS_ADMIN' });
const kiosk = signedIn({
    authority: 'CUSTOMER_USER',
    forceFullscreen: true,
    defaultDashboardId: 'd-1',
    allowedDashboardIds: ['d-1', 'd-2'],
});
const publicUser = signedIn({
    authority: 'CUSTOMER_USER',
    isPublic: true,
    publicId: 'pub-1',
    lastPublicDashboardId: 'd-9',
});

const decide = (auth: AuthState, url: string, isMobileApp = false): GuardDecision => {
    const { pathname, search } = new URL(url, 'http://console');
    return decideNavigation({ auth, route: findRoute(pathname), pathname, search, isMobileApp });
};

describe('route guard (part 1 §4)', () => {
    it.each<[string, AuthState, string, GuardDecision]>([
        // Not authenticated
        ['public id → public session', SIGNED_OUT, '/dashboard/d-9?publicId=pub-1', { kind: 'public-login', publicId: 'pub-1' }],
        ['public-module route allowed', SIGNED_OUT, '/login', { kind: 'allow' }],
        ['reset page allowed', SIGNED_OUT, '/login/resetPassword?resetToken=x', { kind: 'allow' }],
        ['create password allowed', SIGNED_OUT, '/login/createPassword?activateToken=x', { kind: 'allow' }],
        ['other route → login, remembered', SIGNED_OUT, '/devices?page=2', { kind: 'login', remember: { pathname: '/devices', search: '?page=2' } }],
        ['unknown route → login, remembered', SIGNED_OUT, '/nowhere', { kind: 'login', remember: { pathname: '/nowhere', search: '' } }],
        // Authenticated: public user
        ['public user, same publicId', publicUser, '/dashboard/d-9?publicId=pub-1', { kind: 'allow' }],
        ['public user, other publicId → reload', publicUser, '/dashboard/d-9?publicId=pub-2', { kind: 'cancel', effect: 'reload-public-user' }],
        ['public user, no publicId → logout', publicUser, '/dashboard/d-9', { kind: 'cancel', effect: 'logout' }],
        ['public user, not a dashboard → default place', publicUser, '/profile?publicId=pub-1', { kind: 'redirect', to: '/dashboard/d-9' }],
        // Authenticated: default place of forced fullscreen
        ['kiosk: its dashboard', kiosk, '/dashboard/d-1', { kind: 'allow' }],
        ['kiosk: an allowed dashboard in the shell', kiosk, '/dashboards/d-2', { kind: 'allow' }],
        ['kiosk: a dashboard not allowed → default place', kiosk, '/dashboards/d-3', { kind: 'redirect', to: '/dashboard/d-1' }],
        ['kiosk: profile', kiosk, '/profile', { kind: 'allow' }],
        ['kiosk: home → default place', kiosk, '/home', { kind: 'redirect', to: '/dashboard/d-1' }],
        // Authenticated: public pages and unknown paths go to the default place
        ['signed in at /login → home', customer, '/login', { kind: 'redirect', to: '/home' }],
        ['unknown path → home', customer, '/nowhere', { kind: 'redirect', to: '/home' }],
        ['home', customer, '/home', { kind: 'allow' }],
        // Authenticated: allowed authorities
        ['customer at /tenants → forbidden', customer, '/tenants', { kind: 'cancel', effect: 'forbidden' }],
        ['tenant admin at /tenants → forbidden', signedIn(), '/tenants', { kind: 'cancel', effect: 'forbidden' }],
        ['sysadmin at /tenants', sysadmin, '/tenants', { kind: 'allow' }],
        ['sysadmin at /devices → forbidden', sysadmin, '/devices', { kind: 'cancel', effect: 'forbidden' }],
        ['sysadmin at a shell dashboard → forbidden', sysadmin, '/dashboards/d-1', { kind: 'cancel', effect: 'forbidden' }],
        ['anonymous token at /home → forbidden', signedIn({ authority: 'ANONYMOUS' }), '/home', { kind: 'cancel', effect: 'forbidden' }],
        // Authenticated: redirectTo per authority
        ['sysadmin /settings → general', sysadmin, '/settings', { kind: 'redirect', to: '/settings/general' }],
        ['tenant admin /settings → home settings', signedIn(), '/settings', { kind: 'redirect', to: '/settings/home' }],
        ['customer /settings → forbidden', customer, '/settings', { kind: 'cancel', effect: 'forbidden' }],
        ['otherwise allowed', customer, '/devices', { kind: 'allow' }],
        // Mobile app
        ['mobile app: dashboard route', customer, '/dashboard/d-1', { kind: 'allow' }],
    ])('%s', (_name, auth, url, expected) => {
        expect(decide(auth, url)).toEqual(expected);
    });

    it('hands every non-dashboard route of the mobile app to the app', () => {
        expect(decide(customer, '/devices', true)).toEqual({ kind: 'cancel', effect: 'mobile-navigation' });
        expect(decide(customer, '/dashboard/d-1?embedded=true', true)).toEqual({ kind: 'allow' });
        expect(dottedPath('/dashboard/d-1')).toBe('dashboard.d-1');
    });
});

describe('default place', () => {
    it.each<[string, AuthState, string]>([
        ['home for everyone else', customer, '/home'],
        ['the fullscreen default dashboard', kiosk, '/dashboard/d-1'],
        ['the last public dashboard', publicUser, '/dashboard/d-9'],
        ['home when the kiosk has no dashboard id', signedIn({ forceFullscreen: true }), '/home'],
    ])('%s', (_name, auth, place) => expect(defaultPlace(auth)).toBe(place));
});
