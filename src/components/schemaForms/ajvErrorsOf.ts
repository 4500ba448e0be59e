import type { OutputUnit, Schema } from '@cfworker/json-schema';
import type { ErrorObject } from 'ajv';

/**
 * @cfworker/json-schema reports a failed subschema as a "wrapper" error followed by the subschema's
 * own errors; Ajv (allErrors) reports only the keywords that failed, plus anyOf/oneOf/if/not
 * themselves. These wrappers are dropped so the list matches what RJSF gets from Ajv.
 */
const WRAPPER_KEYWORDS = new Set(['$ref', '$recursiveRef', 'properties', 'patternProperties', 'items', 'prefixItems', 'allOf', 'dependentSchemas', 'additionalProperties', 'additionalItems', 'unevaluatedProperties', 'unevaluatedItems']);

/** Wrappers whose subschema may be `false`: then Ajv reports the keyword itself (e.g. "must NOT have additional properties"). */
const FALSE_SCHEMA_WRAPPERS = new Set(['additionalProperties', 'additionalItems', 'unevaluatedProperties', 'unevaluatedItems', 'items']);

type Params = Record<string, unknown>;
type Value = Record<string, unknown>;

/** Ajv's English params and message of each keyword, from the keyword's value in its schema. */
const AJV_MESSAGES: Record<string, (value: unknown, schema: Value, params: Params) => [Params, string]> = {
    type: value => [{ type: Array.isArray(value) ? value.join(',') : value }, `must be ${Array.isArray(value) ? value.join(',') : String(value)}`],
    required: (_value, _schema, params) => [params, `must have required property '${String(params.missingProperty)}'`],
    enum: value => [{ allowedValues: value }, 'must be equal to one of the allowed values'],
    const: value => [{ allowedValue: value }, 'must be equal to constant'],
    minLength: value => [{ limit: value }, `must NOT have fewer than ${String(value)} characters`],
    maxLength: value => [{ limit: value }, `must NOT have more than ${String(value)} characters`],
    minItems: value => [{ limit: value }, `must NOT have fewer than ${String(value)} items`],
    maxItems: value => [{ limit: value }, `must NOT have more than ${String(value)} items`],
    minProperties: value => [{ limit: value }, `must NOT have fewer than ${String(value)} properties`],
    maxProperties: value => [{ limit: value }, `must NOT have more than ${String(value)} properties`],
    minimum: value => [{ comparison: '>=', limit: value }, `must be >= ${String(value)}`],
    maximum: value => [{ comparison: '<=', limit: value }, `must be <= ${String(value)}`],
    exclusiveMinimum: value => [{ comparison: '>', limit: value }, `must be > ${String(value)}`],
    exclusiveMaximum: value => [{ comparison: '<', limit: value }, `must be < ${String(value)}`],
    multipleOf: value => [{ multipleOf: value }, `must be multiple of ${String(value)}`],
    pattern: value => [{ pattern: value }, `must match pattern "${String(value)}"`],
    format: value => [{ format: value }, `must match format "${String(value)}"`],
    uniqueItems: (_value, _schema, params) => [params, `must NOT have duplicate items (items ## ${String(params.j)} and ${String(params.i)} are identical)`],
    additionalProperties: (_value, _schema, params) => [params, 'must NOT have additional properties'],
    additionalItems: (_value, schema) => {
        const limit = Array.isArray(schema.items) ? schema.items.length : 0;
        return [{ limit }, `must NOT have more than ${limit} items`];
    },
    anyOf: () => [{}, 'must match a schema in anyOf'],
    oneOf: (_value, _schema, params) => [params, 'must match exactly one schema in oneOf'],
    not: () => [{}, 'must NOT be valid'],
    if: (_value, _schema, params) => [params, `must match "${String(params.failingKeyword)}" schema`],
    contains: () => [{ minContains: 1 }, 'must contain at least 1 valid item(s)'],
    propertyNames: (_value, _schema, params) => [params, 'property name must be valid'],
    dependencies: (value, _schema, params) => {
        const deps = (value as Record<string, string[]>)[String(params.property)] ?? [];
        return [{ ...params, depsCount: deps.length, deps: deps.join(', ') }, `must have ${deps.length === 1 ? 'property' : 'properties'} ${deps.join(', ')} when property ${String(params.property)} is present`];
    },
    'false schema': () => [{}, 'boolean schema is false'],
};

/** What Ajv puts in params that only cfworker's message text carries (the missing key, the failing branch…). */
const PARAMS_FROM_TEXT: Record<string, (text: string) => Params> = {
    required: text => ({ missingProperty: /required property "(.*)"\.$/s.exec(text)?.[1] }),
    dependencies: text => {
        const [, property, missingProperty] = /^Instance has "(.*)" but does not have "(.*)"\.$/s.exec(text) ?? [];
        return { property, missingProperty };
    },
    oneOf: text => {
        const matches = Number(/\((\d+) matches\)/.exec(text)?.[1] ?? 0);
        // Ajv names the first two passing branches; which ones is not in cfworker's answer.
        return { passingSchemas: matches > 1 ? [] : null };
    },
    if: text => ({ failingKeyword: /"else"/.test(text) ? 'else' : 'then' }),
};

/**
 * The duplicate pair Ajv names: it searches from the end, by value when the items' type is a
 * scalar one, else pairwise with deep equality.
 */
function ajvDuplicatePair(items: unknown[], holder: Value | undefined): Params {
    const itemTypes = [(holder?.items as Value | undefined)?.type].flat().filter(Boolean);
    if (itemTypes.length > 0 && !itemTypes.some(type => type === 'object' || type === 'array')) {
        const seen = new Map<unknown, number>();
        for (let i = items.length - 1; i >= 0; i--) {
            const j = seen.get(items[i]);
            if (j !== undefined) return { i, j };
            seen.set(items[i], i);
        }
    }
    for (let i = items.length - 1; i >= 0; i--) {
        for (let j = i - 1; j >= 0; j--) if (JSON.stringify(items[i]) === JSON.stringify(items[j])) return { i, j };
    }
    return {};
}

/** The value at a cfworker instance location. */
const valueAt = (data: unknown, location: string): unknown =>
    location
        .replace(/^#/, '')
        .split('/')
        .slice(1)
        .reduce<unknown>((value, segment) => (value as Value | undefined)?.[decodeSegment(segment)], data);

/** A cfworker pointer segment (URI- and ~-escaped) back to the property or keyword name. */
const decodeSegment = (segment: string) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
const escapeAjvSegment = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** cfworker's instance location ('#/a/0/b', URI-encoded) as Ajv's instancePath ('/a/0/b'). */
const instancePathOf = (location: string) =>
    location
        .replace(/^#/, '')
        .split('/')
        .slice(1)
        .map(segment => `/${escapeAjvSegment(decodeSegment(segment))}`)
        .join('');

/**
 * The schema object holding a keyword, found by following cfworker's keyword location from the root
 * (through $refs, via the lookup), and Ajv's schemaPath for it (a $ref restarts the path at its target).
 */
function keywordSite(root: Schema, lookup: Record<string, Schema | boolean>, keywordLocation: string): { holder: Value | undefined; schemaPath: string } {
    const segments = keywordLocation.replace(/^#/, '').split('/').slice(1).map(decodeSegment);
    let node: unknown = root;
    let schemaPath = '#';
    for (const segment of segments.slice(0, -1)) {
        const current = node as Schema | undefined;
        if (segment === '$ref' && current) {
            node = lookup[current.__absolute_ref__ ?? current.$ref ?? ''];
            schemaPath = current.$ref?.startsWith('#') ? current.$ref : (current.$ref ?? '#');
        } else {
            node = (node as Value | undefined)?.[segment];
            schemaPath += `/${escapeAjvSegment(segment)}`;
        }
    }
    return { holder: node && typeof node === 'object' ? (node as Value) : undefined, schemaPath: `${schemaPath}/${segments.at(-1) ?? ''}` };
}

/** Where the errors of a combinator's branches are: under anyOf/oneOf itself, beside `if` under then/else. */
const BRANCH_PREFIXES: Record<string, (location: string) => string[]> = {
    anyOf: location => [`${location}/`],
    oneOf: location => [`${location}/`],
    if: location => [location.replace(/\/if$/, '/then/'), location.replace(/\/if$/, '/else/')],
};

/** cfworker puts a combinator's own error before its branches' errors, Ajv after them (the order a field lists them in). */
function inAjvOrder(units: readonly OutputUnit[]): OutputUnit[] {
    const ordered = [...units];
    // From the end, so that nested combinators are in place before the runs around them are measured.
    for (let index = ordered.length - 1; index >= 0; index--) {
        const unit = ordered[index]!;
        const prefixes = BRANCH_PREFIXES[unit.keyword]?.(unit.keywordLocation);
        if (!prefixes) continue;
        let end = index + 1;
        while (end < ordered.length && prefixes.some(prefix => ordered[end]!.keywordLocation.startsWith(prefix))) end++;
        ordered.splice(index, 1);
        ordered.splice(end - 1, 0, unit);
    }
    return ordered;
}

/**
 * cfworker's output units as the error objects Ajv (allErrors, verbose) gives for the same schema
 * and data, so RJSF's own Ajv error processing turns them into the same RJSFValidationErrors.
 */
export function ajvErrorsOf(units: readonly OutputUnit[], root: Schema, lookup: Record<string, Schema | boolean>, data: unknown): ErrorObject[] {
    const errors: ErrorObject[] = [];
    const ordered = inAjvOrder(units);
    ordered.forEach((unit, index) => {
        let keyword = unit.keyword;
        const instancePath = instancePathOf(unit.instanceLocation);
        let extraParams: Params = {};
        if (keyword === 'false') {
            // Reported through its wrapper (additionalProperties: false and the like) when it has one.
            if (FALSE_SCHEMA_WRAPPERS.has(ordered[index - 1]?.keyword ?? '')) return;
            keyword = 'false schema';
        } else if (keyword === 'dependencies' && unit.error.includes('dependant schema')) {
            return;
        } else if (WRAPPER_KEYWORDS.has(keyword)) {
            const next = ordered[index + 1];
            if (!(FALSE_SCHEMA_WRAPPERS.has(keyword) && next?.keyword === 'false')) return;
            const key = decodeSegment(next.instanceLocation.split('/').at(-1) ?? '');
            if (keyword === 'additionalProperties' || keyword === 'unevaluatedProperties') extraParams = { additionalProperty: key };
            else if (keyword === 'items') keyword = 'additionalItems';
        }
        // cfworker gives a false schema's instance location as its keyword location: no schema to point at.
        const { holder, schemaPath } = keyword === 'false schema' ? { holder: undefined, schemaPath: '#' } : keywordSite(root, lookup, unit.keywordLocation);
        const describe = AJV_MESSAGES[keyword];
        if (keyword === 'uniqueItems') extraParams = ajvDuplicatePair(valueAt(data, unit.instanceLocation) as unknown[], holder);
        const textParams = { ...PARAMS_FROM_TEXT[keyword]?.(unit.error), ...extraParams };
        const [params, message] = describe ? describe(holder?.[keyword], holder ?? {}, textParams) : [textParams, unit.error];
        errors.push({ instancePath, keyword, params, schemaPath, message, parentSchema: holder, schema: holder?.[keyword] } as ErrorObject);
    });
    return errors;
}
