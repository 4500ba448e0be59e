import type { Authority, NestedList, ResourceDefinition, Scope } from '../../../resources/kernel';
import type { Caller } from './caller';
import { fillPath, parseEndpoint, type Endpoint } from './endpoint';

const NATURAL_SCOPE: Record<Authority, Scope> = {
    SYS_ADMIN: 'sysadmin',
    TENANT_ADMIN: 'tenant',
    CUSTOMER_USER: 'customer',
};

/** The filter key naming a nested list's parent: a customer's devices are `{customerId}`. */
export const parentKeyOf = (nested: Pick<NestedList, 'parent'>): 'customerId' | 'tenantId' =>
    nested.parent === 'customers' ? 'customerId' : 'tenantId';

const scopeOf = (resource: ResourceDefinition, authority: Authority): Scope =>
    resource.scopeOf[authority] ?? NATURAL_SCOPE[authority];

/** The nested list the filter asks for (`{customerId: …}`), within the caller's scope. */
const nestedFor = (
    resource: ResourceDefinition,
    caller: Caller,
    filter: Readonly<Record<string, unknown>>
): NestedList | undefined =>
    resource.endpoints[scopeOf(resource, caller.authority)]?.nested?.find(
        nested => filter[parentKeyOf(nested)] !== undefined && filter[parentKeyOf(nested)] !== ''
    );

const idOf = (value: unknown): string | undefined => {
    if (typeof value === 'string') return value;
    if (typeof value === 'object' && value !== null && 'id' in value) {
        return idOf((value as { id: unknown }).id);
    }
    return undefined;
};

/**
 * Where the caller's list comes from (DESIGN "Data flow of one list page"): the scope of
 * its authority, or a nested list when the filter names a parent. `{customerId}` of the
 * customer scope is the caller's own customer.
 */
export const listEndpointFor = (
    resource: ResourceDefinition,
    caller: Caller,
    filter: Readonly<Record<string, unknown>> = {}
): Endpoint & { consumedFilters: string[] } => {
    const nested = nestedFor(resource, caller, filter);
    const own = { customerId: caller.customerId, tenantId: caller.tenantId };
    if (nested) {
        const key = parentKeyOf(nested);
        const { method, path } = parseEndpoint(nested.list);
        return {
            method,
            path: fillPath(path, { ...own, [key]: idOf(filter[key]) }),
            consumedFilters: [key],
        };
    }
    const list = resource.endpoints[scopeOf(resource, caller.authority)]?.list;
    if (!list) {
        throw new Error(`${caller.authority} has no list of ${resource.name}`);
    }
    const { method, path } = parseEndpoint(list);
    return { method, path: fillPath(path, own), consumedFilters: [] };
};
