import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { isPlainObject } from '../lib/json';
import { ProvisionService, type ProvisionRequest } from '../deviceProfiles/provisioning/provisionService';

/**
 * POST /api/v1/provision: a device asks for credentials with its profile's provision key and
 * secret. Public like the rest of the device API and outside the console's contract; ThingsBoard
 * answers 200 with a status in the body, and 400 without a body when the payload is not JSON.
 */
export function provisionRoutes(app: FastifyInstance, ctx: AppContext): void {
    const service = new ProvisionService(ctx);
    void app.register(async scope => {
        // Devices send JSON with any content type, or none.
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, typeof body === 'string' ? body : body.toString('utf8')));
        scope.route({
            method: 'POST',
            url: '/api/v1/provision',
            config: { public: true },
            handler: async (request, reply) => {
                let payload: unknown;
                try {
                    payload = JSON.parse(String(request.body ?? ''));
                } catch {
                    return reply.status(400).send();
                }
                if (!isPlainObject(payload)) return reply.status(400).send();
                return service.provision(payload as ProvisionRequest, request);
            },
        });
    });
}
