import { describe, expect, it } from 'vitest';
import { SIGNED_OUT, type AuthState } from './authState';
import { placeAfterSignIn } from './defaultPlace';
import { decideNavigation } from './routeGuard';
import { findRoute } from './routeTable';

const signedIn = (fields: Partial<AuthState>): AuthState => ({ ...SIGNED_OUT, isAuthenticated: true, authority: 'CUSTOMER_USER', ...fields });
const afterSignIn = (auth: AuthState) => decideNavigation({ auth, route: findRoute('/login'), pathname: '/login', search: '', isMobileApp: false });

describe('where signing in leads (default dashboards)', () => {
    it.each<[string, AuthState, string]>([
        ['a customer user with a default dashboard: that dashboard in the shell', signedIn({ defaultDashboardId: 'd-1' }), '/dashboards/d-1'],
        ['a tenant admin with one: the same', signedIn({ authority: 'TENANT_ADMIN', defaultDashboardId: 'd-2' }), '/dashboards/d-2'],
        ['always fullscreen: the fullscreen dashboard', signedIn({ defaultDashboardId: 'd-1', forceFullscreen: true }), '/dashboard/d-1'],
        ['no default dashboard: home (the home dashboard shows there)', signedIn({}), '/home'],
        ['the sysadmin has none', signedIn({ authority: 'SYS_ADMIN', defaultDashboardId: 'd-3' }), '/home'],
    ])('%s', (_name, auth, place) => {
        expect(placeAfterSignIn(auth)).toBe(place);
        expect(afterSignIn(auth)).toEqual({ kind: 'redirect', to: place });
    });

    it('sends an unknown page home, not to the default dashboard', () => {
        const auth = signedIn({ defaultDashboardId: 'd-1' });
        expect(decideNavigation({ auth, route: null, pathname: '/nowhere', search: '', isMobileApp: false })).toEqual({ kind: 'redirect', to: '/home' });
    });
});
