import { registry } from '../../../resources';
import type { Authority, NestedList, ResourceDefinition } from '../../../resources/kernel';
import { parentKeyOf } from '../../providers/data/listEndpoint';
import { routeOf } from '../../providers/data/resourceLookup';

export interface NestedLink {
    child: ResourceDefinition;
    nested: NestedList;
    /** The list's route with the parent as its filter: `/devices?filter={"customerId":"…"}`. */
    to: string;
}

const NATURAL_SCOPE = { SYS_ADMIN: 'sysadmin', TENANT_ADMIN: 'tenant', CUSTOMER_USER: 'customer' } as const;

/** The lists nested under a parent that the caller reaches: a customer's devices, a tenant's admins. */
export const nestedLinksOf = (parent: ResourceDefinition, parentId: string, authority: Authority): NestedLink[] =>
    registry.flatMap(child => {
        const scope = child.scopeOf[authority] ?? NATURAL_SCOPE[authority];
        return (child.endpoints[scope]?.nested ?? [])
            .filter(nested => nested.parent === parent.name)
            .map(nested => ({
                child,
                nested,
                to: `/${routeOf(child)}?${new URLSearchParams({ filter: JSON.stringify({ [parentKeyOf(nested)]: parentId }) })}`,
            }));
    });
