/** ThingsBoard error codes the console reacts to (reference §1.13). */
export const ERROR_CODES = {
    general: 2,
    authentication: 10,
    jwtTokenExpired: 11,
    credentialsExpired: 15,
    permissionDenied: 20,
    badRequestParams: 31,
    itemNotFound: 32,
    tooManyRequests: 33,
} as const;

/**
 * Any failed /api call. `message` is the server's text when it sent one; errors the
 * client makes up itself (no connection, session over) carry an i18n key instead,
 * which react-admin's notifications and the public pages translate.
 */
export class ApiError extends Error {
    readonly status: number;
    readonly errorCode?: number;
    /** The HTTP reason phrase, for the 404 toast. */
    readonly statusText: string;
    /** The parsed body (or raw text) the server answered with, if any. */
    readonly body: unknown;

    constructor(init: {
        status: number;
        message: string;
        errorCode?: number;
        statusText?: string;
        body?: unknown;
    }) {
        super(init.message);
        this.name = 'ApiError';
        this.status = init.status;
        this.errorCode = init.errorCode;
        this.statusText = init.statusText ?? '';
        this.body = init.body;
    }
}

export const isApiError = (error: unknown): error is ApiError =>
    error instanceof ApiError;

/**
 * Turns a non-2xx response into an ApiError. ThingsBoard bodies look like
 * {status, message, errorCode, timestamp}; anything else falls back to the raw text.
 */
export const readApiError = async (response: Response): Promise<ApiError> => {
    const text = await response.text().catch(() => '');
    const body = parseJson(text);
    if (isErrorBody(body)) {
        return new ApiError({
            status: response.status,
            errorCode:
                typeof body.errorCode === 'number' ? body.errorCode : undefined,
            message: body.message,
            statusText: response.statusText,
            body,
        });
    }
    return new ApiError({
        status: response.status,
        message: text || response.statusText || 'error.unhandled-error-code',
        statusText: response.statusText,
        body: body ?? (text || undefined),
    });
};

const parseJson = (text: string): unknown => {
    if (!text) return undefined;
    try {
        return JSON.parse(text);
    } catch {
        return undefined;
    }
};

const isErrorBody = (
    body: unknown
): body is { message: string; errorCode?: unknown } =>
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string';
