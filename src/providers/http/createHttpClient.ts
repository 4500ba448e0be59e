import type { TokenStore } from '../auth/tokenStore';
import type { JwtPair } from '../../../shared/generated/api.gen';
import { ApiError, ERROR_CODES, readApiError } from './ApiError';

export type QueryValue = string | number | boolean | null | undefined;

/** Per-call options; the last three follow ThingsBoard's own request options. */
export interface RequestOptions {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    /** Appended as a query string; null and undefined values are left out. */
    query?: Record<string, QueryValue>;
    /** Sent as JSON. */
    body?: unknown;
    signal?: AbortSignal;
    /** The caller handles failures itself: no global error report (onError). */
    ignoreErrors?: boolean;
    /** Not counted by the global loading indicator (onActiveRequestsChange). */
    ignoreLoading?: boolean;
    /**
     * On 429, send again after 1 s plus a random 0–3 s (part 1 §8), up to MAX_429_RESENDS times:
     * calls that come in bursts (bulk deletes, exports, a series of deletions) set it.
     */
    resendOn429?: boolean;
    /**
     * This call ends the session (sign-out): it carries the current token, and the moment it is
     * sent the client forgets the tokens and aborts its other calls, so none of them is answered
     * 401 by the session the server is ending.
     */
    endsSession?: boolean;
}

export interface HttpClient {
    /** Calls an /api path and resolves to the parsed JSON (or text, or undefined when empty). */
    request<T>(path: string, options?: RequestOptions): Promise<T>;
}

export interface HttpClientConfig {
    fetch: typeof fetch;
    tokens: TokenStore;
    /** Global error report (toasts, forbidden dialog), skipped for ignoreErrors calls. */
    onError?: (error: ApiError, path: string, options: RequestOptions) => void;
    /** Global loading indicator: how many calls not marked ignoreLoading are running. */
    onActiveRequestsChange?: (count: number) => void;
    /** The BCP 47 tag of the console's language, sent as Accept-Language. */
    language?: () => string;
    /** Injected for tests. */
    wait?: (ms: number) => Promise<void>;
    random?: () => number;
}

const PUBLIC_PATHS = ['/api/auth/login', '/api/auth/token', '/api/noauth/'];

/** A server that keeps refusing is reported after this many resends, not waited on for ever. */
export const MAX_429_RESENDS = 5;

/** Every /api call carries the access token except sign-in, refresh and the no-auth entry points. */
export const needsAccessToken = (path: string) =>
    !PUBLIC_PATHS.some(publicPath => path.startsWith(publicPath));

export const createHttpClient = ({
    fetch,
    tokens,
    onError,
    onActiveRequestsChange,
    language,
    wait = ms => new Promise(resolve => setTimeout(resolve, ms)),
    random = Math.random,
}: HttpClientConfig): HttpClient => {
    let refreshInFlight: Promise<string> | null = null;
    let activeRequests = 0;
    /** The authenticated calls on their way: ending the session aborts them. */
    const authenticatedCalls = new Set<AbortController>();

    const endSession = (message: string): never => {
        tokens.clear();
        throw new ApiError({
            status: 401,
            errorCode: ERROR_CODES.jwtTokenExpired,
            message,
        });
    };

    const refreshTokens = async (): Promise<string> => {
        const refreshToken = tokens.validRefreshToken();
        if (!refreshToken) return endSession('access.refresh-token-expired');
        let pair: JwtPair | null = null;
        try {
            const response = await fetch('/api/auth/token', {
                method: 'POST',
                headers: JSON_HEADERS,
                body: JSON.stringify({ refreshToken }),
            });
            if (response.ok) pair = (await response.json()) as JwtPair;
        } catch {
            // A network failure ends the session like a refused refresh.
        }
        if (!pair) return endSession('access.refresh-token-failed');
        tokens.save(pair);
        const token = tokens.validAccessToken();
        return token === pair.token
            ? token
            : endSession('access.refresh-token-failed');
    };

    /** All callers that find the token expired wait for the same refresh. */
    const sharedRefresh = () => {
        refreshInFlight ??= refreshTokens().finally(() => {
            refreshInFlight = null;
        });
        return refreshInFlight;
    };

    const accessToken = () => tokens.validAccessToken() ?? sharedRefresh();

    const send = async (
        path: string,
        options: RequestOptions,
        isRetry = false,
        resends = 0
    ): Promise<Response> => {
        const headers: Record<string, string> = {
            Accept: 'application/json, text/plain, */*',
        };
        if (options.body !== undefined) {
            Object.assign(headers, JSON_HEADERS);
        }
        const token = needsAccessToken(path) ? await accessToken() : null;
        if (token) headers['X-Authorization'] = `Bearer ${token}`;
        // The console's language, for what the server writes to people (activation and reset mails).
        const tag = language?.();
        if (tag) headers['Accept-Language'] = tag;
        if (options.endsSession) {
            // From here on, calls find no session and fail here instead of at the server.
            tokens.clear();
            authenticatedCalls.forEach(call => call.abort());
        }

        const call = new AbortController();
        const abortWithCaller = () => call.abort();
        options.signal?.addEventListener('abort', abortWithCaller);
        if (options.signal?.aborted) call.abort();
        if (token && !options.endsSession) authenticatedCalls.add(call);
        let response: Response;
        try {
            response = await fetch(withQuery(path, options.query), {
                method: options.method ?? 'GET',
                headers,
                body:
                    options.body === undefined
                        ? undefined
                        : JSON.stringify(options.body),
                signal: call.signal,
            });
        } catch (error) {
            if (call.signal.aborted) throw error;
            throw new ApiError({ status: 0, message: 'error.unable-to-connect' });
        } finally {
            authenticatedCalls.delete(call);
            options.signal?.removeEventListener('abort', abortWithCaller);
        }
        if (response.ok) return response;

        const error = await readApiError(response);
        if (
            token &&
            !isRetry &&
            error.status === 401 &&
            error.errorCode === ERROR_CODES.jwtTokenExpired
        ) {
            // Another call may already have refreshed since this one was sent.
            if (tokens.validAccessToken() === token) await sharedRefresh();
            return send(path, options, true, resends);
        }
        if (error.status === 429 && options.resendOn429 && resends < MAX_429_RESENDS) {
            await wait(1000 + random() * 3000);
            if (options.signal?.aborted) throw error;
            return send(path, options, isRetry, resends + 1);
        }
        throw error;
    };

    const countActive = (delta: number) => {
        activeRequests += delta;
        onActiveRequestsChange?.(activeRequests);
    };

    return {
        async request<T>(path: string, options: RequestOptions = {}) {
            if (!options.ignoreLoading) countActive(+1);
            try {
                return (await readBody(await send(path, options))) as T;
            } catch (error) {
                if (error instanceof ApiError && !options.ignoreErrors) {
                    onError?.(error, path, options);
                }
                throw error;
            } finally {
                if (!options.ignoreLoading) countActive(-1);
            }
        },
    };
};

const JSON_HEADERS = { 'Content-Type': 'application/json' };

const withQuery = (path: string, query: RequestOptions['query']) => {
    const params = new URLSearchParams();
    Object.entries(query ?? {}).forEach(([key, value]) => {
        if (value !== undefined && value !== null) {
            params.append(key, String(value));
        }
    });
    const search = params.toString();
    return search ? `${path}?${search}` : path;
};

const readBody = async (response: Response): Promise<unknown> => {
    const text = await response.text();
    if (!text) return undefined;
    const isJson = response.headers
        .get('Content-Type')
        ?.includes('application/json');
    return isJson ? JSON.parse(text) : text;
};
