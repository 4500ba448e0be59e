import type { FastifyInstance } from 'fastify';
import { dashboards } from '../../resources';
import type { AccessClaims } from '../auth/tokens';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute } from '../http/contractRoute';
import { entityId, isUuid } from '../lib/ids';
import { fromJsonColumn, toJsonColumn } from '../lib/json';
import { entityAnswer } from '../registry/answer';
import type { Row } from '../registry/codec';
import { customerOfCaller, publicCustomerOf } from './assignments';

interface AssignedCustomer {
    customerId: { entityType: 'CUSTOMER'; id: string };
    title: string;
    public: boolean;
}

const shortInfo = (customer: Row): AssignedCustomer => ({
    customerId: entityId('CUSTOMER', customer.id as string),
    title: customer.title as string,
    public: customer.is_public === 1,
});

/**
 * Dashboards are shared with many customers at once (assignedCustomers), through ThingsBoard's
 * calls: one customer, a whole set, add, remove, and the public customer.
 */
export function dashboardCustomerRoutes(app: FastifyInstance, ctx: AppContext): void {
    const repository = ctx.repositories.dashboards!;
    const load = (caller: AccessClaims, id: string, action: 'assign' | 'share' = 'assign') => ctx.guard.load(caller, repository, id, action);
    const assignedOf = (row: Row) => fromJsonColumn<AssignedCustomer[]>(row.assigned_customers as string | null) ?? [];
    const write = (row: Row, assigned: AssignedCustomer[]) => {
        repository.update(row.id as string, { assigned_customers: toJsonColumn(assigned) });
        return entityAnswer(ctx, dashboards, repository.findById(row.id as string)!);
    };
    const withCustomer = (assigned: AssignedCustomer[], customer: Row) =>
        assigned.some(entry => entry.customerId.id === customer.id) ? assigned : [...assigned, shortInfo(customer)];
    const withoutCustomer = (assigned: AssignedCustomer[], customerId: string) => assigned.filter(entry => entry.customerId.id !== customerId);
    const customersOf = (caller: AccessClaims, ids: unknown) => {
        if (ids !== null && ids !== undefined && !Array.isArray(ids)) throw badRequest('A list of customer ids is expected');
        return ((ids ?? []) as unknown[]).map(id => {
            if (typeof id !== 'string' || !isUuid(id)) throw badRequest(`Invalid UUID string: ${String(id)}`);
            return customerOfCaller(ctx, caller, id);
        });
    };

    contractRoute(app, 'POST /api/customer/{customerId}/dashboard/{dashboardId}', async request => {
        const caller = callerOf(request);
        const row = load(caller, request.params.dashboardId);
        return write(row, withCustomer(assignedOf(row), customerOfCaller(ctx, caller, request.params.customerId)));
    });
    contractRoute(app, 'DELETE /api/customer/{customerId}/dashboard/{dashboardId}', async request => {
        const caller = callerOf(request);
        const row = load(caller, request.params.dashboardId);
        const customer = customerOfCaller(ctx, caller, request.params.customerId);
        if (!assignedOf(row).some(entry => entry.customerId.id === customer.id)) throw badRequest("Dashboard isn't assigned to this customer!");
        return write(row, withoutCustomer(assignedOf(row), customer.id as string));
    });
    contractRoute(app, 'POST /api/dashboard/{dashboardId}/customers', async request => {
        const caller = callerOf(request);
        const row = load(caller, request.params.dashboardId);
        // The set replaces the ordinary customers; the public customer stays as it was.
        const keptPublic = assignedOf(row).filter(entry => entry.public);
        return write(row, customersOf(caller, request.body).reduce(withCustomer, keptPublic));
    });
    contractRoute(app, 'POST /api/dashboard/{dashboardId}/customers/add', async request => {
        const caller = callerOf(request);
        const row = load(caller, request.params.dashboardId);
        return write(row, customersOf(caller, request.body).reduce(withCustomer, assignedOf(row)));
    });
    contractRoute(app, 'POST /api/dashboard/{dashboardId}/customers/remove', async request => {
        const caller = callerOf(request);
        const row = load(caller, request.params.dashboardId);
        return write(row, customersOf(caller, request.body).reduce((assigned, customer) => withoutCustomer(assigned, customer.id as string), assignedOf(row)));
    });
    contractRoute(app, 'POST /api/customer/public/dashboard/{dashboardId}', async request => {
        const caller = callerOf(request);
        const row = load(caller, request.params.dashboardId, 'share');
        return write(row, withCustomer(assignedOf(row), publicCustomerOf(ctx, caller.tenantId)));
    });
    contractRoute(app, 'DELETE /api/customer/public/dashboard/{dashboardId}', async request => {
        const caller = callerOf(request);
        const row = load(caller, request.params.dashboardId, 'share');
        return write(row, assignedOf(row).filter(entry => !entry.public));
    });
}
