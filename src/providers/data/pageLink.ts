import type { GetListParams } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/kernel';
import type { QueryValue } from '../http/createHttpClient';

/** ThingsBoard's page link: 0-based `page`, and a sortProperty from the entry's allow-list. */
export interface PageLinkQuery extends Record<string, QueryValue> {
    pageSize: number;
    page: number;
    textSearch?: string;
    sortProperty?: string;
    sortOrder?: 'ASC' | 'DESC';
}

const DEFAULT_PAGE_SIZE = 10;

/** A filter value as the query wants it: EntityIds and records give their uuid. */
const filterValue = (value: unknown): string | undefined => {
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'object' && 'id' in value) return filterValue((value as { id: unknown }).id);
    const text = String(value).trim();
    return text ? text : undefined;
};

export const toPageLinkQuery = (
    resource: Pick<ResourceDefinition, 'sortMap' | 'endpoints'>,
    { pagination, sort, filter }: Partial<GetListParams>
): PageLinkQuery => {
    const query: PageLinkQuery = {
        pageSize: pagination?.perPage ?? DEFAULT_PAGE_SIZE,
        page: Math.max((pagination?.page ?? 1) - 1, 0),
    };
    const textSearch = filterValue(filter?.q);
    if (textSearch) query.textSearch = textSearch;
    // Sorting by a column outside the allow-list makes ThingsBoard fail: such a sort is dropped.
    const sortProperty = sort?.field ? resource.sortMap[sort.field] : undefined;
    if (sortProperty) {
        query.sortProperty = sortProperty;
        query.sortOrder = sort?.order === 'ASC' ? 'ASC' : 'DESC';
    }
    for (const name of resource.endpoints.filters ?? []) {
        const value = filterValue(filter?.[name]);
        if (value) query[name] = value;
    }
    return query;
};
