import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { permissionDenied } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute } from '../http/contractRoute';
import { Lwm2mCatalogue, type SortOrder, type SortProperty } from '../lwm2m/lwm2mCatalogue';
import { serverSecurityConfig } from '../lwm2m/serverSecurity';

/** The LwM2M calls are the administrators' (ThingsBoard: SYS_ADMIN, TENANT_ADMIN); the sysadmin sees system models. */
function administratorTenant(request: FastifyRequest): string {
    const caller = callerOf(request);
    if (caller.authority !== 'SYS_ADMIN' && caller.authority !== 'TENANT_ADMIN') throw permissionDenied();
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
        const tenantId = administratorTenant(request);
        const query = request.query as SortQuery & { objectIds?: string };
        const keyIds = query.objectIds === undefined ? null : query.objectIds.split(',').map(id => id.trim()).filter(Boolean);
        return catalogue.byKeyIds(tenantId, keyIds, sortOf(query));
    });

    contractRoute(app, 'GET /api/resource/lwm2m/page', async request => {
        const tenantId = administratorTenant(request);
        const query = request.query as SortQuery & { pageSize: number; page: number; textSearch?: string };
        return catalogue.page(tenantId, query, sortOf(query));
    });

    contractRoute(app, 'GET /api/lwm2m/deviceProfile/bootstrap/{isBootstrapServer}', async request => {
        administratorTenant(request);
        const { isBootstrapServer } = request.params as { isBootstrapServer: boolean };
        return serverSecurityConfig(isBootstrapServer);
    });
}
