import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registry } from '../../resources';
import type { Authority, ResourceDefinition } from '../../resources/kernel';
import type { ListBinding } from '../auth/guard';
import type { AppContext } from '../context';
import { entityHooks } from '../entities';
import { badRequest, permissionDenied } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute, type OperationKey } from '../http/contractRoute';
import { isUuid, newId, NULL_UUID, timeOfId } from '../lib/ids';
import { bodyToColumns, isIdObject, rowToJson } from '../registry/codec';
import type { Condition, PageLink } from '../registry/pagedRepository';
import { validateFields } from '../registry/validate';

interface ListRoute {
    resource: ResourceDefinition;
    binding: ListBinding;
}

/**
 * Every list call of the registry with, per authority, the entry and the way it reaches rows.
 * One call can serve several roles (`GET /api/users` lists system users for the sysadmin and the
 * tenant's users for a tenant admin; `/api/customer/{customerId}/deviceInfos` is a customer user's
 * own list and a tenant admin's nested list).
 */
export function listRoutes(resources: readonly ResourceDefinition[]): Map<string, Map<Authority, ListRoute>> {
    const routes = new Map<string, Map<Authority, ListRoute>>();
    const add = (endpoint: string, authority: Authority, route: ListRoute) => {
        if (!routes.has(endpoint)) routes.set(endpoint, new Map());
        const byAuthority = routes.get(endpoint)!;
        if (!byAuthority.has(authority)) byAuthority.set(authority, route);
    };
    for (const resource of resources) {
        for (const [authority, scope] of Object.entries(resource.scopeOf) as Array<[Authority, NonNullable<ResourceDefinition['scopeOf'][Authority]>]>) {
            const endpoints = resource.endpoints[scope];
            if (endpoints?.list) add(endpoints.list, authority, { resource, binding: { scope } });
        }
        // Nested lists belong to the authority whose scope declares them.
        for (const [authority, scope] of Object.entries(resource.scopeOf) as Array<[Authority, NonNullable<ResourceDefinition['scopeOf'][Authority]>]>) {
            for (const nested of resource.endpoints[scope]?.nested ?? []) add(nested.list, authority, { resource, binding: { nested } });
        }
        // A scope an authority has no list for may still hold nested lists (the sysadmin's view of a tenant's dashboards).
        if (resource.endpoints.sysadmin && !resource.scopeOf.SYS_ADMIN) {
            for (const nested of resource.endpoints.sysadmin.nested ?? []) add(nested.list, 'SYS_ADMIN', { resource, binding: { nested } });
        }
    }
    return routes;
}

/** ThingsBoard's largest page (Integer.MAX_VALUE). */
const MAX_PAGE_SIZE = 2147483647;

type Query = Record<string, string | number | undefined>;

const pageLinkOf = (query: Query): PageLink => ({
    pageSize: Number(query.pageSize),
    page: Number(query.page ?? 0),
    textSearch: query.textSearch === undefined ? undefined : String(query.textSearch),
    sortProperty: query.sortProperty === undefined ? undefined : String(query.sortProperty),
    sortOrder: query.sortOrder === undefined ? undefined : String(query.sortOrder),
});

/** The type and deviceProfileId filters (reference §4.3): a non-blank type wins; blanks are absent. */
function filterConditions(resource: ResourceDefinition, query: Query, defaults: Readonly<Record<string, string>>): { conditions: Condition[]; filtered: boolean } {
    const conditions: Condition[] = [];
    for (const name of resource.endpoints.filters ?? []) {
        const raw = query[name] ?? defaults[name];
        const value = raw === undefined ? '' : String(raw).trim();
        if (!value || conditions.length > 0) continue;
        const field = resource.fields[name]!;
        if (field.storage === 'entityId' && !isUuid(value)) throw badRequest(`Invalid UUID string: ${value}`);
        conditions.push({ sql: `t.${field.column} = ?`, params: [value] });
    }
    return { conditions, filtered: conditions.length > 0 };
}

/** Mounts list, get, save and delete of every registry entry through the contract and the guard. */
export function crudRoutes(app: FastifyInstance, ctx: AppContext): void {
    const { guard } = ctx;

    for (const [endpoint, byAuthority] of listRoutes(registry)) {
        contractRoute(app, endpoint as OperationKey, async request => {
            const caller = callerOf(request);
            const route = byAuthority.get(caller.authority);
            if (!route) throw permissionDenied();
            const { resource, binding } = route;
            const query = (request.query ?? {}) as Query;
            const hooks = entityHooks[resource.name] ?? {};
            const scope = guard.listConditions(caller, resource, binding, request.params as Record<string, string>);
            const { conditions, filtered } = filterConditions(resource, query, hooks.defaultFilters ?? {});
            const searchFields = filtered && resource.search.whenFiltered ? resource.search.whenFiltered : resource.search.fields;
            const repository = ctx.repositories[resource.name]!;
            // Without page params (GET /api/widgetsBundles) the answer is the whole list as an array.
            if (query.pageSize === undefined) {
                return repository.page([...scope, ...conditions], { ...pageLinkOf(query), pageSize: MAX_PAGE_SIZE, page: 0 }, searchFields).data;
            }
            return repository.page([...scope, ...conditions], pageLinkOf(query), searchFields);
        });
    }

    for (const resource of registry) {
        const repository = ctx.repositories[resource.name]!;
        const hooks = entityHooks[resource.name] ?? {};
        const custom = new Set(hooks.custom ?? []);
        const idParam = (request: FastifyRequest) => Object.values(request.params as Record<string, string>)[0]!;
        const answer = (row: Record<string, unknown>) => {
            const json = rowToJson(resource, row, { detail: true });
            return hooks.toJson ? hooks.toJson(ctx, row, json) : json;
        };

        if (!custom.has('get')) {
            contractRoute(app, resource.endpoints.get as OperationKey, async request => answer(guard.load(callerOf(request), repository, idParam(request), 'show')));
        }

        if (!custom.has('save')) {
            contractRoute(app, resource.endpoints.save as OperationKey, async request => {
                const caller = callerOf(request);
                const body = (request.body ?? {}) as Record<string, unknown>;
                const givenId = isIdObject(body.id) ? body.id.id : null;
                const existing = givenId ? guard.load(caller, repository, givenId, 'edit') : null;
                if (!existing) guard.require(caller, resource, 'create');
                const columns = bodyToColumns(resource, body);
                const merged = { ...(existing ? rowToJson(resource, existing, { detail: true }) : {}), ...body };
                validateFields(resource, merged);

                const id = existing ? (existing.id as string) : newId();
                const { tenantColumn, customerColumn } = resource.server;
                if (!existing) {
                    columns.id = id;
                    columns.created_time = timeOfId(id);
                    if (tenantColumn && tenantColumn !== 'id') columns[tenantColumn] = caller.authority === 'SYS_ADMIN' ? NULL_UUID : caller.tenantId;
                    if (customerColumn && customerColumn !== 'id') columns[customerColumn] = NULL_UUID;
                }
                const event = { ctx, caller, repository, existing, body, request, columns, id };
                await hooks.beforeSave?.(event);

                const ownerTenant = tenantColumn ? ((columns[tenantColumn] ?? existing?.[tenantColumn]) as string) : undefined;
                for (const field of Object.values(resource.fields)) {
                    if (!field.unique || !field.column) continue;
                    const value = field.column in columns ? columns[field.column] : existing?.[field.column];
                    const ownerColumn = tenantColumn && tenantColumn !== 'id' ? tenantColumn : undefined;
                    if (repository.isTaken(field.column, value, ownerColumn, ownerTenant, id)) throw badRequest(field.unique.message);
                }

                if (existing) repository.update(id, columns);
                else repository.insert(columns);
                await hooks.afterSave?.(event);
                return answer(repository.findById(id)!);
            });
        }

        if (!custom.has('delete')) {
            contractRoute(app, resource.endpoints.delete as OperationKey, async (request, reply: FastifyReply) => {
                const caller = callerOf(request);
                const row = guard.load(caller, repository, idParam(request), 'delete');
                const event = { ctx, caller, row };
                await hooks.beforeDelete?.(event);
                ctx.database.sqlite.transaction(() => {
                    hooks.cascade?.(event);
                    ctx.cascades.entityRemoved(resource.entityType, row.id as string);
                    repository.delete(row.id as string);
                })();
                return reply.status(200).send();
            });
        }
    }
}
