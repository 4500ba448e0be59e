import type { FastifyInstance } from 'fastify';
import { registry } from '../../resources';
import { may, type ResourceDefinition } from '../../resources/kernel';
import type { AccessClaims } from '../auth/tokens';
import type { AppContext } from '../context';
import { PUBLIC_CUSTOMER_TITLE } from '../entities/customers';
import { badRequest, entityNotFound, permissionDenied } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute, type OperationKey } from '../http/contractRoute';
import { newId, NULL_UUID, timeOfId } from '../lib/ids';
import { operations } from '../../shared/generated/operations.gen';
import type { Row } from '../registry/codec';
import { entityAnswer } from '../registry/answer';
import { reportAssignment } from '../ruleEngine/entityMessages';

/** The tenant's public customer, created on first use as ThingsBoard does (title "Public", additionalInfo.isPublic). */
export function publicCustomerOf(ctx: AppContext, tenantId: string): Row {
    const sqlite = ctx.database.sqlite;
    const found = sqlite.prepare('SELECT * FROM customer WHERE tenant_id = ? AND is_public = 1').get(tenantId) as Row | undefined;
    if (found) return found;
    const id = newId();
    sqlite
        .prepare(`INSERT INTO customer (id, created_time, tenant_id, title, is_public, additional_info) VALUES (?, ?, ?, ?, 1, ?)`)
        .run(id, timeOfId(id), tenantId, PUBLIC_CUSTOMER_TITLE, JSON.stringify({ isPublic: true }));
    return sqlite.prepare('SELECT * FROM customer WHERE id = ?').get(id) as Row;
}

/** A customer of the caller's tenant: 404 when there is none, 403 when it is another tenant's. */
export function customerOfCaller(ctx: AppContext, caller: AccessClaims, customerId: string): Row {
    const customer = ctx.database.sqlite.prepare('SELECT * FROM customer WHERE id = ?').get(customerId) as Row | undefined;
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
            const customer = ctx.database.sqlite.prepare('SELECT * FROM customer WHERE id = ?').get(row.customer_id) as Row | undefined;
            return setCustomer(caller, row, customer ?? { id: row.customer_id, title: '' }, false);
        };

        mount(`POST /api/customer/{customerId}/${resource.singular}/{${idParam}}`, async request => {
            const caller = callerOf(request);
            const params = request.params as Record<string, string>;
            const row = ctx.guard.load(caller, repository, params[idParam]!, 'assign');
            const customer = customerOfCaller(ctx, caller, params.customerId!);
            return setCustomer(caller, row, customer, true);
        });
        mount(`DELETE /api/customer/${resource.singular}/{${idParam}}`, async request =>
            unassign(callerOf(request), (request.params as Record<string, string>)[idParam]!),
        );
        mount(`DELETE /api/customer/{customerId}/${resource.singular}/{${idParam}}`, async request =>
            unassign(callerOf(request), (request.params as Record<string, string>)[idParam]!),
        );
        mount(`POST /api/customer/public/${resource.singular}/{${idParam}}`, async request => {
            const caller = callerOf(request);
            const row = ctx.guard.load(caller, repository, (request.params as Record<string, string>)[idParam]!, 'share');
            return setCustomer(caller, row, publicCustomerOf(ctx, caller.tenantId), true);
        });
    }
}
