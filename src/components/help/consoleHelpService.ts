import { httpClient } from '../../providers/http/httpClient';
import { createHelpService, type HelpSource } from './helpService';

/**
 * A help file's text; a miss is null. The console's server answers unknown paths with the
 * single-page app (200, text/html), which is a miss too.
 */
const fetchHelpFile = async (url: string): Promise<string | null> => {
    try {
        const response = await window.fetch(url, { headers: { Accept: 'text/markdown, text/plain' } });
        if (!response.ok || (response.headers.get('content-type') ?? '').includes('text/html')) return null;
        return await response.text();
    } catch {
        return null;
    }
};

const consoleHelpSource: HelpSource = {
    fetchText: fetchHelpFile,
    helpBaseUrl: async () => {
        const answer = await httpClient.request<unknown>('/api/uiSettings/helpBaseUrl', { ignoreErrors: true, ignoreLoading: true });
        return typeof answer === 'string' ? answer : '';
    },
};

/** The console's one help service: its cache lives as long as the page. */
export const helpService = createHelpService(consoleHelpSource);
