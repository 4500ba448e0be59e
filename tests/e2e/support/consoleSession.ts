import type { BrowserContextOptions } from 'playwright-core';
import { clientExpiration } from '../../../src/providers/auth/tokenExpiry';
import { apiClient, claimsOf, type JwtPair } from '../../support/api';

/**
 * What the console keeps in localStorage after a sign-in: ThingsBoard's own keys
 * (src/providers/auth/tokenStore.ts, which cannot be imported outside a browser), each token with
 * the time it expires by the browser's clock.
 */
export const sessionItems = (pair: JwtPair, accessExpiration: number, refreshExpiration: number) => [
    { name: 'jwt_token', value: pair.token },
    { name: 'jwt_token_expiration', value: String(accessExpiration) },
    { name: 'refresh_token', value: pair.refreshToken },
    { name: 'refresh_token_expiration', value: String(refreshExpiration) },
];

export interface Login {
    email: string;
    password: string;
}

/**
 * A browser context's starting storage, signed in as `login` on the server of `serverUrl` (any of its
 * pages): the server's own login call, its tokens stored as the console stores a sign-in (their expiry
 * as the console computes it). For tests that are not about signing in: the sign-in page and its form
 * are covered by sign-in.test.ts, session.test.ts and password-flows.test.ts.
 */
export async function signedInStorage(serverUrl: string, login: Login): Promise<NonNullable<BrowserContextOptions['storageState']>> {
    const { origin } = new URL(serverUrl);
    const pair = await apiClient(origin).login(login.email, login.password);
    const now = Date.now();
    const expiration = (token: string) => clientExpiration(claimsOf(token) as { iat: number; exp: number }, now) ?? now;
    return {
        cookies: [],
        origins: [{ origin, localStorage: sessionItems(pair, expiration(pair.token), expiration(pair.refreshToken)) }],
    };
}
