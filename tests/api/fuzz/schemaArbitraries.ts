import fc from 'fast-check';
import { hostileValue } from './hostileValues';

/** The subset of JSON Schema the contract uses (schemas/README.md, "Schema dialect"). */
export interface JsonSchema {
    type?: string | string[];
    const?: unknown;
    enum?: unknown[];
    format?: string;
    properties?: Record<string, JsonSchema>;
    required?: string[];
    additionalProperties?: boolean | JsonSchema;
    items?: JsonSchema;
    oneOf?: JsonSchema[];
    anyOf?: JsonSchema[];
    allOf?: JsonSchema[];
    minimum?: number;
    maximum?: number;
    minLength?: number;
    maxLength?: number;
    minItems?: number;
    maxItems?: number;
}

/** Below this depth only required properties are generated, so recursive shapes stay small. */
const MAX_DEPTH = 4;

/** Folds `allOf` into one schema: the contract uses it for "fields + required" pairs. */
function flatten(schema: JsonSchema): JsonSchema {
    if (!schema.allOf) return schema;
    const { allOf, ...rest } = schema;
    return allOf.map(flatten).reduce<JsonSchema>(
        (merged, part) => ({
            ...merged,
            ...part,
            properties: { ...merged.properties, ...part.properties },
            required: [...(merged.required ?? []), ...(part.required ?? [])],
        }),
        rest,
    );
}

const stringOf = (schema: JsonSchema): fc.Arbitrary<string> => {
    if (schema.format === 'uuid') return fc.uuid();
    if (schema.format === 'email') return fc.emailAddress();
    if (schema.format === 'date-time') return fc.date({ min: new Date(0), max: new Date(4102444800000), noInvalidDate: true }).map(date => date.toISOString());
    const minLength = schema.minLength ?? 0;
    const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 24, 64));
    return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }));
};

const numberOf = (schema: JsonSchema, integer: boolean): fc.Arbitrary<number> => {
    const min = schema.minimum ?? -1_000_000;
    const max = schema.maximum ?? 1_000_000;
    return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
};

function objectOf(schema: JsonSchema, depth: number, mutate: boolean): fc.Arbitrary<Record<string, unknown>> {
    const required = new Set(schema.required ?? []);
    const entries = Object.entries(schema.properties ?? {}).filter(([key]) => depth < MAX_DEPTH || required.has(key));
    const model = Object.fromEntries(entries.map(([key, property]) => [key, arbitraryOf(property, depth + 1, mutate)]));
    return fc.record(model, { requiredKeys: [...required].filter(key => key in model) }) as fc.Arbitrary<Record<string, unknown>>;
}

function typedOf(schema: JsonSchema, type: string, depth: number, mutate: boolean): fc.Arbitrary<unknown> {
    const table: Record<string, () => fc.Arbitrary<unknown>> = {
        string: () => stringOf(schema),
        integer: () => numberOf(schema, true),
        number: () => numberOf(schema, false),
        boolean: () => fc.boolean(),
        null: () => fc.constant(null),
        object: () => objectOf(schema, depth, mutate),
        array: () =>
            fc.array(schema.items ? arbitraryOf(schema.items, depth + 1, mutate) : fc.jsonValue({ maxDepth: 1 }), {
                minLength: schema.minItems ?? 0,
                maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
            }),
    };
    return (table[type] ?? (() => fc.jsonValue({ maxDepth: 2 })))();
}

/**
 * Values for a schema: with `mutate` false they satisfy it; with `mutate` true any node may be
 * swapped for a hostile value (wrong type, huge or unicode string, SQL or script, deep JSON).
 */
export function arbitraryOf(input: JsonSchema, depth = 0, mutate = false): fc.Arbitrary<unknown> {
    const schema = flatten(input);
    const valid = ((): fc.Arbitrary<unknown> => {
        if ('const' in schema) return fc.constant(schema.const);
        if (schema.enum) return fc.constantFrom(...schema.enum);
        const union = schema.oneOf ?? schema.anyOf;
        if (union) return fc.oneof(...union.map(part => arbitraryOf({ ...schema, oneOf: undefined, anyOf: undefined, ...part }, depth, mutate)));
        const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : schema.properties ? ['object'] : [];
        if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
        return fc.oneof(...types.map(type => typedOf(schema, type, depth, mutate)));
    })();
    return mutate ? fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: hostileValue }) : valid;
}
