import { registry } from '../../resources';
import { apiUsageStates } from '../usage/apiUsageStateResource';
import type { ResourceDefinition } from '../../resources/kernel';
import type { Guard } from '../auth/guard';
import type { AccessClaims } from '../auth/tokens';
import { badRequest, permissionDenied } from '../errors';
import type { Row } from '../registry/codec';
import type { PagedRepository } from '../registry/pagedRepository';

export type AccessMode = 'read' | 'write';

/**
 * Who may read or write an entity's attributes and telemetry: the registry guard's row ownership
 * (same tenant; a customer user only its customer's rows; the sysadmin only what it owns, such as
 * tenants). A role must be able to see the entity at all; writing telemetry does not need the
 * right to edit the entity itself, as in ThingsBoard (a customer user may set attributes of its
 * own devices). Unknown ids are 404, others' rows 403.
 */
export class EntityAccess {
    // The API usage state is server-only (no console list), so it joins the registry's entries here.
    private readonly byEntityType = new Map<string, ResourceDefinition>([...registry, apiUsageStates].map(resource => [resource.entityType, resource]));

    constructor(
        private readonly guard: Guard,
        private readonly repositories: Readonly<Record<string, PagedRepository>>,
    ) {}

    resourceOf(entityType: string): ResourceDefinition | undefined {
        return this.byEntityType.get(entityType);
    }

    /** Loads the entity's row when the caller may use its data in this way. */
    check(caller: AccessClaims, entityType: string, entityId: string, mode: AccessMode): Row {
        const resource = this.resourceOf(entityType);
        if (!resource) throw badRequest(`Unsupported entity type: ${entityType}`);
        const repository = this.repositories[resource.name];
        if (!repository) throw badRequest(`Unsupported entity type: ${entityType}`);
        if (mode === 'read') return this.guard.load(caller, repository, entityId, 'show');
        this.guard.require(caller, resource, 'show');
        const row = this.guard.find(caller, repository, entityId);
        if (!this.guard.ownsRow(caller, resource, row, 'edit')) throw permissionDenied();
        return row;
    }

    /** The same check as a yes/no, for subscriptions that skip what the caller may not see. */
    mayRead(caller: AccessClaims, entityType: string, entityId: string): boolean {
        try {
            this.check(caller, entityType, entityId, 'read');
            return true;
        } catch {
            return false;
        }
    }
}
