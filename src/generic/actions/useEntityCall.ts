import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { RequestOptions } from '../../providers/http/createHttpClient';
import { httpClient } from '../../providers/http/httpClient';

/**
 * One ThingsBoard call behind an entity action, through the console's http client (the error
 * catalogue reports failures); on success the views reload and an optional toast confirms.
 */
export const useEntityCall = () => {
    const refresh = useRefresh();
    const notify = useNotify();
    const [pending, setPending] = useState(false);
    const call = async <T,>(path: string, options: RequestOptions, success?: string): Promise<T | undefined> => {
        setPending(true);
        try {
            const answer = await httpClient.request<T>(path, options);
            if (success) notify(success, { type: 'success' });
            refresh();
            return answer;
        } catch {
            // Already shown by the error catalogue.
            return undefined;
        } finally {
            setPending(false);
        }
    };
    return { call, pending };
};
