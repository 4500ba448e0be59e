import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { permissionDenied } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute } from '../http/contractRoute';

export const PRODUCT_VERSION = '3.3.4';

/** The small calls the console makes while it boots (reference §1.11, §2 step 4), and readiness. */
export function systemRoutes(app: FastifyInstance, { config, database }: AppContext): void {
    contractRoute(app, 'GET /api/health', async () => {
        database.ping();
        return { status: 'UP' };
    }, { config: { public: true } });

    contractRoute(app, 'GET /api/edges/enabled', async () => config.edgesEnabled);
    contractRoute(app, 'GET /api/dashboard/maxDatapointsLimit', async () => config.maxDatapointsLimit);
    contractRoute(app, 'GET /api/dashboard/serverTime', async () => Date.now());

    // The help files ship with the console, under /help/<lang>/ on the same origin.
    contractRoute(app, 'GET /api/uiSettings/helpBaseUrl', async (_request, reply) => reply.type('text/plain').send('/help'));

    contractRoute(app, 'GET /api/admin/updates', async request => {
        if (callerOf(request).authority !== 'SYS_ADMIN') throw permissionDenied();
        return { message: '', updateAvailable: false };
    });

    contractRoute(app, 'GET /api/system/info', async () => ({ version: PRODUCT_VERSION, artifact: 'thingdeck', name: 'Thingdeck' }));
}
