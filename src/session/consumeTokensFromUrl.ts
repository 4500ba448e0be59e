import type { TokenStore } from '../providers/auth/tokenStore';

/**
 * Deep links may carry a session: `?accessToken=…&refreshToken=…` (reference §2 step 5).
 * Stores it and removes both parameters from the address bar, keeping the rest.
 */
export const consumeTokensFromUrl = (
    location: Pick<Location, 'pathname' | 'search' | 'hash'>,
    history: Pick<History, 'replaceState' | 'state'>,
    tokens: TokenStore
) => {
    const params = new URLSearchParams(location.search);
    const token = params.get('accessToken');
    const refreshToken = params.get('refreshToken');
    if (!token || !refreshToken) return;

    tokens.clear();
    tokens.save({ token, refreshToken });
    params.delete('accessToken');
    params.delete('refreshToken');
    const search = params.toString();
    history.replaceState(
        history.state,
        '',
        `${location.pathname}${search ? `?${search}` : ''}${location.hash}`
    );
};
