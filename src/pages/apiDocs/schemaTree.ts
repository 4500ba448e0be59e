import { refName, type ApiDocument, type JsonSchema } from './apiDocument';

/**
 * One row of a schema as the docs show it: a property (or the body itself, or an alternative of a
 * oneOf/anyOf) with its type, format, enum and constraints. Children are built on demand with
 * {@link childNodes}, so a large or deeply nested schema costs nothing until a person opens it.
 */
export interface SchemaNode {
    /** The property name; none for a body or an alternative. */
    name?: string;
    required: boolean;
    /** `string`, `integer | null`, `object`, `array<Device>`, `any`. */
    type: string;
    /** The component schema the node comes from (`Device`), or its items' for an array. */
    refName?: string;
    format?: string;
    enumValues?: unknown[];
    defaultValue?: unknown;
    description?: string;
    readOnly: boolean;
    /** Length and range limits as `keyword: value`. */
    constraints: string[];
    /** A ref already being expanded above this node (a filter made of filters): named, not expanded again. */
    recursive: boolean;
    /** Set on the alternatives of a oneOf/anyOf. */
    alternative?: 'oneOf' | 'anyOf';
    /** Whether {@link childNodes} returns anything. */
    hasChildren: boolean;
    /** The resolved schema whose properties, items or alternatives are the children. */
    readonly content: JsonSchema;
    /** Refs expanded from the root down to this node (the recursion guard). */
    readonly refChain: readonly string[];
}

interface Placement {
    name?: string;
    required?: boolean;
    alternative?: 'oneOf' | 'anyOf';
    refChain?: readonly string[];
}

interface Resolved {
    schema: JsonSchema;
    refName?: string;
    recursive: boolean;
    refChain: readonly string[];
}

const CONSTRAINT_KEYWORDS = ['minLength', 'maxLength', 'minimum', 'maximum'] as const;

/**
 * Follows `$ref`s (keywords written beside a ref override the target's) and merges `allOf`
 * members into one schema. A ref already in `refChain` is not followed: the node is recursive.
 */
const resolve = (schema: JsonSchema, document: ApiDocument, refChain: readonly string[]): Resolved => {
    let current = schema;
    let chain = refChain;
    let name: string | undefined;
    while (current.$ref !== undefined) {
        const { $ref: ref, ...siblings } = current;
        name = refName(ref);
        if (chain.includes(ref)) return { schema: siblings, refName: name, recursive: true, refChain: chain };
        chain = [...chain, ref];
        current = { ...(document.components.schemas[name] ?? {}), ...siblings };
    }
    if (current.allOf) current = mergeAllOf(current, document, chain);
    return { schema: current, refName: name, recursive: false, refChain: chain };
};

/** `later` over `earlier`: its keywords win, its properties and required names come after. */
const overlay = (earlier: JsonSchema, later: JsonSchema): JsonSchema => ({
    ...earlier,
    ...later,
    properties: { ...earlier.properties, ...later.properties },
    required: [...(earlier.required ?? []), ...(later.required ?? [])],
});

/** One schema with the properties and required names of every allOf member (members' refs followed). */
const mergeAllOf = (schema: JsonSchema, document: ApiDocument, refChain: readonly string[]): JsonSchema => {
    const { allOf = [], ...own } = schema;
    const members = allOf.map(member => resolve(member, document, refChain)).filter(member => !member.recursive);
    return [...members.map(member => member.schema), own].reduce(overlay, {});
};

const typeOf = (schema: JsonSchema): string => {
    if (Array.isArray(schema.type)) return schema.type.join(' | ');
    if (schema.type) return schema.type;
    if (schema.properties || schema.additionalProperties) return 'object';
    const alternatives = schema.oneOf ?? schema.anyOf;
    if (alternatives) return alternatives.map(alternative => (alternative.$ref ? refName(alternative.$ref) : typeOf(alternative))).join(' | ');
    const example = schema.enum?.[0] ?? schema.const;
    return example === undefined ? 'any' : typeof example;
};

/** Whether the schema is (possibly nullable) an array of `items`. */
const isArray = (schema: JsonSchema) => schema.items !== undefined && typeOf(schema).split(' | ').includes('array');

const alternativesOf = (schema: JsonSchema): { combinator: 'oneOf' | 'anyOf'; schemas: JsonSchema[] } | undefined =>
    schema.oneOf ? { combinator: 'oneOf', schemas: schema.oneOf } : schema.anyOf ? { combinator: 'anyOf', schemas: schema.anyOf } : undefined;

const hasOwnChildren = (schema: JsonSchema) =>
    Object.keys(schema.properties ?? {}).length > 0 ||
    typeof schema.additionalProperties === 'object' ||
    alternativesOf(schema) !== undefined;

/** The other alternative of `oneOf: [X, {type: 'null'}]`, the contract's way to make a ref nullable. */
const nullableAlternative = (schema: JsonSchema): JsonSchema | undefined => {
    const alternatives = schema.oneOf ?? schema.anyOf ?? [];
    const others = alternatives.filter(alternative => alternative.type !== 'null');
    return alternatives.length === 2 && others.length === 1 ? others[0] : undefined;
};

/** The node of `schema` placed as `placement` says (a body is a node without a name). */
export const schemaNode = (schema: JsonSchema, document: ApiDocument, placement: Placement = {}): SchemaNode => {
    const resolved = resolve(schema, document, placement.refChain ?? []);
    const own = resolved.schema;
    const nonNull = nullableAlternative(own);
    if (nonNull) {
        const node = schemaNode(nonNull, document, { ...placement, refChain: resolved.refChain });
        return { ...node, type: `${node.type} | null`, description: own.description ?? node.description };
    }
    // An array shows its items' properties as its own children.
    const items = isArray(own) && own.items ? resolve(own.items, document, resolved.refChain) : undefined;
    const content = items && !items.recursive ? items.schema : own;
    const itemLabel = items && (items.refName ?? typeOf(items.schema));
    return {
        name: placement.name,
        required: placement.required ?? false,
        type: itemLabel ? typeOf(own).replace('array', `array<${itemLabel}>`) : typeOf(own),
        refName: items?.refName ?? resolved.refName,
        format: own.format ?? items?.schema.format,
        enumValues: own.enum ?? items?.schema.enum ?? (own.const !== undefined ? [own.const] : undefined),
        defaultValue: own.default,
        description: own.description ?? (items && items.schema.description),
        readOnly: own.readOnly === true,
        constraints: CONSTRAINT_KEYWORDS.filter(keyword => own[keyword] !== undefined).map(
            keyword => `${keyword}: ${own[keyword]}`
        ),
        recursive: resolved.recursive || (items?.recursive ?? false),
        alternative: placement.alternative,
        hasChildren: !resolved.recursive && !items?.recursive && hasOwnChildren(content),
        content,
        refChain: items ? items.refChain : resolved.refChain,
    };
};

/** The rows under a node: its properties in the contract's order, a map's value, or its alternatives. */
export const childNodes = (node: SchemaNode, document: ApiDocument): SchemaNode[] => {
    if (!node.hasChildren) return [];
    const { content, refChain } = node;
    const required = new Set(content.required ?? []);
    const properties = Object.entries(content.properties ?? {}).map(([name, property]) =>
        schemaNode(property, document, { name, required: required.has(name), refChain })
    );
    const mapValue =
        typeof content.additionalProperties === 'object'
            ? [schemaNode(content.additionalProperties, document, { name: '[key: string]', refChain })]
            : [];
    const alternatives = alternativesOf(content);
    const variants = (alternatives?.schemas ?? []).map(variant =>
        schemaNode(variant, document, { alternative: alternatives?.combinator, refChain })
    );
    return [...properties, ...mapValue, ...variants];
};
