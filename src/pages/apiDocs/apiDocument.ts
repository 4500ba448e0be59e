// The contract (schemas/openapi.yaml) as the /api-docs page reads it. Codegen emits it as JSON
// (src/generated/openapi.gen.json): the page's chunk then needs no YAML parser, and JSON.parse
// reads it in about a millisecond (see codegen/apiDocsJson.ts).
import contractJson from '../../generated/openapi.gen.json?raw';

/** A JSON Schema as openapi.yaml writes it (draft-07 ∩ 2020-12 keywords, plus $ref). */
export interface JsonSchema {
    $ref?: string;
    type?: string | string[];
    format?: string;
    enum?: unknown[];
    const?: unknown;
    default?: unknown;
    description?: string;
    title?: string;
    readOnly?: boolean;
    properties?: Record<string, JsonSchema>;
    required?: string[];
    items?: JsonSchema;
    additionalProperties?: boolean | JsonSchema;
    oneOf?: JsonSchema[];
    anyOf?: JsonSchema[];
    allOf?: JsonSchema[];
    minimum?: number;
    maximum?: number;
    minLength?: number;
    maxLength?: number;
}

export interface ApiParameter {
    name: string;
    in: 'path' | 'query' | 'header' | 'cookie';
    required?: boolean;
    description?: string;
    schema?: JsonSchema;
}

interface MediaType {
    schema?: JsonSchema;
}

export interface ApiResponse {
    description?: string;
    content?: Record<string, MediaType>;
}

export interface ApiRequestBody {
    required?: boolean;
    description?: string;
    content: Record<string, MediaType>;
}

type Ref = { $ref: string };
export type MaybeRef<T> = T | Ref;

export interface ApiOperationObject {
    operationId: string;
    tags?: string[];
    summary?: string;
    description?: string;
    security?: Array<Record<string, string[]>>;
    parameters?: Array<MaybeRef<ApiParameter>>;
    requestBody?: MaybeRef<ApiRequestBody>;
    responses: Record<string, MaybeRef<ApiResponse>>;
    'x-query-alternatives'?: string[][];
    'x-thingdeck-extension'?: boolean;
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type ApiPathItem = { parameters?: Array<MaybeRef<ApiParameter>> } & Partial<Record<HttpMethod, ApiOperationObject>>;

export interface ApiDocument {
    info: { title: string; version: string; description?: string };
    tags?: Array<{ name: string; description?: string }>;
    paths: Record<string, ApiPathItem>;
    components: {
        schemas: Record<string, JsonSchema>;
        parameters?: Record<string, ApiParameter>;
        responses?: Record<string, ApiResponse>;
        requestBodies?: Record<string, ApiRequestBody>;
    };
}

export const API_DOCUMENT = JSON.parse(contractJson) as ApiDocument;

const isRef = (value: object): value is Ref => typeof (value as Ref).$ref === 'string';

/** The last segment of a local ref: `#/components/schemas/Device` → `Device`. */
export const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

/**
 * A parameter, response or request body that may be a `#/components/<section>/<name>` ref,
 * looked up in that section (the only kind of ref the contract uses); undefined if dangling.
 */
export const resolveComponent = <T extends object>(
    value: MaybeRef<T>,
    section: 'parameters' | 'responses' | 'requestBodies',
    document: ApiDocument
): T | undefined => {
    if (!isRef(value)) return value;
    const components = document.components[section] as Record<string, T> | undefined;
    return components?.[refName(value.$ref)];
};
