import { labelledFields } from './define';
import type { ResourceDefinition } from './types';

/** A problem in a registry entry, with a stable id so tests and reports can name the rule. */
export interface RegistryProblem {
    check:
        | 'dangling-field'
        | 'unsortable-column'
        | 'dangling-sort'
        | 'unknown-search-field'
        | 'dangling-filter'
        | 'scope-without-list'
        | 'duplicate-name'
        | 'missing-endpoint'
        | 'missing-locale-key'
        | 'sort-not-allowed';
    resource: string;
    detail: string;
}

/** Every key a locale file needs for an entry. */
export function localeKeysOf(resource: ResourceDefinition): string[] {
    return ['name', ...labelledFields(resource).map(field => `fields.${field}`)];
}

/** Checks an entry against itself: every name it uses points at a declared field. */
export function checkResource(resource: ResourceDefinition): RegistryProblem[] {
    const problems: RegistryProblem[] = [];
    const fields = new Set(Object.keys(resource.fields));
    const problem = (check: RegistryProblem['check'], detail: string) => problems.push({ check, resource: resource.name, detail });

    for (const column of resource.list.columns) {
        if (!fields.has(column.field)) problem('dangling-field', `list column "${column.field}" names no field`);
        if (column.sortable !== false && !(column.field in resource.sortMap)) {
            problem('unsortable-column', `list column "${column.field}" is sortable but has no sortMap entry`);
        }
    }
    for (const field of Object.keys(resource.sortMap)) {
        if (!fields.has(field)) problem('dangling-field', `sortMap key "${field}" names no field`);
    }
    if (!(resource.list.defaultSort.field in resource.sortMap)) {
        problem('dangling-sort', `default sort "${resource.list.defaultSort.field}" is not in sortMap`);
    }
    for (const field of [...resource.search.fields, ...(resource.search.whenFiltered ?? [])]) {
        if (!fields.has(field)) problem('unknown-search-field', `search field "${field}" names no field`);
    }
    if (!fields.has(resource.titleField)) problem('dangling-field', `title field "${resource.titleField}" names no field`);
    for (const filter of resource.endpoints.filters ?? []) {
        if (!resource.fields[filter]?.column) problem('dangling-filter', `filter "${filter}" names no stored field`);
    }
    for (const [authority, scope] of Object.entries(resource.scopeOf)) {
        const endpoints = scope ? resource.endpoints[scope] : undefined;
        if (!endpoints?.list && !endpoints?.nested?.length) problem('scope-without-list', `${authority} lists through "${scope}", which has no list call`);
        if (!resource.permissions[authority as keyof typeof resource.permissions]?.includes('list')) {
            problem('scope-without-list', `${authority} has a list scope but no list permission`);
        }
    }
    return problems;
}

/** Checks the registry as a whole. */
export function checkRegistry(resources: readonly ResourceDefinition[]): RegistryProblem[] {
    const problems = resources.flatMap(checkResource);
    const seen = new Set<string>();
    for (const resource of resources) {
        if (seen.has(resource.name)) problems.push({ check: 'duplicate-name', resource: resource.name, detail: 'registered twice' });
        seen.add(resource.name);
    }
    return problems;
}

/** Every contract call an entry names: lists per scope, nested lists, get/save/delete. */
export function endpointsOf(resource: ResourceDefinition): string[] {
    const { endpoints } = resource;
    const calls = [endpoints.get, endpoints.save, endpoints.delete];
    if (endpoints.bulkImport) calls.push(endpoints.bulkImport);
    if (endpoints.info) calls.push(endpoints.info);
    if (endpoints.byIds) calls.push(endpoints.byIds.call);
    for (const scope of [endpoints.sysadmin, endpoints.tenant, endpoints.customer]) {
        if (!scope) continue;
        if (scope.list) calls.push(scope.list);
        if (scope.plain) calls.push(scope.plain);
        for (const nested of scope.nested ?? []) calls.push(nested.list, ...(nested.plain ? [nested.plain] : []));
    }
    return [...new Set(calls)];
}
