// The slice of an OpenAPI 3.1 document that the code generator reads, and how to load it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** A JSON Schema (or any JSON object) whose keywords we read one at a time. */
export type JsonObject = { [key: string]: unknown };

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ReferenceObject {
  $ref: string;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonObject;
}

export interface MediaTypeObject {
  schema?: JsonObject;
}

export interface RequestBodyObject {
  required?: boolean;
  content: Record<string, MediaTypeObject>;
}

export interface ResponseObject {
  description?: string;
  content?: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  operationId: string;
  tags?: string[];
  summary?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<ParameterObject | ReferenceObject>;
  requestBody?: RequestBodyObject | ReferenceObject;
  responses: Record<string, ResponseObject | ReferenceObject>;
  /** Sets of query parameters of which at least one must be complete (see openapi.yaml's description). */
  'x-query-alternatives'?: string[][];
}

export type PathItemObject = {
  parameters?: Array<ParameterObject | ReferenceObject>;
} & Partial<Record<HttpMethod, OperationObject>>;

export interface OpenApiDocument {
  openapi: string;
  security?: Array<Record<string, string[]>>;
  paths: Record<string, PathItemObject>;
  components: {
    schemas: Record<string, JsonObject>;
    parameters?: Record<string, ParameterObject>;
    responses?: Record<string, ResponseObject>;
    [section: string]: unknown;
  };
}

/** schemas/openapi.yaml, located from this file so that the CLI works from any working directory. */
export const OPENAPI_PATH = fileURLToPath(new URL('../schemas/openapi.yaml', import.meta.url));

export function loadOpenApiDocument(path: string = OPENAPI_PATH): OpenApiDocument {
  return parse(readFileSync(path, 'utf8')) as OpenApiDocument;
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

