import { tokenStore } from '../auth/tokenStore';
import { createHttpClient } from './createHttpClient';

/** The one client every /api call of the console goes through. */
export const httpClient = createHttpClient({
    // Resolved at call time so tests and polyfills that replace window.fetch are honoured.
    fetch: (input, init) => window.fetch(input, init),
    tokens: tokenStore,
});
