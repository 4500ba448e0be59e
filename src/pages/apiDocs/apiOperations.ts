import {
    HTTP_METHODS,
    resolveComponent,
    type ApiDocument,
    type ApiParameter,
    type ApiResponse,
    type HttpMethod,
    type JsonSchema,
} from './apiDocument';

/** One operation of the contract, its refs to parameters, bodies and responses looked up. */
export interface ApiOperation {
    operationId: string;
    method: HttpMethod;
    path: string;
    tag: string;
    summary?: string;
    description?: string;
    /** The path item's parameters and the operation's own (which win on the same name and place). */
    parameters: ApiParameter[];
    requestBody?: { required: boolean; description?: string; schema?: JsonSchema };
    /** In the contract's order; `default` is the error body. */
    responses: Array<{ status: string; description?: string; schema?: JsonSchema }>;
    /** `security: []` opens an operation to callers without a token. */
    requiresAuth: boolean;
    /** Not in ThingsBoard 3.3; the embedded server adds it (x-thingdeck-extension). */
    extension: boolean;
    /** Sets of query parameters of which one must be complete (x-query-alternatives). */
    queryAlternatives?: string[][];
    /** Lower-case text the filter box searches: method, path, summary, operationId, tag. */
    searchText: string;
}

export interface OperationGroup {
    tag: string;
    description?: string;
    operations: ApiOperation[];
}

/** The JSON body's schema; otherwise that of the first media type. */
const bodySchema = (content: Record<string, { schema?: JsonSchema }> | undefined) =>
    content ? (content['application/json'] ?? Object.values(content)[0])?.schema : undefined;

/** `/api/device/{deviceId}` → `device`, the group of an untagged operation. */
const pathGroup = (path: string) => path.split('/').filter(segment => segment && segment !== 'api')[0] ?? path;

/** Every operation of the document, path by path in the contract's order, methods as HTTP_METHODS lists them. */
export const listOperations = (document: ApiDocument): ApiOperation[] =>
    Object.entries(document.paths).flatMap(([path, item]) =>
        HTTP_METHODS.flatMap(method => {
            const operation = item[method];
            if (!operation) return [];
            const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])]
                .map(parameter => resolveComponent(parameter, 'parameters', document))
                .filter((parameter): parameter is ApiParameter => parameter !== undefined);
            const unique = parameters.filter(
                (parameter, index) =>
                    !parameters.slice(index + 1).some(later => later.name === parameter.name && later.in === parameter.in)
            );
            const requestBody = operation.requestBody && resolveComponent(operation.requestBody, 'requestBodies', document);
            const responses = Object.entries(operation.responses).map(([status, response]) => {
                const resolved: ApiResponse | undefined = resolveComponent(response, 'responses', document);
                return { status, description: resolved?.description, schema: bodySchema(resolved?.content) };
            });
            const tag = operation.tags?.[0] ?? pathGroup(path);
            return [
                {
                    operationId: operation.operationId,
                    method,
                    path,
                    tag,
                    summary: operation.summary,
                    description: operation.description,
                    parameters: unique,
                    requestBody: requestBody && {
                        required: requestBody.required ?? false,
                        description: requestBody.description,
                        schema: bodySchema(requestBody.content),
                    },
                    responses,
                    requiresAuth: (operation.security ?? [{}]).length > 0,
                    extension: operation['x-thingdeck-extension'] === true,
                    queryAlternatives: operation['x-query-alternatives'],
                    searchText: [method, path, operation.summary, operation.operationId, tag].join(' ').toLowerCase(),
                },
            ];
        })
    );

/** Operations by tag, tags in the document's order (tags it does not list come after, in order of appearance). */
export const groupByTag = (operations: readonly ApiOperation[], document: ApiDocument): OperationGroup[] => {
    const groups = new Map<string, OperationGroup>(
        (document.tags ?? []).map(tag => [tag.name, { tag: tag.name, description: tag.description, operations: [] }])
    );
    for (const operation of operations) {
        const group = groups.get(operation.tag) ?? { tag: operation.tag, operations: [] };
        group.operations.push(operation);
        groups.set(operation.tag, group);
    }
    return [...groups.values()].filter(group => group.operations.length > 0);
};

/** The operations whose method, path, summary, operationId or tag contain every word of the filter. */
export const filterOperations = (operations: readonly ApiOperation[], filter: string): readonly ApiOperation[] => {
    const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return operations;
    return operations.filter(operation => words.every(word => operation.searchText.includes(word)));
};
