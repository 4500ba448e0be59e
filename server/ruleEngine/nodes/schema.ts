import type { ConfigurationSchema } from './types';

/** Small builders for the JSON Schemas of node configurations (one object per node, every field titled). */
type Field = Record<string, unknown>;

export const text = (title: string, extra: Field = {}): Field => ({ type: 'string', title, ...extra });
export const integer = (title: string, extra: Field = {}): Field => ({ type: 'integer', title, ...extra });
export const bool = (title: string, extra: Field = {}): Field => ({ type: 'boolean', title, ...extra });
export const oneOf = (title: string, values: readonly string[], extra: Field = {}): Field => ({ type: 'string', title, enum: values, ...extra });
export const textList = (title: string, extra: Field = {}): Field => ({ type: 'array', title, items: { type: 'string' }, ...extra });
/** A map of names (message or attribute keys to metadata keys, HTTP headers). */
export const textMap = (title: string): Field => ({ type: 'object', title, additionalProperties: { type: 'string' } });
/** A JavaScript function body; the editor shows it in its JS function editor with these argument names. */
export const script = (title: string, argNames: readonly string[] = ['msg', 'metadata', 'msgType']): Field => ({
    type: 'string',
    title,
    format: 'javascript',
    'x-tb-function-args': argNames,
});

export function objectSchema(properties: Record<string, Field>, required: readonly string[] = []): ConfigurationSchema {
    return { type: 'object', properties, required: [...required], additionalProperties: true };
}

export const ENTITY_TYPES = ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'CUSTOMER', 'TENANT', 'USER', 'DASHBOARD', 'EDGE', 'RULE_CHAIN'] as const;
export const ATTRIBUTE_SCOPES = ['CLIENT_SCOPE', 'SERVER_SCOPE', 'SHARED_SCOPE'] as const;
export const ALARM_SEVERITIES = ['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE'] as const;
