import { intlLocaleOf } from '../../../shared/i18n/languages';
import { tokenStore } from '../auth/tokenStore';
import { languageStore } from '../i18n/languageStore';
import { activeRequests } from './activeRequests';
import { createHttpClient } from './createHttpClient';
import { reactToError } from './reactToError';

/** The one client every /api call of the console goes through. */
export const httpClient = createHttpClient({
    // Resolved at call time so tests and polyfills that replace window.fetch are honoured.
    fetch: (input, init) => window.fetch(input, init),
    tokens: tokenStore,
    onError: reactToError,
    onActiveRequestsChange: activeRequests.set,
    language: () => intlLocaleOf(languageStore.getSnapshot().locale),
});
