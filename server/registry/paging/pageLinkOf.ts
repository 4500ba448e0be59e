import type { PageLink } from './pageTypes';

/**
 * The page link of a list call whose route is only known at run time (a registry entry's list):
 * the contract's validator has already coerced and bounded the parameters, this reads them as a PageLink.
 */
export const pageLinkOf = (query: Readonly<Record<string, unknown>>): PageLink => ({
    pageSize: Number(query.pageSize),
    page: Number(query.page ?? 0),
    textSearch: query.textSearch === undefined ? undefined : String(query.textSearch),
    sortProperty: query.sortProperty === undefined ? undefined : String(query.sortProperty),
    sortOrder: query.sortOrder === undefined ? undefined : String(query.sortOrder),
});
