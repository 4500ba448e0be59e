import { badRequest } from '../errors';
import { newId, timeOfId } from '../lib/ids';
import { isPlainObject } from '../lib/json';
import type { WidgetTypeRow } from './widgetTypeStore';

/** What a save may set (the body of POST /api/widgetType after the contract's own checks). */
export interface WidgetTypeInput {
    bundleAlias?: unknown;
    alias?: unknown;
    name?: unknown;
    image?: unknown;
    description?: unknown;
    descriptor?: unknown;
}

/** Lookups the rules need; the route answers them from the database. */
export interface WidgetTypeLookups {
    bundleExists(tenantId: string, bundleAlias: string): boolean;
    aliasTaken(tenantId: string, bundleAlias: string, alias: string): boolean;
}

const blank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * ThingsBoard's alias for a new type: the given one, else the name in lower case with non-word runs
 * as `_`; a taken alias gets 2, 3, … appended (WidgetTypeServiceImpl.validateCreate).
 */
export function newWidgetTypeAlias(requested: unknown, name: string, taken: (alias: string) => boolean): string {
    const original = blank(requested) ? name.toLowerCase().replace(/\W+/g, '_') : String(requested);
    let alias = original;
    for (let suffix = 2; taken(alias); suffix++) alias = `${original}${suffix}`;
    return alias;
}

/**
 * The row a save writes, with ThingsBoard's validation messages (WidgetTypeServiceImpl). `tenantId` is
 * the caller's (the system's for the sysadmin): a type always lives in its saver's tenant.
 */
export function widgetTypeToSave(input: WidgetTypeInput, tenantId: string, existing: WidgetTypeRow | undefined, lookups: WidgetTypeLookups): WidgetTypeRow {
    if (blank(input.name)) throw badRequest('Widgets type name should be specified!');
    if (blank(input.bundleAlias)) throw badRequest('Widgets type bundle alias should be specified!');
    if (!isPlainObject(input.descriptor) || Object.keys(input.descriptor).length === 0) throw badRequest("Widgets type descriptor can't be empty!");
    const name = String(input.name);
    const bundleAlias = String(input.bundleAlias);
    const common = { name, image: textOrNull(input.image), description: textOrNull(input.description), descriptor: JSON.stringify(input.descriptor) };

    if (existing) {
        if (existing.bundle_alias !== bundleAlias) throw badRequest('Update of widget type bundle alias is prohibited!');
        if (input.alias !== undefined && existing.alias !== input.alias) throw badRequest('Update of widget type alias is prohibited!');
        return { ...existing, ...common };
    }
    if (!lookups.bundleExists(tenantId, bundleAlias)) throw badRequest('Widget type is referencing to non-existent widgets bundle!');
    const id = newId();
    return {
        id,
        created_time: timeOfId(id),
        tenant_id: tenantId,
        bundle_alias: bundleAlias,
        alias: newWidgetTypeAlias(input.alias, name, alias => lookups.aliasTaken(tenantId, bundleAlias, alias)),
        ...common,
    };
}
