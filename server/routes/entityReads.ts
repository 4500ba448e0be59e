import type { FastifyInstance } from 'fastify';
import { registry, resourceNamed } from '../../resources';
import type { AppContext } from '../context';
import { itemNotFound, permissionDenied } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute, type OperationKey } from '../http/contractRoute';
import { entityId, isUuid, NULL_UUID } from '../lib/ids';
import { operations } from '../../shared/generated/operations.gen';
import { rowToJson, type Row } from '../registry/codec';
import { infoAnswer } from '../registry/answer';
import { pageLinkOf } from '../registry/paging/pageLinkOf';

/**
 * Reads every entry offers besides its list and get, mounted wherever the contract has them:
 * `GET /api/{singular}/info/{id}` (the *Info shape), `GET /api/{singular}/types` (the tenant's
 * subtypes), `GET /api/{plural}?{singular}Ids=` (several by id, only those the caller may see).
 */
export function entityReadRoutes(app: FastifyInstance, ctx: AppContext): void {
    for (const resource of registry) {
        const repository = ctx.repositories[resource.name]!;
        const idParam = `${resource.singular}Id`;

        const infoKey = `GET /api/${resource.singular}/info/{${idParam}}`;
        if (infoKey in operations) {
            contractRoute(app, infoKey as OperationKey, async request => {
                const row = ctx.guard.load(callerOf(request), repository, request.params[idParam]!, 'show', 'info');
                return infoAnswer(ctx, resource, row.id as string);
            });
        }

        const typesKey = `GET /api/${resource.singular}/types`;
        if (typesKey in operations) {
            contractRoute(app, typesKey as OperationKey, async request => {
                const caller = callerOf(request);
                ctx.guard.require(caller, resource, 'list');
                const types = repository.distinctTypes(caller.tenantId, caller.authority === 'CUSTOMER_USER' ? caller.customerId : undefined);
                return types.map(type => ({ tenantId: entityId('TENANT', caller.tenantId), entityType: resource.entityType, type }));
            });
        }

        const idsKey = `GET /api/${resource.name}`;
        const idsParam = `${resource.singular}Ids`;
        const idsOperation = (operations as Record<string, { querystring?: { properties?: Record<string, unknown> } }>)[idsKey];
        if (idsOperation?.querystring?.properties?.[idsParam]) {
            contractRoute(app, idsKey as OperationKey, async (request, reply) => {
                const caller = callerOf(request);
                const query = request.query;
                if (query[idsParam] === undefined) {
                    // Without ids it is the caller's own paged list (`GET /api/edges?pageSize=&page=`).
                    const scope = resource.scopeOf[caller.authority];
                    // A role without a list of its own is refused, as ThingsBoard's @PreAuthorize does.
                    if (!scope) throw permissionDenied();
                    if (query.pageSize === undefined) return reply.callNotFound();
                    const conditions = ctx.guard.listConditions(caller, resource, { scope }, {});
                    const page = repository.page(conditions, pageLinkOf(query), resource.search.fields);
                    return { ...page, data: page.data.map(item => rowToJson(resource, repository.findById((item.id as { id: string }).id)!, { detail: true })) };
                }
                // As in ThingsBoard, only the roles that list the entity look several up by id (tenants: the sysadmin).
                ctx.guard.require(caller, resource, 'list');
                const ids = String(query[idsParam]).split(',').map(id => id.trim()).filter(isUuid);
                return ids
                    .map(id => repository.findById(id))
                    .filter((row): row is Row => row !== undefined && ctx.guard.ownsRow(caller, resource, row, 'show'))
                    .map(row => rowToJson(resource, row, { detail: true }));
            });
        }
    }

    const customers = resourceNamed('customers');
    const customerRepository = ctx.repositories.customers!;
    const loadCustomer = (request: Parameters<Parameters<typeof contractRoute>[2]>[0]) =>
        ctx.guard.load(callerOf(request), customerRepository, request.params.customerId, 'show');

    contractRoute(app, 'GET /api/customer/{customerId}/title', async (request, reply) => reply.type('text/plain').send(String(loadCustomer(request).title)));
    contractRoute(app, 'GET /api/customer/{customerId}/shortInfo', async request => {
        const customer = loadCustomer(request);
        return { title: customer.title, isPublic: customer.is_public === 1 };
    });
    contractRoute(app, 'GET /api/tenant/customers', async request => {
        const caller = callerOf(request);
        ctx.guard.require(caller, customers, 'show');
        const { customerTitle } = request.query;
        const row = ctx.customers.findByTitle(caller.tenantId ?? NULL_UUID, customerTitle);
        if (!row || !ctx.guard.ownsRow(caller, customers, row, 'show')) throw itemNotFound();
        return rowToJson(customers, row, { detail: true });
    });
}
