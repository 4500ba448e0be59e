import type { FastifyInstance } from 'fastify';
import { registry } from '../../resources';
import { may, type ResourceDefinition } from '../../resources/kernel';
import type { AccessClaims } from '../auth/tokens';
import type { AppContext } from '../context';
import { PUBLIC_CUSTOMER_TITLE } from '../entities/customers';
import { badRequest, entityNotFound, permissionDenied } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute, type OperationKey } from '../http/contractRoute';
import { NULL_UUID } from '../lib/ids';
import { operations } from '../../shared/generated/operations.gen';
import type { Row } from '../registry/codec';
import { entityAnswer } from '../registry/answer';
import { reportAssignment } from '../ruleEngine/entityMessages';

/** The tenant's public customer, created on first use as ThingsBoard does (title "Public", additionalInfo.isPublic). */
export function publicCustomerOf(ctx: AppContext, tenantId: string): Row {
    return ctx.customers.findPublic(tenantId) ?? ctx.customers.insertPublic(tenantId, PUBLIC_CUSTOMER_TITLE);
}

/** A customer of the caller's tenant: 404 when there is none, 403 when it is another tenant's. */
export function customerOfCaller(ctx: AppContext, caller: AccessClaims, customerId: string): Row {
    const customer = ctx.customers.findById(customerId);
    if (!customer) throw entityNotFound('CUSTOMER', customerId);
    if (customer.tenant_id !== caller.tenantId) throw permissionDenied();
    return customer;
}

const subjectOf = (resource: ResourceDefinition) => resource.singular.charAt(0).toUpperCase() + resource.singular.slice(1).replace(/([A-Z])/g, ' $1').toLowerCase();

/**
 * Assign, unassign, make public and make private for every entry whose rows carry a customer
 * column and whose permission table grants `assign` (devices, assets, entity views, edges).
 * Paths follow ThingsBoard: `/api/customer/{customerId}/device/{deviceId}` and so on.
 */
export function assignmentRoutes(app: FastifyInstance, ctx: AppContext): void {
    const assignable = registry.filter(resource => resource.server.customerColumn === 'customer_id' && may(resource, 'TENANT_ADMIN', 'assign'));
    for (const resource of assignable) {
        const repository = ctx.repositories[resource.name]!;
        const idParam = `${resource.singular}Id`;
        const mount = (key: string, handler: Parameters<typeof contractRoute>[2]) => {
            if (key in operations) contractRoute(app, key as OperationKey, handler);
        };
        /** Stores the new customer and tells the rule engine (ENTITY_ASSIGNED / ENTITY_UNASSIGNED with that customer). */
        const setCustomer = (caller: AccessClaims, row: Row, customer: Row, assigned: boolean) => {
            repository.update(row.id as string, { customer_id: assigned ? customer.id : NULL_UUID });
            const saved = repository.findById(row.id as string)!;
            reportAssignment(ctx.ruleEngine, resource, saved, assigned ? 'ENTITY_ASSIGNED' : 'ENTITY_UNASSIGNED', customer, caller);
            return entityAnswer(ctx, resource, saved);
        };
        const unassign = (caller: AccessClaims, id: string) => {
            const row = ctx.guard.load(caller, repository, id, 'assign');
            if (row.customer_id === NULL_UUID) throw badRequest(`${subjectOf(resource)} isn't assigned to any customer!`);
            const customer = ctx.customers.findById(String(row.customer_id));
            return setCustomer(caller, row, customer ?? { id: row.customer_id, title: '' }, false);
        };

        mount(`POST /api/customer/{customerId}/${resource.singular}/{${idParam}}`, async request => {
            const caller = callerOf(request);
            const params = request.params;
            const row = ctx.guard.load(caller, repository, params[idParam]!, 'assign');
            const customer = customerOfCaller(ctx, caller, params.customerId!);
            return setCustomer(caller, row, customer, true);
        });
        mount(`DELETE /api/customer/${resource.singular}/{${idParam}}`, async request =>
            unassign(callerOf(request), request.params[idParam]!),
        );
        mount(`DELETE /api/customer/{customerId}/${resource.singular}/{${idParam}}`, async request =>
            unassign(callerOf(request), request.params[idParam]!),
        );
        mount(`POST /api/customer/public/${resource.singular}/{${idParam}}`, async request => {
            const caller = callerOf(request);
            const row = ctx.guard.load(caller, repository, request.params[idParam]!, 'share');
            return setCustomer(caller, row, publicCustomerOf(ctx, caller.tenantId), true);
        });
    }
}
