/** A piece of WHERE clause over the entity table, aliased `t`. */
export interface Condition {
    sql: string;
    params: unknown[];
}

/** ThingsBoard's page link: the page asked for, its search text and order. */
export interface PageLink {
    pageSize: number;
    page: number;
    textSearch?: string;
    sortProperty?: string;
    sortOrder?: string;
}

/** ThingsBoard's PageData. */
export interface PageData<T> {
    data: T[];
    totalPages: number;
    totalElements: number;
    hasNext: boolean;
}
