/** Query parameters read once on load besides the tokens (part 1 §2). */
export interface LoadParameters {
    username: string | null;
    password: string | null;
    loginError: string | null;
}

const CONSUMED = ['username', 'password', 'loginError'] as const;

/**
 * Reads username, password and loginError from the address and removes them from it, so
 * neither a password nor an old error stays in the history. publicId stays: the route
 * guard compares it on every navigation.
 */
export const takeLoadParameters = (
    location: Pick<Location, 'pathname' | 'search' | 'hash'>,
    history: Pick<History, 'replaceState' | 'state'>
): LoadParameters => {
    const params = new URLSearchParams(location.search);
    const taken = {
        username: params.get('username'),
        password: params.get('password'),
        loginError: params.get('loginError'),
    };
    if (CONSUMED.some(name => params.has(name))) {
        CONSUMED.forEach(name => params.delete(name));
        const search = params.toString();
        history.replaceState(
            history.state,
            '',
            `${location.pathname}${search ? `?${search}` : ''}${location.hash}`
        );
    }
    return taken;
};
