import { tokenStore } from '../auth/tokenStore';
import { readApiError } from '../http/ApiError';
import { httpClient } from '../http/httpClient';
import { reactToError } from '../http/reactToError';
import { saveFile } from '../../lib/saveFile';

/**
 * Multipart uploads and binary downloads, which the JSON http client does not carry. The
 * token comes from the same store (a cheap authenticated call refreshes it first when it is
 * about to expire) and failures go through the same error catalogue.
 */
const freshToken = async (): Promise<string | null> => {
    if (!tokenStore.validAccessToken()) {
        await httpClient.request('/api/auth/user', { ignoreLoading: true }).catch(() => undefined);
    }
    return tokenStore.validAccessToken();
};

const send = async (method: 'GET' | 'POST', path: string, body?: FormData): Promise<Response> => {
    const token = await freshToken();
    const response = await fetch(path, {
        method,
        body,
        headers: token ? { 'X-Authorization': `Bearer ${token}` } : {},
    });
    if (!response.ok) {
        const error = await readApiError(response);
        reactToError(error, path, { method });
        throw error;
    }
    return response;
};

/** `POST path` with one file as the multipart field `file` (ThingsBoard's OTA upload). */
export const uploadFile = async <T,>(path: string, file: Blob, fileName: string): Promise<T> => {
    const form = new FormData();
    form.append('file', file, fileName);
    return (await (await send('POST', path, form)).json()) as T;
};

/** Downloads a file and hands it to the browser under the server's file name. */
export const downloadFile = async (path: string, fallbackName: string): Promise<void> => {
    const response = await send('GET', path);
    const disposition = response.headers.get('Content-Disposition') ?? '';
    const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
    saveFile(await response.blob(), decodeURIComponent(name));
};
