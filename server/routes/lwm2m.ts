import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Authority } from '../../resources/kernel';
import type { AppContext } from '../context';
import { permissionDenied } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute } from '../http/contractRoute';
import { Lwm2mCatalogue, type SortOrder, type SortProperty } from '../lwm2m/lwm2mCatalogue';
import { serverSecurityConfig } from '../lwm2m/serverSecurity';

/** Who may make each LwM2M call, as ThingsBoard's controllers allow it. */
const ALLOWED: Readonly<Record<'models' | 'serverSettings', ReadonlySet<Authority>>> = {
    // Object models are picked in a tenant's device profiles.
    models: new Set(['TENANT_ADMIN']),
    // A device's LwM2M credentials form shows the server settings too.
    serverSettings: new Set(['TENANT_ADMIN', 'CUSTOMER_USER']),
};

/** The caller's tenant, when its role may make the call. */
function tenantOf(request: FastifyRequest, call: keyof typeof ALLOWED): string {
    const caller = callerOf(request);
    if (!ALLOWED[call].has(caller.authority)) throw permissionDenied();
    return caller.tenantId;
}

interface SortQuery {
    sortProperty?: SortProperty;
    sortOrder?: SortOrder;
}

const sortOf = (query: SortQuery) => ({ property: query.sortProperty ?? 'id', order: query.sortOrder ?? 'ASC' });

/** LwM2M object models from the resources library, and this server's LwM2M connection settings. */
export function lwm2mRoutes(app: FastifyInstance, ctx: AppContext): void {
    const catalogue = new Lwm2mCatalogue(ctx.database.sqlite);

    contractRoute(app, 'GET /api/resource/lwm2m', async request => {
        const tenantId = tenantOf(request, 'models');
        const query = request.query;
        const keyIds = query.objectIds === undefined ? null : query.objectIds.split(',').map(id => id.trim()).filter(Boolean);
        return catalogue.byKeyIds(tenantId, keyIds, sortOf(query));
    });

    contractRoute(app, 'GET /api/resource/lwm2m/page', async request => {
        const tenantId = tenantOf(request, 'models');
        const query = request.query;
        return catalogue.page(tenantId, query, sortOf(query));
    });

    contractRoute(app, 'GET /api/lwm2m/deviceProfile/bootstrap/{isBootstrapServer}', async request => {
        tenantOf(request, 'serverSettings');
        const { isBootstrapServer } = request.params;
        return serverSecurityConfig(isBootstrapServer);
    });
}
