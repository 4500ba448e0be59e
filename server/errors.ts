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

/**
 * How ThingsBoard 3.3.4 names each entity type in BaseController's checks
 * ("Device with id [<uuid>] is not found", "Device profile with id …", "OTA package with id …").
 */
const ENTITY_LABELS: Readonly<Record<string, string>> = {
    TENANT: 'Tenant',
    TENANT_PROFILE: 'Tenant profile',
    CUSTOMER: 'Customer',
    USER: 'User',
    DASHBOARD: 'Dashboard',
    ASSET: 'Asset',
    DEVICE: 'Device',
    DEVICE_PROFILE: 'Device profile',
    ALARM: 'Alarm',
    RULE_CHAIN: 'Rule chain',
    RULE_NODE: 'Rule node',
    ENTITY_VIEW: 'Entity view',
    WIDGETS_BUNDLE: 'Widgets bundle',
    WIDGET_TYPE: 'Widget type',
    TB_RESOURCE: 'Resource',
    OTA_PACKAGE: 'OTA package',
    EDGE: 'Edge',
    RPC: 'RPC',
};

/** The 404 of ThingsBoard's checkXxxId: an id that names no row of that type (for the caller). */
export const entityNotFound = (entityType: string, id: string) =>
    new ThingsboardError(`${ENTITY_LABELS[entityType] ?? entityType} with id [${id}] is not found`, ErrorCode.ITEM_NOT_FOUND);

/** BaseController.createPageLink's sentence for a sort order other than ASC or DESC (any case). */
export const unsupportedSortOrderMessage = (sortOrder: string) => `Unsupported sort order '${sortOrder}'! Only 'ASC' or 'DESC' types are allowed.`;

/**
 * A sortProperty the list does not know. ThingsBoard 3.3.4 lets it reach SQL and answers 500;
 * 3.5 added this 400, which we follow (docs/compatibility.md).
 */
export const INVALID_SORT_PROPERTY = 'Invalid sort property';

export const badRequest = (message: string) => new ThingsboardError(message, ErrorCode.BAD_REQUEST_PARAMS);
export const invalidArguments = (message: string) => new ThingsboardError(message, ErrorCode.INVALID_ARGUMENTS);
export const itemNotFound = (message = "Requested item wasn't found!") =>
    new ThingsboardError(message, ErrorCode.ITEM_NOT_FOUND);
export const permissionDenied = (message = "You don't have permission to perform this operation!") =>
    new ThingsboardError(message, ErrorCode.PERMISSION_DENIED);
export const authenticationFailed = (message = 'Authentication failed') =>
    new ThingsboardError(message, ErrorCode.AUTHENTICATION);
export const tokenExpired = () => new ThingsboardError('Token has expired', ErrorCode.JWT_TOKEN_EXPIRED);

/**
 * An answer ThingsBoard gives as a bare text body rather than its JSON error: the telemetry
 * controller's `new ResponseEntity<>(message, status)` for bad scopes, keys and payloads, and
 * AccessValidator's refusals on telemetry and RPC calls ("Device with requested id wasn't found!").
 */
export class PlainTextError extends Error {
    constructor(
        message: string,
        readonly status = 400,
    ) {
        super(message);
    }
}

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
