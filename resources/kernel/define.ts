import type { Authority } from './ids';
import type { Action, ResourceDefinition, ResourceInput } from './types';

/**
 * Completes an entry with ThingsBoard's defaults: `GET/DELETE /api/{singular}/{id}`,
 * `POST /api/{singular}`, list sorted by createdTime DESC, help id = name.
 */
export function defineResource(input: ResourceInput): ResourceDefinition {
    const idParam = `{${input.singular}Id}`;
    return {
        ...input,
        helpId: input.helpId ?? input.name,
        list: { ...input.list, defaultSort: input.list.defaultSort ?? { field: 'createdTime', order: 'DESC' } },
        endpoints: {
            ...input.endpoints,
            get: input.endpoints.get ?? `GET /api/${input.singular}/${idParam}`,
            save: input.endpoints.save ?? `POST /api/${input.singular}`,
            delete: input.endpoints.delete ?? `DELETE /api/${input.singular}/${idParam}`,
        },
    };
}

/** The one permission question both the console and the server ask. */
export function may(resource: Pick<ResourceDefinition, 'permissions'>, authority: Authority | undefined, action: Action): boolean {
    if (!authority) return false;
    return resource.permissions[authority]?.includes(action) ?? false;
}

/** i18n keys are derived, never written: `resources.<name>.name`, `resources.<name>.fields.<key>`. */
export const nameKey = (resource: Pick<ResourceDefinition, 'name'>): string => `resources.${resource.name}.name`;
export const fieldKey = (resource: Pick<ResourceDefinition, 'name'>, field: string): string => `resources.${resource.name}.fields.${field}`;

/** Fields a person sees (list columns or form inputs), hence fields that need a label. */
export function labelledFields(resource: ResourceDefinition): string[] {
    const shown = new Set(resource.list.columns.map(column => column.field));
    for (const [key, field] of Object.entries(resource.fields)) if (!field.ui?.hidden) shown.add(key);
    return [...shown];
}
