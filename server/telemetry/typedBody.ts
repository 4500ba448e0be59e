import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, ThingsboardError } from '../errors';
import { PlainTextError } from '../errors';
import { parseTypedJson, type TypedJson } from './typedJson';

declare module 'fastify' {
    interface FastifyRequest {
        /** The JSON body with numbers as written (25.0 stays a double); set by installTypedJsonBody. */
        typedBody?: TypedJson;
    }
}

/**
 * JSON bodies in this plugin scope are read twice: once plainly, for the contract's validation, and
 * once with their number literals kept, for ThingsBoard's value types. A telemetry payload that is
 * not JSON is refused in ThingsBoard's words, as plain text.
 */
export function installTypedJsonBody(scope: FastifyInstance, invalidJson: (request: FastifyRequest, reason: string) => Error = telemetryInvalidJson): void {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        if (text.trim() === '') return done(null, undefined);
        try {
            request.typedBody = parseTypedJson(text);
            done(null, JSON.parse(text));
        } catch (error) {
            done(invalidJson(request, error instanceof Error ? error.message : 'unreadable'), undefined);
        }
    });
}

/** The telemetry controller's answers: text for time series, the JSON error for attributes. */
function telemetryInvalidJson(request: FastifyRequest, reason: string): Error {
    if (request.routeOptions.url?.includes('/timeseries/')) return new PlainTextError('Unable to parse timeseries payload: Invalid JSON body!');
    return new ThingsboardError(`Invalid JSON in request body: ${reason}`, ErrorCode.BAD_REQUEST_PARAMS);
}
