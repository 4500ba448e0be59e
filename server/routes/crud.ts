import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registry } from '../../resources';
import type { Authority, ResourceDefinition, ScopeEndpoints } from '../../resources/kernel';
import type { ListBinding } from '../auth/guard';
import type { AppContext } from '../context';
import { entityHooks } from '../entities';
import { badRequest, itemNotFound, permissionDenied } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute, type GenericRouteRequest, type OperationKey } from '../http/contractRoute';
import { isPlainObject } from '../lib/json';
import { isUuid } from '../lib/ids';
import type { Condition, PageData } from '../registry/pagedRepository';
import { pageLinkOf } from '../registry/paging/pageLinkOf';
import { entityAnswer } from '../registry/answer';
import { saveEntity } from '../registry/saveEntity';
import { reportEntityChange } from '../ruleEngine/entityMessages';

interface ListRoute {
    resource: ResourceDefinition;
    binding: ListBinding;
    /** Rows without the *Info extras (`/api/tenant/devices`). */
    plain: boolean;
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
        const addNested = (authority: Authority, nestedLists: ScopeEndpoints['nested']) => {
            for (const nested of nestedLists ?? []) {
                add(nested.list, authority, { resource, binding: { nested }, plain: false });
                if (nested.plain) add(nested.plain, authority, { resource, binding: { nested }, plain: true });
            }
        };
        for (const [authority, scope] of Object.entries(resource.scopeOf) as Array<[Authority, NonNullable<ResourceDefinition['scopeOf'][Authority]>]>) {
            const endpoints = resource.endpoints[scope];
            if (endpoints?.list) add(endpoints.list, authority, { resource, binding: { scope }, plain: false });
            if (endpoints?.plain) add(endpoints.plain, authority, { resource, binding: { scope }, plain: true });
        }
        // Nested lists belong to the authority whose scope declares them (after the scopes' own lists,
        // so a call that is a customer user's own list stays that for them).
        for (const [authority, scope] of Object.entries(resource.scopeOf) as Array<[Authority, NonNullable<ResourceDefinition['scopeOf'][Authority]>]>) {
            addNested(authority, resource.endpoints[scope]?.nested);
        }
        // A scope an authority has no list for may still hold nested lists (the sysadmin's view of a tenant's dashboards).
        if (resource.endpoints.sysadmin && !resource.scopeOf.SYS_ADMIN) addNested('SYS_ADMIN', resource.endpoints.sysadmin.nested);
    }
    return routes;
}

/** ThingsBoard's largest page (Integer.MAX_VALUE). */
const MAX_PAGE_SIZE = 2147483647;

type Query = Record<string, unknown>;


/** An Info item without its joined extras: the plain entity. */
function plainOf(resource: ResourceDefinition, item: Record<string, unknown>): Record<string, unknown> {
    const out = { ...item };
    for (const [key, field] of Object.entries(resource.fields)) if (field.joined) delete out[key];
    return out;
}

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
            const { resource, binding, plain } = route;
            const query = request.query;
            const hooks = entityHooks[resource.name] ?? {};
            const scope = guard.listConditions(caller, resource, binding, request.params);
            const { conditions, filtered } = filterConditions(resource, query, hooks.defaultFilters ?? {});
            const searchFields = filtered && resource.search.whenFiltered ? resource.search.whenFiltered : resource.search.fields;
            const repository = ctx.repositories[resource.name]!;
            const strip = (page: PageData<Record<string, unknown>>) => (plain ? { ...page, data: page.data.map(item => plainOf(resource, item)) } : page);
            // `?deviceName=` (and the like) turns a plain list into a lookup by exact name.
            const byName = query[`${resource.singular}Name`];
            if (plain && byName !== undefined) {
                const found = repository.findFirst([...scope, { sql: 't.name = ?', params: [String(byName)] }]);
                if (!found) throw itemNotFound();
                return plainOf(resource, found);
            }
            // Without page params (GET /api/widgetsBundles) the answer is the whole list as an array.
            if (query.pageSize === undefined) {
                return strip(repository.page([...scope, ...conditions], { ...pageLinkOf(query), pageSize: MAX_PAGE_SIZE, page: 0 }, searchFields)).data;
            }
            return strip(repository.page([...scope, ...conditions], pageLinkOf(query), searchFields));
        });
    }

    for (const resource of registry) {
        const repository = ctx.repositories[resource.name]!;
        const hooks = entityHooks[resource.name] ?? {};
        const custom = new Set(hooks.custom ?? []);
        const idParam = (request: FastifyRequest<GenericRouteRequest>) => Object.values(request.params)[0]!;
        const answer = (row: Record<string, unknown>) => entityAnswer(ctx, resource, row);

        if (!custom.has('get')) {
            contractRoute(app, resource.endpoints.get as OperationKey, async request => answer(guard.load(callerOf(request), repository, idParam(request), 'show')));
        }

        if (!custom.has('save')) {
            contractRoute(app, resource.endpoints.save as OperationKey, async request =>
                answer(await saveEntity(ctx, resource, callerOf(request), isPlainObject(request.body) ? request.body : {}, request)),
            );
        }

        if (!custom.has('delete')) {
            contractRoute(app, resource.endpoints.delete as OperationKey, async (request, reply: FastifyReply) => {
                const caller = callerOf(request);
                const row = guard.load(caller, repository, idParam(request), 'delete');
                const event = { ctx, caller, row };
                await hooks.beforeDelete?.(event);
                ctx.database.sqlite.transaction(() => {
                    // The trash keeps a copy of what the delete takes, before the cascades take it (issue #28).
                    const kept = ctx.trash.keep(resource.entityType, row, caller);
                    hooks.cascade?.(event);
                    ctx.cascades.entityRemoved(resource.entityType, row.id as string, { keepTelemetry: kept });
                    repository.delete(row.id as string);
                })();
                hooks.afterDelete?.(event);
                reportEntityChange(ctx.ruleEngine, resource, row, 'ENTITY_DELETED', caller);
                return reply.status(200).send();
            });
        }
    }
}
