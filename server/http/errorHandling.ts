import type { FastifyError, FastifyInstance } from 'fastify';
import { codeOfStatus, errorBody, ErrorCode, PlainTextError, ThingsboardError } from '../errors';
import { MAX_JSON_NESTING_DEPTH, tooDeepAt } from './jsonNesting';
import { contractFailureMessage, type ContractError, type RequestPart } from './validationMessages';
import { paramsOf, queryOf } from './requestParts';

/**
 * One error path for everything: handler errors, contract validation, malformed JSON and unknown
 * routes all leave as ThingsBoard's `{status, message, errorCode, timestamp}`. Only a fault of
 * ours answers 500, and it is logged.
 */
export function installErrorHandling(app: FastifyInstance): void {
    app.setErrorHandler((error: FastifyError | ThingsboardError | Error, request, reply) => {
        if (error instanceof PlainTextError) return reply.status(error.status).type('text/plain; charset=utf-8').send(error.message);
        if (error instanceof ThingsboardError) {
            return reply.status(error.status).send(errorBody(error.status, error.message, error.errorCode, error.extra));
        }
        const fastifyError = error as FastifyError;
        if (fastifyError.validation) {
            const message = contractFailureMessage({
                route: `${request.method} ${request.routeOptions.url ?? ''}`,
                part: (fastifyError.validationContext ?? 'body') as RequestPart,
                errors: fastifyError.validation as ContractError[],
                query: queryOf(request),
                params: paramsOf(request),
                body: request.body,
            });
            return reply.status(400).send(errorBody(400, message, ErrorCode.BAD_REQUEST_PARAMS));
        }
        // A constraint the validators did not foresee is still the request's fault, never a 500.
        if (isConstraintFailure(error)) {
            return reply.status(400).send(errorBody(400, `Validation error: ${error.message.replace(/^[A-Z ]+constraint failed: /, 'constraint failed on ')}`, ErrorCode.BAD_REQUEST_PARAMS));
        }
        const status = fastifyError.statusCode;
        if (status !== undefined && status >= 400 && status < 500) {
            return reply.status(status).send(errorBody(status, fastifyError.message, codeOfStatus(status)));
        }
        request.log.error({ err: error }, 'unhandled error');
        return reply.status(500).send(errorBody(500, 'Internal server error', ErrorCode.GENERAL));
    });
}

function isConstraintFailure(error: Error): boolean {
    const code: unknown = (error as Error & { code?: unknown }).code;
    return typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT');
}

/** Malformed JSON, and JSON nested deeper than Jackson reads, is the client's fault (400/31); an empty body is no body at all. */
export function installJsonParser(app: FastifyInstance): void {
    const malformed = (reason: string) => new ThingsboardError(`Invalid JSON in request body: ${reason}`, ErrorCode.BAD_REQUEST_PARAMS);
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        if (text.trim() === '') return done(null, undefined);
        const tooDeep = tooDeepAt(text);
        if (tooDeep >= 0) return done(malformed(`nested deeper than ${MAX_JSON_NESTING_DEPTH} at position ${tooDeep}`), undefined);
        try {
            done(null, JSON.parse(text));
        } catch (error) {
            done(malformed(error instanceof Error ? error.message : 'unreadable'), undefined);
        }
    });
    // ThingsBoard answers some calls with text and accepts text bodies on a few; keep them as strings.
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => done(null, body));
}
