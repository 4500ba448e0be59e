import { ERROR_CODES, type ApiError } from './ApiError';

/** What the console does about a failed call that the caller did not handle itself. */
export type ErrorReaction =
    | { kind: 'none' }
    | { kind: 'toast'; message: string; messageArgs?: Record<string, unknown> }
    | { kind: 'forbidden' }
    /** The session is over: tokens are gone; show the message, then sign in again. */
    | { kind: 'sign-in-again'; message: string };

export interface FailedRequest {
    method: string;
    url: string;
}

interface CatalogueRow {
    situation: string;
    applies(error: ApiError, request: FailedRequest): boolean;
    reaction(error: ApiError, request: FailedRequest): ErrorReaction;
}

const isRpc = (url: string) => /^\/api\/(plugins\/)?rpc\//.test(url);

/**
 * The error catalogue of part 1 §8, first matching row wins. The refresh-and-retry of
 * 401/11 and the 429 resend happen in the http client; what reaches this table failed
 * for good.
 */
export const ERROR_CATALOGUE: readonly CatalogueRow[] = [
    {
        situation: 'RPC calls: no generic toast',
        applies: (_error, { url }) => isRpc(url),
        reaction: () => ({ kind: 'none' }),
    },
    {
        situation: '401 with the expired-token code whose refresh failed',
        applies: error =>
            error.status === 401 && error.errorCode === ERROR_CODES.jwtTokenExpired,
        reaction: error => ({
            kind: 'sign-in-again',
            message: error.message || 'access.unauthorized',
        }),
    },
    {
        situation: '401 with the credentials-expired code: the sign-in page redirects',
        applies: error =>
            error.status === 401 && error.errorCode === ERROR_CODES.credentialsExpired,
        reaction: () => ({ kind: 'none' }),
    },
    {
        situation: 'other 401',
        applies: error => error.status === 401,
        reaction: error => ({ kind: 'toast', message: error.message || 'access.unauthorized' }),
    },
    {
        situation: '403: the forbidden dialog',
        applies: error => error.status === 403,
        reaction: () => ({ kind: 'forbidden' }),
    },
    {
        situation: 'status 0 or -1: no connection',
        applies: error => error.status === 0 || error.status === -1,
        reaction: () => ({ kind: 'toast', message: 'error.unable-to-connect' }),
    },
    {
        situation: '404: method, URL, status and status text',
        applies: error => error.status === 404,
        reaction: (error, { method, url }) => ({
            kind: 'toast',
            message: 'error.request-not-found',
            messageArgs: {
                method,
                url,
                status: error.status,
                statusText: error.statusText || 'Not Found',
            },
        }),
    },
    {
        situation: 'other errors: the server message, else the raw body, else a generic text',
        applies: () => true,
        reaction: error => ({
            kind: 'toast',
            message: error.message || 'error.unhandled-error-code',
        }),
    },
];

export const errorReaction = (error: ApiError, request: FailedRequest): ErrorReaction => {
    const row = ERROR_CATALOGUE.find(candidate => candidate.applies(error, request));
    return row ? row.reaction(error, request) : { kind: 'none' };
};
