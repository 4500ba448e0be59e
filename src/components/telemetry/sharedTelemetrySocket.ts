import type { TokenStore } from '../../providers/auth/tokenStore';
import { tokenStore } from '../../providers/auth/tokenStore';
import { httpClient } from '../../providers/http/httpClient';
import { createTelemetrySocket } from '../../lib/telemetrySocket';

const socketUrl = () => {
    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    const token = encodeURIComponent(tokenStore.validAccessToken() ?? '');
    return `${protocol}//${window.location.host}/api/ws/plugins/telemetry?token=${token}`;
};

/**
 * Before a reconnect: a signed-out console stays closed; an expired access token is refreshed
 * first by an authenticated call (the http client's refresh, which reports an ended session as
 * every call does), since the socket's ?token= cannot be refreshed.
 */
export const sessionReadyForSocket = async (tokens: TokenStore, authenticatedCall: () => Promise<unknown>): Promise<boolean> => {
    if (!tokens.hasSession()) return false;
    if (!tokens.validAccessToken()) await authenticatedCall().catch(() => undefined);
    return tokens.validAccessToken() !== null;
};

/** The page's one telemetry socket; the token is read when it opens (after a REST call refreshed it). */
export const sharedTelemetrySocket = createTelemetrySocket(() => new WebSocket(socketUrl()), {
    prepare: () => sessionReadyForSocket(tokenStore, () => httpClient.request('/api/auth/user', { ignoreLoading: true })),
});
