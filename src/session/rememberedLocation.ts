/**
 * Where to go after sign-in, carried in the router state of the /login navigation.
 * The shape is react-admin's (useLogout and useCheckAuth write the same fields),
 * so both our guard and react-admin's redirects are understood.
 */
export interface RememberedLocation {
    nextPathname?: string;
    nextSearch?: string;
}

export const HOME_PATH = '/home';

export const rememberLocation = (location: {
    pathname: string;
    search: string;
}): RememberedLocation => ({
    nextPathname: location.pathname,
    nextSearch: location.search,
});

/** The remembered place, unless it is missing or a public page; then home. */
export const afterLoginPath = (routerState: unknown): string => {
    const { nextPathname, nextSearch } = (routerState ?? {}) as RememberedLocation;
    const isShellPath =
        typeof nextPathname === 'string' &&
        nextPathname.startsWith('/') &&
        !nextPathname.startsWith('//') && // would leave the site
        nextPathname !== '/' &&
        !/^\/login(\/|$)/.test(nextPathname);
    if (!isShellPath) return HOME_PATH;
    return nextPathname + (typeof nextSearch === 'string' ? nextSearch : '');
};
