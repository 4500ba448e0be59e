import { registry } from '../../resources';
import type { ResourceDefinition } from '../../resources/kernel';
import type { Guard } from '../auth/guard';
import type { AccessClaims } from '../auth/tokens';
import { badRequest, permissionDenied } from '../errors';
import type { Row } from '../registry/codec';
import type { PagedRepository } from '../registry/pagedRepository';
import type { EntityRef } from './relationStore';

export type RelationAccessMode = 'read' | 'write';

/** Reading a relation needs the right to see both ends; writing one, the right to edit both. */
const ACTION_OF_MODE = { read: 'show', write: 'edit' } as const;

/**
 * ThingsBoard's checkEntityId for the ends of relations: the entity is looked up first (404 when
 * it does not exist), then the registry guard decides (403 when the role may not, or the row is
 * another tenant's or customer's). So a customer user, who may only view its entities, reads
 * their relations but never writes one.
 */
export class RelationAccess {
    private readonly byEntityType = new Map<string, ResourceDefinition>(registry.map(resource => [resource.entityType, resource]));

    constructor(
        private readonly guard: Guard,
        private readonly repositories: Readonly<Record<string, PagedRepository>>,
    ) {}

    /** The entity's row when the caller may use it as a relation end in this way. */
    check(caller: AccessClaims, entity: EntityRef, mode: RelationAccessMode): Row {
        const resource = this.byEntityType.get(entity.entityType);
        const repository = resource && this.repositories[resource.name];
        if (!resource || !repository) throw badRequest(`Unsupported entity type: ${entity.entityType}`);
        const row = this.guard.find(caller, repository, entity.id);
        // ThingsBoard 3.3.4 lets a tenant administrator do anything to its own tenant as a relation
        // end (TenantAdminPermissions' tenant checker looks only at the tenant): reading it suffices.
        const ownTenant = entity.entityType === 'TENANT' && caller.authority === 'TENANT_ADMIN';
        const action = ownTenant ? 'show' : ACTION_OF_MODE[mode];
        this.guard.require(caller, resource, action);
        if (!this.guard.ownsRow(caller, resource, row, action)) throw permissionDenied();
        return row;
    }

    /** The same check as a yes/no: lists leave out relations whose other end the caller may not see. */
    mayRead(caller: AccessClaims, entity: EntityRef): boolean {
        try {
            this.check(caller, entity, 'read');
            return true;
        } catch {
            return false;
        }
    }
}
