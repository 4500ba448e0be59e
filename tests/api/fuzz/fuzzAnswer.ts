import Ajv, { type ValidateFunction } from 'ajv';
import type { OperationKey } from '../../../shared/generated/operations.gen';
import { ANSWERS_OF_THE_TARGET_TENANT } from './fuzzLimits';
import { TENANT1_ROLES, type FuzzWorld } from './fuzzWorld';
import { shapeOf, type FuzzRequest } from './fuzzRequest';

/** A request that takes longer than this counts as a hang. */
export const REQUEST_TIMEOUT_MS = 10_000;

export interface FuzzAnswer {
    status: number;
    contentType: string;
    text: string;
}

export async function send(world: FuzzWorld, request: FuzzRequest): Promise<FuzzAnswer> {
    const headers: Record<string, string> = {};
    if (request.role !== 'anonymous') headers['X-Authorization'] = `Bearer ${world.sessions[request.role].token}`;
    let body: string | FormData | undefined;
    if (request.body.kind === 'json') {
        body = JSON.stringify(request.body.value);
        headers['Content-Type'] = 'application/json';
    } else if (request.body.kind === 'raw') {
        body = request.body.text;
        headers['Content-Type'] = 'application/json';
    } else if (request.body.kind === 'multipart') {
        body = new FormData();
        body.append('file', new Blob([new Uint8Array(request.body.bytes)]), 'firmware.bin');
    }
    const response = await fetch(world.world.server.url + request.url, {
        method: request.method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
}

// Formats are checked loosely: the contract's own tests hold the formats; here the shape matters.
const ajv = new Ajv({ strict: false, allErrors: false, formats: { uuid: true, email: true, 'date-time': true } });
const validators = new Map<string, ValidateFunction>();
function validatorOf(key: OperationKey, status: string): ValidateFunction | undefined {
    const schema = shapeOf(key).responses[status];
    if (!schema) return undefined;
    const id = `${key} ${status}`;
    if (!validators.has(id)) validators.set(id, ajv.compile(schema));
    return validators.get(id);
}

const ERROR_CODES = new Set([2, 10, 11, 12, 15, 20, 30, 31, 32, 33, 34, 40]);

function parse(text: string): unknown {
    try {
        return JSON.parse(text);
    } catch {
        return undefined;
    }
}

/** Why an error answer is not ThingsBoard's error body, or null when it is. */
function errorBodyProblem(answer: FuzzAnswer): string | null {
    const body = parse(answer.text) as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object') return `error answer is not JSON: ${answer.text.slice(0, 200)}`;
    if (body.status !== answer.status) return `error body status ${String(body.status)} differs from HTTP ${answer.status}`;
    if (typeof body.message !== 'string') return 'error body without message';
    if (!ERROR_CODES.has(body.errorCode as number)) return `error body with errorCode ${String(body.errorCode)}`;
    if (typeof body.timestamp !== 'string') return 'error body without timestamp';
    return null;
}

/**
 * ThingsBoard's telemetry controller answers bad scopes, keys and payloads with a bare text body
 * (`new ResponseEntity<>(message, status)`), which server/telemetry/typedBody.ts copies on purpose.
 */
const isTelemetryTextError = (key: OperationKey, answer: FuzzAnswer) =>
    answer.status < 500 && key.includes(' /api/plugins/telemetry/') && answer.contentType.startsWith('text/plain');

/**
 * The RPC controllers check the device with AccessValidator, whose refusals are bare text too
 * ("Device with requested id wasn't found!" 404, a permission sentence 403), as
 * server/telemetry/accessValidator.ts answers them; their other errors stay ThingsBoard's JSON body.
 */
const isRpcAccessRefusal = (key: OperationKey, answer: FuzzAnswer) =>
    /\/(oneway|twoway)\//.test(key) && (answer.status === 403 || answer.status === 404) && answer.contentType.startsWith('text/plain') && answer.text !== '';

/** ThingsBoard answers an RPC its device did not take or answer in time with a bare 408 or 409 (server/deviceApi/rpcRoutes.ts). */
const isRpcTimeout = (key: OperationKey, answer: FuzzAnswer) => /\/(oneway|twoway)\//.test(key) && (answer.status === 408 || answer.status === 409) && answer.text === '';

/** ThingsBoard's AuthController answers an unknown activation or reset link with an empty 409 and no redirect. */
const isUnknownLinkToken = (key: OperationKey, answer: FuzzAnswer) =>
    (key === 'GET /api/noauth/activate' || key === 'GET /api/noauth/resetPassword') && answer.status === 409 && answer.text === '';

/**
 * The properties every answer keeps: no 5xx; a 4xx is ThingsBoard's error body; a 2xx matches the
 * contract's response schema; tenant 1 never reads tenant 2's ids or device tokens (an error may
 * echo an id the request itself carried). Returns the broken rule, or null.
 */
export function answerProblem(world: FuzzWorld, key: OperationKey, request: FuzzRequest, answer: FuzzAnswer): string | null {
    if (answer.status >= 500) return `HTTP ${answer.status}: ${answer.text.slice(0, 300)}`;
    if (answer.status >= 400) {
        if (isTelemetryTextError(key, answer) || isRpcAccessRefusal(key, answer) || isRpcTimeout(key, answer) || isUnknownLinkToken(key, answer)) return null;
        const problem = errorBodyProblem(answer);
        if (problem) return problem;
    } else if (answer.status >= 200 && answer.status < 300 && answer.contentType.includes('application/json') && answer.text !== '') {
        const validate = validatorOf(key, String(answer.status));
        const body = parse(answer.text);
        if (validate && !validate(body)) return `2xx body breaks the contract: ${ajv.errorsText(validate.errors)} in ${answer.text.slice(0, 300)}`;
    }
    if (TENANT1_ROLES.has(request.role) && !ANSWERS_OF_THE_TARGET_TENANT.has(key)) {
        const requestText = request.url + (request.body.kind === 'json' ? JSON.stringify(request.body.value) : '');
        const leaked = world.tenant2Secrets.find(secret => answer.text.includes(secret) && (answer.status < 300 || !requestText.includes(secret)));
        if (leaked) return `tenant 1 (${request.role}) got tenant 2's ${leaked} in HTTP ${answer.status}: ${answer.text.slice(0, 300)}`;
    }
    return null;
}
