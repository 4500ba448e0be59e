import type { FastifyInstance } from 'fastify';

/**
 * An answer ThingsBoard gives as a bare text body rather than its JSON error: the telemetry
 * controller's `new ResponseEntity<>(message, status)` for bad scopes, keys and payloads.
 */
export class PlainTextError extends Error {
    constructor(
        message: string,
        readonly status = 400,
    ) {
        super(message);
    }
}

/** Answers PlainTextError as text in this plugin scope; every other error goes to the app's handler. */
export function installPlainTextErrors(scope: FastifyInstance): void {
    scope.setErrorHandler((error, _request, reply) => {
        if (error instanceof PlainTextError) return reply.status(error.status).type('text/plain; charset=utf-8').send(error.message);
        throw error;
    });
}
