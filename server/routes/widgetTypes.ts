import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resourceNamed } from '../../resources';
import type { Action } from '../../resources/kernel';
import type { AccessClaims } from '../auth/tokens';
import type { AppContext } from '../context';
import { entityNotFound, itemNotFound, permissionDenied } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute } from '../http/contractRoute';
import { NULL_UUID } from '../lib/ids';
import { widgetTypeToSave } from '../widgets/widgetTypeRules';
import { WidgetTypeStore, widgetTypeDetailsOf, widgetTypeInfoOf, widgetTypeOf, type WidgetTypeRow } from '../widgets/widgetTypeStore';

// Widget types follow their bundles' permissions (ThingsBoard's widgetsPermissionChecker serves both):
// the sysadmin writes system rows, a tenant admin its own, everyone of a tenant reads its and the system's.
const widgetLibrary = resourceNamed('widgetsBundles');

interface BundleQuery {
    isSystem: boolean;
    bundleAlias: string;
    alias?: string;
}

/** The sysadmin's tenant is the system: ThingsBoard's isSystem=false from a sysadmin reads system rows too. */
const tenantOf = (caller: AccessClaims): string => (caller.authority === 'SYS_ADMIN' ? NULL_UUID : caller.tenantId);
const listedTenant = (caller: AccessClaims, query: BundleQuery): string => (query.isSystem ? NULL_UUID : tenantOf(caller));

/** WidgetTypeController (reference §1.7, §9): the bundle lists, lookup by alias, get, save and delete. */
export function widgetTypeRoutes(app: FastifyInstance, ctx: AppContext): void {
    const store = new WidgetTypeStore(ctx.database.sqlite);

    /** `widgetTypeId` names the id looked up (checkWidgetTypeId's sentence); a lookup by alias answers checkNotNull's. */
    const checked = (caller: AccessClaims, row: WidgetTypeRow | undefined, action: Action, widgetTypeId?: string): WidgetTypeRow => {
        ctx.guard.require(caller, widgetLibrary, action);
        if (!row) throw widgetTypeId === undefined ? itemNotFound() : entityNotFound('WIDGET_TYPE', widgetTypeId);
        if (!ctx.guard.ownsRow(caller, widgetLibrary, row as unknown as Record<string, unknown>, action)) throw permissionDenied();
        return row;
    };
    const listOf = (request: FastifyRequest<{ Querystring: BundleQuery }>): WidgetTypeRow[] => {
        const caller = callerOf(request);
        ctx.guard.require(caller, widgetLibrary, 'list');
        const query = request.query;
        return store.listOfBundle(listedTenant(caller, query), query.bundleAlias);
    };

    contractRoute(app, 'GET /api/widgetTypes', async request => listOf(request).map(widgetTypeOf));
    contractRoute(app, 'GET /api/widgetTypesDetails', async request => listOf(request).map(widgetTypeDetailsOf));
    contractRoute(app, 'GET /api/widgetTypesInfos', async request => listOf(request).map(widgetTypeInfoOf));

    contractRoute(app, 'GET /api/widgetType', async request => {
        const caller = callerOf(request);
        const query = request.query;
        return widgetTypeOf(checked(caller, store.findByAlias(listedTenant(caller, query), query.bundleAlias, query.alias), 'show'));
    });

    contractRoute(app, 'GET /api/widgetType/{widgetTypeId}', async request => {
        const { widgetTypeId } = request.params;
        return widgetTypeDetailsOf(checked(callerOf(request), store.findById(widgetTypeId), 'show', widgetTypeId));
    });

    contractRoute(app, 'POST /api/widgetType', async request => {
        const caller = callerOf(request);
        const body = request.body;
        const existingId = body.id?.id;
        const existing = existingId ? checked(caller, store.findById(existingId), 'edit', existingId) : undefined;
        if (!existing) ctx.guard.require(caller, widgetLibrary, 'create');
        const row = widgetTypeToSave(body, tenantOf(caller), existing, {
            bundleExists: (tenantId, bundleAlias) => store.bundleExists(tenantId, bundleAlias),
            aliasTaken: (tenantId, bundleAlias, alias) => store.findByAlias(tenantId, bundleAlias, alias) !== undefined,
        });
        if (existing) store.update(row);
        else store.insert(row);
        return widgetTypeDetailsOf(row);
    });

    contractRoute(app, 'DELETE /api/widgetType/{widgetTypeId}', async (request, reply: FastifyReply) => {
        const { widgetTypeId } = request.params;
        const row = checked(callerOf(request), store.findById(widgetTypeId), 'delete', widgetTypeId);
        ctx.database.sqlite.transaction(() => {
            ctx.cascades.entityRemoved('WIDGET_TYPE', row.id);
            store.delete(row.id);
        })();
        return reply.status(200).send();
    });
}
