/**
 * ThingsBoard's error model: every failure leaves the server as
 * `{status, message, errorCode, timestamp}` (reference §1.13), whatever raised it.
 */
export const ErrorCode = {
    GENERAL: 2,
    AUTHENTICATION: 10,
    JWT_TOKEN_EXPIRED: 11,
    CREDENTIALS_EXPIRED: 15,
    PERMISSION_DENIED: 20,
    INVALID_ARGUMENTS: 30,
    BAD_REQUEST_PARAMS: 31,
    ITEM_NOT_FOUND: 32,
    TOO_MANY_REQUESTS: 33,
    TOO_MANY_UPDATES: 34,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

const STATUS_OF_CODE: Record<ErrorCodeValue, number> = {
    2: 500,
    10: 401,
    11: 401,
    15: 401,
    20: 403,
    30: 400,
    31: 400,
    32: 404,
    33: 429,
    34: 429,
};

/** Spring's reverse mapping for errors that carry only an HTTP status. */
export function codeOfStatus(status: number): ErrorCodeValue {
    if (status === 401) return ErrorCode.AUTHENTICATION;
    if (status === 403) return ErrorCode.PERMISSION_DENIED;
    if (status === 404) return ErrorCode.ITEM_NOT_FOUND;
    if (status === 429) return ErrorCode.TOO_MANY_REQUESTS;
    if (status >= 400 && status < 500) return ErrorCode.BAD_REQUEST_PARAMS;
    return ErrorCode.GENERAL;
}

export class ThingsboardError extends Error {
    readonly status: number;

    constructor(
        message: string,
        readonly errorCode: ErrorCodeValue,
        status?: number,
        /** Extra fields of the body, such as `resetToken` for an expired password. */
        readonly extra: Record<string, unknown> = {},
    ) {
        super(message);
        this.status = status ?? STATUS_OF_CODE[errorCode];
    }
}

export const badRequest = (message: string) => new ThingsboardError(message, ErrorCode.BAD_REQUEST_PARAMS);
export const invalidArguments = (message: string) => new ThingsboardError(message, ErrorCode.INVALID_ARGUMENTS);
export const itemNotFound = (message = "Requested item wasn't found!") =>
    new ThingsboardError(message, ErrorCode.ITEM_NOT_FOUND);
export const permissionDenied = (message = "You don't have permission to perform this operation!") =>
    new ThingsboardError(message, ErrorCode.PERMISSION_DENIED);
export const authenticationFailed = (message = 'Authentication failed') =>
    new ThingsboardError(message, ErrorCode.AUTHENTICATION);
export const tokenExpired = () => new ThingsboardError('Token has expired', ErrorCode.JWT_TOKEN_EXPIRED);

export interface ErrorBody {
    status: number;
    message: string;
    errorCode: number;
    timestamp: string;
    [extra: string]: unknown;
}

export function errorBody(status: number, message: string, errorCode: number, extra: Record<string, unknown> = {}): ErrorBody {
    return { status, message, errorCode, timestamp: new Date().toISOString(), ...extra };
}
