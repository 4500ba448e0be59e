/** A registry endpoint such as `GET /api/customer/{customerId}/deviceInfos`. */
export interface Endpoint {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path: string;
}

export const parseEndpoint = (endpoint: string): Endpoint => {
    const [method, path] = endpoint.trim().split(/\s+/, 2);
    if (!path || !['GET', 'POST', 'PUT', 'DELETE'].includes(method!)) {
        throw new Error(`Malformed endpoint "${endpoint}"`);
    }
    return { method: method as Endpoint['method'], path };
};

/** Fills `{param}` placeholders; a missing value is a programming error, not a 404. */
export const fillPath = (
    path: string,
    values: Readonly<Record<string, string | undefined>>
): string =>
    path.replace(/\{(\w+)\}/g, (_match, name: string) => {
        const value = values[name];
        if (!value) throw new Error(`No value for {${name}} in ${path}`);
        return encodeURIComponent(value);
    });

/** The names of a path's placeholders, in order. */
export const pathParams = (path: string): string[] =>
    [...path.matchAll(/\{(\w+)\}/g)].map(match => match[1]!);
