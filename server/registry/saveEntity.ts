import type { FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '../../resources/kernel';
import type { AccessClaims } from '../auth/tokens';
import type { AppContext } from '../context';
import { entityHooks } from '../entities';
import { badRequest } from '../errors';
import { newId, NULL_UUID, timeOfId } from '../lib/ids';
import { bodyToColumns, isIdObject, rowToJson, type Row } from './codec';
import { validateFields } from './validate';
import { reportEntityChange } from '../ruleEngine/entityMessages';
import { enforceCreateLimits } from '../tenantLimits/entityLimits';

/**
 * The generic save of a registry entry (`POST /api/{singular}`): create without an id, update with
 * one. The guard decides first (create or edit permission, row ownership), then the declared field
 * rules, the entity's hooks, and tenant-wide uniqueness. Owner columns are the server's: a new row
 * belongs to the caller's tenant (the system's for the sysadmin) and to no customer.
 */
export async function saveEntity(
    ctx: AppContext,
    resource: ResourceDefinition,
    caller: AccessClaims,
    body: Record<string, unknown>,
    request: FastifyRequest,
): Promise<Row> {
    const repository = ctx.repositories[resource.name]!;
    const hooks = entityHooks[resource.name] ?? {};
    const givenId = isIdObject(body.id) ? body.id.id : null;
    const existing = givenId ? ctx.guard.load(caller, repository, givenId, 'edit') : null;
    if (!existing) ctx.guard.require(caller, resource, 'create');
    const columns = bodyToColumns(resource, body);
    validateFields(resource, { ...(existing ? rowToJson(resource, existing, { detail: true }) : {}), ...body });

    const id = existing ? (existing.id as string) : newId();
    const { tenantColumn, customerColumn } = resource.server;
    if (!existing) {
        columns.id = id;
        columns.created_time = timeOfId(id);
        if (tenantColumn && tenantColumn !== 'id') columns[tenantColumn] = caller.authority === 'SYS_ADMIN' ? NULL_UUID : caller.tenantId;
        if (customerColumn && customerColumn !== 'id') columns[customerColumn] = NULL_UUID;
        // The tenant profile's limits (maxDevices, maxResourcesInBytes…): REST, bulk import and provisioning all create here.
        enforceCreateLimits(ctx.database.sqlite, resource.name, caller.tenantId, columns);
    }
    const event = { ctx, caller, repository, existing, body, request, columns, id };
    await hooks.beforeSave?.(event);

    const ownerColumn = tenantColumn && tenantColumn !== 'id' ? tenantColumn : undefined;
    const ownerTenant = ownerColumn ? ((columns[ownerColumn] ?? existing?.[ownerColumn]) as string) : undefined;
    for (const field of Object.values(resource.fields)) {
        if (!field.unique || !field.column) continue;
        const value = field.column in columns ? columns[field.column] : existing?.[field.column];
        if (repository.isTaken(field.column, value, ownerColumn, ownerTenant, id)) throw badRequest(field.unique.message);
    }

    if (existing) repository.update(id, columns);
    else repository.insert(columns);
    await hooks.afterSave?.(event);
    const saved = repository.findById(id)!;
    // The rule engine hears of it (ENTITY_CREATED / ENTITY_UPDATED); the caller does not wait.
    reportEntityChange(ctx.ruleEngine, resource, saved, existing ? 'ENTITY_UPDATED' : 'ENTITY_CREATED', caller);
    return saved;
}
