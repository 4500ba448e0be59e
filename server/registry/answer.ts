import type { ResourceDefinition } from '../../resources/kernel';
import type { AppContext } from '../context';
import { entityHooks } from '../entities';
import { rowToJson, type Row } from './codec';

/** A single entity as its GET answers it. */
export function entityAnswer(ctx: AppContext, resource: ResourceDefinition, row: Row): Record<string, unknown> {
    const json = rowToJson(resource, row, { detail: true });
    const hooks = entityHooks[resource.name];
    return hooks?.toJson ? hooks.toJson(ctx, row, json) : json;
}

/** The entity with its *Info extras (customerTitle, deviceProfileName, tenantProfileName). */
export function infoAnswer(ctx: AppContext, resource: ResourceDefinition, id: string): Record<string, unknown> {
    const row = ctx.repositories[resource.name]!.findInfoById(id)!;
    return rowToJson(resource, row, { detail: false });
}
