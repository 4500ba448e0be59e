/**
 * The one place where the contract's validation (Ajv, run by Fastify before a handler) speaks
 * ThingsBoard 3.3.4: each failure becomes the sentence ThingsBoard's controllers, Spring MVC or
 * Jackson would have answered for the same request, always 400 with errorCode 31. The contract
 * still decides what is valid; only the words come from here.
 */
import { operations } from '../../shared/generated/operations.gen';
import { INVALID_SORT_PROPERTY, unsupportedSortOrderMessage } from '../errors';

/** One Ajv error, the fields Fastify hands over. */
export interface ContractError {
    keyword: string;
    instancePath: string;
    params: Record<string, unknown>;
    message?: string;
}

export type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

export interface ContractFailure {
    /** The route's contract key, e.g. `POST /api/device/credentials` (Fastify's `:param` spelling is fine too). */
    route: string;
    part: RequestPart;
    errors: readonly ContractError[];
    /** The request's query, params and body as received. */
    query: Record<string, unknown>;
    params: Record<string, unknown>;
    body: unknown;
}

/**
 * ThingsBoard's words for a field's length limit (`@Length(fieldName = …)`): most fields are named
 * by their key, a few in words ("length of zip or postal code must be …").
 */
const LENGTH_FIELD_NAMES: Readonly<Record<string, string>> = {
    zip: 'zip or postal code',
    firstName: 'first name',
    lastName: 'last name',
    fileName: 'file name',
    alarmType: 'alarm type',
};

/** ConstraintValidator's sentence for one field over its limit. */
export const lengthViolation = (key: string, max: number) => `length of ${LENGTH_FIELD_NAMES[key] ?? key} must be equal or less than ${max}`;

/** ConstraintValidator's message: every violation of the object, joined. */
export const validationError = (violations: readonly string[]) => `Validation error: ${violations.join(', ')}`;

/**
 * The data validators' sentences for a body field that is missing or null, by contract route and
 * JSON path: Jackson reads the body without complaint and the validator names what is missing.
 */
const MISSING_BODY_FIELD: Readonly<Record<string, Readonly<Record<string, string>>>> = {
    'POST /api/device/credentials': {
        '/deviceId': 'Incorrect deviceId null',
        '/credentialsType': 'Device credentials type should be specified!',
        '/credentialsId': 'Device credentials id should be specified!',
    },
    'POST /api/alarm': {
        '/type': 'Alarm type should be specified!',
        '/originator': 'Alarm originator should be specified!',
        '/severity': 'Alarm severity should be specified!',
        '/status': 'Alarm status should be specified!',
    },
    'POST /api/admin/settings': {
        '/key': 'Key should be specified!',
        '/jsonValue': 'Json value should be specified!',
    },
    'POST /api/user': {
        '/email': 'User email should be specified!',
        '/authority': "User authority isn't defined!",
    },
    'POST /api/relation': {
        // BaseController.checkEntityId runs on both ends before the relation service's own checks.
        '/from': "Parameter entityId can't be empty!",
        '/to': "Parameter entityId can't be empty!",
        '/type': 'Relation type should be specified!',
    },
    'POST /api/deviceProfile': {
        '/type': 'Device profile type should be specified!',
        '/transportType': 'Device profile transport type should be specified!',
        '/profileData': 'Device profile data should be specified!',
    },
    'POST /api/tenantProfile': {
        '/profileData': 'Tenant profile data should be specified!',
        '/profileData/configuration': 'Tenant profile data configuration should be specified!',
    },
    'POST /api/otaPackage': {
        '/type': 'Type should be specified!',
        '/title': 'OtaPackage title should be specified!',
        '/version': 'OtaPackage version should be specified!',
    },
    'POST /api/resource': {
        '/resourceType': 'Resource type should be specified!',
        '/title': 'Resource title should be specified!',
        '/fileName': 'Resource file name should be specified!',
    },
};

/** The Java enum behind a query or path parameter, for Enum.valueOf's "No enum constant …". */
const ENUM_CLASSES: Readonly<Record<string, string>> = {
    entityType: 'org.thingsboard.server.common.data.EntityType',
    fromType: 'org.thingsboard.server.common.data.EntityType',
    toType: 'org.thingsboard.server.common.data.EntityType',
    rootType: 'org.thingsboard.server.common.data.EntityType',
    relationTypeGroup: 'org.thingsboard.server.common.data.relation.RelationTypeGroup',
    searchStatus: 'org.thingsboard.server.common.data.alarm.AlarmSearchStatus',
    status: 'org.thingsboard.server.common.data.alarm.AlarmStatus',
    severity: 'org.thingsboard.server.common.data.alarm.AlarmSeverity',
    ruleChainType: 'org.thingsboard.server.common.data.rule.RuleChainType',
    transportType: 'org.thingsboard.server.common.data.DeviceTransportType',
    serviceType: 'org.thingsboard.server.common.msg.queue.ServiceType',
    resourceType: 'org.thingsboard.server.common.data.ResourceType',
    checksumAlgorithm: 'org.thingsboard.server.common.data.ota.ChecksumAlgorithm',
    otaPackageType: 'org.thingsboard.server.common.data.ota.OtaPackageType',
    type: 'org.thingsboard.server.common.data.ota.OtaPackageType',
    rpcStatus: 'org.thingsboard.server.common.data.rpc.RpcStatus',
    eventType: 'org.thingsboard.server.common.data.EventType',
};

/**
 * Paged calls whose mapping names no `params` condition, so that Spring reports a missing page
 * parameter as a missing argument rather than an unmet mapping condition.
 */
const PAGE_PARAMS_AS_ARGUMENTS: ReadonlySet<string> = new Set([
    'GET /api/edge/{edgeId}/events',
    'GET /api/otaPackages',
    'GET /api/rpc/persistent/device/{deviceId}',
    'GET /api/resource',
    'GET /api/resource/lwm2m/page',
]);

/** Query parameters ThingsBoard reads as Java longs (the rest of the numbers are ints). */
const LONG_PARAMS = /^(startTs|endTs|startTime|endTime|interval|timeout|expirationTime|ttl)$/;

const routeKey = (route: string) => route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const fieldOf = (error: ContractError): string => {
    const missing = error.keyword === 'required' ? String(error.params.missingProperty) : undefined;
    return missing === undefined ? error.instancePath : `${error.instancePath}/${missing}`;
};

const nameOf = (path: string) => path.split('/').filter(Boolean)[0] ?? '';

const valueAt = (root: unknown, path: string): unknown => {
    let value = root;
    for (const segment of path.split('/').filter(Boolean)) {
        if (value === null || typeof value !== 'object') return undefined;
        value = (value as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    return value;
};

/** Spring's `ObjectUtils.nullSafeToString(String[])` of each request parameter: `pageSize={10}, page={0}`. */
const actualParameters = (query: Record<string, unknown>) =>
    Object.entries(query)
        .map(([name, value]) => `${name}={${(Array.isArray(value) ? value : [value]).map(String).join(', ')}}`)
        .join(', ');

/** UnsatisfiedServletRequestParameterException: no mapping's `params` condition holds. */
export const unmetParameterConditions = (conditions: readonly (readonly string[])[], query: Record<string, unknown>) =>
    `Parameter conditions ${conditions.map(names => `"${names.join(', ')}"`).join(' OR ')} not met for actual request parameters: ${actualParameters(query)}`;

const javaTypeOf = (name: string, schemaType: unknown) => {
    if (schemaType === 'boolean') return 'boolean';
    if (schemaType === 'integer' || schemaType === 'number') return LONG_PARAMS.test(name) ? 'long' : 'int';
    return 'String';
};

/** Spring's conversion failure of a request parameter (MethodArgumentTypeMismatchException). */
const conversionFailure = (javaType: string, value: unknown) => {
    const cause =
        javaType === 'boolean'
            ? `java.lang.IllegalArgumentException: Invalid boolean value [${String(value)}]`
            : `java.lang.NumberFormatException: For input string: "${String(value)}"`;
    return `Failed to convert value of type 'java.lang.String' to required type '${javaType}'; nested exception is ${cause}`;
};

const enumConstant = (name: string, value: unknown) =>
    ENUM_CLASSES[name] ? `No enum constant ${ENUM_CLASSES[name]}.${String(value)}` : `Invalid value '${String(value)}' of parameter '${name}'`;

function parameterMessage(failure: ContractFailure, error: ContractError, values: Record<string, unknown>): string {
    const path = fieldOf(error);
    const name = nameOf(path);
    const value = valueAt(values, path);
    switch (error.keyword) {
        case 'required': {
            const key = routeKey(failure.route);
            const isPageParam = name === 'pageSize' || name === 'page';
            if (failure.part === 'querystring' && isPageParam && !PAGE_PARAMS_AS_ARGUMENTS.has(key)) {
                return unmetParameterConditions([['pageSize', 'page']], failure.query);
            }
            return `Required ${javaTypeOf(name, isPageParam ? 'integer' : undefined)} parameter '${name}' is not present`;
        }
        case 'format':
            if (error.params.format === 'uuid') return `Invalid UUID string: ${String(value)}`;
            return `Invalid value '${String(value)}' of parameter '${name}'`;
        case 'type':
            return conversionFailure(javaTypeOf(name, error.params.type), value);
        case 'minimum':
        case 'exclusiveMinimum':
            if (name === 'pageSize') return 'Page size must not be less than one!';
            if (name === 'page') return 'Page index must not be less than zero!';
            return `Parameter '${name}' must not be less than ${String(error.params.limit)}!`;
        case 'maximum':
            // A Java int cannot hold it: the conversion itself fails.
            return conversionFailure(javaTypeOf(name, 'integer'), value);
        case 'enum':
            if (name === 'sortProperty') return INVALID_SORT_PROPERTY;
            if (name === 'sortOrder') return unsupportedSortOrderMessage(String(value));
            return enumConstant(name, value);
        default:
            return `Invalid value '${String(value)}' of parameter '${name}'`;
    }
}

/** What Jackson calls a JSON value it could not bind. */
const jsonKindOf = (value: unknown) => {
    if (value === null) return 'null';
    if (Array.isArray(value)) return 'Array value';
    if (typeof value === 'object') return 'Object value';
    if (typeof value === 'string') return `String "${value}"`;
    return `${typeof value} value (${String(value)})`;
};

/** A JSON pointer as Jackson's reference chain names it: `profileData.alarms[0].alarmType`. */
const referenceChain = (path: string) =>
    path.split('/').filter(Boolean).reduce((chain, segment) => (/^\d+$/.test(segment) ? `${chain}[${segment}]` : chain ? `${chain}.${segment}` : segment), '') || '(root)';

function bodyMessage(failure: ContractFailure, error: ContractError): string {
    const path = fieldOf(error);
    const value = valueAt(failure.body, path);
    if (path === '' && error.keyword === 'type') return 'Required request body is missing';
    const missing = error.keyword === 'required' || value === null || value === undefined || value === '';
    const sentence = MISSING_BODY_FIELD[routeKey(failure.route)]?.[path];
    if (missing && sentence) return sentence;
    const key = path.split('/').filter(Boolean).pop() ?? '';
    const at = referenceChain(path);
    switch (error.keyword) {
        case 'maxLength':
            return validationError([lengthViolation(key, Number(error.params.limit))]);
        case 'format':
            if (error.params.format === 'email') return `Invalid email address format '${String(value)}'!`;
            if (error.params.format === 'uuid') return `Invalid UUID string: ${String(value)}`;
            break;
        case 'enum':
            if (typeof value === 'string') {
                const allowed = Array.isArray(error.params.allowedValues) ? error.params.allowedValues.join(', ') : '';
                return `JSON parse error: Cannot deserialize value of ${at} from String "${value}": not one of the values accepted for Enum class: [${allowed}]`;
            }
            break;
        case 'required':
            return `JSON parse error: Missing required creator property '${String(error.params.missingProperty)}' of ${referenceChain(error.instancePath)}`;
    }
    return `JSON parse error: Cannot deserialize ${at} from ${jsonKindOf(value)}: ${error.message ?? 'invalid value'}`;
}

/** ThingsBoard's sentence for a request the contract refused. */
export function contractFailureMessage(failure: ContractFailure): string {
    const errors = failure.errors;
    // `x-query-alternatives` (one mapping per parameter set): every alternative failed.
    const alternatives = errors.filter(error => error.keyword === 'required' && error.instancePath === '');
    const anyOf = errors.find(error => error.keyword === 'anyOf');
    if (failure.part === 'querystring' && anyOf) {
        const conditions = alternatives.map(error => [String(error.params.missingProperty)]);
        return unmetParameterConditions(groupedAlternatives(failure, conditions), failure.query);
    }
    const first = mostSpecific(errors);
    if (!first) return 'Invalid request';
    if (failure.part === 'body') return bodyMessage(failure, first);
    return parameterMessage(failure, first, failure.part === 'params' ? failure.params : failure.query);
}

/** Keywords that only say that some branch of a union failed; the branch's own error says why. */
const UNION_KEYWORDS = new Set(['oneOf', 'anyOf', 'if', 'discriminator']);

/**
 * The error worth a sentence: for a union (`oneOf` on a type discriminator) Ajv reports every
 * branch's failure, and the deepest one is the branch that matched the discriminator.
 */
function mostSpecific(errors: readonly ContractError[]): ContractError | undefined {
    const telling = errors.filter(error => !UNION_KEYWORDS.has(error.keyword));
    const candidates = telling.some(error => error.keyword !== 'const') ? telling.filter(error => error.keyword !== 'const') : telling;
    return [...(candidates.length > 0 ? candidates : errors)].sort((a, b) => fieldOf(b).split('/').length - fieldOf(a).split('/').length)[0];
}

/** Ajv reports one missing name per alternative; ThingsBoard lists each alternative's full set (`x-query-alternatives`). */
function groupedAlternatives(failure: ContractFailure, fallback: string[][]): string[][] {
    const operation = (operations as Record<string, { querystring?: { anyOf?: ReadonlyArray<{ required: readonly string[] }> } }>)[routeKey(failure.route)];
    return operation?.querystring?.anyOf?.map(alternative => [...alternative.required]) ?? fallback;
}
